import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { examinee, healthCards, users } from '@tijian/client';
import type { Questionnaire } from '@tijian/domain';
import { option, question } from '@tijian/domain/testing';
import { describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/shared/lib/session-store.ts';
import { loggedInFetch } from '@/test/logged-in-fetch.ts';
import { envelopeResponse, mockApi, mockFailingApi, renderRoutedPage } from '@/test/render.tsx';
import type { HealthCardAssessment, HealthCardDetail, HealthCardSummary } from '../api/health-cards.ts';
import { AssessCheckPage } from './assess-check-page.tsx';
import { AssessListPage } from './assess-list-page.tsx';
import { AssessQuestionsPage } from './assess-questions-page.tsx';
import { CardActivatedPage } from './card-activated-page.tsx';
import { CardHolderPage } from './card-holder-page.tsx';
import { CardHomePage } from './card-home-page.tsx';
import { CardRegisterPage } from './card-register-page.tsx';
import { CardServicesPage } from './card-services-page.tsx';
import { EnableCardPage } from './enable-card-page.tsx';

// The toast is antd-mobile's, loaded on first use; what it says is checked here.
vi.mock('@/shared/ui/feedback.ts', async () => (await import('@/test/logged-in-fetch.ts')).feedbackMock());

const fetchMock = loggedInFetch();
const bodyOf = (init?: RequestInit) => JSON.parse(String(init?.body ?? '{}'));
const location = () => screen.findByTestId('location').then((el) => el.textContent);
const posted = (path: string) =>
  fetchMock.mock.calls.filter(([url]) => new URL(String(url), 'http://x').pathname.endsWith(path));

const ASSESSMENT: HealthCardAssessment = {
  id: 7,
  score: 18,
  level: '中风险',
  advice: '建议减盐控油。',
  name: '张伟',
  createdAt: '2026-10-25T12:15:00.000Z',
};

function card(over: Partial<HealthCardSummary> = {}): HealthCardSummary {
  return {
    id: 11,
    cardNo: 'HC20250088',
    productId: 'HC-CARDIO',
    productName: '心血管健康管理卡',
    description: '',
    state: 'usable',
    stateName: '可使用',
    validityDays: 365,
    activatedAt: '2026-10-23T02:00:00.000Z',
    expiresOn: '2027-10-22',
    sysCenterId: '00-0',
    holderRegistered: true,
    holderName: '张*',
    services: [
      { code: 'cv-consult', name: '心血管专家咨询', description: '线上咨询', times: 3, used: 1, left: 2 },
      { code: 'cv-hotline', name: '健康咨询热线', description: '', times: 0, used: 0, left: null },
    ],
    assessmentCount: 1,
    latestAssessment: ASSESSMENT,
    ...over,
  };
}

const detail = (over: Partial<HealthCardDetail> = {}): HealthCardDetail => ({
  ...card(),
  holder: {
    name: '张伟',
    idCardNo: '110***********0012',
    mobilePhone: '138****8000',
    sexCode: 'male',
    age: 41,
    marriageCode: 'married',
  },
  ...over,
});

const PROFILE = {
  id: 1,
  callName: '张先生',
  name: '张伟',
  mobilePhone: '13800138000',
  idCardNo: '110105198503120012',
  sexCode: 'male',
  age: 41,
  marryStateCode: 'married',
  folkId: 0,
  folkName: '汉族',
  height: null,
  weight: null,
  isGzbd: 0,
  hasPassword: true,
};

describe('/card', () => {
  it('lists the account’s cards with state, holder, expiry and latest assessment, and leads on', async () => {
    mockApi(fetchMock, {
      [healthCards.listHealthCards.path]: [
        card(),
        card({
          id: 12,
          cardNo: 'HC20260001',
          holderRegistered: false,
          holderName: null,
          latestAssessment: null,
          assessmentCount: 0,
        }),
        card({
          id: 13,
          cardNo: 'HC20240066',
          state: 'expired',
          stateName: '已过期',
          productName: '慢病风险评估卡',
        }),
      ],
    });
    renderRoutedPage(<CardHomePage />, { path: '/card', url: '/card' });
    const tiles = await screen.findAllByRole('article');
    expect(tiles).toHaveLength(3);
    const first = within(tiles[0]!);
    expect(first.getByText('可使用')).toBeTruthy();
    expect(first.getByText('持卡人 张*')).toBeTruthy();
    expect(first.getByText('有效期至 2027-10-22')).toBeTruthy();
    expect(first.getByText('最近评估：18分 · 中风险')).toBeTruthy();
    expect(within(tiles[1]!).getByText('未登记持卡人')).toBeTruthy();
    expect(within(tiles[2]!).getByText('已过期')).toBeTruthy();
    // An expired card without a holder offers no registration; the one waiting does.
    await userEvent.click(within(tiles[1]!).getByRole('button', { name: '登记持卡人' }));
    expect(await location()).toBe('/registerInfoCard/HC20260001/00-0');
  });

  it('says when there is no card, and offers to activate or buy one', async () => {
    mockApi(fetchMock, { [healthCards.listHealthCards.path]: [] });
    renderRoutedPage(<CardHomePage />, { path: '/card', url: '/card' });
    expect(await screen.findByText('您还没有健康卡')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '购买健康卡' }));
    expect(await location()).toBe('/purchaseCard');
  });

  it('offers to try again when the list cannot be read', async () => {
    mockFailingApi(fetchMock);
    renderRoutedPage(<CardHomePage />, { path: '/card', url: '/card' });
    expect(await screen.findByText('系统繁忙，请稍后再试')).toBeTruthy();
    mockApi(fetchMock, { [healthCards.listHealthCards.path]: [card()] });
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByRole('article')).toBeTruthy();
  });

  it('goes to /enableCard', async () => {
    mockApi(fetchMock, { [healthCards.listHealthCards.path]: [] });
    renderRoutedPage(<CardHomePage />, { path: '/card', url: '/card' });
    await userEvent.click(await screen.findByRole('button', { name: '激活健康卡' }));
    expect(await location()).toBe('/enableCard');
  });
});

describe('/enableCard', () => {
  it('keeps 立即激活 off until both fields are well formed, saying what is wrong in Chinese', async () => {
    mockApi(fetchMock, {});
    renderRoutedPage(<EnableCardPage />, { path: '/enableCard', url: '/enableCard' });
    const submit = screen.getByRole('button', { name: '立即激活' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    await userEvent.type(screen.getByPlaceholderText('请输入卡号'), 'HC-1');
    expect(await screen.findByText('卡号格式不正确')).toBeTruthy();
    await userEvent.clear(screen.getByPlaceholderText('请输入卡号'));
    await userEvent.type(screen.getByPlaceholderText('请输入卡号'), 'hc2026 0001');
    await userEvent.type(screen.getByPlaceholderText('请输入卡密码'), '8362');
    expect(await screen.findByText('卡密码格式不正确')).toBeTruthy();
    expect(submit.disabled).toBe(true);
    await userEvent.type(screen.getByPlaceholderText('请输入卡密码'), '91');
    await waitFor(() => expect(submit.disabled).toBe(false));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('activates with the number as printed and the centre in use, then registers the holder', async () => {
    useSessionStore.setState({ sid: '00-1' });
    mockApi(fetchMock, {
      [healthCards.activateHealthCard.path]: { cardId: 21, cardNo: 'HC20260001', sysCenterId: '00-1' },
    });
    renderRoutedPage(<EnableCardPage />, { path: '/enableCard', url: '/enableCard' });
    await userEvent.type(screen.getByPlaceholderText('请输入卡号'), 'hc2026 0001');
    await userEvent.type(screen.getByPlaceholderText('请输入卡密码'), '836291');
    await userEvent.click(screen.getByRole('button', { name: '立即激活' }));
    expect(await location()).toBe('/registerInfoCard/HC20260001/00-1');
    const [call] = posted(healthCards.activateHealthCard.path);
    expect(bodyOf(call![1])).toEqual({ cardNo: 'HC20260001', password: '836291', sysCenterId: '00-1' });
    useSessionStore.setState({ sid: '00-0' });
  });

  it('stays on the form when the server refuses', async () => {
    mockApi(fetchMock, {
      [healthCards.activateHealthCard.path]: () => envelopeResponse(null, 'param,invalid', '卡号或密码错误'),
    });
    renderRoutedPage(<EnableCardPage />, { path: '/enableCard', url: '/enableCard' });
    await userEvent.type(screen.getByPlaceholderText('请输入卡号'), 'HC20260001');
    await userEvent.type(screen.getByPlaceholderText('请输入卡密码'), '000000');
    await userEvent.click(screen.getByRole('button', { name: '立即激活' }));
    await waitFor(() => expect(posted(healthCards.activateHealthCard.path)).toHaveLength(1));
    expect(screen.queryByTestId('location')).toBeNull();
    expect((screen.getByRole('button', { name: '立即激活' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('/registerInfoCard/:cardNo/:sysCenterId', () => {
  const waiting = card({ id: 21, cardNo: 'HC20260001', holderRegistered: false, holderName: null });
  const registerRoutes = (registered: unknown[]) => ({
    [healthCards.listHealthCards.path]: [waiting],
    [users.getUser.path]: PROFILE,
    [examinee.listFamilyMembers.path]: [
      {
        id: 5,
        relationCode: 'mother',
        relationName: '母亲',
        callName: '李秀兰',
        idCardNo: '110***********0024',
        boCellPhoneNo: '139****9000',
        sexCode: 'female',
        age: 68,
        marryStateCode: 'married',
        folkId: 0,
        folkName: null,
        height: null,
        weight: null,
      },
    ],
    [examinee.getFamilyMember.path]: {
      id: 5,
      relationCode: 'mother',
      relationName: '母亲',
      callName: '李秀兰',
      idCardNo: '110105195806120024',
      boCellPhoneNo: '13900139000',
      sexCode: 'female',
      age: 68,
      marryStateCode: 'married',
      folkId: 0,
      folkName: null,
      height: null,
      weight: null,
    },
    [healthCards.registerHealthCardHolder.path]: (_url: URL, init?: RequestInit) => {
      registered.push(bodyOf(init));
      return detail({ id: 21 });
    },
  });
  const renderRegister = () =>
    renderRoutedPage(<CardRegisterPage />, {
      path: '/registerInfoCard/:cardNo/:sysCenterId',
      url: '/registerInfoCard/HC20260001/00-1',
    });

  it('starts from 本人 as the profile has it and registers at the centre the address names', async () => {
    const registered: unknown[] = [];
    mockApi(fetchMock, registerRoutes(registered));
    renderRegister();
    expect(((await screen.findByPlaceholderText('请输入持卡人姓名')) as HTMLInputElement).value).toBe('张伟');
    expect((screen.getByPlaceholderText('请输入持卡人身份证号') as HTMLInputElement).value).toBe(
      '110105198503120012',
    );
    expect(screen.getByText('HC20260001')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '确认登记' }));
    expect(await location()).toBe('/successCard/21');
    expect(registered).toEqual([
      {
        cardNo: 'HC20260001',
        sysCenterId: '00-1',
        name: '张伟',
        idCardNo: '110105198503120012',
        mobilePhone: '13800138000',
        marriageCode: 'married',
      },
    ]);
  });

  it('checks a typed-in holder’s ID number with the domain’s rule before sending', async () => {
    const registered: unknown[] = [];
    mockApi(fetchMock, registerRoutes(registered));
    renderRegister();
    await screen.findByPlaceholderText('请输入持卡人姓名');
    await userEvent.click(screen.getByRole('radio', { name: '其他人' }));
    expect((screen.getByPlaceholderText('请输入持卡人姓名') as HTMLInputElement).value).toBe('');
    await userEvent.type(screen.getByPlaceholderText('请输入持卡人姓名'), '王芳');
    await userEvent.type(screen.getByPlaceholderText('请输入持卡人身份证号'), '110101199003150000');
    await userEvent.type(screen.getByPlaceholderText('请输入持卡人手机号'), '13912345678');
    await userEvent.click(screen.getByRole('button', { name: '确认登记' }));
    expect(await screen.findByText('身份证不合法!')).toBeTruthy();
    expect(registered).toEqual([]);
  });

  it('fills in a family member picked from the account’s', async () => {
    const registered: unknown[] = [];
    mockApi(fetchMock, registerRoutes(registered));
    renderRegister();
    await screen.findByPlaceholderText('请输入持卡人姓名');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(screen.getByRole('radio', { name: '家人' }));
    await user.click(await screen.findByText('李秀兰'));
    await waitFor(() =>
      expect((screen.getByPlaceholderText('请输入持卡人身份证号') as HTMLInputElement).value).toBe(
        '110105195806120024',
      ),
    );
    await user.click(screen.getByRole('button', { name: '确认登记' }));
    expect(await location()).toBe('/successCard/21');
    expect(registered).toEqual([expect.objectContaining({ name: '李秀兰', mobilePhone: '13900139000' })]);
  });

  it('says when the card is not the account’s, and when its holder is already registered', async () => {
    mockApi(fetchMock, { [healthCards.listHealthCards.path]: [card()], [users.getUser.path]: PROFILE });
    const first = renderRegister();
    expect(await screen.findByText('未找到该健康卡')).toBeTruthy();
    first.unmount();
    renderRoutedPage(<CardRegisterPage />, {
      path: '/registerInfoCard/:cardNo/:sysCenterId',
      url: '/registerInfoCard/HC20250088/00-0',
    });
    expect(await screen.findByText('该卡已登记持卡人')).toBeTruthy();
  });
});

describe('a card’s pages', () => {
  it('/successCard shows the card and leads to the assessment', async () => {
    mockApi(fetchMock, { [healthCards.getHealthCard.path]: detail() });
    renderRoutedPage(<CardActivatedPage />, { path: '/successCard/:cardId', url: '/successCard/11' });
    expect(await screen.findByText('激活成功')).toBeTruthy();
    expect(screen.getByText('张伟')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '开始健康评估' }));
    expect(await location()).toBe('/checkQuestionCard/11');
  });

  it('/card/userMsg shows the holder with the numbers masked', async () => {
    mockApi(fetchMock, { [healthCards.getHealthCard.path]: detail() });
    renderRoutedPage(<CardHolderPage />, { path: '/card/userMsg/:id', url: '/card/userMsg/11' });
    const holder = await screen.findByRole('region', { name: '持卡人信息' });
    expect(within(holder).getByText('110***********0012')).toBeTruthy();
    expect(within(holder).getByText('138****8000')).toBeTruthy();
    expect(within(holder).getByText('41岁')).toBeTruthy();
    expect(within(holder).getByText('已婚')).toBeTruthy();
  });

  it('says a card that is not the account’s is not found', async () => {
    mockApi(fetchMock, {
      [healthCards.getHealthCard.path]: () => envelopeResponse(null, 'not,found', '未找到该健康卡'),
    });
    renderRoutedPage(<CardHolderPage />, { path: '/card/userMsg/:id', url: '/card/userMsg/99' });
    expect(await screen.findByText('未找到该健康卡')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
  });

  it('/serveCard lists each service with the uses left', async () => {
    mockApi(fetchMock, { [healthCards.getHealthCardServices.path]: card() });
    renderRoutedPage(<CardServicesPage />, { path: '/serveCard/:cardId', url: '/serveCard/11' });
    const list = await screen.findByRole('list', { name: '卡内服务' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('剩余 2 次 / 共 3 次')).toBeTruthy();
    expect(within(rows[0]!).getByText('已使用 1 次')).toBeTruthy();
    expect(within(rows[1]!).getByText('有效期内不限次数')).toBeTruthy();
  });

  it('/serveCard says an expired card’s services cannot be used', async () => {
    mockApi(fetchMock, {
      [healthCards.getHealthCardServices.path]: card({ state: 'expired', stateName: '已过期' }),
    });
    renderRoutedPage(<CardServicesPage />, { path: '/serveCard/:cardId', url: '/serveCard/11' });
    expect(await screen.findByText('该卡已过期，卡内服务不可使用')).toBeTruthy();
  });
});

describe('assessments', () => {
  it('/assessList lists the scored results and starts another', async () => {
    mockApi(fetchMock, {
      [healthCards.listHealthCardAssessments.path]: { card: card(), assessments: [ASSESSMENT] },
    });
    renderRoutedPage(<AssessListPage />, { path: '/assessList/:cardId', url: '/assessList/11' });
    const list = await screen.findByRole('list', { name: '健康评估' });
    expect(within(list).getByText('18分')).toBeTruthy();
    expect(within(list).getByText('中风险')).toBeTruthy();
    expect(within(list).getByText('评估日期 2026-10-25')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '再评估一次' }));
    expect(await location()).toBe('/checkQuestionCard/11');
  });

  it('/assessList says when there is none, and asks for the holder first', async () => {
    mockApi(fetchMock, {
      [healthCards.listHealthCardAssessments.path]: {
        card: card({ holderRegistered: false, holderName: null, cardNo: 'HC20260001' }),
        assessments: [],
      },
    });
    renderRoutedPage(<AssessListPage />, { path: '/assessList/:cardId', url: '/assessList/11' });
    expect(await screen.findByText('暂无评估记录')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '登记持卡人' }));
    expect(await location()).toBe('/registerInfoCard/HC20260001/00-0');
  });

  it('/assessList offers nothing to start on an expired card', async () => {
    mockApi(fetchMock, {
      [healthCards.listHealthCardAssessments.path]: {
        card: card({ state: 'expired', stateName: '已过期' }),
        assessments: [ASSESSMENT],
      },
    });
    renderRoutedPage(<AssessListPage />, { path: '/assessList/:cardId', url: '/assessList/11' });
    const button = (await screen.findByRole('button', {
      name: '该卡已过期，不能再评估',
    })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  const QUESTIONNAIRE: Questionnaire = {
    id: 'card-cardio',
    businessCode: 'card-cardio',
    name: '心血管健康风险评估',
    steps: [
      {
        id: 'life',
        name: '生活方式',
        sex: null,
        questions: [
          question('cv-smoke', '您的吸烟情况是？', {
            optionList: [option('cv-smoke-never', '从不吸烟'), option('cv-smoke-yes', '目前吸烟')],
          }),
          question('cv-exercise', '您每周运动几次？', {
            optionList: [option('cv-ex-3', '三次及以上'), option('cv-ex-0', '几乎不运动')],
          }),
        ],
      },
    ],
  };
  const questionnaireAnswer = {
    card: card(),
    questionnaire: QUESTIONNAIRE,
    examinee: { name: '张伟', sexCode: 'male', marriageCode: 'married', age: 41 },
    questionCount: 2,
    minutes: 2,
    maxScore: 86,
  };

  it('/checkQuestionCard says what, for whom and how long, then starts', async () => {
    mockApi(fetchMock, {
      [healthCards.getHealthCard.path]: detail(),
      [healthCards.getHealthCardQuestionnaire.path]: questionnaireAnswer,
    });
    renderRoutedPage(<AssessCheckPage />, {
      path: '/checkQuestionCard/:cardId',
      url: '/checkQuestionCard/11',
    });
    const about = await screen.findByRole('region', { name: '评估说明' });
    expect(within(about).getByText('心血管健康风险评估')).toBeTruthy();
    expect(within(about).getByText('张伟（男，41岁）')).toBeTruthy();
    expect(within(about).getByText('2题')).toBeTruthy();
    expect(within(about).getByText('约2分钟')).toBeTruthy();
    expect(within(about).getByText('按所选答案计分，满分86分，得分越高风险越高')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '开始评估' }));
    expect(await location()).toBe('/cardQuestions/11');
  });

  it('/checkQuestionCard asks for the holder first and never reads the questionnaire', async () => {
    mockApi(fetchMock, {
      [healthCards.getHealthCard.path]: detail({ holderRegistered: false, holderName: null, holder: null }),
    });
    renderRoutedPage(<AssessCheckPage />, {
      path: '/checkQuestionCard/:cardId',
      url: '/checkQuestionCard/11',
    });
    expect(await screen.findByText('请先登记持卡人，再开始评估')).toBeTruthy();
    expect(posted(healthCards.getHealthCardQuestionnaire.path)).toEqual([]);
  });

  it('/cardQuestions asks the questionnaire and shows the score the server gave', async () => {
    const sent: unknown[] = [];
    mockApi(fetchMock, {
      [healthCards.getHealthCardQuestionnaire.path]: questionnaireAnswer,
      [healthCards.bindHealthCardQuestionnaire.path]: (_url: URL, init?: RequestInit) => {
        sent.push(bodyOf(init));
        return { ...ASSESSMENT, id: 8, score: 14, level: '低风险', advice: '保持规律作息。' };
      },
    });
    renderRoutedPage(<AssessQuestionsPage />, { path: '/cardQuestions/:cardId', url: '/cardQuestions/11' });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('radio', { name: '目前吸烟' }));
    await user.click(screen.getByRole('radio', { name: '三次及以上' }));
    await user.click(screen.getByRole('button', { name: '提交' }));
    const result = await screen.findByRole('region', { name: '评估完成' });
    expect(within(result).getByText('14')).toBeTruthy();
    expect(within(result).getByText('/ 86分')).toBeTruthy();
    expect(within(result).getByText('低风险')).toBeTruthy();
    expect(screen.getByText('保持规律作息。')).toBeTruthy();
    expect(sent).toEqual([
      {
        cardId: 11,
        answers: [
          { qid: 'cv-smoke', optAnswers: ['cv-smoke-yes'] },
          { qid: 'cv-exercise', optAnswers: ['cv-ex-3'] },
        ],
      },
    ]);
    await user.click(screen.getByRole('button', { name: '查看评估记录' }));
    expect(await location()).toBe('/assessList/11');
  });
});
