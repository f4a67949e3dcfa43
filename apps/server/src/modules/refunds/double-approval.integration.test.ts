// Two centre managers (or one double click) approve the same refund at the same moment on two server
// processes, while the provider's refund notification arrives. On PostgreSQL (CI, TEST_DATABASE_URL)
// the second process is a real child process on the same database; the embedded PGlite lives in this
// process, so there the second "process" is a second app on the same database, which runs the same
// handlers one connection at a time (the answers and the money are checked, not the locking).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/seed.ts';
import { operatorHeaders, operatorToken } from '../../test/operator-helpers.ts';
import { startServerProcess } from '../../test/server-process.ts';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { idCardOf, packageOrder, postAs, sessionFor, submit } from '../orders/order-fixtures.ts';
import { ordersRepository } from '../orders/repository.ts';
import { paymentsRepository } from '../payments/repository.ts';
import { SandboxProvider } from '../payments/sandbox-provider.ts';
import { scheduleRepository } from '../schedule/repository.ts';
import { walletRepository } from '../wallet/repository.ts';
import { type RefundRow, refundsRepository } from './repository.ts';

const TODAY = '2026-11-22';
// Outside the seeded days: this file's slot is the day's only one, shared by every order below.
const DATE = '2027-02-03';
const RACES = 20;
// Two orders more than the races, never refunded: the slot must end holding exactly them.
const KEPT = 2;
const CARD = 20_000;
const sandbox = new SandboxProvider('dev-sandbox-payment-signing-secret');

interface Answer {
  status: number;
  body: { error_code: string; error: string; data: Record<string, unknown> | null };
}
/** One server process as the race sees it: a POST and its HTTP status and envelope. */
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

interface Applied {
  userId: number;
  orderId: number;
  cardNo: string;
  refund: RefundRow;
}

/** A new account's online order in the shared slot, paid by a ¥200 card and the sandbox. */
async function paidOrder(n: number) {
  const user = await sessionFor(server, `1370042${String(n).padStart(4, '0')}`);
  const cardNo = `77004200${String(user.userId).padStart(8, '0')}`;
  await walletRepository.issueCard(server.db, {
    userId: user.userId,
    cardNo,
    amount: CARD,
    expiryDate: '2027-12-31',
  });
  const card = (await server.app.wallet.cardsFor(user.userId, '00-1')).available.find(
    (c) => c.cardNo === cardNo,
  )!;
  const { body } = await packageOrder(server, {
    date: DATE,
    slotNo: 1,
    idCardNo: idCardOf('19870707', 2 * n + 1),
    payType: 'online',
    cards: [card],
  });
  const answer = await submit(server, user.token, body);
  expect(answer.data.code).toBe(0);
  const orderId = answer.data.orderId as number;
  const prepay = await postAs(server, user.token, '/m/wx/1/pay/prepay.json', { orderId });
  const paid = await postAs(server, user.token, '/m/pay/sandbox/confirm.json', { payId: prepay.data.payId });
  expect(paid.data.status).toBe('paid');
  return { ...user, orderId, cardNo };
}

async function appliedRefund(n: number): Promise<Applied> {
  const o = await paidOrder(n);
  const applied = await postAs(server, o.token, '/m/wx/refund/apply.json', {
    orderId: o.orderId,
    reason: '行程有变/时间冲突',
    idempotencyKey: randomUUID(),
  });
  expect(applied.data.status).toBe('applied');
  const [refund] = await refundsRepository.ofOrder(server.db, o.orderId);
  return { userId: o.userId, orderId: o.orderId, cardNo: o.cardNo, refund: refund! };
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

describe('double approvals across two server processes, racing the provider’s notification', () => {
  it(`${RACES} refunds, each approved on both processes at once: no 500, each refunded once, the slot given back once`, async () => {
    const refunds: Applied[] = [];
    for (let n = 0; n < RACES; n++) refunds.push(await appliedRefund(n));
    for (let n = RACES; n < RACES + KEPT; n++) await paidOrder(n);
    const slotKey = { centreId: '00-1', date: DATE, slotNo: 1 };
    expect((await scheduleRepository.slot(server.db, slotKey))!.booked).toBe(RACES + KEPT);

    const decide = (post: Post, manager: string, r: Applied) =>
      post(
        '/m/operator/refunds/decide.json',
        { orderId: r.orderId, approve: true },
        operatorHeaders(manager),
      );
    const notify = (post: Post, r: Applied) =>
      post('/m/pay/refund-notify/sandbox', sandbox.refundNotice(r.refund, server.clock.now()));
    const races = await Promise.all(
      refunds.map(async (r, i) => {
        const a = decide(first, managers[0], r);
        const b = decide(second, managers[1], r);
        // Half the notifications go out with the approvals (and may overtake them), half once the
        // centre's word has gone out (a repeat delivery meeting the sandbox's own).
        const to = i % 2 === 0 ? first : second;
        const notice = i % 4 < 2 ? notify(to, r) : Promise.race([a, b]).then(() => notify(to, r));
        return { r, approvals: await Promise.all([a, b]), notice: await notice };
      }),
    );

    const answers = races.flatMap((x) => [...x.approvals, x.notice]);
    const failed = answers.filter((a) => a.status === 500);
    expect(failed.length, `${failed.length} answers of 500 in ${RACES} races`).toBe(0);
    for (const { r, approvals, notice } of races) {
      // Both approvals answer the refund, approved: the second is the same success, not a second refund.
      for (const a of approvals) {
        expect(a.body).toMatchObject({ error_code: '000000', data: { refundNo: r.refund.refundNo } });
        expect(['refunding', 'refunded']).toContain(a.body.data!.status);
      }
      // A notification that overtakes the approval is turned back for the provider to send again.
      if (notice.body.error_code !== '000000') {
        expect(notice.body).toMatchObject({
          error_code: 'param,invalid',
          error: '该退款尚未批准，请稍后再通知',
        });
      }
    }

    for (const r of refunds) {
      const [refund, ...others] = await refundsRepository.ofOrder(server.db, r.orderId);
      expect(others).toEqual([]);
      expect(refund!.status).toBe('refunded');
      const order = (await ordersRepository.find(server.db, r.userId, r.orderId))!;
      expect(order.status).toBe('order_complete_refund');
      const moves = (await ordersRepository.history(server.db, r.orderId)).map((h) => h.toStatus);
      expect(moves.filter((s) => s === 'order_refund')).toHaveLength(1);
      expect(moves.filter((s) => s === 'order_complete_refund')).toHaveLength(1);
      expect(await refundsRepository.notificationsOf(server.db, refund!.refundNo)).toHaveLength(1);
      expect((await paymentsRepository.findOwn(server.db, r.userId, refund!.payId!))!.status).toBe(
        'refunded',
      );
      const ledger = await walletRepository.ledgerOf(server.db, r.orderId);
      expect(ledger.map((l) => [l.reason, l.amount])).toEqual([
        ['debit', -CARD],
        ['refund', CARD],
      ]);
      const [card] = await walletRepository.cardsByNo(server.db, r.userId, [r.cardNo]);
      expect(card!.balance).toBe(CARD);
    }
    // The slot holds exactly the orders still booked in it, and no order was made twice.
    expect((await scheduleRepository.slot(server.db, slotKey))!.booked).toBe(KEPT);
    expect(await ordersRepository.countOnDay(server.db, '00-1', DATE)).toBe(RACES + KEPT);
  }, 240_000);
});
