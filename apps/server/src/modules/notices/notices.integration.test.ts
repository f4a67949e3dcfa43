// The notices (issue 21 "Reminders and notices"): the evening-before reminder planned once per order
// and day, the report's notice planned as it is published, each sent once by whoever claims it, by
// WeChat where the person can receive it and otherwise by SMS, never to someone who turned it off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { operatorHeaders, operatorToken } from '../../test/operator-helpers.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { throughDesk } from '../orders/desk-fixtures.ts';
import { headersOf, idCardOf, packageOrder, postAs, sessionFor, submit } from '../orders/order-fixtures.ts';
import { FakeWechatClient } from '../wechat/fake-wechat-client.ts';
import { noticesRepository } from './repository.ts';
import { createNoticesService } from './service.ts';

let server: TestServer;
let seq = 0;
/** Every order of the fixtures records this phone for the examination. */
const PHONE = '13912345678';

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: '2026-11-22', demoAccount: false });
});
afterAll(async () => {
  await server.close();
});

/** A new account's booking of 00-1's basic package (it has fasting items), to pay at the centre. */
async function order(date: string, slotNo: number, name = '王小明') {
  const n = ++seq;
  const user = await sessionFor(server, `1370066${String(n).padStart(4, '0')}`);
  const { body } = await packageOrder(server, {
    date,
    slotNo,
    name,
    idCardNo: idCardOf('19880808', 2 * n + 1),
  });
  const answer = await submit(server, user.token, body);
  expect(answer.data?.code, JSON.stringify(answer)).toBe(0);
  return { ...user, orderId: answer.data.orderId as number, orderNo: answer.data.orderNo as string, date };
}

/** Runs `run` with the test clock at this Shanghai time, then puts it back. */
async function at<T>(shanghai: string, run: () => Promise<T>): Promise<T> {
  const shift = Date.parse(`${shanghai}+08:00`) - server.clock.now().getTime();
  server.clock.advance(shift);
  try {
    return await run();
  } finally {
    server.clock.advance(-shift);
  }
}

const texts = () => (server.sms.noticesTo?.(PHONE) ?? []).map((n) => n.text);
const statuses = async (orderId: number) =>
  (await server.app.notices.ofOrder(orderId)).map((n) => `${n.kind}:${n.status}`);

describe('the reminder the evening before', () => {
  it('is planned from 18:00 for tomorrow’s bookings, once however often planning runs, and says when and how to come', async () => {
    const a = await order('2026-11-25', 1, '赵敏');
    const b = await order('2026-11-25', 2, '钱进');
    const later = await order('2026-11-26', 1);
    expect(await at('2026-11-24T17:30:00', () => server.app.notices.planExamEve())).toBe(0);
    const planned = await at('2026-11-24T18:05:00', async () => [
      await server.app.notices.planExamEve(),
      await server.app.notices.planExamEve(),
    ]);
    expect(planned[0]).toBeGreaterThanOrEqual(2);
    expect(planned[1]).toBe(0);
    expect(await statuses(later.orderId)).toEqual([]);

    const before = texts().length;
    await at('2026-11-24T18:06:00', () => server.app.notices.drain());
    const sent = texts().slice(before);
    expect(sent.filter((t) => t.startsWith('赵*您好'))).toHaveLength(1);
    expect(sent.find((t) => t.startsWith('钱*您好'))).toMatch(
      /^钱\*您好，您预约了明天（11月25日）\d{2}:\d{2}-\d{2}:\d{2}在北京朝阳健康体检中心的体检，请于\d{2}:\d{2}前到达，携带本人身份证件。体检前一天晚餐后禁食/,
    );
    expect(await statuses(a.orderId)).toEqual(['examEve:sent']);
    expect(await statuses(b.orderId)).toEqual(['examEve:sent']);
    // Sent ones are not sent again.
    await at('2026-11-24T18:30:00', async () => {
      await server.app.notices.planExamEve();
      await server.app.notices.drain();
    });
    expect(texts().length).toBe(before + sent.length);
  });

  it('goes to nobody who turned it off, and not for an order no longer on that day', async () => {
    const off = await order('2026-11-27', 1, '孙立');
    const moved = await order('2026-11-27', 2, '李华');
    const saved = await postAs(server, off.token, '/m/wx/notice/settings.json', {
      examEve: false,
      reportReady: true,
      recheck: true,
    });
    expect(saved).toMatchObject({ error_code: '000000', data: { examEve: false, reportReady: true } });
    await at('2026-11-26T19:00:00', () => server.app.notices.planExamEve());
    expect(await statuses(off.orderId)).toEqual([]);
    expect(await statuses(moved.orderId)).toEqual(['examEve:pending']);
    const cancelled = await postAs(server, moved.token, '/m/wx/order/cancel.json', {
      orderId: moved.orderId,
    });
    expect(cancelled.error_code, cancelled.error).toBe('000000');
    await at('2026-11-26T19:01:00', () => server.app.notices.drain());
    const [row] = await server.app.notices.ofOrder(moved.orderId);
    expect(row).toMatchObject({ status: 'skipped', detail: '订单已改期或取消' });
  });
});

describe('sending', () => {
  it('sends each notice once however many drain at the same moment', async () => {
    const day = '2026-12-01';
    const ids: number[] = [];
    for (let i = 0; i < 12; i++)
      ids.push((await order(day, (i % 9) + 1, `周${'一二三四五六七八九十甲乙'[i]}`)).orderId);
    const before = texts().length;
    await at('2026-11-30T18:00:00', async () => {
      await server.app.notices.planExamEve();
      await Promise.all([1, 2, 3].map(() => server.app.notices.drain({ batch: 2, parallel: 2 })));
    });
    expect(texts().length - before).toBe(12);
    for (const id of ids) expect(await statuses(id)).toEqual(['examEve:sent']);
  });

  it('takes again a notice whose worker died holding it, once its lease ran out', async () => {
    const o = await order('2026-12-02', 1, '吴刚');
    await at('2026-12-01T18:00:00', () => server.app.notices.planExamEve());
    // A worker claims it and dies before sending.
    const claimed = await at('2026-12-01T18:00:10', () =>
      noticesRepository.claim(server.db, server.clock.now(), 5 * 60_000, 100),
    );
    expect(claimed.map((n) => n.orderId)).toContain(o.orderId);
    const before = texts().length;
    await at('2026-12-01T18:02:00', () => server.app.notices.drain());
    expect(texts().length).toBe(before);
    await at('2026-12-01T18:06:00', () => server.app.notices.drain());
    expect(
      texts()
        .slice(before)
        .filter((t) => t.startsWith('吴*您好')),
    ).toHaveLength(1);
    const [row] = await server.app.notices.ofOrder(o.orderId);
    expect(row).toMatchObject({ status: 'sent', channel: 'sms', attempts: 2 });
  });
});

describe('senders side by side (the evening’s fan-out over worker processes)', () => {
  it('two senders with a slow gateway send each of 300 notices once, and the dispatch counts them', async () => {
    const a = await order('2026-12-04', 1, '冯一');
    const b = await order('2026-12-04', 2, '陈二');
    const due = await at('2026-12-03T18:00:00', async () => {
      const now = server.clock.now();
      // Many notices of two orders (keys of their own): what matters is how often each is sent.
      const rows = Array.from({ length: 300 }, (_, i) => {
        const o = i % 2 ? a : b;
        return {
          kind: 'examEve' as const,
          key: `examEve:${o.orderId}:2026-12-04:fanout-${i}`,
          userId: o.userId,
          orderId: o.orderId,
          examDate: '2026-12-04',
          dueAt: now,
        };
      });
      await noticesRepository.plan(server.db, rows);
      return server.app.notices.sendersNeeded();
    });
    expect(due).toBe(1);
    let calls = 0;
    // Two processes' senders: each its own service, one database, a gateway that takes a moment.
    const sender = () =>
      createNoticesService({
        db: server.db,
        clock: server.clock.now,
        sms: {
          sendCode: async () => {},
          sendsNotice: () => true,
          sendNotice: async () => {
            calls += 1;
            await new Promise((r) => setTimeout(r, 2));
          },
        },
        wechatClient: null,
        wechat: { subscribeTemplates: {} },
        orders: server.app.orders,
        users: server.app.users,
        parentConsents: server.app.parentConsents,
        log: { info() {}, warn() {}, error() {} },
      });
    const tallies = await at('2026-12-03T18:00:05', () =>
      Promise.all([sender(), sender()].map((s) => s.drain({ batch: 40, parallel: 8 }))),
    );
    expect(calls).toBe(300);
    expect(tallies.map((t) => t.sent).reduce((x, y) => x + y)).toBe(300);
    // Both took part: neither waited for the other to finish.
    for (const t of tallies) expect(t.sent).toBeGreaterThan(0);
    const rows = [
      ...(await server.app.notices.ofOrder(a.orderId)),
      ...(await server.app.notices.ofOrder(b.orderId)),
    ];
    expect(
      rows.filter((r) => r.key.includes('fanout')).every((r) => r.status === 'sent' && r.attempts === 1),
    ).toBe(true);
    expect(await at('2026-12-03T18:00:10', () => server.app.notices.sendersNeeded())).toBe(0);
  });

  it('a batch whose lease another sender took over does not mark that sender’s notices', async () => {
    const o = await order('2026-12-08', 1, '褚三');
    await at('2026-12-07T18:00:00', () => server.app.notices.planExamEve());
    const claim = (time: string) =>
      at(time, () => noticesRepository.claim(server.db, server.clock.now(), 5 * 60_000, 100));
    const first = (await claim('2026-12-07T18:00:01')).filter((n) => n.orderId === o.orderId);
    const second = (await claim('2026-12-07T18:06:00')).filter((n) => n.orderId === o.orderId);
    expect(second).toHaveLength(1);
    const end = (rows: typeof first) =>
      noticesRepository.finishMany(
        server.db,
        rows.map((r) => ({
          ...r,
          status: 'sent' as const,
          at: server.clock.now(),
          channel: 'sms' as const,
          detail: 'x',
        })),
      );
    expect(await end(first)).toBe(0);
    expect(await end(second)).toBe(1);
  });
});

describe('the report’s notice', () => {
  it('is planned in the publishing transaction and sent by SMS; by WeChat where the person can receive it', async () => {
    const o = await order('2026-11-23', 3, '郑爽');
    await throughDesk(server, o, { examine: true });
    const doctor = await operatorToken(server.app, { centreId: '00-1', role: 'doctor' });
    const published = await server.app.inject({
      method: 'POST',
      url: '/m/operator/reports.json',
      headers: operatorHeaders(doctor),
      payload: { orderId: o.orderId, conclusions: ['未见明显异常'], advice: [], results: [], findings: [] },
    });
    expect(published.json().error_code, published.json().error).toBe('000000');
    expect(await statuses(o.orderId)).toEqual(['reportReady:pending']);

    // The same notice through a WeChat-enabled sender: the account signed in through WeChat.
    await server.app.users.ensureByPhone(`1370066${String(seq).padStart(4, '0')}`, 'oWx-zhengshuang');
    const wechat = new FakeWechatClient();
    const viaWechat = createNoticesService({
      db: server.db,
      clock: server.clock.now,
      sms: server.sms,
      wechatClient: wechat,
      wechat: { subscribeTemplates: { reportReady: 'tpl-report' } },
      orders: server.app.orders,
      users: server.app.users,
      parentConsents: server.app.parentConsents,
      log: { info() {}, warn() {}, error() {} },
    });
    await viaWechat.drain();
    expect(wechat.sent).toEqual([
      {
        openid: 'oWx-zhengshuang',
        templateId: 'tpl-report',
        data: { thing1: '北京朝阳健康体检中心', thing2: '郑*的体检报告已出具' },
        page: '/report/list',
      },
    ]);
    const [row] = await server.app.notices.ofOrder(o.orderId);
    expect(row).toMatchObject({ status: 'sent', channel: 'wechat' });
  });
});

describe('消息提醒 settings', () => {
  it('are all on until turned off, saved per account, and refuse what is not a choice', async () => {
    const user = await sessionFor(server, '13700669999');
    const get = async () =>
      (
        await server.app.inject({
          method: 'GET',
          url: '/m/wx/notice/settings.json',
          headers: headersOf(user.token),
        })
      ).json();
    expect((await get()).data).toEqual({ examEve: true, reportReady: true, recheck: true });
    const bad = await postAs(server, user.token, '/m/wx/notice/settings.json', {
      examEve: 'no',
      reportReady: true,
      recheck: true,
    });
    expect(bad.error).toBe('请选择是否接收体检前一天提醒');
    expect((await get()).data).toEqual({ examEve: true, reportReady: true, recheck: true });
    await postAs(server, user.token, '/m/wx/notice/settings.json', {
      examEve: true,
      reportReady: false,
      recheck: false,
    });
    expect((await get()).data).toEqual({ examEve: true, reportReady: false, recheck: false });
  });
});
