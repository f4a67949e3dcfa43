import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { records } from '@tijian/client';
import type { PullToRefreshProps } from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { envelopeResponse, mockApi, renderRoutedPage } from '@/test/render.tsx';
import type { MedicalCardDetail, MedicalCardSummary } from '../api/records.ts';
import { MedicalCardDetailPage } from './medical-card-detail-page.tsx';
import { MedicalCardListPage } from './medical-card-list-page.tsx';

// The client toasts a failed read; antd-mobile's toast, loaded on first use, could arrive after the file's
// environment is gone.
vi.mock('@/shared/ui/feedback.ts', async () => (await import('@/test/logged-in-fetch.ts')).feedbackMock());

// antd-mobile's pull-to-refresh is replaced by a stand-in that keeps its props, so a test can pull.
const seen = vi.hoisted(() => ({ pull: undefined as PullToRefreshProps | undefined }));
vi.mock('antd-mobile/es/components/pull-to-refresh', () => ({
  default: (props: PullToRefreshProps & { children?: ReactNode }) => {
    seen.pull = props;
    return <div>{props.children}</div>;
  },
}));

const fetchMock = loggedInFetch();
afterEach(() => {
  useSessionStore.setState({ sid: '00-0' });
});
const LIST = records.listMedicalCards.path;
const DETAIL = records.getMedicalCard.path;

const SELF: MedicalCardSummary = {
  id: 7,
  sysCenterId: '00-1',
  sysCenterName: '北京朝阳健康体检中心',
  cardNo: '110100352718',
  kind: 'physical',
  kindName: '实名就诊卡',
  patientName: '张*',
};
const MOTHER: MedicalCardSummary = {
  id: 8,
  sysCenterId: '00-85',
  sysCenterName: '北京东城老年健康体检中心',
  cardNo: 'E8500120395',
  kind: 'electronic',
  kindName: '电子就诊卡',
  patientName: '李*兰',
};
const DETAIL_OF_SELF: MedicalCardDetail = {
  ...SELF,
  idCardNo: '110***********0012',
  phone: '138****8000',
  patientNo: 'MZ00352718',
  scanCode: '110100352718',
  createdAt: '2021-04-16T23:50:00.000Z',
};

const listCalls = () =>
  fetchMock.mock.calls.map(([u]) => new URL(String(u), 'http://x')).filter((u) => u.pathname === `/m${LIST}`);

const renderList = (url = '/medicalCard/list') =>
  renderRoutedPage(<MedicalCardListPage />, { path: '/medicalCard/list', url });
const renderDetail = (id: string | number) =>
  renderRoutedPage(<MedicalCardDetailPage />, {
    path: '/medicalCard/detail/:id',
    url: `/medicalCard/detail/${id}`,
  });

describe('medical card list page', () => {
  it('shows each card’s centre, patient, kind and number, and opens a card', async () => {
    mockApi(fetchMock, { [LIST]: [MOTHER, SELF] });
    renderList();
    const mother = await screen.findByRole('article', { name: '北京东城老年健康体检中心 电子就诊卡' });
    expect(within(mother).getByText('电子就诊卡')).toBeTruthy();
    expect(within(mother).getByText('就诊人：李*兰')).toBeTruthy();
    expect(within(mother).getByText('E8500120395')).toBeTruthy();
    const self = screen.getByRole('article', { name: '北京朝阳健康体检中心 实名就诊卡' });
    expect(within(self).getByText('110100352718')).toBeTruthy();
    expect(listCalls()[0]?.searchParams.has('sysCenterId')).toBe(false);

    await userEvent.click(within(self).getByRole('button'));
    expect(screen.getByTestId('location').textContent).toBe('/medicalCard/detail/7');
  });

  it('shows the spec’s hint when the account has no card', async () => {
    mockApi(fetchMock, { [LIST]: [] });
    renderList();
    expect(
      await screen.findByText('请先在医院挂号收费窗口办理实名就诊卡或官微注册电子就诊卡。'),
    ).toBeTruthy();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('asks for the cards of the centre in use, as the personal centre counts them, or of the one the address names', async () => {
    mockApi(fetchMock, { [LIST]: [MOTHER] });
    useSessionStore.setState({ sid: '00-85' });
    const first = renderList();
    await screen.findByText('就诊人：李*兰');
    expect(listCalls()[0]?.searchParams.get('sysCenterId')).toBe('00-85');
    first.unmount();
    useSessionStore.setState({ sid: '00-1' });
    const second = renderList('/medicalCard/list?sysCenterId=00-85');
    await screen.findByText('就诊人：李*兰');
    expect(listCalls()[1]?.searchParams.get('sysCenterId')).toBe('00-85');
    second.unmount();
    renderList('/medicalCard/list?sysCenterId=00-0');
    await screen.findByText('就诊人：李*兰');
    expect(listCalls()[2]?.searchParams.has('sysCenterId')).toBe(false);
  });

  it('asks again on a pull, and shows the new list', async () => {
    let answer: MedicalCardSummary[] = [];
    mockApi(fetchMock, { [LIST]: () => answer });
    renderList();
    await screen.findByText('请先在医院挂号收费窗口办理实名就诊卡或官微注册电子就诊卡。');
    answer = [SELF];
    await seen.pull?.onRefresh?.();
    expect(await screen.findByText('就诊人：张*')).toBeTruthy();
    expect(listCalls()).toHaveLength(2);
  });

  it('offers to try again when the list cannot be read', async () => {
    let fail = true;
    mockApi(fetchMock, {
      [LIST]: () => (fail ? envelopeResponse(null, 'system,error', '系统繁忙，请稍后再试') : [SELF]),
    });
    renderList();
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText('就诊人：张*')).toBeTruthy();
  });
});

describe('medical card detail page', () => {
  it('shows the card with its masked numbers and the code for the desk', async () => {
    mockApi(fetchMock, {
      [DETAIL]: (url: URL) => {
        expect(url.searchParams.get('id')).toBe('7');
        return DETAIL_OF_SELF;
      },
    });
    renderDetail(7);
    const code = await screen.findByRole('region', { name: '就诊卡码' });
    expect(within(code).getByRole('img', { name: '就诊卡码 110100352718' }).getAttribute('src')).toMatch(
      /^data:image\/gif;base64,/,
    );
    expect(within(code).getByText('实名就诊卡')).toBeTruthy();
    expect(within(code).getByText('就诊或体检时，请在挂号收费窗口出示此码')).toBeTruthy();
    for (const [label, value] of [
      ['就诊人', '张*'],
      ['门诊号', 'MZ00352718'],
      ['身份证号', '110***********0012'],
      ['手机号', '138****8000'],
      ['就诊医院', '北京朝阳健康体检中心'],
    ] as const) {
      expect(screen.getByText(label).nextElementSibling?.textContent).toBe(value);
    }
  });

  it('says a card that is not the account’s is not there, and leads back to the list', async () => {
    mockApi(fetchMock, { [DETAIL]: () => envelopeResponse(null, 'not,found', '该就诊卡不存在') });
    renderDetail(9);
    expect(await screen.findByRole('heading', { name: '该就诊卡不存在' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '返回就诊卡列表' }));
    expect(screen.getByTestId('location').textContent).toBe('/medicalCard/list');
  });

  it('asks nothing for an address without a card id', async () => {
    mockApi(fetchMock, {});
    renderDetail('abc');
    expect(screen.getByRole('heading', { name: '该就诊卡不存在' })).toBeTruthy();
    await waitFor(() => expect(fetchMock).not.toHaveBeenCalled());
  });
});
