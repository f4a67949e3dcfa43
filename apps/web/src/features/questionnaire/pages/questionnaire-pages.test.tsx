import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { questionnaire, users } from '@tijian/client';
import type { PersonalPlan, QuestionnaireInstance } from '@tijian/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBookingDraft } from '@/features/draft/index.ts';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { mockApi, renderPage } from '@/test/render.tsx';
import { testQuestionnaire } from '../components/test-questionnaire.ts';
import { PhysicalSchemePage } from './plan-page.tsx';
import { QuestionDetailsPage } from './question-details-page.tsx';
import { QuestionnairePage } from './questionnaire-page.tsx';

vi.mock('@/shared/ui/feedback.ts', () => ({
  showToast: vi.fn(),
  clearToast: vi.fn(),
  alertDialog: vi.fn(async () => undefined),
  confirmDialog: vi.fn(async () => true),
}));

const fetchMock = vi.fn<typeof fetch>();

const PROFILE = {
  id: 1,
  callName: '张先生',
  name: null,
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

const PLAN: PersonalPlan = {
  basePackagePros: ['BLOOD-RT'],
  rulePackagePros: ['CT-CHEST'],
  lastRulePackagePros: ['GAS-PAINLESS'],
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
      projectId: 'CT-CHEST',
      item: '胸部低剂量螺旋CT',
      level: 'must',
      star: 4,
      price: 40000,
      reasons: ['长期吸烟者建议低剂量螺旋CT筛查肺癌'],
    },
    {
      projectId: 'GAS-PAINLESS',
      item: '无痛胃镜',
      level: 'precise',
      star: 3,
      price: 98000,
      reasons: ['有胃癌家族史，建议胃镜检查'],
    },
  ],
};

/** The questionnaire behind plan 12: a diabetic (a pre-exam condition) who does not smoke. */
const INSTANCE_12: QuestionnaireInstance = {
  instance: {
    id: 12,
    businessCode: 'physical',
    name: '',
    sexCode: 'male',
    marriageCode: 'married',
    age: 45,
    sysCenterId: '00-1',
    createdAt: '2026-11-20T02:00:00.000Z',
  },
  questionnaire: testQuestionnaire,
  answers: [
    { qid: 'disease', optAnswers: ['d-dm'] },
    { qid: 'dm-years', txtAnswer: '5' },
    { qid: 'smoke', optAnswers: ['smoke-no'] },
  ],
};

const planRoutes = {
  [questionnaire.getPlan.path]: PLAN,
  [questionnaire.getQuestionnaireInstance.path]: INSTANCE_12,
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
  document.cookie = 'token=t-1; path=/';
  useBookingDraft.getState().reset();
  useSessionStore.setState({ sid: '00-1' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('PhysicalSchemePage', () => {
  it('shows the plan by level with stars and each item’s reasons', async () => {
    mockApi(fetchMock, planRoutes);
    renderPage(<PhysicalSchemePage />, {
      path: '/physicalScheme/:instanceId/:marryStateCode/:age/:sexCode',
      url: '/physicalScheme/12/married/45/male',
    });
    const must = await screen.findByRole('region', { name: /必查项目/ });
    expect(within(must).getByRole('img', { name: '4星推荐' })).toBeTruthy();
    expect(within(must).getByText('胸部低剂量螺旋CT')).toBeTruthy();
    expect(within(must).getByText('长期吸烟者建议低剂量螺旋CT筛查肺癌')).toBeTruthy();
    const base = screen.getByRole('region', { name: /基础项目/ });
    expect(within(base).getByRole('img', { name: '5星推荐' })).toBeTruthy();
    const precise = screen.getByRole('region', { name: /精准项目/ });
    expect(within(precise).getByRole('img', { name: '3星推荐' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: /深度项目/ })).toBeNull();

    const call = fetchMock.mock.calls.find(([u]) => String(u).includes('checkAgo'))!;
    const url = new URL(String(call[0]), 'http://localhost');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      aqInstanceId: '12',
      sysCenterId: '00-1',
      marryStateCode: 'married',
      age: '45',
      sexCode: 'male',
    });
  });

  it('确认项目 starts a customised booking with the plan and opens the confirm page', async () => {
    mockApi(fetchMock, planRoutes);
    renderPage(<PhysicalSchemePage />, {
      path: '/physicalScheme/:instanceId/:marryStateCode/:age/:sexCode',
      url: '/physicalScheme/12/married/45/male',
    });
    await userEvent.click(await screen.findByRole('button', { name: '确认项目' }));
    expect(await screen.findByText('navigated')).toBeTruthy();
    expect(useBookingDraft.getState()).toMatchObject({
      type: 'customize',
      sysCenterId: '00-1',
      instanceId: '12',
      recommendations: {
        basePackagePros: ['BLOOD-RT'],
        rulePackagePros: ['CT-CHEST'],
        lastRulePackagePros: ['GAS-PAINLESS'],
        thoroughRulePackagePros: [],
      },
      // What the answers declare goes to the confirm page's 体检前须知, ticked for good.
      conditions: ['diabetes'],
      questionnaireConditions: ['diabetes'],
    });
  });

  it('asks for a centre first', () => {
    useSessionStore.setState({ sid: '00-0' });
    renderPage(<PhysicalSchemePage />, {
      path: '/physicalScheme/:instanceId/:marryStateCode/:age/:sexCode',
      url: '/physicalScheme/12/married/45/male',
    });
    expect(screen.getByText('请先选择体检中心')).toBeTruthy();
  });
});

describe('QuestionnairePage', () => {
  it('goes to the previous questionnaire when there is one', async () => {
    mockApi(fetchMock, {
      [users.getUser.path]: PROFILE,
      [questionnaire.getBeforeQuestionnaire.path]: {
        instance: {
          id: 7,
          businessCode: 'physical',
          name: '',
          sexCode: 'male',
          marriageCode: 'married',
          age: 45,
          sysCenterId: '00-1',
          createdAt: '2026-11-20T02:00:00.000Z',
        },
      },
      [questionnaire.getQuestionnaire.path]: testQuestionnaire,
    });
    const { container } = renderPage(<QuestionnairePage />, {
      path: '/physicalQuestionnaire/:source',
      url: '/physicalQuestionnaire/personal',
    });
    expect(await screen.findByText('navigated')).toBeTruthy();
    expect(container.textContent).toBe('navigated');
  });

  it('starts the questionnaire when there is none', async () => {
    mockApi(fetchMock, {
      [users.getUser.path]: PROFILE,
      [questionnaire.getBeforeQuestionnaire.path]: null,
      [questionnaire.getQuestionnaire.path]: testQuestionnaire,
    });
    renderPage(<QuestionnairePage />, {
      path: '/physicalQuestionnaire/:source',
      url: '/physicalQuestionnaire/personal',
    });
    expect(await screen.findByRole('region', { name: /您是否患有以下疾病？/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '下一步' })).toBeTruthy();
  });
});

describe('QuestionDetailsPage', () => {
  it('shows the previous answers with 使用此问卷 and 重新填写', async () => {
    const instance: QuestionnaireInstance = {
      instance: {
        id: 7,
        businessCode: 'physical',
        name: '',
        sexCode: 'male',
        marriageCode: 'married',
        age: 45,
        sysCenterId: '00-1',
        createdAt: '2026-11-20T02:00:00.000Z',
      },
      questionnaire: { ...testQuestionnaire, steps: testQuestionnaire.steps.slice(0, 2) },
      answers: [
        { qid: 'disease', optAnswers: ['d-dm'] },
        { qid: 'dm-years', txtAnswer: '5' },
        { qid: 'smoke', optAnswers: ['smoke-no'] },
      ],
    };
    mockApi(fetchMock, { [questionnaire.getQuestionnaireInstance.path]: instance });
    renderPage(<QuestionDetailsPage />, {
      path: '/questionDetails/:source/:instanceId',
      url: '/questionDetails/personal/7',
    });
    expect(await screen.findByText('糖尿病')).toBeTruthy();
    expect(screen.getByText('5年')).toBeTruthy();
    expect(screen.getByText('不吸烟')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重新填写' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '使用此问卷' }));
    await waitFor(() => expect(screen.getByText('navigated')).toBeTruthy());
  });
});
