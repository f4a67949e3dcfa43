import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { team } from '@tijian/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { mockApi, renderRoutedPage } from '@/test/render.tsx';
import { useTeamDraft } from '../store.ts';
import { draftAt, RULES } from '../team-test-data.ts';
import { AffirmPage } from './affirm-page.tsx';

vi.mock('@/shared/ui/feedback.ts', async () => (await import('@/test/logged-in-fetch.ts')).feedbackMock());

const fetchMock = loggedInFetch();
const open = () => renderRoutedPage(<AffirmPage />, { path: '/team/affirm/:id', url: '/team/affirm/7' });

describe('确认信息 (/team/affirm/:id)', () => {
  beforeEach(() => {
    draftAt();
    useTeamDraft.setState({ marryStateCode: null });
  });

  it('shows the place with the person masked, and asks the marital status before going on', async () => {
    mockApi(fetchMock, { [team.getTeamOrderRules.path]: RULES });
    open();
    expect(await screen.findByText('110***********1234')).toBeTruthy();
    expect(screen.getByText('经理')).toBeTruthy();
    expect(screen.getByText('研发部')).toBeTruthy();
    expect(screen.getByRole('button', { name: '仅预约单位套餐' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByRole('alert').textContent).toBe('请选择婚姻状况');
    await userEvent.click(screen.getByRole('radio', { name: '未婚' }));
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(screen.getByTestId('location').textContent).toBe('/team/projectConfirm');
    expect(useTeamDraft.getState().marryStateCode).toBe('unmarried');
  });

  it('goes to the questionnaire first when the company asks for one', async () => {
    mockApi(fetchMock, { [team.getTeamOrderRules.path]: { ...RULES, questionnaire: true } });
    useTeamDraft.setState({ marryStateCode: 'married' });
    open();
    await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
    expect(screen.getByTestId('location').textContent).toBe('/team/start/7');
    // The one-step package path skips the questionnaire, so it is not offered.
    expect(screen.queryByRole('button', { name: '仅预约单位套餐' })).toBeNull();
  });

  it('offers another person only where the company allows family', async () => {
    mockApi(fetchMock, { [team.getTeamOrderRules.path]: { ...RULES, allowFamily: false } });
    open();
    expect(await screen.findByText('单位未开放家属代检，仅限本人体检')).toBeTruthy();
    expect(screen.queryByText('更换体检人')).toBeNull();
  });

  it('says a place booked already is booked, with its order', async () => {
    mockApi(fetchMock, {
      [team.getTeamOrderRules.path]: { ...RULES, stateCode: 'order_hospital_examination', orderId: 501 },
    });
    open();
    await userEvent.click(await screen.findByRole('button', { name: '查看订单' }));
    expect(screen.getByTestId('location').textContent).toBe('/order/personal/00-5/501');
  });
});
