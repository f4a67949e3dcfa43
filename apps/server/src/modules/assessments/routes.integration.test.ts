import { type Answer, diabetesAssessment, visibleInQuestionnaire } from '@tijian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_USER, seedDemoData } from '../../seed/seed.ts';
import { authed, loginBySms } from '../../test/session-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

const DETAIL = '/m/assess-service/v1/assess/detail';
const SUBMIT = '/m/assess-service/v1/assess/submit';
const HISTORY = '/m/assess-service/v1/assess/history';
const RESULT = '/m/assess-service/v1/assess/result';
const SAVE_MEMBER = '/m/assess-service/v1/family/member/save';

/** Each diabetes question answered with its option at `pick`. */
function answers(pick: 'first' | 'last'): Answer[] {
  return visibleInQuestionnaire(diabetesAssessment.questionnaire, {}, 'male').map((q) => ({
    qid: q.id,
    optAnswers: [q.optionList[pick === 'first' ? 0 : q.optionList.length - 1]!.id],
  }));
}

async function get(url: string, token?: string) {
  return (await server.app.inject({ method: 'GET', url, headers: token ? authed(token) : {} })).json();
}

async function submit(token: string, payload: Record<string, unknown>) {
  return (await server.app.inject({ method: 'POST', url: SUBMIT, headers: authed(token), payload })).json();
}

const notFound = (error: string) => ({ error_code: 'not,found', error, data: null });

describe('assessments', () => {
  it('serves an assessment’s questionnaire and levels to anyone, and “not found” for an unknown id', async () => {
    const body = await get(`${DETAIL}?id=2`);
    expect(body).toMatchObject({
      error_code: '000000',
      data: { id: 2, columnId: 2, name: '糖尿病风险评估', questionCount: 9 },
    });
    expect(body.data.levels.map((l: { name: string }) => l.name)).toEqual(['低风险', '中风险', '高风险']);
    expect(await get(`${DETAIL}?id=999`)).toEqual(notFound('该评估不存在'));
    expect((await get(`${DETAIL}?id=abc`)).error).toBe('评估编号不正确');
  });

  it('scores and keeps a result, lists it newest first and reads it back with advice and checks', async () => {
    const { token } = await loginBySms(server, '13900008001');
    const low = await submit(token, { id: 2, sexCode: 'male', age: 28, answers: answers('first') });
    expect(low.error_code).toBe('000000');
    const high = await submit(token, { id: 2, sexCode: 'male', age: 60, answers: answers('last') });

    const result = await get(`${RESULT}?id=${high.data.resultId}`, token);
    expect(result.data).toMatchObject({
      assessmentId: 2,
      assessmentName: '糖尿病风险评估',
      personName: '本人',
      memberId: null,
      levelCode: 'high',
      levelName: '高风险',
      age: 60,
    });
    expect(result.data.advice).toContain('糖化血红蛋白');
    expect(result.data.checks).toContainEqual({ kind: 'package', code: 'CHRONIC', name: '三高慢病管理套餐' });

    const lowResult = await get(`${RESULT}?id=${low.data.resultId}`, token);
    expect(lowResult.data).toMatchObject({ score: 0, levelName: '低风险' });

    const history = await get(`${HISTORY}?id=2`, token);
    expect(history.data.list.map((r: { id: number }) => r.id)).toEqual([
      high.data.resultId,
      low.data.resultId,
    ]);
    expect((await get(`${HISTORY}?id=1`, token)).data.list).toEqual([]);
  });

  it('assesses a family member under the member’s name', async () => {
    const { token } = await loginBySms(server, '13900008002');
    const saved = await (
      await server.app.inject({
        method: 'POST',
        url: SAVE_MEMBER,
        headers: authed(token),
        payload: {
          relationCode: 'mother',
          callName: '李梅',
          // Born 1988-12-12, female (the family tests' mother).
          idCardNo: '310104198812120025',
          boCellPhoneNo: '13900002222',
          sexCode: 'female',
          age: 37,
          marryStateCode: 'married',
          folkId: 0,
        },
      })
    ).json();
    expect(saved).toMatchObject({ error_code: '000000' });
    const sent = await submit(token, {
      id: 2,
      memberId: saved.data.id,
      sexCode: 'female',
      age: 37,
      answers: answers('first'),
    });
    expect((await get(`${RESULT}?id=${sent.data.resultId}`, token)).data).toMatchObject({
      personName: '李梅',
      memberId: saved.data.id,
    });
  });

  it('never shows another account’s result or history: the same “not found” as a missing id', async () => {
    const owner = await loginBySms(server, '13900008003');
    const other = await loginBySms(server, '13900008004');
    const sent = await submit(owner.token, { id: 2, sexCode: 'female', age: 40, answers: answers('first') });
    const id = sent.data.resultId as number;

    expect(await get(`${RESULT}?id=${id}`, other.token)).toEqual(notFound('该评估记录不存在'));
    expect(await get(`${RESULT}?id=999999`, other.token)).toEqual(notFound('该评估记录不存在'));
    expect((await get(`${HISTORY}?id=2`, other.token)).data.list).toEqual([]);
    // Nor may another account's family member be named.
    const sneaky = await submit(other.token, {
      id: 2,
      memberId: 999999,
      sexCode: 'female',
      age: 40,
      answers: answers('first'),
    });
    expect(sneaky.error_code).toBe('not,found');
  });

  it('refuses bad answers with a Chinese message and stores nothing', async () => {
    const { token } = await loginBySms(server, '13900008005');
    const full = answers('first');
    const cases: [Record<string, unknown>, string][] = [
      [
        { id: 2, sexCode: 'male', age: 30, answers: full.slice(1) },
        '请回答：您的体型（身体质量指数 BMI = 体重kg ÷ 身高m²）',
      ],
      [{ id: 2, sexCode: 'male', age: 30, answers: [] }, '请先回答问卷中的问题'],
      [
        {
          id: 2,
          sexCode: 'male',
          age: 30,
          answers: [...full, { qid: 'bp-salt', optAnswers: ['bp-salt-light'] }],
        },
        '答案中有问卷里没有的问题，请刷新页面后重新作答',
      ],
      [{ id: 2, sexCode: 'male', age: 0, answers: full }, '请填写 1 至 120 之间的年龄'],
      [{ id: 2, sexCode: 'x', age: 30, answers: full }, '请选择性别'],
    ];
    for (const [payload, error] of cases) {
      const body = await submit(token, payload);
      expect({ payload, body }).toMatchObject({ payload, body: { error_code: 'param,invalid', error } });
    }
    expect(await submit(token, { id: 999, sexCode: 'male', age: 30, answers: full })).toEqual(
      notFound('该评估不存在'),
    );
    expect((await get(`${HISTORY}?id=2`, token)).data.list).toEqual([]);
  });

  it('asks for a login before saving or reading results', async () => {
    const res = await server.app.inject({ method: 'GET', url: `${HISTORY}?id=2` });
    expect(res.json().error_code).not.toBe('000000');
  });

  it('gives the demo account past results, scored by the same rules, seeded once', async () => {
    await seedDemoData(server.db, { today: '2026-11-22' });
    await seedDemoData(server.db, { today: '2026-11-22' });
    const { token } = await loginBySms(server, DEMO_USER.mobilePhone);
    const hypertension = (await get(`${HISTORY}?id=1`, token)).data.list;
    expect(hypertension.map((r: { levelName: string }) => r.levelName)).toEqual(['中风险', '高风险']);
    expect(hypertension[0].createdAt > hypertension[1].createdAt).toBe(true);
    expect((await get(`${HISTORY}?id=2`, token)).data.list).toHaveLength(1);
  });
});
