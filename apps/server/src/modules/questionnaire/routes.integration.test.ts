import type { PersonalPlan, QuestionnaireDefinition, QuestionnaireInstance } from '@tijian/contract';
import type { Answer } from '@tijian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoQuestionnaires, physicalRules } from '../../seed/questionnaire-data.ts';
import { seedDemoData } from '../../seed/seed.ts';
import { authed, getUser, loginBySms } from '../../test/session-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
let alice: string;
let bob: string;
beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db);
  alice = (await loginBySms(server, '13900000001')).token;
  bob = (await loginBySms(server, '13900000002')).token;
});
afterAll(async () => {
  await server.close();
});

const CENTRE = '00-1';

async function get(url: string, token?: string) {
  const res = await server.app.inject({ method: 'GET', url, headers: token ? authed(token) : {} });
  return res.json();
}
async function post(url: string, payload: object, token: string) {
  const res = await server.app.inject({ method: 'POST', url, headers: authed(token), payload });
  return res.json();
}

const opt = (qid: string, ...ids: string[]): Answer => ({ qid, optAnswers: ids });
const txt = (qid: string, txtAnswer: string): Answer => ({ qid, txtAnswer });

/** A man's complete answers; `extra` replaces answers by qid. */
function manAnswers(...extra: Answer[]): Answer[] {
  const base = [
    txt('ph-weight', '72.5'),
    opt('ph-last-checkup', 'ph-last-1'),
    opt('ph-disease', 'ph-d-none'),
    opt('ph-surgery', 'ph-surgery-no'),
    opt('ph-symptom', 'ph-s-none'),
    opt('ph-family', 'ph-f-none'),
    opt('ph-smoke', 'ph-smoke-never'),
    opt('ph-drink', 'ph-drink-never'),
    opt('ph-exercise', 'ph-ex-3'),
    opt('ph-sleep', 'ph-sleep-good'),
    opt('ph-diet', 'ph-diet-balanced'),
    opt('ph-implant', 'ph-implant-none'),
    opt('ph-barium', 'ph-barium-no'),
  ];
  const byQid = new Map(base.map((a) => [a.qid, a]));
  for (const a of extra) byQid.set(a.qid, a);
  return [...byQid.values()];
}

const submit = (token: string, answers: Answer[], examinee: object = {}) =>
  post(
    '/m/wx/2/individuation/questionnaireInstance.json',
    {
      businessCode: 'physical',
      sysCenterId: CENTRE,
      sexCode: 'male',
      marriageCode: 'married',
      age: 52,
      answers,
      ...examinee,
    },
    token,
  );

const planOf = async (token: string, instanceId: number, query = 'marryStateCode=married&age=52') =>
  get(
    `/m/center-service/v1/test_method/checkAgo?aqInstanceId=${instanceId}&sysCenterId=${CENTRE}&${query}`,
    token,
  );

describe('questionnaire definition', () => {
  it('asks women the women’s-health step and men not', async () => {
    const url =
      '/m/wx/1/individuation/questionnaire.json?businessCode=physical&sysCenterId=00-1&marriageCode=married&age=40';
    const man = (await get(`${url}&sexCode=male`)).data as QuestionnaireDefinition;
    const woman = (await get(`${url}&sexCode=female`)).data as QuestionnaireDefinition;
    expect(man.steps.map((s) => s.name)).toEqual([
      '基本情况',
      '既往病史',
      '症状',
      '家族史',
      '生活方式',
      '体检须知',
    ]);
    expect(woman.steps.map((s) => s.name)).toContain('女性健康');
  });

  it('serves the sport questionnaire and the epidemiological survey', async () => {
    const sport = await get('/m/wx/1/individuation/questionnaire.json?businessCode=sport');
    const epidemic = await get('/m/wx/1/individuation/questionnaire.json?businessCode=epidemic');
    expect(sport.data.name).toBe('运动问卷');
    expect(epidemic.data.name).toBe('流行病学调查');
  });

  it('refuses an unknown business code', async () => {
    const body = await get('/m/wx/1/individuation/questionnaire.json?businessCode=nope');
    expect(body).toMatchObject({ error_code: 'param,invalid', error: '问卷类型不正确' });
  });
});

describe('submitting answers', () => {
  it('needs a session', async () => {
    const res = await server.app.inject({
      method: 'POST',
      url: '/m/wx/2/individuation/questionnaireInstance.json',
      payload: { businessCode: 'physical', sexCode: 'male', marriageCode: 'married', age: 40, answers: [] },
    });
    expect(res.json().error_code).not.toBe('000000');
  });

  it('stops at the first unanswered question', async () => {
    const body = await submit(alice, []);
    expect(body).toMatchObject({ error_code: 'param,invalid', error: '请填写：您目前的体重是多少？' });
    const noSmokeYears = await submit(alice, manAnswers(opt('ph-smoke', 'ph-smoke-yes')));
    expect(noSmokeYears.error).toBe('请填写：您吸烟多少年了？');
  });

  it('checks a numeric answer against its range', async () => {
    const body = await submit(
      alice,
      manAnswers(opt('ph-smoke', 'ph-smoke-yes'), txt('ph-smoke-years', '90')),
    );
    expect(body).toMatchObject({ error_code: 'param,invalid', error: '请输入1-70之间的整数' });
  });

  it('asks women the women’s questions', async () => {
    const body = await submit(alice, manAnswers(), { sexCode: 'female' });
    expect(body.error).toBe('请回答：您是否已绝经？');
  });

  it('stores the answers asked, and the previous questionnaire finds them', async () => {
    const before = await get(
      '/m/individuation-service/conclusion/getBeforeQuestionnaire?type=physical&marriageCode=married&sexCode=male',
      alice,
    );
    expect(before).toMatchObject({ error_code: '000000', data: null });

    // A follow-up of an option not chosen is not kept.
    const body = await submit(alice, manAnswers(txt('ph-smoke-years', '5')));
    expect(body.error_code).toBe('000000');
    const instanceId = body.data.instanceId as number;

    const after = await get(
      '/m/individuation-service/conclusion/getBeforeQuestionnaire?type=physical&marriageCode=married&sexCode=male',
      alice,
    );
    expect(after.data.instance).toMatchObject({ id: instanceId, businessCode: 'physical', age: 52 });

    const read = (
      await get(`/m/individuation-service/conclusion/getQuestionnaire?instanceId=${instanceId}`, alice)
    ).data as QuestionnaireInstance;
    expect(read.answers.map((a) => a.qid)).not.toContain('ph-smoke-years');
    expect(read.answers).toContainEqual({ qid: 'ph-weight', txtAnswer: '72.5' });
    expect(read.questionnaire.steps).toHaveLength(6);
  });

  it('never shows one user’s questionnaire to another', async () => {
    const { data } = await submit(alice, manAnswers());
    const other = await get(
      `/m/individuation-service/conclusion/getQuestionnaire?instanceId=${data.instanceId}`,
      bob,
    );
    expect(other).toMatchObject({ error_code: 'not,found', error: '未找到该问卷记录' });
    const plan = await planOf(bob, data.instanceId);
    expect(plan.error_code).toBe('not,found');
    const before = await get(
      '/m/individuation-service/conclusion/getBeforeQuestionnaire?type=physical&marriageCode=married&sexCode=male',
      bob,
    );
    expect(before.data).toBeNull();
  });
});

describe('previous questionnaire of a named examinee', () => {
  it('finds only the one of that examinee', async () => {
    const { data } = await submit(bob, manAnswers(), { name: '李四', marriageCode: 'unmarried' });
    const url =
      '/m/individuation-service/conclusion/getBeforeQuestionnaire?type=physical&marriageCode=unmarried&sexCode=male';
    expect((await get(`${url}&name=${encodeURIComponent('王五')}`, bob)).data).toBeNull();
    expect((await get(`${url}&name=${encodeURIComponent('李四')}`, bob)).data.instance).toMatchObject({
      id: data.instanceId,
      name: '李四',
    });
  });
});

describe('personalised plan', () => {
  it('recommends by the answers, each item with its stars and reasons', async () => {
    const { data } = await submit(
      alice,
      manAnswers(
        opt('ph-smoke', 'ph-smoke-yes'),
        txt('ph-smoke-years', '20'),
        opt('ph-family', 'ph-f-stomach'),
      ),
    );
    // At 45 the centre's base pack has the chest X-ray (the CT joins it from 50).
    const plan = (await planOf(alice, data.instanceId, 'marryStateCode=married&age=45')).data as PersonalPlan;
    expect(plan.rulePackagePros).toContain('CT-CHEST');
    expect(plan.lastRulePackagePros).toContain('GAS-PAINLESS');
    const ct = plan.items.find((i) => i.projectId === 'CT-CHEST')!;
    expect(ct).toMatchObject({ level: 'must', star: 4 });
    expect(ct.reasons).toContain('长期吸烟者建议低剂量螺旋CT筛查肺癌');
    expect(plan.items.find((i) => i.projectId === 'GAS-PAINLESS')).toMatchObject({
      star: 3,
      reasons: ['有胃癌家族史，建议胃镜检查'],
    });
    // The centre's base pack comes too, with 5 stars; the chest X-ray gives way to the CT it excludes.
    expect(plan.basePackagePros).toContain('BLOOD-RT');
    expect(plan.items.find((i) => i.projectId === 'BLOOD-RT')?.star).toBe(5);
    expect(plan.items.map((i) => i.projectId)).not.toContain('DR-CHEST');
    const all = [
      ...plan.basePackagePros,
      ...plan.rulePackagePros,
      ...plan.lastRulePackagePros,
      ...plan.thoroughRulePackagePros,
    ];
    expect(new Set(all).size).toBe(all.length);
    expect(all).toEqual(plan.items.map((i) => i.projectId));
  });

  it('a non-smoker without risks gets the base pack only', async () => {
    const { data } = await submit(alice, manAnswers());
    const plan = (await planOf(alice, data.instanceId, 'marryStateCode=married&age=30')).data as PersonalPlan;
    expect(plan.rulePackagePros).toEqual([]);
    expect(plan.lastRulePackagePros).toEqual([]);
    expect(plan.basePackagePros).toContain('DR-CHEST');
  });

  it('leaves out items the examinee cannot have', async () => {
    const { data } = await submit(alice, manAnswers(opt('ph-family', 'ph-f-breast')));
    const plan = (await planOf(alice, data.instanceId)).data as PersonalPlan;
    expect(plan.items.map((i) => i.projectId)).not.toContain('US-BREAST');
  });

  it('names only items of the demo catalogue', async () => {
    const pd = await get(`/m/center-service/v1/project/list?sysCenterId=${CENTRE}`);
    const ids = new Set((pd.data.projectList as { id: string }[]).map((p) => p.id));
    for (const rule of physicalRules)
      for (const id of rule.projectIds) expect(ids, `${rule.id}: ${id}`).toContain(id);
    expect(demoQuestionnaires).toHaveLength(3);
  });
});

/** A woman's complete answers (not menopausal, regular periods); `extra` replaces answers by qid. */
function womanAnswers(...extra: Answer[]): Answer[] {
  return manAnswers(
    opt('ph-w-menopause', 'ph-w-meno-no'),
    opt('ph-w-period', 'ph-w-period-yes'),
    opt('ph-w-menses-day', 'ph-w-menses-no'),
    opt('ph-w-breast', 'ph-w-breast-none'),
    opt('ph-w-pregnancy', 'ph-w-preg-no'),
    ...extra,
  );
}

describe('pre-exam conditions of an instance', () => {
  const userIdOf = async (token: string) => (await getUser(server, authed(token))).data.id as number;

  it('names what the answers declare, on the wire and to the orders', async () => {
    const definition = (
      await get('/m/wx/1/individuation/questionnaire.json?businessCode=physical&sexCode=female')
    ).data as QuestionnaireDefinition;
    const pregnancy = definition.steps.flatMap((s) => s.questions).find((q) => q.id === 'ph-w-pregnancy')!;
    expect(pregnancy.optionList.map((o) => o.examCondition)).toEqual([
      'pregnant',
      'planning_pregnancy',
      undefined,
    ]);

    const { data } = await submit(
      alice,
      womanAnswers(
        opt('ph-w-pregnancy', 'ph-w-preg-now'),
        opt('ph-w-menses-day', 'ph-w-menses-yes'),
        opt('ph-implant', 'ph-implant-metal'),
        opt('ph-disease', 'ph-d-dm'),
        txt('ph-dm-years', '3'),
      ),
      { sexCode: 'female' },
    );
    const conditions = await server.app.questionnaire.examConditions(await userIdOf(alice), data.instanceId);
    expect(conditions).toEqual(['pregnant', 'menstruating', 'implant', 'diabetes']);
  });

  it('declares nothing for a man without conditions', async () => {
    const { data } = await submit(alice, manAnswers());
    expect(await server.app.questionnaire.examConditions(await userIdOf(alice), data.instanceId)).toEqual([]);
  });

  it('reads a pacemaker and a barium meal from a man’s answers', async () => {
    const { data } = await submit(
      alice,
      manAnswers(opt('ph-implant', 'ph-implant-pacemaker'), opt('ph-barium', 'ph-barium-yes')),
    );
    expect(await server.app.questionnaire.examConditions(await userIdOf(alice), data.instanceId)).toEqual([
      'pacemaker',
      'recent_barium',
    ]);
  });

  it('gives nothing for another user’s instance or an unknown one', async () => {
    const { data } = await submit(alice, manAnswers(opt('ph-implant', 'ph-implant-pacemaker')));
    expect(await server.app.questionnaire.examConditions(await userIdOf(bob), data.instanceId)).toEqual([]);
    expect(await server.app.questionnaire.examConditions(await userIdOf(alice), 99_999_999)).toEqual([]);
  });
});

describe('survey gate', () => {
  const STATUS = '/m/individuation-service/survey/status';
  const survey = (token: string, answers: Answer[], name = '王芳') =>
    post(
      '/m/wx/2/individuation/questionnaireInstance.json',
      {
        businessCode: 'epidemic',
        sysCenterId: '00-7',
        name,
        sexCode: 'female',
        marriageCode: 'married',
        age: 35,
        answers,
      },
      token,
    );
  const healthy = [
    txt('ep-temperature', '36.6'),
    opt('ep-symptom', 'ep-s-none'),
    opt('ep-travel', 'ep-travel-no'),
    opt('ep-contact', 'ep-contact-no'),
  ];
  const replaced = (...extra: Answer[]) => {
    const byQid = new Map(healthy.map((a) => [a.qid, a]));
    for (const a of extra) byQid.set(a.qid, a);
    return [...byQid.values()];
  };

  it('asks for the survey at 00-7 and 00-62 only, and says when none is answered', async () => {
    const carol = (await loginBySms(server, '13900000003')).token;
    expect((await get(`${STATUS}?sysCenterId=00-7`, carol)).data).toEqual({
      required: 1,
      answered: 0,
      instanceId: null,
      isGzbd: 0,
      phone: '020-38681234',
      message: null,
    });
    expect((await get(`${STATUS}?sysCenterId=00-62`, carol)).data.required).toBe(1);
    expect((await get(`${STATUS}?sysCenterId=00-1`, carol)).data.required).toBe(0);
  });

  it('needs a session and a known centre', async () => {
    const res = await server.app.inject({ method: 'GET', url: `${STATUS}?sysCenterId=00-7` });
    expect(res.json().error_code).not.toBe('000000');
    expect((await get(`${STATUS}?sysCenterId=abc`, alice)).error).toBe('体检中心编号不正确');
    expect((await get(`${STATUS}?sysCenterId=99-99`, alice)).error_code).toBe('not,found');
  });

  it('isGzbd 0 for healthy answers, 1 with the centre’s phone for a fever or a contact', async () => {
    const dave = (await loginBySms(server, '13900000004')).token;
    const fine = await survey(dave, healthy);
    expect(fine.error_code).toBe('000000');
    expect(
      (await get(`${STATUS}?sysCenterId=00-7&name=${encodeURIComponent('王芳')}`, dave)).data,
    ).toMatchObject({
      answered: 1,
      instanceId: fine.data.instanceId,
      isGzbd: 0,
      message: null,
    });
    // Another examinee's name has answered nothing yet.
    expect(
      (await get(`${STATUS}?sysCenterId=00-7&name=${encodeURIComponent('李雷')}`, dave)).data.answered,
    ).toBe(0);

    await survey(dave, replaced(txt('ep-temperature', '37.8')));
    expect((await get(`${STATUS}?sysCenterId=00-7`, dave)).data).toMatchObject({
      answered: 1,
      isGzbd: 1,
      message: '您的流行病学调查结果提示存在感染风险，暂不能在线预约体检，请致电体检中心（020-38681234）咨询',
    });
    await survey(dave, replaced(opt('ep-contact', 'ep-contact-yes')));
    expect((await get(`${STATUS}?sysCenterId=00-62`, dave)).data).toMatchObject({
      isGzbd: 1,
      phone: '020-83331234',
    });
    // A new healthy survey is what counts from then on.
    await survey(dave, healthy);
    expect((await get(`${STATUS}?sysCenterId=00-7`, dave)).data.isGzbd).toBe(0);
    // Another user's survey counts for nobody else.
    expect((await get(`${STATUS}?sysCenterId=00-7`, bob)).data.answered).toBe(0);
  });

  it('counts a survey for three days', async () => {
    const erin = (await loginBySms(server, '13900000005')).token;
    await survey(erin, healthy);
    server.clock.advance(71 * 3_600_000);
    expect((await get(`${STATUS}?sysCenterId=00-7`, erin)).data.answered).toBe(1);
    server.clock.advance(2 * 3_600_000);
    expect((await get(`${STATUS}?sysCenterId=00-7`, erin)).data.answered).toBe(0);
  });

  it('tells the orders why a booking cannot be taken', async () => {
    const frank = (await loginBySms(server, '13900000006')).token;
    const id = (await getUser(server, authed(frank))).data.id as number;
    const refusal = (sysCenterId: string) => server.app.questionnaire.surveyRefusal(id, { sysCenterId });
    expect(await refusal('00-1')).toBeNull();
    expect(await refusal('00-7')).toBe('根据院感防控要求，在本中心预约体检前须如实填写流行病学调查问卷');
    await survey(frank, replaced(opt('ep-travel', 'ep-travel-yes'), txt('ep-travel-where', '某地')));
    expect(await refusal('00-62')).toBe(
      '您的流行病学调查结果提示存在感染风险，暂不能在线预约体检，请致电体检中心（020-83331234）咨询',
    );
    await survey(frank, healthy);
    expect(await refusal('00-7')).toBeNull();
  });

  it('keeps the risk rule off the wire', async () => {
    const epidemic = await get('/m/wx/1/individuation/questionnaire.json?businessCode=epidemic');
    expect(epidemic.data.riskWhen).toBeUndefined();
  });
});
