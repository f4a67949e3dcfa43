import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catalogue, schedule, team } from '@tijian/client';
import { team as teamContract } from '@tijian/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/shared/ui/feedback.ts';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { envelopeResponse, mockApi, renderRoutedPage } from '@/test/render.tsx';
import { useTeamDraft } from '../store.ts';
import { DAYS, draftAt, PROJECT_DATA, RULES } from '../team-test-data.ts';
import { TeamPackSubmitPage, TeamSubmitPage } from './submit-page.tsx';

vi.mock('@/shared/ui/feedback.ts', async () => (await import('@/test/logged-in-fetch.ts')).feedbackMock());

const fetchMock = loggedInFetch();
const QUOTA_FULL = teamContract.TeamMessages.quotaFull;

const SLOTS = {
  date: '2026-12-03',
  dateHasPeopleList: [
    { no: 1, testTime: '08:00~08:30', numberOfPeople: 3, code: '000' },
    { no: 2, testTime: '08:30~09:00', numberOfPeople: 0, code: '010' },
  ],
};
const BOOKED = {
  code: 0,
  message: null,
  orderId: 501,
  orderNo: 'T202612030001',
  status: 'order_hospital_examination',
  payable: 0,
};

const submits = () =>
  fetchMock.mock.calls.filter(
    ([u]) => new URL(String(u), 'http://x').pathname === `/m${team.submitTeamOrder.path}`,
  );
const bodyOf = (n: number) => JSON.parse(String(submits()[n]?.[1]?.body));

function api(submitAnswer: unknown) {
  mockApi(fetchMock, {
    [team.getTeamOrderRules.path]: RULES,
    [catalogue.getProjectData.path]: PROJECT_DATA,
    [team.getTeamDates.path]: { list: DAYS },
    [schedule.getTimeOfCount.path]: SLOTS,
    [team.submitTeamOrder.path]: submitAnswer,
  });
}

const open = (page = <TeamSubmitPage />, url = '/team/submit') => renderRoutedPage(page, { path: url, url });

async function chooseDayAndSlot() {
  await userEvent.click(await screen.findByRole('radio', { name: /12月3日/ }));
  await userEvent.click(await screen.findByRole('radio', { name: /08:00~08:30/ }));
}

describe('提交 (/team/submit)', () => {
  beforeEach(() => draftAt());

  it('shuts the days the company has no place left on, or the centre is full, and shows the places left', async () => {
    api(BOOKED);
    open();
    const noQuota = (await screen.findByRole('radio', { name: /12月1日/ })) as HTMLButtonElement;
    expect(noQuota.textContent).toBe('12月1日 周二 已满');
    expect(noQuota.disabled).toBe(true);
    const centreFull = screen.getByRole('radio', { name: /12月2日/ }) as HTMLButtonElement;
    expect(centreFull.disabled).toBe(true);
    const open3 = screen.getByRole('radio', { name: /12月3日/ }) as HTMLButtonElement;
    expect(open3.textContent).toBe('12月3日 周四 余5');
    expect(open3.disabled).toBe(false);
    await userEvent.click(noQuota);
    expect(useTeamDraft.getState().date).toBeNull();
  });

  it('shows a refusal as the server words it, keeps the screen, and retries with the same key', async () => {
    api(() => envelopeResponse(null, 'team,quotaFull', QUOTA_FULL));
    open();
    await chooseDayAndSlot();
    await userEvent.click(screen.getByRole('button', { name: '提交预约' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(QUOTA_FULL));
    expect(showToast).not.toHaveBeenCalled();
    expect(screen.queryByTestId('location')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '提交预约' }));
    await waitFor(() => expect(submits()).toHaveLength(2));
    expect(bodyOf(1).idempotencyKey).toBe(bodyOf(0).idempotencyKey);
    expect(bodyOf(0).idempotencyKey).toMatch(/^[A-Za-z0-9-]{16,64}$/);
  });

  it('tells a refused answer (code -3) in the server’s words', async () => {
    api({
      ...BOOKED,
      code: -3,
      message: '2026-12-03预约已满，请选择其他日期',
      orderId: null,
      orderNo: null,
      status: null,
    });
    open();
    await chooseDayAndSlot();
    await userEvent.click(screen.getByRole('button', { name: '提交预约' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('2026-12-03预约已满，请选择其他日期'),
    );
  });

  it('asks for the day first', async () => {
    api(BOOKED);
    open();
    await screen.findByRole('radio', { name: /12月3日/ });
    await userEvent.click(screen.getByRole('button', { name: '提交预约' }));
    expect(screen.getByRole('alert').textContent).toBe('请选择体检日期');
    expect(submits()).toHaveLength(0);
  });

  it('skips the pay type when the company pays everything, and books straight to 预约成功', async () => {
    api(BOOKED);
    open();
    await chooseDayAndSlot();
    expect(screen.queryByText('支付方式')).toBeNull();
    // Nothing the employee pays, nothing to invoice.
    expect(screen.queryByText('纸质发票')).toBeNull();
    expect(screen.getByRole('status', { name: '个人支付' }).textContent).toBe('个人支付：¥0.00');
    await userEvent.click(screen.getByRole('button', { name: '提交预约' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/team/success'));
    expect(bodyOf(0)).toMatchObject({
      memberId: 7,
      marryStateCode: 'married',
      topicPackageIds: [],
      extraProjectIds: [],
      boExaminationDate: '2026-12-03',
      boExaminationTimeNo: 1,
      payType: 'onhospital',
      price: 0,
    });
    expect(useTeamDraft.getState()).toMatchObject({
      memberId: null,
      booked: { orderId: 501, orderNo: 'T202612030001', date: '2026-12-03', time: '08:00~08:30' },
    });
  });

  it('asks how the employee pays their part, and an online payment goes to the payment', async () => {
    useTeamDraft.setState({ extraProjectIds: ['CT'], topicPackageIds: ['T-CANCER'] });
    api({ ...BOOKED, payable: 27493 });
    open();
    await chooseDayAndSlot();
    expect(screen.getByText('支付方式')).toBeTruthy();
    expect((screen.getByRole('radio', { name: '在线支付' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: '提交预约' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/order/onlinePayment/team/501'),
    );
    expect(bodyOf(0)).toMatchObject({
      topicPackageIds: ['T-CANCER'],
      extraProjectIds: ['CT'],
      payType: 'online',
      price: 27493,
    });
  });

  it('asks for a paper invoice of the employee’s part where the company offers one, and sends it', async () => {
    useTeamDraft.setState({ extraProjectIds: ['CT'] });
    api({ ...BOOKED, payable: 27493 });
    open();
    await chooseDayAndSlot();
    await userEvent.click(await screen.findByText('不需要'));
    await userEvent.type(await screen.findByRole('textbox', { name: '单位名称' }), '华夏科技有限公司');
    await userEvent.type(screen.getByRole('textbox', { name: '收件人' }), '王芳');
    await userEvent.type(screen.getByRole('textbox', { name: '联系电话' }), '13912345678');
    await userEvent.type(screen.getByRole('textbox', { name: '邮寄地址' }), '北京市朝阳区建国路88号');
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('公司抬头：华夏科技有限公司')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '提交预约' }));
    await waitFor(() => expect(submits()).toHaveLength(1));
    expect(bodyOf(0)).toMatchObject({
      invoiceTitleType: '1',
      companyName: '华夏科技有限公司',
      consignee: '王芳',
      mobile: '13912345678',
      postAddress: '北京市朝阳区建国路88号',
    });
  });

  it('offers no invoice where the company does not provide one', async () => {
    useTeamDraft.setState({ extraProjectIds: ['CT'] });
    mockApi(fetchMock, {
      [team.getTeamOrderRules.path]: { ...RULES, provideInvoice: false },
      [catalogue.getProjectData.path]: PROJECT_DATA,
      [team.getTeamDates.path]: { list: DAYS },
      [schedule.getTimeOfCount.path]: SLOTS,
      [team.submitTeamOrder.path]: { ...BOOKED, payable: 27493 },
    });
    open();
    await chooseDayAndSlot();
    expect(screen.getByText('支付方式')).toBeTruthy();
    expect(screen.queryByText('纸质发票')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '提交预约' }));
    await waitFor(() => expect(submits()).toHaveLength(1));
    expect(bodyOf(0).invoiceTitleType).toBeUndefined();
  });

  it('goes on to the payment though the place reads as booked once the submit is through', async () => {
    useTeamDraft.setState({ extraProjectIds: ['CT'] });
    // The real server: after the booking, the place's terms answer booked (the screen's own gate).
    const booked = { ...RULES, stateCode: 'order_hospital_examination', orderId: 501 };
    mockApi(fetchMock, {
      [team.getTeamOrderRules.path]: () => (submits().length > 0 ? booked : RULES),
      [catalogue.getProjectData.path]: PROJECT_DATA,
      [team.getTeamDates.path]: { list: DAYS },
      [schedule.getTimeOfCount.path]: SLOTS,
      [team.submitTeamOrder.path]: { ...BOOKED, payable: 12750, status: 'order_wait_pay' },
    });
    // The other refreshed lists answer later than the place's terms, as they may on a network.
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      const path = new URL(String(input), 'http://x').pathname;
      if (submits().length > 0 && path === `/m${team.getTeamDates.path}`)
        await new Promise((resolve) => setTimeout(resolve, 100));
      return answer(input, init);
    });
    open();
    await chooseDayAndSlot();
    await userEvent.click(screen.getByRole('button', { name: '提交预约' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/order/onlinePayment/team/501'),
    );
  });

  it('books the package alone on /team/submit/pack, whatever was added before', async () => {
    useTeamDraft.setState({ extraProjectIds: ['CT'], topicPackageIds: ['T-CANCER'] });
    api(BOOKED);
    open(<TeamPackSubmitPage />, '/team/submit/pack');
    await chooseDayAndSlot();
    expect(screen.queryByText('支付方式')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '提交预约' }));
    await waitFor(() => expect(submits()).toHaveLength(1));
    expect(bodyOf(0)).toMatchObject({ topicPackageIds: [], extraProjectIds: [], price: 0 });
  });
});

describe('提交 of a place booked already', () => {
  beforeEach(() => draftAt());

  it('shows its order instead of a second booking', async () => {
    mockApi(fetchMock, {
      [team.getTeamOrderRules.path]: { ...RULES, stateCode: 'order_hospital_examination', orderId: 501 },
    });
    open();
    expect(await screen.findByText('该团检名额已预约')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '提交预约' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '查看订单' }));
    expect(screen.getByTestId('location').textContent).toBe('/order/personal/00-5/501');
  });
});
