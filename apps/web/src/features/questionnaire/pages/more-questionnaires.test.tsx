import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { questionnaire, users } from '@tijian/client';
import type { PersonalPlan, QuestionnaireInstance, SurveyStatus } from '@tijian/contract';
import { EXAM_CONDITION_LABELS, Messages, type Questionnaire, SurveyMessages } from '@tijian/domain';
import { option, question } from '@tijian/domain/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingDraft, useExamineeDraft } from '@/features/draft/index.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { mockApi, renderPage } from '@/test/render.tsx';
import { testQuestionnaire } from '../components/test-questionnaire.ts';
import { IllnessQuestionnairePage } from './illness-questionnaire-page.tsx';
import { QuestionnaireReportPage } from './questionnaire-report-page.tsx';

// The survey and sport screen (/illnessQuestionnaire) and the questionnaire report.

vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
  confirmDialog: vi.fn(async () => true),
}));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = 'token=t-1; path=/';
  useBookingDraft.getState().reset();
  useExamineeDraft.getState().setExaminee(null);
  useSessionStore.setState({ sid: '00-7' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

const PROFILE = {
  id: 1,
  callName: '张先生',
  name: '张三',
  mobilePhone: '13800138000',
  idCardNo: null,
  sexCode: 'male',
  age: 45,
  marryStateCode: 'married',
  folkId: null,
  folkName: null,
  height: null,
  weight: null,
  isGzbd: 0,
  hasPassword: true,
};

const survey: Questionnaire = {
  id: 'epidemic',
  businessCode: 'epidemic',
  name: '流行病学调查',
  steps: [
    {
      id: 'epidemic',
      name: '流行病学调查',
      sex: null,
      questions: [
        question('ep-contact', '您近14天是否接触过确诊或疑似病例？', {
          optionList: [option('ep-contact-yes', '有'), option('ep-contact-no', '没有')],
        }),
      ],
    },
  ],
};
const sport: Questionnaire = {
  ...survey,
  id: 'sport',
  businessCode: 'sport',
  name: '运动问卷',
  steps: [
    {
      id: 'sport',
      name: '运动情况',
      sex: null,
      questions: [
        question('sp-frequency', '您每周运动几次？', {
          optionList: [option('sp-f-0', '几乎不运动'), option('sp-f-3', '三次及以上')],
        }),
      ],
    },
  ],
};

const status = (over: Partial<SurveyStatus>): SurveyStatus => ({
  required: 1,
  answered: 1,
  instanceId: 9,
  isGzbd: 0,
  phone: '020-38681234',
  message: null,
  ...over,
});

/** The examinee form kept 李梅 (a woman of 37) for a custom booking before sending her to the survey. */
function keepExaminee() {
  useExamineeDraft.getState().setExaminee({
    callName: '李梅',
    idCardNo: '310104198812120025',
    boCellPhoneNo: '13900001111',
    sexCode: 'female',
    age: 37,
    marryStateCode: 'married',
    folkId: 0,
    height: 160,
    weight: 55,
    sexFromId: true,
    ageFromId: true,
    self: false,
    familyMemberId: null,
  });
}

function openSurvey(url: string) {
  return renderPage(<IllnessQuestionnairePage />, {
    path: '/illnessQuestionnaire/:id/:instanceId/:source',
    url,
  });
}

const submittedBody = () => {
  const call = fetchMock.mock.calls.find(([u]) => String(u).includes('questionnaireInstance.json'));
  return JSON.parse(String(call?.[1]?.body ?? '{}'));
};

describe('IllnessQuestionnairePage: the epidemiological survey', () => {
  it('submits the kept examinee’s survey and goes on with the booking when there is no risk', async () => {
    keepExaminee();
    mockApi(fetchMock, {
      [users.getUser.path]: PROFILE,
      [questionnaire.getQuestionnaire.path]: survey,
      [questionnaire.submitQuestionnaire.path]: { instanceId: 9 },
      [questionnaire.getSurveyStatus.path]: status({}),
    });
    openSurvey('/illnessQuestionnaire/epidemic/0/custom?sysCenterId=00-7');
    await userEvent.click(await screen.findByRole('radio', { name: '没有' }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('navigated')).toBeTruthy();
    expect(submittedBody()).toMatchObject({
      businessCode: 'epidemic',
      sysCenterId: '00-7',
      name: '李梅',
      sexCode: 'female',
      age: 37,
      answers: [{ qid: 'ep-contact', optAnswers: ['ep-contact-no'] }],
    });
    expect(useBookingDraft.getState()).toMatchObject({
      type: 'custom',
      sysCenterId: '00-7',
      examinee: { sexCode: 'female', age: 37 },
    });
  });

  it('refuses the booking with the centre’s phone when the answers show a risk', async () => {
    keepExaminee();
    const message = SurveyMessages.refused('020-38681234');
    mockApi(fetchMock, {
      [users.getUser.path]: PROFILE,
      [questionnaire.getQuestionnaire.path]: survey,
      [questionnaire.submitQuestionnaire.path]: { instanceId: 9 },
      [questionnaire.getSurveyStatus.path]: status({ isGzbd: 1, message }),
    });
    openSurvey('/illnessQuestionnaire/epidemic/0/custom?sysCenterId=00-7');
    await userEvent.click(await screen.findByRole('radio', { name: '有' }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: '拨打 020-38681234' })).toBeTruthy();
    expect(useBookingDraft.getState().type).toBeNull();
  });

  it('knows only the sport questionnaire and the survey', () => {
    openSurvey('/illnessQuestionnaire/physical/0/plan');
    expect(screen.getByText(Messages.notFoundPage)).toBeTruthy();
  });
});

describe('IllnessQuestionnairePage: the sport questionnaire', () => {
  it('asks it of the profile’s examinee and shows its report', async () => {
    mockApi(fetchMock, {
      [users.getUser.path]: PROFILE,
      [questionnaire.getQuestionnaire.path]: sport,
      [questionnaire.submitQuestionnaire.path]: { instanceId: 21 },
    });
    openSurvey('/illnessQuestionnaire/sport/0/plan');
    await userEvent.click(await screen.findByRole('radio', { name: '三次及以上' }));
    await userEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('navigated')).toBeTruthy();
    expect(submittedBody()).toMatchObject({ businessCode: 'sport', sexCode: 'male', age: 45 });
    expect(submittedBody().name).toBeUndefined();
  });
});

const INSTANCE: QuestionnaireInstance = {
  instance: {
    id: 12,
    businessCode: 'physical',
    name: '张三',
    sexCode: 'male',
    marriageCode: 'married',
    age: 45,
    sysCenterId: '00-7',
    createdAt: '2026-11-20T02:00:00.000Z',
  },
  questionnaire: testQuestionnaire,
  answers: [
    { qid: 'disease', optAnswers: ['d-dm'] },
    { qid: 'dm-years', txtAnswer: '5' },
    { qid: 'smoke', optAnswers: ['smoke-no'] },
  ],
};
const PLAN: PersonalPlan = {
  basePackagePros: ['BLOOD-RT'],
  rulePackagePros: ['HBA1C'],
  lastRulePackagePros: [],
  thoroughRulePackagePros: [],
  items: [
    {
      projectId: 'BLOOD-RT',
      item: '血常规',
      level: 'base',
      star: 5,
      price: 2500,
      reasons: ['基础体检项目，建议每年检查'],
    },
    {
      projectId: 'HBA1C',
      item: '糖化血红蛋白',
      level: 'must',
      star: 4,
      price: 6000,
      reasons: ['糖尿病患者建议检查糖化血红蛋白与尿微量白蛋白'],
    },
  ],
};

describe('QuestionnaireReportPage', () => {
  it('reads a questionnaire back: who, the answers, the pre-exam conditions and the plan', async () => {
    mockApi(fetchMock, {
      [questionnaire.getQuestionnaireInstance.path]: INSTANCE,
      [questionnaire.getPlan.path]: PLAN,
    });
    renderPage(<QuestionnaireReportPage />, {
      path: '/questionnaireReport',
      url: '/questionnaireReport?instanceId=12',
    });
    expect(await screen.findByRole('heading', { name: '张三的个性化体检问卷报告' })).toBeTruthy();
    expect(screen.getByText('体检人：男 · 45岁 · 已婚')).toBeTruthy();
    const history = screen.getByRole('region', { name: '既往病史' });
    expect(within(history).getByText('糖尿病')).toBeTruthy();
    expect(within(history).getByText('5年')).toBeTruthy();
    const conditions = screen.getByRole('region', { name: '体检前须知' });
    expect(within(conditions).getByText(EXAM_CONDITION_LABELS.diabetes)).toBeTruthy();
    const plan = await screen.findByRole('region', { name: '个性化体检方案' });
    expect(await within(plan).findByText('糖化血红蛋白（必查项目）')).toBeTruthy();
    expect(within(plan).getByText('糖尿病患者建议检查糖化血红蛋白与尿微量白蛋白')).toBeTruthy();

    await userEvent.click(within(plan).getByRole('button', { name: '按此方案预约' }));
    await waitFor(() => expect(screen.getByText('navigated')).toBeTruthy());
    expect(useBookingDraft.getState()).toMatchObject({
      type: 'customize',
      instanceId: '12',
      conditions: ['diabetes'],
      examinee: { sexCode: 'male', marryStateCode: 'married', age: 45 },
    });
  });

  it('says when there is no questionnaire yet', async () => {
    mockApi(fetchMock, {
      [users.getUser.path]: PROFILE,
      [questionnaire.getBeforeQuestionnaire.path]: null,
    });
    renderPage(<QuestionnaireReportPage />, { path: '/questionnaireReport', url: '/questionnaireReport' });
    expect(await screen.findByText('您还没有填写过体检问卷')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去填写' }));
    expect(await screen.findByText('navigated')).toBeTruthy();
  });
});
