import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorHeaders, operatorToken } from '../../test/operator-helpers.ts';
import type { PaymentProvider } from '../payments/provider.ts';
import { outTradeNoOf } from '../payments/trade-no.ts';
import { wechatShop } from '../payments/wechatpay/test-shop.ts';
import { createReconciliationService } from './service.ts';

// A day of payments and refunds through the WeChat Pay emulator, with one difference of each kind
// planted between our records and WeChat's, then the next morning's reconciliation against the
// emulator's trade bill of that day.
let shop: Awaited<ReturnType<typeof wechatShop>>;
beforeAll(async () => {
  shop = await wechatShop('1370073');
});
afterAll(async () => {
  await shop?.close();
});

const DAY = '2026-11-22';

describe('the daily reconciliation with WeChat Pay’s bill', () => {
  it('finds a planted difference of each kind, lists each in the audit log, and changes nothing run again', async () => {
    const { server, emulator } = shop;
    const agreed = await shop.paidOrder();
    const refundedOk = await shop.paidOrder();
    const refundNoOk = await shop.refunded(refundedOk.orderId, refundedOk.token);
    expect(await shop.notifyRefund(emulator.completeRefund(refundNoOk))).toMatchObject({
      error_code: '000000',
    });

    // WeChat took another amount than ours.
    const dearer = await shop.paidOrder();
    const dearerTrade = emulator.transactions.get(outTradeNoOf(dearer.payId))!;
    dearerTrade.body.amount = { total: dearer.payable + 100, currency: 'CNY' };
    // Paid at WeChat, its notice lost and never asked about: still pending here.
    const unsettled = await shop.paidOrder({ notice: false });
    // Paid here, unknown to WeChat's bill.
    const phantom = await shop.paidOrder();
    emulator.transactions.delete(outTradeNoOf(phantom.payId));
    // A payment at WeChat that is none of ours.
    const stranger = 'T20261122OTHER0001';
    emulator.transactions.set(stranger, {
      channel: 'native',
      body: { appid: 'wx1234567890abcdef', description: '他处', amount: { total: 4200, currency: 'CNY' } },
      state: 'SUCCESS',
      transactionId: '4200000000000000000000000001',
      successTime: `${DAY}T11:00:00+08:00`,
    });
    // A refund paid back at WeChat whose notice was lost: still 退款中 here.
    const refundLost = await shop.paidOrder();
    const refundNoLost = await shop.refunded(refundLost.orderId, refundLost.token);
    emulator.completeRefund(refundNoLost);

    // The next morning at 10:00 in China.
    server.clock.advance(Date.parse('2026-11-23T10:00:00+08:00') - server.clock.now().getTime());
    const results = await server.app.reconciliation.reconcileRecent();
    expect(results.map((r) => r?.billDate)).toEqual(['2026-11-20', '2026-11-21', DAY]);
    expect(results.slice(0, 2).map((r) => r?.mismatches)).toEqual([[], []]);
    const found = results[2]!.mismatches.map((m) => [m.kind, m.subject, m.ref, m.ours, m.theirs]);
    expect(found).toHaveLength(5);
    expect(found.map(([, , ref]) => ref)).not.toContain(agreed.payId);
    expect(found.map(([, , ref]) => ref)).not.toContain(refundNoOk);
    expect(found).toEqual(
      expect.arrayContaining([
        [
          'amount',
          'payment',
          dearer.payId,
          { amount: dearer.payable, status: 'paid' },
          { amount: dearer.payable + 100, status: 'SUCCESS' },
        ],
        [
          'state',
          'payment',
          unsettled.payId,
          { amount: unsettled.payable, status: 'pending' },
          { amount: unsettled.payable, status: 'SUCCESS' },
        ],
        ['missingOurs', 'payment', stranger, null, { amount: 4200, status: 'SUCCESS' }],
        ['missingTheirs', 'payment', phantom.payId, { amount: phantom.payable, status: 'paid' }, null],
        [
          'state',
          'refund',
          refundNoLost,
          { amount: refundLost.payable, status: 'refunding' },
          { amount: refundLost.payable, status: 'REFUND/SUCCESS' },
        ],
      ]),
    );
    const kept = await server.app.reconciliation.runOf(DAY);
    expect(kept).toMatchObject({ provider: 'wechatpay', mismatches: expect.any(Array) });
    expect(kept!.mismatches).toHaveLength(5);
    expect(kept!.billLines).toBeGreaterThanOrEqual(8);

    // The centre's manager reads them in the audit log as 对账差异 by the system, the one of no
    // centre (a payment WeChat has and we do not) included.
    const manager = await operatorToken(server.app, { centreId: '00-1', role: 'manager' });
    const readAudit = async () =>
      (
        await server.app.inject({
          method: 'GET',
          url: '/m/operator/audit.json?sysCenterId=00-1&action=payment.reconcile&pageSize=100',
          headers: operatorHeaders(manager),
        })
      ).json();
    const audit = await readAudit();
    expect(audit.data.total).toBe(5);
    expect(audit.data.list[0]).toMatchObject({
      actionLabel: '对账差异',
      operatorName: '系统',
      outcome: 'ok',
    });
    expect(audit.data.list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          targetType: 'payment',
          targetId: dearer.payId,
          request: { body: { provider: 'wechatpay', billDate: DAY, kind: '金额不符' } },
          before: { amount: dearer.payable, status: 'paid' },
          after: { amount: dearer.payable + 100, status: 'SUCCESS' },
        }),
        expect.objectContaining({ targetId: stranger, before: { missing: '我方无记录' } }),
      ]),
    );

    // Run again (a retry, another process, the next day's run looking back): nothing new.
    expect(await server.app.reconciliation.reconcileRecent()).toEqual([null, null, null]);
    expect(await server.app.reconciliation.reconcile(DAY)).toBeNull();
    expect((await server.app.reconciliation.runOf(DAY))!.mismatches).toHaveLength(5);
    expect((await readAudit()).data.total).toBe(5);
  });

  it('two processes reconciling one day at once write it once', async () => {
    const { server, emulator } = shop;
    // A day later (the clock is at 2026-11-23 10:00): a payment WeChat's bill will lack.
    const phantom = await shop.paidOrder();
    emulator.transactions.delete(outTradeNoOf(phantom.payId));
    server.clock.advance(24 * 3600_000);
    const other = await server.variant({});
    try {
      const both = await Promise.all([
        server.app.reconciliation.reconcile('2026-11-23'),
        other.app.reconciliation.reconcile('2026-11-23'),
      ]);
      expect(both.filter((r) => r !== null).map((r) => r!.mismatches.map((m) => m.ref))).toEqual([
        [phantom.payId],
      ]);
    } finally {
      await other.close();
    }
    expect((await server.app.reconciliation.runOf('2026-11-23'))!.mismatches).toHaveLength(1);
    const audited = await server.app.operators.auditOf('payment', phantom.payId);
    expect(audited.filter((r) => r.action === 'payment.reconcile')).toHaveLength(1);
  });

  it('skips a provider that offers no bill, and says so in the log', async () => {
    const said: string[] = [];
    const log = { info: (_: object, m: string) => said.push(m), warn: () => {}, error: () => {} };
    const withoutBills = createReconciliationService({
      db: shop.server.db,
      clock: shop.server.clock.now,
      providers: new Map([['sandbox', { name: 'sandbox' } as PaymentProvider]]),
      operators: shop.server.app.operators,
      log,
    });
    expect(await withoutBills.reconcileRecent()).toEqual([]);
    expect(said).toEqual(['reconciliation skipped: the provider offers no bill']);
  });
});
