import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { examinee, questionnaire, team } from '@tijian/client';
import type { Questionnaire } from '@tijian/domain';
import { option, question } from '@tijian/domain/testing';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { mockApi, renderRoutedPage } from '@/test/render.tsx';
import { useTeamDraft } from '../store.ts';
import { draftAt, RULES } from '../team-test-data.ts';
import { TeamQuestionPage } from './team-question-page.tsx';

vi.mock('@/shared/ui/feedback.ts', async () => (await import('@/test/logged-in-fetch.ts')).feedbackMock());

const fetchMock = loggedInFetch();
const ONE_QUESTION: Questionnaire = {
  id: 'physical',
  businessCode: 'physical',
  name: '个性化体检问卷',
  steps: [
    {
      id: 'habits',
      name: '生活习惯',
      sex: null,
      questions: [
        question('smoke', '您是否吸烟？', { optionList: [option('s-yes', '是'), option('s-no', '否')] }),
      ],
    },
  ],
};
const WIFE = {
  id: 31,
  relationCode: 'spouse',
  relationName: '配偶',
  callName: '李四',
  idCardNo: null,
  boCellPhoneNo: null,
  sexCode: 'female',
  age: 36,
  marryStateCode: 'unmarried',
  folkId: 1,
  folkName: null,
  height: null,
  weight: null,
};
const callsTo = (path: string) =>
  fetchMock.mock.calls.filter(([u]) => new URL(String(u), 'http://x').pathname === `/m${path}`);

describe('团检问卷 (/team/question/:bus)', () => {
  beforeEach(() => {
    draftAt();
    useTeamDraft.setState({ familyMemberId: 31, familyName: '李四', marryStateCode: 'married' });
  });

  it('asks about the family member taking the place, at the place’s centre, and goes to its recommendations', async () => {
    mockApi(fetchMock, {
      [team.getTeamOrderRules.path]: { ...RULES, questionnaire: true },
      [examinee.listFamilyMembers.path]: [WIFE],
      [questionnaire.getQuestionnaire.path]: ONE_QUESTION,
      [questionnaire.submitQuestionnaire.path]: { instanceId: 9 },
    });
    renderRoutedPage(<TeamQuestionPage />, { path: '/team/question/:bus', url: '/team/question/7' });
    await userEvent.click(await screen.findByText('否'));
    const asked = new URL(String(callsTo(questionnaire.getQuestionnaire.path)[0]?.[0]), 'http://x')
      .searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({
      sysCenterId: '00-5',
      sexCode: 'female',
      age: '36',
      marriageCode: 'married',
    });
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/team/questionDetails/9/7'));
    const body = JSON.parse(String(callsTo(questionnaire.submitQuestionnaire.path)[0]?.[1]?.body));
    expect(body).toMatchObject({
      businessCode: 'physical',
      sysCenterId: '00-5',
      name: '李四',
      sexCode: 'female',
    });
  });
});
