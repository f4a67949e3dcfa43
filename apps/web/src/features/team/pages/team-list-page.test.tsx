import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { team } from '@tijian/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { mockApi, renderRoutedPage } from '@/test/render.tsx';
import { useTeamDraft } from '../store.ts';
import { MEMBERSHIP } from '../team-test-data.ts';
import { TeamListPage } from './team-list-page.tsx';

vi.mock('@/shared/ui/feedback.ts', async () => (await import('@/test/logged-in-fetch.ts')).feedbackMock());

const fetchMock = loggedInFetch();
const open = () => renderRoutedPage(<TeamListPage />, { path: '/team/list', url: '/team/list' });
const BOOKED = {
  ...MEMBERSHIP,
  memberId: 8,
  companyName: '远东物流',
  state: 'booked' as const,
  stateName: '已预约',
  orderId: 501,
};

describe('团检列表 (/team/list)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    useTeamDraft.setState({ memberId: null });
  });

  it('lists the places: 去预约 starts booking a place not booked', async () => {
    mockApi(fetchMock, { [team.listTeamMemberships.path]: { list: [MEMBERSHIP, BOOKED] } });
    open();
    const place = await screen.findByRole('article', { name: '华信科技有限公司' });
    expect(within(place).getByText('待预约')).toBeTruthy();
    expect(within(place).getByText('体检中心：阳光体检中心')).toBeTruthy();
    expect(within(place).getByText('体检套餐：员工年度体检套餐')).toBeTruthy();
    expect(within(place).getByText('体检时间：2026-12-01 至 2026-12-31')).toBeTruthy();
    expect(
      within(screen.getByRole('article', { name: '远东物流' })).queryByRole('button', { name: '去预约' }),
    ).toBeNull();
    await userEvent.click(within(place).getByRole('button', { name: '去预约' }));
    expect(screen.getByTestId('location').textContent).toBe('/team/affirm/7');
    expect(useTeamDraft.getState().memberId).toBe(7);
  });

  it('opens a booked place’s order', async () => {
    mockApi(fetchMock, { [team.listTeamMemberships.path]: { list: [BOOKED] } });
    open();
    const place = await screen.findByRole('article', { name: '远东物流' });
    await userEvent.click(within(place).getByRole('button', { name: '查看订单' }));
    expect(screen.getByTestId('location').textContent).toBe('/order/personal/00-5/501');
  });

  it('invites a person without a place to prove one', async () => {
    mockApi(fetchMock, { [team.listTeamMemberships.path]: { list: [] } });
    open();
    expect(await screen.findByText('您还没有关联团检名额')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '验证团检身份' }));
    expect(screen.getByTestId('location').textContent).toBe('/team/registerInfo/0');
  });
});
