import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedHealthCardProducts, seedHealthCards } from '../../seed/health-cards-data.ts';
import { DEMO_USER, seedDemoData } from '../../seed/seed.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { headersOf, idCardOf, sessionFor } from '../orders/order-fixtures.ts';
import { checkCardPassword, hashCardPassword } from './card-password.ts';
import { healthCardsRepository } from './repository.ts';

// Every comparison of a card's password goes through this spy, so a test can see that a refused try
// compared nothing.
vi.mock('./card-password.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./card-password.ts')>();
  return { ...actual, checkCardPassword: vi.fn(actual.checkCardPassword) };
});
const compared = vi.mocked(checkCardPassword);

let server: TestServer;
// The test server's clock: Sunday 2026-11-22 09:00 in Shanghai.
const TODAY = '2026-11-22';

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY, demoAccount: false });
});
afterAll(async () => {
  await server.close();
});

let phones = 0;
const newPhone = () => `1370000${String(++phones).padStart(4, '0')}`;
/** A fresh account: its own session, its own tries. */
const newUser = async () => (await sessionFor(server, newPhone())).token;

const call = async (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  (
    await server.app.inject({
      method,
      url: `/m${url}`,
      headers: headersOf(token),
      ...(payload ? { payload } : {}),
    })
  ).json();
const activate = (token: string, cardNo: string, password: string, sysCenterId?: string) =>
  call(token, 'POST', '/assess-service/2/card/activate', { cardNo, password, sysCenterId });
const list = (token: string) => call(token, 'GET', '/assess-service/v2/card');
const detail = (token: string, id: number) => call(token, 'GET', `/assess-service/v2/card/detail?id=${id}`);
const register = (token: string, body: object) =>
  call(token, 'POST', '/assess-service/v2/card/register', body);
const services = (token: string, id: number) =>
  call(token, 'GET', `/assess-service/v2/card/services?cardId=${id}`);
const assessments = (token: string, id: number) =>
  call(token, 'GET', `/assess-service/v2/card/assessments?cardId=${id}`);
const questionnaire = (token: string, id: number) =>
  call(token, 'GET', `/assess-service/v2/card/questionnaire?cardId=${id}`);
const submit = (token: string, cardId: number, answers: object[]) =>
  call(token, 'POST', '/assess-service/v2/card/bind_questionnaire', { cardId, answers });

const ERROR = (error: string) => ({ error_code: 'param,invalid', error, data: null });
const NOT_FOUND = { error_code: 'not,found', error: '未找到该健康卡', data: null };
const WRONG = ERROR('卡号或密码错误');
const TOO_MANY = { error_code: 'request,limit', error: '卡号或密码错误次数过多，请60分钟后再试', data: null };

const HOLDER = {
  name: '王芳',
  idCardNo: idCardOf('19900315', 2),
  mobilePhone: '13912345678',
  marriageCode: 'married',
};

/** Every question of the cardio assessment answered, scoring 3+6+3+2+4+6+6+2+0+5 = 37 (高风险). */
const CARDIO_ANSWERS = [
  { qid: 'cv-smoke', optAnswers: ['cv-smoke-quit'] },
  { qid: 'cv-exercise', optAnswers: ['cv-ex-0'] },
  { qid: 'cv-diet', optAnswers: ['cv-diet-salt', 'cv-diet-sugar'] },
  { qid: 'cv-sleep', optAnswers: ['cv-sleep-bad'] },
  { qid: 'cv-bp', optAnswers: ['cv-bp-drug'] },
  { qid: 'cv-bp-control', optAnswers: ['cv-bp-poor'] },
  { qid: 'cv-lipid', optAnswers: ['cv-lipid-unknown'] },
  { qid: 'cv-glucose', optAnswers: ['cv-glu-normal'] },
  { qid: 'cv-symptom', optAnswers: ['cv-sym-none'] },
  { qid: 'cv-family', optAnswers: ['cv-fam-stroke'] },
];

/** The state of a printed card, read straight from the table. */
const stateOf = async (cardNo: string) =>
  (await healthCardsRepository.findByCardNo(server.db, cardNo))?.state;

describe('activating a printed card', () => {
  let owner: string;
  let cardId: number;

  it('makes it the account’s, valid for the product’s days from today, holder still to register', async () => {
    owner = await newUser();
    const answer = await activate(owner, ' hc2026 0001 ', '836291');
    expect(answer).toMatchObject({ error_code: '000000' });
    expect(answer.data).toEqual({ cardId: expect.any(Number), cardNo: 'HC20260001', sysCenterId: '00-0' });
    cardId = answer.data.cardId;
    const cards = (await list(owner)).data;
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({
      id: cardId,
      cardNo: 'HC20260001',
      productName: '心血管健康管理卡',
      state: 'usable',
      stateName: '可使用',
      validityDays: 365,
      expiresOn: '2027-11-21',
      holderRegistered: false,
      holderName: null,
      assessmentCount: 0,
      latestAssessment: null,
    });
    expect(cards[0].services.map((s: { name: string; left: number | null }) => [s.name, s.left])).toEqual([
      ['心血管专家咨询', 3],
      ['血压随访', 4],
      ['心电图解读', 2],
      ['健康咨询热线', null],
    ]);
  });

  it('registers the holder once: sex and age from the ID number, the centre named, numbers masked', async () => {
    const answer = await register(owner, { cardNo: 'HC20260001', sysCenterId: '00-1', ...HOLDER });
    expect(answer.error_code).toBe('000000');
    expect(answer.data).toMatchObject({
      id: cardId,
      sysCenterId: '00-1',
      holderRegistered: true,
      holderName: '王*',
      holder: {
        name: '王芳',
        idCardNo: `110***********${HOLDER.idCardNo.slice(-4)}`,
        mobilePhone: '139****5678',
        sexCode: 'female',
        age: 36,
        marriageCode: 'married',
      },
    });
    expect((await detail(owner, cardId)).data.holder.name).toBe('王芳');
    expect(await register(owner, { cardNo: 'HC20260001', ...HOLDER, name: '李四' })).toEqual(
      ERROR('该卡已登记持卡人，不能更改'),
    );
  });

  it('refuses a holder with an invalid ID number and an unknown centre', async () => {
    const other = await newUser();
    const { data } = await activate(other, 'HC20260004', '260817');
    expect(data.cardNo).toBe('HC20260004');
    expect(
      await register(other, { cardNo: 'HC20260004', ...HOLDER, idCardNo: '110101199003150000' }),
    ).toEqual(ERROR('身份证不合法!'));
    const unknownCentre = await register(other, { cardNo: 'HC20260004', sysCenterId: '99-99', ...HOLDER });
    expect(unknownCentre.error_code).toBe('not,found');
    expect((await list(other)).data[0].holderRegistered).toBe(false);
  });

  it('answers an unknown number and a wrong password with the same words, after comparing both', async () => {
    const guesser = await newUser();
    compared.mockClear();
    expect(await activate(guesser, 'HC20269999', '836291')).toEqual(WRONG);
    expect(await activate(guesser, 'HC20260002', '000000')).toEqual(WRONG);
    expect(compared).toHaveBeenCalledTimes(2);
    expect(await stateOf('HC20260002')).toBe('inactive');
  });

  it('never activates a card already active, the owner’s or anyone’s', async () => {
    const other = await newUser();
    expect(await activate(other, 'HC20260001', '836291')).toEqual(ERROR('该卡已激活，不能重复激活'));
    expect(await activate(owner, 'HC20260001', '836291')).toEqual(ERROR('该卡已激活，不能重复激活'));
    // A wrong password on an active card learns nothing about it.
    expect(await activate(other, 'HC20260001', '111111')).toEqual(WRONG);
    expect((await list(other)).data).toEqual([]);
  });

  it('checks the number and password format before anything else', async () => {
    const user = await newUser();
    compared.mockClear();
    expect(await activate(user, '', '836291')).toEqual(ERROR('请输入卡号'));
    expect(await activate(user, 'HC-1', '836291')).toEqual(ERROR('卡号格式不正确'));
    expect(await activate(user, 'HC20260002', '12')).toEqual(ERROR('卡密码格式不正确'));
    expect(compared).not.toHaveBeenCalled();
  });
});

describe('guessing', () => {
  it('refuses an account’s 11th try in an hour without comparing, even with the right password', async () => {
    const guesser = await newUser();
    compared.mockClear();
    for (let i = 0; i < 10; i++) {
      expect(await activate(guesser, `HC3000000${i}`, '123456')).toEqual(WRONG);
    }
    expect(compared).toHaveBeenCalledTimes(10);
    expect(await activate(guesser, 'HC20260002', '572048')).toEqual(TOO_MANY);
    expect(compared).toHaveBeenCalledTimes(10);
    expect(await stateOf('HC20260002')).toBe('inactive');

    // The window ends an hour after the first try.
    server.clock.advance(60 * 60_000);
    const answer = await activate(guesser, 'HC20260002', '572048');
    expect(answer.data).toMatchObject({ cardNo: 'HC20260002' });
    expect(compared).toHaveBeenCalledTimes(11);
  });

  it('refuses a card number’s 11th try in an hour, whichever accounts made the ten', async () => {
    compared.mockClear();
    for (let i = 0; i < 10; i++) {
      expect(await activate(await newUser(), 'HC20260003', `99999${i}`)).toEqual(WRONG);
    }
    const rightful = await newUser();
    expect(await activate(rightful, 'HC20260003', '419365')).toEqual(TOO_MANY);
    expect(compared).toHaveBeenCalledTimes(10);
    expect(await stateOf('HC20260003')).toBe('inactive');
    // Other numbers are still open to that account.
    expect(await activate(rightful, 'HC20261234', '419365')).toEqual(WRONG);
  });

  it('compares at most ten of many tries sent at once', async () => {
    const guesser = await newUser();
    compared.mockClear();
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        activate(guesser, `HC4000${String(i).padStart(4, '0')}`, '123456'),
      ),
    );
    expect(compared).toHaveBeenCalledTimes(10);
    expect(answers.filter((a) => a.error_code === 'request,limit')).toHaveLength(15);
  });
});

describe('another account', () => {
  let owner: string;
  let cardId: number;

  beforeAll(async () => {
    owner = await newUser();
    // A printed card of its own for this block.
    await healthCardsRepository.insertCardOnce(server.db, {
      cardNo: 'HC20269001',
      passwordHash: await hashCardPassword('abc123'),
      productId: 'HC-CHRONIC',
      state: 'inactive',
      source: 'printed',
    });
    cardId = (await activate(owner, 'HC20269001', 'abc123')).data.cardId;
  });

  it('cannot read, register, use or assess the owner’s card: it does not exist for them', async () => {
    const stranger = await newUser();
    expect(await detail(stranger, cardId)).toEqual(NOT_FOUND);
    expect(await services(stranger, cardId)).toEqual(NOT_FOUND);
    expect(await assessments(stranger, cardId)).toEqual(NOT_FOUND);
    expect(await questionnaire(stranger, cardId)).toEqual(NOT_FOUND);
    expect(await submit(stranger, cardId, [])).toEqual(NOT_FOUND);
    expect(await register(stranger, { cardNo: 'HC20269001', ...HOLDER })).toEqual(NOT_FOUND);
    expect(await activate(stranger, 'HC20269001', 'abc123')).toEqual(ERROR('该卡已激活，不能重复激活'));
    expect((await list(stranger)).data).toEqual([]);
    // Unknown ids read the same.
    expect(await detail(stranger, 999_999)).toEqual(NOT_FOUND);
    // The owner's card is untouched.
    expect((await detail(owner, cardId)).data).toMatchObject({ holder: null, assessmentCount: 0 });
  });

  it('answers without a session as every customer call does', async () => {
    const answer = (await server.app.inject({ method: 'GET', url: '/m/assess-service/v2/card' })).json();
    expect(answer.error_code).toBe('login,not');
  });
});

describe('the assessment', () => {
  const ownerPhone = newPhone();
  let owner: string;
  let cardId: number;

  beforeAll(async () => {
    owner = (await sessionFor(server, ownerPhone)).token;
    await healthCardsRepository.insertCardOnce(server.db, {
      cardNo: 'HC20269002',
      passwordHash: await hashCardPassword('pass99'),
      productId: 'HC-CARDIO',
      state: 'inactive',
      source: 'printed',
    });
    cardId = (await activate(owner, 'HC20269002', 'pass99', '00-16')).data.cardId;
  });

  it('waits for the holder to be registered', async () => {
    expect(await questionnaire(owner, cardId)).toEqual(ERROR('请先登记持卡人信息'));
    expect(await submit(owner, cardId, CARDIO_ANSWERS)).toEqual(ERROR('请先登记持卡人信息'));
    const registered = await register(owner, { cardNo: 'HC20269002', sysCenterId: '00-16', ...HOLDER });
    expect(registered.data.sysCenterId).toBe('00-16');
  });

  it('gives the questionnaire for the holder, how long it takes and the full score', async () => {
    const { data } = await questionnaire(owner, cardId);
    expect(data.questionnaire).toMatchObject({ businessCode: 'card-cardio', name: '心血管健康风险评估' });
    expect(data.questionnaire.steps.map((s: { name: string }) => s.name)).toEqual(['生活方式', '健康状况']);
    expect(data.examinee).toEqual({ name: '王芳', sexCode: 'female', marriageCode: 'married', age: 36 });
    expect(data.questionCount).toBe(9);
    expect(data.minutes).toBe(5);
    expect(data.maxScore).toBe(86);
  });

  it('refuses answers the questionnaire refuses, storing nothing', async () => {
    expect(await submit(owner, cardId, CARDIO_ANSWERS.slice(1))).toEqual(ERROR('请回答：您的吸烟情况是？'));
    expect((await assessments(owner, cardId)).data.assessments).toEqual([]);
  });

  it('scores the answers, stores the result and lists it', async () => {
    const answer = await submit(owner, cardId, CARDIO_ANSWERS);
    expect(answer.data).toEqual({
      id: expect.any(Number),
      score: 37,
      level: '高风险',
      advice: expect.stringContaining('心内科'),
      name: '王芳',
      createdAt: server.clock.now().toISOString(),
    });
    const { data } = await assessments(owner, cardId);
    expect(data.assessments).toEqual([answer.data]);
    expect(data.card).toMatchObject({ assessmentCount: 1, latestAssessment: answer.data });
  });

  it('scores only what was asked: a follow-up of an option not chosen and unknown options count nothing', async () => {
    const answers = CARDIO_ANSWERS.map((a) =>
      a.qid === 'cv-bp' ? { qid: 'cv-bp', optAnswers: ['cv-bp-normal'] } : a,
    ).map((a) =>
      a.qid === 'cv-glucose' ? { qid: 'cv-glucose', optAnswers: ['cv-glu-normal', 'made-up'] } : a,
    );
    // 37 less the medication (6) and its poor control (6), which is no longer asked.
    expect((await submit(owner, cardId, answers)).data).toMatchObject({ score: 25, level: '中风险' });
    const { data } = await assessments(owner, cardId);
    expect(data.assessments.map((a: { score: number }) => a.score)).toEqual([25, 37]);
  });

  it('keeps the answers as a questionnaire instance the plain questionnaire screens do not show', async () => {
    const [row] = await healthCardsRepository.assessmentsOf(server.db, [cardId]);
    const answer = await call(
      owner,
      'GET',
      `/individuation-service/conclusion/getQuestionnaire?instanceId=${row!.instanceId}`,
    );
    expect(answer).toEqual({ error_code: 'not,found', error: '未找到该问卷记录', data: null });
  });

  it('is refused once the card has expired, which the list shows', async () => {
    server.clock.advance(366 * 86_400_000);
    try {
      // A year on, the session has lapsed: the owner logs in again.
      owner = (await sessionFor(server, ownerPhone)).token;
      expect(await questionnaire(owner, cardId)).toEqual(ERROR('该健康卡已过期'));
      expect(await submit(owner, cardId, CARDIO_ANSWERS)).toEqual(ERROR('该健康卡已过期'));
      const [card] = (await list(owner)).data;
      expect(card).toMatchObject({ state: 'expired', stateName: '已过期' });
    } finally {
      server.clock.advance(-366 * 86_400_000);
    }
  });
});

describe('the demo account', () => {
  it('holds a card in use with services used and a finished assessment, and an expired card; seeding again adds nothing', async () => {
    await seedDemoData(server.db, { today: TODAY });
    const { token, userId } = await sessionFor(server, DEMO_USER.mobilePhone);
    await seedHealthCardProducts(server.db);
    await seedHealthCards(server.db, userId, TODAY);
    const cards = (await list(token)).data;
    expect(cards.map((c: { cardNo: string; stateName: string }) => [c.cardNo, c.stateName])).toEqual([
      ['HC20250088', '可使用'],
      ['HC20240066', '已过期'],
    ]);
    const [inUse] = cards;
    expect(inUse).toMatchObject({
      holderName: '张*',
      assessmentCount: 1,
      latestAssessment: { score: 18, level: '中风险', name: '张伟' },
    });
    expect(
      inUse.services.map((s: { code: string; used: number; left: number | null }) => [
        s.code,
        s.used,
        s.left,
      ]),
    ).toEqual([
      ['cv-consult', 1, 2],
      ['cv-bp-follow', 1, 3],
      ['cv-ecg', 0, 2],
      ['cv-hotline', 0, null],
    ]);
    // Seeding again leaves the printed cards people activated theirs, and the others waiting.
    expect(await stateOf('HC20260001')).toBe('active');
    expect(await stateOf('HC20260003')).toBe('inactive');
  });
});
