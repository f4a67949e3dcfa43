import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { team } from '@tijian/client';
import { type Fen, fen } from '@tijian/domain';
import type { PullToRefreshProps } from 'antd-mobile/es/components/pull-to-refresh';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { mockApi, mockFailingApi, renderRoutedPage } from '@/test/render.tsx';
import type { TeamOrderSummary } from '../api/list-team-orders.ts';
import { ORDER } from '../team-test-data.ts';
import { FirmOrderPage } from './firm-order-page.tsx';

vi.mock('@/shared/ui/feedback.ts', async () => (await import('@/test/logged-in-fetch.ts')).feedbackMock());
const seen = vi.hoisted(() => ({ pull: undefined as PullToRefreshProps | undefined }));
vi.mock('antd-mobile/es/components/pull-to-refresh', () => ({
  default: (props: PullToRefreshProps & { children?: ReactNode }) => {
    seen.pull = props;
    return <div>{props.children}</div>;
  },
}));

const fetchMock = loggedInFetch();
const open = () => renderRoutedPage(<FirmOrderPage />, { path: '/team/firmOrde', url: '/team/firmOrde' });

const FAMILY: TeamOrderSummary = {
  ...ORDER,
  orderId: 502,
  orderNo: 'T202612050002',
  name: '李*',
  boExaminationDate: '2026-12-05',
  status: 'order_hospital_payment',
  statusName: '待支付',
  selfPay: fen(27493),
  companyPay: fen(45000),
};

describe('团检订单 (/team/firmOrde)', () => {
  it('lists the account’s team orders with who pays what, each opening the order', async () => {
    mockApi(fetchMock, { [team.listTeamOrders.path]: { list: [ORDER, FAMILY] } });
    open();
    const first = await screen.findByRole('article', { name: '华信科技有限公司 T202612030001' });
    expect(within(first).getByText('待体检')).toBeTruthy();
    expect(within(first).getByText('阳光体检中心 · 2026-12-03 08:00~08:30')).toBeTruthy();
    // The company hid its price: only the employee's part (nothing) is told.
    expect(within(first).getByText('个人支付 ¥0.00')).toBeTruthy();
    const second = screen.getByRole('article', { name: '华信科技有限公司 T202612050002' });
    expect(within(second).getByText('单位支付 ¥450.00 · 个人支付 ¥274.93')).toBeTruthy();
    await userEvent.click(within(second).getByRole('button', { name: '查看订单' }));
    expect(screen.getByTestId('location').textContent).toBe('/order/personal/team/502');
  });

  it('says there is none yet and leads to 团检列表; a pull reads the list again', async () => {
    let list: TeamOrderSummary[] = [];
    mockApi(fetchMock, { [team.listTeamOrders.path]: () => ({ list }) });
    open();
    expect(await screen.findByText('您还没有团检订单')).toBeTruthy();
    list = [{ ...ORDER, selfPay: 0 as Fen }];
    await seen.pull?.onRefresh?.();
    expect(await screen.findByRole('article', { name: '华信科技有限公司 T202612030001' })).toBeTruthy();
  });

  it('offers to try again when the list cannot be read', async () => {
    mockFailingApi(fetchMock);
    open();
    const retry = await screen.findByRole('button', { name: '重试' });
    mockApi(fetchMock, { [team.listTeamOrders.path]: { list: [] } });
    await userEvent.click(retry);
    await waitFor(() => expect(screen.getByText('您还没有团检订单')).toBeTruthy());
  });

  it('leads from the empty list to 团检列表', async () => {
    mockApi(fetchMock, { [team.listTeamOrders.path]: { list: [] } });
    open();
    await userEvent.click(await screen.findByRole('button', { name: '去团检列表' }));
    expect(screen.getByTestId('location').textContent).toBe('/team/list');
  });
});
