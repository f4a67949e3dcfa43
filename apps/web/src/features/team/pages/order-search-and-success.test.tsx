import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { team } from '@tijian/client';
import { team as teamContract } from '@tijian/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { envelopeResponse, mockApi, renderRoutedPage } from '@/test/render.tsx';
import { useTeamDraft } from '../store.ts';
import { MEMBERSHIP, ORDER } from '../team-test-data.ts';
import { OrderSearchPage } from './order-search-page.tsx';
import { TeamSuccessPage } from './success-page.tsx';

vi.mock('@/shared/ui/feedback.ts', async () => (await import('@/test/logged-in-fetch.ts')).feedbackMock());

const fetchMock = loggedInFetch();

async function fill() {
  await userEvent.type(screen.getByRole('textbox', { name: '单位编码' }), 'HX2026');
  await userEvent.type(screen.getByRole('textbox', { name: '姓名' }), '张三');
  await userEvent.type(screen.getByRole('textbox', { name: '证件号码或手机号' }), '13800000000');
  await userEvent.click(screen.getByRole('button', { name: '查询' }));
}

describe('团检查询 (/team/orderSearch)', () => {
  it('shows the place found and its orders', async () => {
    mockApi(fetchMock, {
      [team.searchTeamOrder.path]: {
        membership: { ...MEMBERSHIP, state: 'booked', stateName: '已预约', orderId: 501 },
        orders: [ORDER],
      },
    });
    renderRoutedPage(<OrderSearchPage />, { path: '/team/orderSearch', url: '/team/orderSearch' });
    await fill();
    const found = await screen.findByRole('region', { name: '团检名额' });
    expect(within(found).getByRole('article', { name: '华信科技有限公司' })).toBeTruthy();
    expect(within(found).getByRole('article', { name: '华信科技有限公司 T202612030001' })).toBeTruthy();
  });

  it('shows a refusal as the server words it', async () => {
    const words = teamContract.TeamMessages.tooManyTries;
    mockApi(fetchMock, {
      [team.searchTeamOrder.path]: () => envelopeResponse(null, 'team,tooManyTries', words),
    });
    renderRoutedPage(<OrderSearchPage />, { path: '/team/orderSearch', url: '/team/orderSearch' });
    await fill();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(words));
  });
});

describe('预约成功 (/team/success)', () => {
  beforeEach(() => sessionStorage.clear());

  it('shows the order just taken, what to bring, and leads to it and to 团检订单', async () => {
    useTeamDraft.setState({
      memberId: null,
      booked: {
        orderId: 501,
        orderNo: 'T202612030001',
        sysCenterId: '00-5',
        date: '2026-12-03',
        time: '08:00~08:30',
      },
    });
    renderRoutedPage(<TeamSuccessPage />, { path: '/team/success', url: '/team/success' });
    expect(screen.getByText('T202612030001')).toBeTruthy();
    expect(screen.getByText('2026-12-03 08:00~08:30')).toBeTruthy();
    expect(screen.getByText('体检当日请携带')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '查看订单' }));
    expect(screen.getByTestId('location').textContent).toBe('/order/personal/00-5/501');
  });

  it('opened without a booking of this tab, points to 团检订单', async () => {
    useTeamDraft.setState({ booked: null });
    renderRoutedPage(<TeamSuccessPage />, { path: '/team/success', url: '/team/success' });
    await userEvent.click(screen.getByRole('button', { name: '团检订单' }));
    expect(screen.getByTestId('location').textContent).toBe('/team/firmOrde');
  });
});
