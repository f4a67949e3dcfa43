import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consult } from '@tijian/client';
import type { Fen } from '@tijian/domain';
import type { PullToRefreshProps } from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { showToast, showToastOnNextPage } from '@/shared/ui/feedback.ts';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { envelopeResponse, mockApi, renderRoutedPage } from '@/test/render.tsx';
import type { ConsultBooking, ConsultService, ConsultSlot } from '../api/consult.ts';
import { ConsultFeedbackPage } from './consult-feedback-page.tsx';
import { ConsultListPage } from './consult-list-page.tsx';
import { ConsultServicePage } from './consult-service-page.tsx';

vi.mock('@/shared/ui/feedback.ts', async () => (await import('@/test/logged-in-fetch.ts')).feedbackMock());
const seen = vi.hoisted(() => ({ pull: undefined as PullToRefreshProps | undefined }));
vi.mock('antd-mobile/es/components/pull-to-refresh', () => ({
  default: (props: PullToRefreshProps & { children?: ReactNode }) => {
    seen.pull = props;
    return <div>{props.children}</div>;
  },
}));

const fetchMock = loggedInFetch();

const REPORT: ConsultService = {
  id: 1,
  sysCenterId: '00-1',
  name: '报告解读咨询',
  doctorName: '王建国',
  doctorTitle: '全科主任医师',
  price: 0 as Fen,
  durationMinutes: 30,
  description: '逐项讲解异常指标。',
};
const NUTRITION: ConsultService = {
  ...REPORT,
  id: 3,
  name: '营养咨询',
  doctorName: '陈静',
  doctorTitle: '注册营养师',
  price: 3000 as Fen,
};
const PAST: ConsultBooking = {
  id: 11,
  serviceId: 1,
  serviceName: '报告解读咨询',
  doctorName: '王建国',
  price: 0 as Fen,
  sysCenterId: '00-1',
  date: '2026-11-19',
  testTime: '10:00~10:30',
  state: 'awaitingFeedback',
  stateName: '待评价',
  rating: null,
  comment: null,
};
const UPCOMING: ConsultBooking = {
  ...PAST,
  id: 12,
  serviceId: 3,
  serviceName: '营养咨询',
  doctorName: '陈静',
  price: 3000 as Fen,
  date: '2026-11-25',
  testTime: '09:30~10:00',
  state: 'booked',
  stateName: '待咨询',
};
const SLOTS: ConsultSlot[] = [
  { slotNo: 1, testTime: '09:00~09:30', capacity: 2, booked: 2, bookable: false },
  { slotNo: 2, testTime: '09:30~10:00', capacity: 2, booked: 1, bookable: true },
];

const calls = (path: string) =>
  fetchMock.mock.calls.filter(([u]) => new URL(String(u), 'http://x').pathname === `/m${path}`);

describe('consult list page', () => {
  it('shows the centre’s services and the account’s consultations, with cancel and 去评价', async () => {
    mockApi(fetchMock, {
      [consult.listConsultServices.path]: { list: [REPORT, NUTRITION] },
      [consult.listMyConsults.path]: { list: [UPCOMING, PAST] },
      [consult.cancelConsult.path]: { ...UPCOMING, state: 'cancelled', stateName: '已取消' },
    });
    renderRoutedPage(<ConsultListPage />, { path: '/consult/list', url: '/consult/list?sid=00-1' });
    const nutrition = await screen.findByRole('article', { name: '营养咨询' });
    expect(within(nutrition).getByText('注册营养师', { exact: false })).toBeTruthy();
    expect(within(nutrition).getByText('¥30.00（到院支付） · 30分钟')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: '报告解读咨询' })).getByText('免费 · 30分钟'),
    ).toBeTruthy();
    const [first] = calls(consult.listConsultServices.path);
    expect(new URL(String(first?.[0]), 'http://x').searchParams.get('sysCenterId')).toBe('00-1');

    const past = await screen.findByRole('article', { name: '报告解读咨询 2026-11-19' });
    expect(within(past).getByText('待评价')).toBeTruthy();
    await userEvent.click(within(past).getByRole('button', { name: '去评价' }));
    expect(screen.getByTestId('location').textContent).toBe('/consult/feedback/11');
  });

  it('cancels an upcoming consultation after the person confirms', async () => {
    mockApi(fetchMock, {
      [consult.listConsultServices.path]: { list: [REPORT] },
      [consult.listMyConsults.path]: { list: [UPCOMING] },
      [consult.cancelConsult.path]: { ...UPCOMING, state: 'cancelled', stateName: '已取消' },
    });
    renderRoutedPage(<ConsultListPage />, { path: '/consult/list', url: '/consult/list' });
    const upcoming = await screen.findByRole('article', { name: '营养咨询 2026-11-25' });
    await userEvent.click(within(upcoming).getByRole('button', { name: '取消预约' }));
    await waitFor(() => expect(calls(consult.cancelConsult.path)).toHaveLength(1));
    expect(JSON.parse(String(calls(consult.cancelConsult.path)[0]?.[1]?.body))).toEqual({ id: 12 });
    await waitFor(() => expect(showToast).toHaveBeenCalledWith('已取消预约'));
  });

  it('says so when the centre has no service and the account booked nothing, and refreshes on a pull', async () => {
    let services: ConsultService[] = [];
    mockApi(fetchMock, {
      [consult.listConsultServices.path]: () => ({ list: services }),
      [consult.listMyConsults.path]: { list: [] },
    });
    renderRoutedPage(<ConsultListPage />, { path: '/consult/list', url: '/consult/list' });
    expect(await screen.findByText('该体检中心暂未开通咨询服务')).toBeTruthy();
    expect(await screen.findByText('您还没有预约咨询')).toBeTruthy();
    services = [REPORT];
    await seen.pull?.onRefresh?.();
    expect(await screen.findByRole('article', { name: '报告解读咨询' })).toBeTruthy();
  });

  it('offers to try again when the services cannot be read', async () => {
    let fail = true;
    mockApi(fetchMock, {
      [consult.listConsultServices.path]: () =>
        fail ? envelopeResponse(null, 'system,error', '系统繁忙，请稍后再试') : { list: [REPORT] },
      [consult.listMyConsults.path]: { list: [] },
    });
    renderRoutedPage(<ConsultListPage />, { path: '/consult/list', url: '/consult/list' });
    const retry = await screen.findByRole('button', { name: '重试' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('article', { name: '报告解读咨询' })).toBeTruthy();
  });
});

describe('consult service page', () => {
  const renderService = (id: string | number) =>
    renderRoutedPage(<ConsultServicePage />, { path: '/consult/service/:id', url: `/consult/service/${id}` });

  it('books a time with places left; a full time cannot be chosen', async () => {
    mockApi(fetchMock, {
      [consult.getConsultService.path]: { ...REPORT, dates: ['2026-11-22', '2026-11-23'] },
      [consult.listConsultSlots.path]: { list: SLOTS },
      [consult.bookConsult.path]: { ...UPCOMING, serviceId: 1 },
    });
    renderService(1);
    expect(await screen.findByText('09:00~09:30 已满')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '预约咨询' }));
    expect(showToast).toHaveBeenCalledWith('请先选择时段');
    expect(calls(consult.bookConsult.path)).toHaveLength(0);

    await userEvent.click(screen.getByText('09:30~10:00 余1'));
    await userEvent.click(screen.getByRole('button', { name: '预约咨询' }));
    await waitFor(() => expect(calls(consult.bookConsult.path)).toHaveLength(1));
    expect(JSON.parse(String(calls(consult.bookConsult.path)[0]?.[1]?.body))).toEqual({
      serviceId: 1,
      date: '2026-11-22',
      slotNo: 2,
    });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/consult/list'));
    // Said on the list, past the route guard's clearing of the service page's toasts.
    expect(showToastOnNextPage).toHaveBeenCalledWith('预约成功，请按时到体检中心咨询');
  });

  it('shows a whole day full as 已满 time by time, none to choose, and points to another day', async () => {
    const FULL: ConsultSlot[] = SLOTS.map((s) => ({ ...s, booked: s.capacity, bookable: false }));
    mockApi(fetchMock, {
      [consult.getConsultService.path]: { ...REPORT, dates: ['2026-11-22', '2026-11-23'] },
      [consult.listConsultSlots.path]: { list: FULL },
      [consult.bookConsult.path]: { ...UPCOMING, serviceId: 1 },
    });
    renderService(1);
    // Before, a day without a place left hid its times: 已满 never showed on the day it mattered.
    expect(await screen.findByText('09:00~09:30 已满')).toBeTruthy();
    expect(screen.getByText('09:30~10:00 已满')).toBeTruthy();
    expect(screen.getByText('当天没有可预约的时段，请换一天')).toBeTruthy();
    await userEvent.click(screen.getByText('09:30~10:00 已满'));
    await userEvent.click(screen.getByRole('button', { name: '预约咨询' }));
    expect(showToast).toHaveBeenCalledWith('请先选择时段');
    expect(calls(consult.bookConsult.path)).toHaveLength(0);
  });

  it('shows the way back for a service that is not there', async () => {
    mockApi(fetchMock, {});
    renderService(999);
    expect(await screen.findByText('未找到该咨询服务')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回咨询' })).toBeTruthy();
  });
});

describe('consult feedback page', () => {
  const renderFeedback = (id: number) =>
    renderRoutedPage(<ConsultFeedbackPage />, {
      path: '/consult/feedback/:id',
      url: `/consult/feedback/${id}`,
    });

  it('sends the stars and the comment once the consultation has passed', async () => {
    mockApi(fetchMock, {
      [consult.getMyConsult.path]: PAST,
      [consult.sendConsultFeedback.path]: { ...PAST, state: 'rated', rating: 4 },
    });
    renderFeedback(11);
    await screen.findByRole('article', { name: '报告解读咨询' });
    await userEvent.click(screen.getByRole('button', { name: '提交评价' }));
    expect(showToast).toHaveBeenCalledWith('请选择1到5星的评分');
    await userEvent.click(screen.getByRole('button', { name: '4星' }));
    expect(screen.getByRole('button', { name: '4星' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.type(screen.getByRole('textbox', { name: '评价内容' }), '讲解很耐心');
    await userEvent.click(screen.getByRole('button', { name: '提交评价' }));
    await waitFor(() => expect(calls(consult.sendConsultFeedback.path)).toHaveLength(1));
    expect(JSON.parse(String(calls(consult.sendConsultFeedback.path)[0]?.[1]?.body))).toEqual({
      id: 11,
      rating: 4,
      comment: '讲解很耐心',
    });
  });

  it('explains why an upcoming or already rated consultation takes no feedback', async () => {
    mockApi(fetchMock, { [consult.getMyConsult.path]: UPCOMING });
    const first = renderFeedback(12);
    expect(await screen.findByText('咨询结束后才能评价，请稍后再来')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交评价' })).toBeNull();
    first.unmount();
    mockApi(fetchMock, { [consult.getMyConsult.path]: { ...PAST, state: 'rated', rating: 5 } });
    renderFeedback(11);
    expect(await screen.findByText('您已评价过这次咨询')).toBeTruthy();
  });

  it('answers another person’s consultation as a missing one', async () => {
    mockApi(fetchMock, {});
    renderFeedback(99);
    expect(await screen.findByText('未找到该咨询预约')).toBeTruthy();
  });
});
