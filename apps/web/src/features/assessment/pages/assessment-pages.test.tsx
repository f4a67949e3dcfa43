import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assessments, examinee } from '@tijian/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '@/shared/ui/feedback.ts';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { envelopeResponse, mockApi, renderRoutedPage } from '@/test/render.tsx';
import { useAssessedPeople } from '../assessed-person.ts';
import { HistoryPage } from './history-page.tsx';
import { QuestionPage } from './question-page.tsx';
import { RegisterPage } from './register-page.tsx';
import { ResultPage } from './result-page.tsx';
import { StartPage } from './start-page.tsx';
import { testAssessment, testResult } from './test-assessment.ts';

vi.mock('@/shared/ui/feedback.ts', async () => (await import('@/test/logged-in-fetch.ts')).feedbackMock());

const fetchMock = loggedInFetch();
afterEach(() => {
  useAssessedPeople.setState({ people: {} });
  sessionStorage.clear();
  vi.mocked(showToast).mockClear();
});

const DETAIL = assessments.getAssessment.path;
const SUBMIT = assessments.submitAssessment.path;
const HISTORY = assessments.listAssessmentResults.path;
const RESULT = assessments.getAssessmentResult.path;
const FAMILY = examinee.listFamilyMembers.path;
const MISSING = () => envelopeResponse(null, 'not,found', '该评估不存在');
const where = () => screen.getByTestId('location').textContent;

const MOTHER = {
  id: 7,
  relationCode: 'mother',
  relationName: '母亲',
  callName: '李梅',
  idCardNo: '310***********0025',
  boCellPhoneNo: null,
  sexCode: 'female',
  age: 58,
  marryStateCode: 'married',
  folkId: 0,
  folkName: null,
  height: null,
  weight: null,
};

describe('开始评估', () => {
  it('says what the assessment estimates and its levels, and starts it on the column’s addresses', async () => {
    mockApi(fetchMock, { [DETAIL]: testAssessment });
    renderRoutedPage(<StartPage />, {
      path: '/specialDisease/start/assess/:id/:knowledgeId',
      url: '/specialDisease/start/assess/2/201',
    });
    expect(await screen.findByRole('heading', { name: '糖尿病风险评估' })).toBeTruthy();
    expect(screen.getByText('共 2 道题')).toBeTruthy();
    expect(screen.getByText('高风险')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '开始评估' }));
    expect(where()).toBe('/specialDisease/new/register/2');
  });

  it('opens a topical questionnaire’s history and flow on its own addresses', async () => {
    mockApi(fetchMock, { [DETAIL]: { ...testAssessment, id: 11, columnId: null } });
    renderRoutedPage(<StartPage />, { path: '/specialQuestion/:id', url: '/specialQuestion/11' });
    await userEvent.click(await screen.findByRole('button', { name: '开始评估' }));
    expect(where()).toBe('/specialDisease/register/11');
  });

  it('says so, with a way back, for an unknown assessment or a malformed address', async () => {
    mockApi(fetchMock, { [DETAIL]: MISSING });
    const first = renderRoutedPage(<StartPage />, {
      path: '/specialQuestion/:id',
      url: '/specialQuestion/99',
    });
    expect(await screen.findByText('该评估不存在')).toBeTruthy();
    first.unmount();
    renderRoutedPage(<StartPage />, { path: '/specialQuestion/:id', url: '/specialQuestion/abc' });
    expect(screen.getByText('该评估不存在')).toBeTruthy();
    expect(screen.getByRole('button', { name: '返回专病专栏' })).toBeTruthy();
  });
});

describe('填写信息', () => {
  const renderRegister = () =>
    renderRoutedPage(<RegisterPage />, {
      path: '/specialDisease/new/register/:id',
      url: '/specialDisease/new/register/2',
    });

  it('fills a family member’s sex and age and keeps who is assessed for the questionnaire', async () => {
    mockApi(fetchMock, { [DETAIL]: testAssessment, [FAMILY]: [MOTHER] });
    renderRegister();
    await userEvent.click(await screen.findByText('李梅'));
    expect((screen.getByRole('radio', { name: '女' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('年龄') as HTMLInputElement).value).toBe('58');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(where()).toBe('/specialDisease/new/question/2');
    expect(useAssessedPeople.getState().people[2]).toEqual({
      memberId: 7,
      name: '李梅',
      sexCode: 'female',
      age: 58,
    });
  });

  it('asks for the sex and a sensible age before going on', async () => {
    mockApi(fetchMock, { [DETAIL]: testAssessment, [FAMILY]: [] });
    renderRegister();
    await userEvent.click(await screen.findByRole('button', { name: '下一步' }));
    expect(showToast).toHaveBeenLastCalledWith('请选择性别');
    await userEvent.click(screen.getByRole('radio', { name: '男' }));
    await userEvent.type(screen.getByLabelText('年龄'), '150');
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    expect(showToast).toHaveBeenLastCalledWith('请填写 1 至 120 之间的年龄');
    expect(screen.queryByTestId('location')).toBeNull();
  });
});

describe('问卷', () => {
  const renderQuestions = () =>
    renderRoutedPage(<QuestionPage />, {
      path: '/specialDisease/new/question/:id',
      url: '/specialDisease/new/question/2',
    });

  it('goes back to 填写信息 when nobody was chosen', async () => {
    mockApi(fetchMock, { [DETAIL]: testAssessment });
    renderQuestions();
    await waitFor(() => expect(where()).toBe('/specialDisease/new/register/2'));
  });

  it('asks one group per screen, sends the answers for the person and opens the result', async () => {
    useAssessedPeople.getState().setPerson(2, { memberId: null, name: '本人', sexCode: 'male', age: 52 });
    const sent: unknown[] = [];
    let fail = true;
    mockApi(fetchMock, {
      [DETAIL]: testAssessment,
      [SUBMIT]: (_url: URL, init?: RequestInit) => {
        sent.push(JSON.parse(String(init?.body)));
        return fail ? envelopeResponse(null, 'system,error', '网络不稳定，请稍后再试') : { resultId: 41 };
      },
    });
    renderQuestions();
    expect(await screen.findByText('评估对象：本人，男，52岁')).toBeTruthy();
    await userEvent.click(await screen.findByRole('radio', { name: '肥胖' }));
    await userEvent.click(screen.getByRole('button', { name: '下一步' }));
    await userEvent.click(screen.getByRole('radio', { name: '几乎每天' }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    // The failure leaves the answers where they were, for another try.
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((screen.getByRole('radio', { name: '几乎每天' }) as HTMLInputElement).checked).toBe(true);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    await waitFor(() => expect(where()).toBe('/specialDisease/result/41'));
    expect(sent[1]).toEqual({
      id: 2,
      memberId: null,
      sexCode: 'male',
      age: 52,
      answers: [
        { qid: 'dm-bmi', optAnswers: ['dm-bmi-obese'] },
        { qid: 'dm-sugar', optAnswers: ['dm-sugar-often'] },
      ],
    });
  });
});

describe('评估结果', () => {
  const renderResult = (id = '41') =>
    renderRoutedPage(<ResultPage />, {
      path: '/specialDisease/result/:source',
      url: `/specialDisease/result/${id}`,
    });

  it('shows the score, level, advice and the checks to book', async () => {
    mockApi(fetchMock, { [RESULT]: testResult });
    renderResult();
    expect(await screen.findByText('23分')).toBeTruthy();
    expect(screen.getByText('高风险')).toBeTruthy();
    expect(screen.getByText(testResult.advice)).toBeTruthy();
    expect(screen.getByText('本人 · 52岁 · 2026-11-20')).toBeTruthy();
    await userEvent.click(screen.getByText('三高慢病管理套餐'));
    // No centre chosen yet: the package list asks for one.
    expect(where()).toBe('/product/list');
  });

  it('reads another account’s result as missing', async () => {
    mockApi(fetchMock, { [RESULT]: () => envelopeResponse(null, 'not,found', '该评估记录不存在') });
    renderResult('42');
    expect(await screen.findByText('该评估记录不存在')).toBeTruthy();
  });
});

describe('评估记录', () => {
  const renderHistory = () =>
    renderRoutedPage(<HistoryPage />, {
      path: '/specialDisease/history/assess/:id/:knowledgeId',
      url: '/specialDisease/history/assess/2/0',
    });

  it('lists the results as the server orders them, and opens one', async () => {
    const older = {
      ...testResult,
      id: 40,
      score: 8,
      levelCode: 'low',
      levelName: '低风险',
      personName: '李梅',
    };
    mockApi(fetchMock, { [DETAIL]: testAssessment, [HISTORY]: { list: [testResult, older] } });
    renderHistory();
    expect(await screen.findByText('23分')).toBeTruthy();
    expect(screen.getByText('李梅 · 2026-11-20')).toBeTruthy();
    const page = document.body.textContent ?? '';
    expect(page.indexOf('23分')).toBeLessThan(page.indexOf('8分'));
    await userEvent.click(screen.getByText('8分'));
    expect(where()).toBe('/specialDisease/result/40');
  });

  it('says there is none yet and offers to start', async () => {
    mockApi(fetchMock, { [DETAIL]: testAssessment, [HISTORY]: { list: [] } });
    renderHistory();
    expect(await screen.findByText('还没有评估记录，完成一次评估后可在这里查看')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '开始评估' }));
    expect(where()).toBe('/specialDisease/new/register/2');
  });
});
