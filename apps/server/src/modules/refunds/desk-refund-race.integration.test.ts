// Desk refunds of checked-in orders racing on two server processes: one refund asked twice at once
// with one key (a double click, a retry), two refunds asked at once with different keys that together
// exceed what is left, and the provider's notification delivered again. On PostgreSQL (CI,
// TEST_DATABASE_URL) the second process is a real child process on the same database; on PGlite it
// is a second app on the same database (the answers and the money are checked, not the locking).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { operatorHeaders, operatorToken } from '../../test/operator-helpers.ts';
import { startServerProcess } from '../../test/server-process.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { throughDesk } from '../orders/desk-fixtures.ts';
import { idCardOf, packageOrder, postAs, sessionFor, submit } from '../orders/order-fixtures.ts';
import { paymentsRepository } from '../payments/repository.ts';
import { SandboxProvider } from '../payments/sandbox-provider.ts';
import { scheduleRepository } from '../schedule/repository.ts';
import { refundsRepository } from './repository.ts';

const TODAY = '2026-11-22';
// Outside the seeded days: this file's slot is the day's only one.
const DATE = '2027-02-04';
const ORDERS = 8;
const sandbox = new SandboxProvider('dev-sandbox-payment-signing-secret');

interface Answer {
  status: number;
  body: { error_code: string; error: string; data: Record<string, unknown> | null };
}
type Post = (url: string, payload: object, headers?: Record<string, string>) => Promise<Answer>;

let server: TestServer;
let closeSecond = async () => {};
let first: Post;
let second: Post;
let managers: [string, string];

const injecting =
  (app: TestServer['app']): Post =>
  async (url, payload, headers = {}) => {
    const res = await app.inject({ method: 'POST', url, payload, headers });
    return { status: res.statusCode, body: res.json() };
  };

const fetching =
  (origin: string): Post =>
  async (url, payload, headers = {}) => {
    const res = await fetch(`${origin}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(payload),
    });
    return { status: res.status, body: (await res.json()) as Answer['body'] };
  };

/** A new account's online order, paid in the sandbox and checked in at the desk on its day. */
async function checkedIn(n: number) {
  const user = await sessionFor(server, `1370045${String(n).padStart(4, '0')}`);
  const { body } = await packageOrder(server, {
    date: DATE,
    slotNo: 1,
    idCardNo: idCardOf('19880808', 2 * n + 1),
    payType: 'online',
  });
  const answer = await submit(server, user.token, body);
  expect(answer.data.code).toBe(0);
  const orderId = answer.data.orderId as number;
  const prepay = await postAs(server, user.token, '/m/wx/1/pay/prepay.json', { orderId });
  const paid = await postAs(server, user.token, '/m/pay/sandbox/confirm.json', { payId: prepay.data.payId });
  expect(paid.data.status).toBe('paid');
  await throughDesk(server, { orderId, orderNo: answer.data.orderNo, date: DATE }, { examine: false });
  return { orderId, paid: Number(body.price), payId: prepay.data.payId as string };
}

beforeAll(async () => {
  server = await createTestServer();
  await seedDemoData(server.db, { today: TODAY, demoAccount: false });
  await scheduleRepository.upsertDays(server.db, [
    { centreId: '00-1', date: DATE, rest: 0, description: '' },
  ]);
  await scheduleRepository.insertSlots(server.db, [
    { centreId: '00-1', date: DATE, slotNo: 1, testTime: '08:00~08:30', capacity: 50, booked: 0 },
  ]);
  managers = [
    await operatorToken(server.app, { centreId: '00-1', role: 'manager' }),
    await operatorToken(server.app, { centreId: '00-1', role: 'manager' }),
  ];
  first = injecting(server.app);
  if (server.databaseUrl) {
    const child = await startServerProcess(server.databaseUrl, server.clock.now());
    second = fetching(child.origin);
    closeSecond = child.stop;
  } else {
    const other = await server.variant({});
    second = injecting(other.app);
    closeSecond = other.close;
  }
}, 120_000);
afterAll(async () => {
  await closeSecond();
  await server.close();
});

describe('desk refunds across two server processes', () => {
  it(`${ORDERS} orders: a key sent twice refunds once, two refunds past what is left give back one, a repeated notification counts once`, async () => {
    const orders = [];
    for (let n = 0; n < ORDERS; n++) orders.push(await checkedIn(n));

    const desk = (post: Post, manager: string, orderId: number, amount: number, key: string) =>
      post(
        '/m/operator/refunds/desk.json',
        { orderId, amount, reason: '项目未做', idempotencyKey: key },
        operatorHeaders(manager),
      );

    const races = await Promise.all(
      orders.map(async (o) => {
        const key = randomUUID();
        const twice = await Promise.all([
          desk(first, managers[0], o.orderId, 1_000, key),
          desk(second, managers[1], o.orderId, 1_000, key),
        ]);
        // Each of the two takes 60% of what is left: together more than the payment holds.
        const share = Math.floor((o.paid - 1_000) * 0.6);
        const pair = await Promise.all([
          desk(first, managers[0], o.orderId, share, randomUUID()),
          desk(second, managers[1], o.orderId, share, randomUUID()),
        ]);
        return { o, twice, pair, share };
      }),
    );

    const answers = races.flatMap((r) => [...r.twice, ...r.pair]);
    expect(answers.filter((a) => a.status === 500)).toEqual([]);
    for (const { o, twice, pair, share } of races) {
      expect(twice.map((a) => a.body.error_code)).toEqual(['000000', '000000']);
      expect(twice[0]!.body.data!.refundNo).toBe(twice[1]!.body.data!.refundNo);
      const won = pair.filter((a) => a.body.error_code === '000000');
      expect(won).toHaveLength(1);
      const lost = pair.find((a) => a.body.error_code !== '000000')!;
      expect(lost.body.error).toMatch(/^退款金额不能超过可退金额¥/);

      // The provider delivers each refund's notification again, on the other process.
      const refunds = await refundsRepository.ofOrder(server.db, o.orderId);
      expect(refunds.map((r) => r.amount).sort((a, b) => a - b)).toEqual([1_000, share]);
      for (const r of refunds) {
        const again = await second(
          '/m/pay/refund-notify/sandbox',
          sandbox.refundNotice(r, server.clock.now()),
        );
        expect(again.status).toBe(200);
      }
    }

    for (const { o, share } of races) {
      const refunds = await refundsRepository.ofOrder(server.db, o.orderId);
      expect(refunds.every((r) => r.kind === 'desk' && r.status === 'refunded')).toBe(true);
      for (const r of refunds)
        expect(await refundsRepository.notificationsOf(server.db, r.refundNo)).toHaveLength(1);
      expect(refunds.reduce((n, r) => n + r.amount, 0)).toBe(1_000 + share);
      expect((await paymentsRepository.find(server.db, o.payId))!.status).toBe('paid');
    }
  }, 240_000);
});
