import { REFUND_RETRIES } from '@tijian/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOrder } from '../../orders/order-fixtures.ts';
import { REFUND_POLL_QUEUE, type RefundPoll, runRefundPoll } from '../../refunds/polling.ts';
import { refundsRepository } from '../../refunds/repository.ts';
import { PAYMENT_POLL_QUEUE, type PaymentPoll, runPaymentPoll, schedulePaymentPoll } from '../polling.ts';
import { paymentsRepository } from '../repository.ts';
import { outTradeNoOf } from '../trade-no.ts';
import { recordingJobs, wechatShop } from './test-shop.ts';

// Payments and refunds asked about by their own tasks, against the WeChat Pay emulator, with no
// notification ever delivered.
let shop: Awaited<ReturnType<typeof wechatShop>>;
beforeAll(async () => {
  shop = await wechatShop('1370062');
});
afterAll(async () => {
  await shop?.close();
});

const status = async (token: string, payId: string) =>
  (await shop.status(token, payId)).data.status as string;

/** The job queue's waiting jobs of a queue, as pg-boss keeps them (PGlite and node-postgres answer { rows }). */
async function queued(queue: string) {
  const result = await shop.server.db.execute(
    sql`select singleton_key as key, data, extract(epoch from start_after - now())::float as wait
        from pgboss.job where name = ${queue} and state = 'created' order by created_on`,
  );
  return (result as unknown as { rows: { key: string; data: Record<string, unknown>; wait: number }[] }).rows;
}

async function until(what: () => Promise<boolean>, ms: number) {
  const end = Date.now() + ms;
  while (!(await what())) {
    if (Date.now() > end) throw new Error(`not done within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('a payment asked about by its polling task', () => {
  it('is queued once when opened, and a worker settles it when its notice never arrives', async () => {
    const { server, emulator } = shop;
    const o = await shop.unpaidOrder();
    const { payId, expiresAt } = (await shop.prepay(o.token, o.orderId)).data;
    const [first, ...more] = await queued(PAYMENT_POLL_QUEUE);
    expect(more).toEqual([]);
    expect(first).toMatchObject({ key: payId, data: { payId, attempt: 0 } });
    expect(first!.wait).toBeGreaterThan(10);
    expect(first!.wait).toBeLessThanOrEqual(15);
    // Another process opening or asking about the same payment queues nothing more.
    await schedulePaymentPoll(
      server.app.jobs,
      { payId, expiresAt: new Date(expiresAt) },
      0,
      server.clock.now(),
    );
    expect(await queued(PAYMENT_POLL_QUEUE)).toHaveLength(1);

    emulator.pay(outTradeNoOf(payId)); // paid at WeChat; its notice is lost
    const worker = await server.variant({ JOBS: 'all' });
    try {
      // The first question's 15 s are not waited out.
      await server.db.execute(
        sql`update pgboss.job set start_after = now() where name = ${PAYMENT_POLL_QUEUE}`,
      );
      await until(async () => (await status(o.token, payId)) === 'paid', 30_000);
    } finally {
      await worker.close();
    }
    expect((await getOrder(server, o.token, o.orderId)).data.status).toBe('order_hospital_examination');
    expect(await paymentsRepository.notificationsOf(server.db, payId)).toHaveLength(1);
    expect(await queued(PAYMENT_POLL_QUEUE)).toEqual([]);
  });

  it('still unpaid, is asked again with growing waits, and closed at WeChat at its expiry', async () => {
    const { server, emulator } = shop;
    const o = await shop.unpaidOrder();
    const { payId, expiresAt } = (await shop.prepay(o.token, o.orderId)).data;
    const { jobs, sent } = recordingJobs();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const before = sent.length;
      await runPaymentPoll(server.app.payments, jobs, { payId, attempt }, server.clock.now());
      expect(sent).toHaveLength(before + 1);
      const next = sent.at(-1)!;
      expect(next).toMatchObject({ queue: PAYMENT_POLL_QUEUE, data: { payId, attempt: attempt + 1 } });
      expect(next.options.singletonKey).toBe(payId);
      waits.push(next.options.startAfter as number);
    }
    expect(waits).toEqual([30, 60, 120, 300, 600, 600]);
    // Near its end, the question comes at its expiry, not after.
    server.clock.advance(new Date(expiresAt).getTime() - server.clock.now().getTime() - 60_000);
    await runPaymentPoll(server.app.payments, jobs, { payId, attempt: 6 }, server.clock.now());
    expect(sent.at(-1)!.options.startAfter).toBe(60);
    expect(await status(o.token, payId)).toBe('pending');

    server.clock.advance(60_000);
    const before = sent.length;
    await runPaymentPoll(server.app.payments, jobs, { payId, attempt: 7 }, server.clock.now());
    expect(sent).toHaveLength(before);
    expect(emulator.transactions.get(outTradeNoOf(payId))?.state).toBe('CLOSED');
    expect(['expired', 'closed']).toContain(await status(o.token, payId));
  });

  it('run by two processes at once, pays once', async () => {
    const { server, emulator } = shop;
    const o = await shop.unpaidOrder();
    const { payId } = (await shop.prepay(o.token, o.orderId)).data;
    emulator.pay(outTradeNoOf(payId));
    const other = await server.variant({});
    try {
      const { jobs, sent } = recordingJobs();
      const poll: PaymentPoll = { payId, attempt: 0 };
      await Promise.all([
        runPaymentPoll(server.app.payments, jobs, poll, server.clock.now()),
        runPaymentPoll(other.app.payments, jobs, poll, server.clock.now()),
      ]);
      expect(sent).toEqual([]);
    } finally {
      await other.close();
    }
    expect(await status(o.token, payId)).toBe('paid');
    expect(await paymentsRepository.notificationsOf(server.db, payId)).toHaveLength(1);
    // Paid when WeChat says it was (the day its bill lists it), not when it was asked.
    expect((await paymentsRepository.find(server.db, payId))?.paidAt).toEqual(
      new Date(emulator.transactions.get(outTradeNoOf(payId))!.successTime!),
    );
    expect((await getOrder(server, o.token, o.orderId)).data).toMatchObject({
      status: 'order_hospital_examination',
      paid: o.payable,
    });
  });
});

describe('a refund asked about by its polling task', () => {
  /** Runs the refund's questions as the queue would, until none is sent; answers how many ran. */
  async function pollUntilDone(refundNo: string) {
    const { jobs, sent } = recordingJobs();
    let poll: RefundPoll | undefined = { refundNo, attempt: 0 };
    let runs = 0;
    while (poll && runs < 20) {
      runs++;
      const before = sent.length;
      await runRefundPoll(shop.server.app.refunds, jobs, poll, shop.server.clock.now());
      poll = sent.length > before ? (sent.at(-1)!.data as RefundPoll) : undefined;
    }
    return runs;
  }

  const refundAsks = (refundNo: string) =>
    shop.emulator
      .requestsTo('POST', '/v3/refund/domestic/refunds')
      .filter((r) => r.body?.out_refund_no === refundNo);

  it('is queued when approved; reported ABNORMAL, it is asked again under the same number and ends refunded', async () => {
    const { server, emulator } = shop;
    const o = await shop.paidOrder();
    emulator.refundOutcomes.set(outTradeNoOf(o.payId), ['ABNORMAL', 'SUCCESS']);
    const refundNo = await shop.refunded(o.orderId, o.token);
    expect(await queued(REFUND_POLL_QUEUE)).toMatchObject([
      { key: refundNo, data: { refundNo, attempt: 0 } },
    ]);

    expect(await pollUntilDone(refundNo)).toBe(2);
    expect(await refundsRepository.byNo(server.db, refundNo)).toMatchObject({
      status: 'refunded',
      providerFailures: 1,
    });
    expect((await getOrder(server, o.token, o.orderId)).data.status).toBe('order_complete_refund');
    // One refund at WeChat, asked for twice under its one number.
    expect(refundAsks(refundNo)).toHaveLength(2);
    expect(
      emulator
        .requestsTo('POST', '/v3/refund/domestic/refunds')
        .filter((r) => r.body?.out_trade_no === outTradeNoOf(o.payId)),
    ).toHaveLength(2);
    expect(emulator.refunds.get(refundNo)).toMatchObject({ asked: 2, status: 'SUCCESS' });
    expect([...emulator.refunds.values()].filter((r) => r.outTradeNo === outTradeNoOf(o.payId))).toHaveLength(
      1,
    );
  });

  it('one that keeps failing is asked a bounded number of times, then left for staff with one audit row', async () => {
    const { server, emulator } = shop;
    const o = await shop.paidOrder();
    emulator.refundOutcomes.set(outTradeNoOf(o.payId), Array(10).fill('ABNORMAL'));
    const refundNo = await shop.refunded(o.orderId, o.token);

    expect(await pollUntilDone(refundNo)).toBe(REFUND_RETRIES + 1);
    expect(refundAsks(refundNo)).toHaveLength(REFUND_RETRIES + 1);
    expect(await refundsRepository.byNo(server.db, refundNo)).toMatchObject({
      status: 'refunding',
      providerFailures: REFUND_RETRIES + 1,
    });
    const audited = async () =>
      (await server.app.operators.auditOf('refund', refundNo)).filter(
        (r) => r.action === 'refund.providerFailed',
      );
    expect(await audited()).toMatchObject([
      {
        centreId: '00-1',
        detail: { before: { providerStatus: 'ABNORMAL' }, after: { failures: REFUND_RETRIES + 1 } },
      },
    ]);
    // The sweep still asks (staff may fix it at WeChat) but neither asks for it again nor alerts twice.
    server.clock.advance(11 * 60_000);
    await server.app.refunds.settleStuck();
    expect(refundAsks(refundNo)).toHaveLength(REFUND_RETRIES + 1);
    expect(await audited()).toHaveLength(1);
    // Paid back at last (by hand at WeChat): the sweep completes it.
    emulator.completeRefund(refundNo);
    await server.app.refunds.settleStuck();
    expect((await refundsRepository.byNo(server.db, refundNo))?.status).toBe('refunded');
  });
});
