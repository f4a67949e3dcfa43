import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { questionnaire, team, users } from '@tijian/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { mockApi, renderRoutedPage } from '@/test/render.tsx';
import { useTeamDraft } from '../store.ts';
import { draftAt, RULES } from '../team-test-data.ts';
import { TeamQuestionDetailsPage } from './team-question-details-page.tsx';
import { TeamStartPage } from './team-start-page.tsx';

vi.mock('@/shared/ui/feedback.ts', async () => (await import('@/test/logged-in-fetch.ts')).feedbackMock());

const fetchMock = loggedInFetch();
const ASKING = { ...RULES, questionnaire: true };
const PLAN = {
  basePackagePros: ['BLOOD'],
  rulePackagePros: ['CT'],
  lastRulePackagePros: [],
  thoroughRulePackagePros: [],
  items: [
    { projectId: 'BLOOD', item: '血常规', level: 'base', star: 5, price: 2000, reasons: ['基础项目'] },
    { projectId: 'CT', item: '胸部CT', level: 'must', star: 4, price: 12345, reasons: ['长期吸烟'] },
  ],
};
const planCalls = () =>
  fetchMock.mock.calls.filter(
    ([u]) => new URL(String(u), 'http://x').pathname === `/m${questionnaire.getPlan.path}`,
  );

describe('团检问卷', () => {
  beforeEach(() => draftAt());

  it('开始问卷 leads to the questions, or past them to the items', async () => {
    mockApi(fetchMock, { [team.getTeamOrderRules.path]: ASKING });
    renderRoutedPage(<TeamStartPage />, { path: '/team/start/:bus', url: '/team/start/7' });
    await userEvent.click(await screen.findByRole('button', { name: '开始填写' }));
    expect(screen.getByTestId('location').textContent).toBe('/team/question/7');
  });

  it('问卷详情 lists what the answers recommend beyond the package, and offers them on 确认项目', async () => {
    mockApi(fetchMock, {
      [team.getTeamOrderRules.path]: ASKING,
      [users.getUser.path]: { sexCode: 'male', age: 40, marryStateCode: 'unmarried' },
      [questionnaire.getPlan.path]: PLAN,
    });
    renderRoutedPage(<TeamQuestionDetailsPage />, {
      path: '/team/questionDetails/:s/:bus',
      url: '/team/questionDetails/AQ123/7',
    });
    expect(await screen.findByText('胸部CT')).toBeTruthy();
    expect(screen.getByText('长期吸烟')).toBeTruthy();
    // The package's 血常规 is the company's already: not recommended as an extra.
    expect(screen.queryByText('血常规')).toBeNull();
    // Asked about the account's person, with the marital status chosen on 确认信息.
    const query = new URL(String(planCalls()[0]?.[0]), 'http://x').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({
      aqInstanceId: 'AQ123',
      marryStateCode: 'married',
      age: '40',
    });
    await userEvent.click(screen.getByRole('button', { name: '去确认项目' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/team/projectConfirm'));
    expect(useTeamDraft.getState()).toMatchObject({ instanceId: 'AQ123', recommendedIds: ['CT'] });
  });
});
