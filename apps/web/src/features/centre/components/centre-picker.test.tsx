import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { centres, getCookie } from '@tijian/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { showToast } from '@/shared/ui/feedback.ts';
import { mockApi, renderPage } from '@/test/render.tsx';
import { firstImage } from '../current-centre.ts';
import { CentrePicker, type CentrePickerProps } from './centre-picker.tsx';

vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
}));

const fetchMock = vi.fn<typeof fetch>();

const cities = [
  {
    id: '110100',
    name: '北京市',
    children: [
      { id: '00-1', name: '北京朝阳中心', image: '/images/a.svg,/images/b.svg', groupCheckFlag: 1 },
      { id: '00-16', name: '北京海淀中心', image: '/images/c.svg', groupCheckFlag: 0 },
    ],
  },
  { id: '310100', name: '上海市', children: [{ id: '00-02', name: '上海静安中心', groupCheckFlag: 0 }] },
  { id: '440100', name: '广州市', children: [{ id: '00-7', name: '广州天河中心', groupCheckFlag: 1 }] },
];

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.setState({ sid: '00-0' });
  mockApi(fetchMock, {
    [centres.getCities.path]: cities,
    [centres.getCentre.path]: (url: URL) => ({ id: url.searchParams.get('sysCenterId'), name: '详情' }),
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  vi.mocked(showToast).mockClear();
});

function open(props: Partial<CentrePickerProps> = {}) {
  const onChosen = vi.fn();
  const onClose = vi.fn();
  renderPage(<CentrePicker visible onChosen={onChosen} onClose={onClose} {...props} />);
  return { onChosen, onClose };
}

describe('firstImage', () => {
  it('takes the first picture of the comma list', () => {
    expect(firstImage('/images/a.svg, /images/b.svg')).toBe('/images/a.svg');
    expect(firstImage('')).toBeNull();
  });
});

describe('CentrePicker', () => {
  it('lists the cities, and the centres of the current city', async () => {
    open({ cityId: '110100' });
    expect(await screen.findByText('选择体检中心')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '北京朝阳中心' })).toBeTruthy();
    expect(screen.getByText('上海市')).toBeTruthy();
    await userEvent.click(screen.getByText('上海市'));
    expect(await screen.findByRole('button', { name: '上海静安中心' })).toBeTruthy();
  });

  it('keeps only centres with the mode flag and drops cities left empty', async () => {
    open({ mode: 'groupCheckFlag' });
    expect(await screen.findByRole('button', { name: '北京朝阳中心' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '北京海淀中心' })).toBeNull();
    expect(screen.queryByText('上海市')).toBeNull();
    expect(screen.getByText('广州市')).toBeTruthy();
  });

  it('leaves out excluded centres', async () => {
    open({ excludeIds: ['00-1', '00-02'] });
    expect(await screen.findByRole('button', { name: '北京海淀中心' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '北京朝阳中心' })).toBeNull();
    expect(screen.queryByText('上海市')).toBeNull();
  });

  it('reminds to choose a centre when closed without one', async () => {
    const { onClose, onChosen } = open();
    await userEvent.click(await screen.findByRole('button', { name: '关闭' }));
    expect(showToast).toHaveBeenCalledWith('请先选择体检中心');
    expect(onClose).toHaveBeenCalled();
    expect(onChosen).not.toHaveBeenCalled();
  });

  it('loads the chosen centre, then makes it the session centre', async () => {
    const { onChosen } = open();
    await userEvent.click(await screen.findByRole('button', { name: '北京海淀中心' }));
    await waitFor(() => expect(onChosen).toHaveBeenCalledWith({ id: '00-16', name: '详情' }));
    expect(useSessionStore.getState().sid).toBe('00-16');
    expect(getCookie('sid')).toBe('00-16');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('sysCenterId=00-16'))).toBe(true);
  });

  it('does not open while a specific centre is chosen', async () => {
    useSessionStore.setState({ sid: '00-16' });
    open();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('选择体检中心')).toBeNull();
  });
});
