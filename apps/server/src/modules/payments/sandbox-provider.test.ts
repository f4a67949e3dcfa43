import { describe, expect, it } from 'vitest';
import {
  canonicalBody,
  canonicalRefundBody,
  SandboxProvider,
  signNotice,
  signRefundNotice,
} from './sandbox-provider.ts';

const SECRET = 'a-test-secret-of-enough-length';
/** The sandbox posts its notice as JSON; its signature travels in the body. */
const asPosted = (body: object) => ({ headers: {}, body: JSON.stringify(body) });
const verifies = (provider: SandboxProvider, notice: object) =>
  provider.readPaymentNotice(asPosted(notice)).ok;
const verifiesRefund = (provider: SandboxProvider, notice: object) =>
  provider.readRefundNotice(asPosted(notice)).ok;

describe('the sandbox provider', () => {
  const sandbox = new SandboxProvider(SECRET);
  const payment = { payId: '4f6c2b7e-1111-4222-8333-944455556666', amount: 12_345 };

  it('signs the fields in key order with HMAC-SHA256, so the signature is checkable by anyone with the key', () => {
    const notice = sandbox.notice(payment, new Date('2026-11-22T01:00:00Z'));
    expect(canonicalBody(notice)).toBe(
      `amount=12345&paidAt=2026-11-22T01:00:00.000Z&payId=${payment.payId}&tradeNo=${notice.tradeNo}`,
    );
    expect(notice.sign).toMatch(/^[0-9a-f]{64}$/);
    expect(notice.sign).toBe(signNotice(SECRET, notice));
    expect(verifies(sandbox, notice)).toBe(true);
  });

  it('gives every notification its own trade number', () => {
    const at = new Date('2026-11-22T01:00:00Z');
    expect(sandbox.notice(payment, at).tradeNo).not.toBe(sandbox.notice(payment, at).tradeNo);
  });

  it('refuses a notification with any field changed, a foreign key, or a malformed signature', () => {
    const notice = sandbox.notice(payment, new Date('2026-11-22T01:00:00Z'));
    expect(verifies(sandbox, { ...notice, amount: notice.amount + 1 })).toBe(false);
    expect(verifies(sandbox, { ...notice, payId: `${notice.payId}x` })).toBe(false);
    expect(verifies(sandbox, { ...notice, tradeNo: `${notice.tradeNo}0` })).toBe(false);
    expect(verifies(sandbox, { ...notice, paidAt: '2026-11-22T01:00:01.000Z' })).toBe(false);
    expect(verifies(new SandboxProvider('another-secret-entirely'), notice)).toBe(false);
    expect(verifies(sandbox, { ...notice, sign: notice.sign.toUpperCase() })).toBe(false);
    expect(verifies(sandbox, { ...notice, sign: '' })).toBe(false);
  });

  it('points the QR code at the pay page of the site the phone reached', () => {
    expect(sandbox.qrUrl('abc-123', 'https://tijian.example.com')).toBe(
      'https://tijian.example.com/pay?payId=abc-123',
    );
  });
});

describe('the sandbox provider’s refunds', () => {
  const sandbox = new SandboxProvider(SECRET);
  const refund = { refundNo: 'RF20261123000042', amount: 30_000 };
  const at = new Date('2026-11-23T03:00:00Z');

  it('signs refund notifications over their fields in key order', () => {
    const notice = sandbox.refundNotice(refund, at);
    expect(canonicalRefundBody(notice)).toBe(
      `amount=30000&providerRefundId=${notice.providerRefundId}&refundNo=RF20261123000042&refundedAt=2026-11-23T03:00:00.000Z`,
    );
    expect(notice.sign).toBe(signRefundNotice(SECRET, notice));
    expect(verifiesRefund(sandbox, notice)).toBe(true);
  });

  it('keeps one provider id per refund number, so a second delivery is recognisably a repeat', async () => {
    await sandbox.createRefund({
      refundNo: refund.refundNo,
      payId: 'p-1',
      amount: 30_000 as never,
      total: 30_000 as never,
    });
    await sandbox.createRefund({
      refundNo: refund.refundNo,
      payId: 'p-1',
      amount: 30_000 as never,
      total: 30_000 as never,
    });
    const first = sandbox.refundNotice(refund, at);
    const again = sandbox.refundNotice(refund, new Date('2026-11-23T03:00:09Z'));
    expect(again.providerRefundId).toBe(first.providerRefundId);
    expect(sandbox.refundNotice({ ...refund, refundNo: 'RF20261123000043' }, at).providerRefundId).not.toBe(
      first.providerRefundId,
    );
  });

  it('refuses a refund notification with a field changed, a foreign key, or a payment signature', () => {
    const notice = sandbox.refundNotice(refund, at);
    expect(verifiesRefund(sandbox, { ...notice, amount: notice.amount + 1 })).toBe(false);
    expect(verifiesRefund(sandbox, { ...notice, refundNo: 'RF20261123000043' })).toBe(false);
    expect(verifiesRefund(sandbox, { ...notice, providerRefundId: 'SBXR0' })).toBe(false);
    expect(verifiesRefund(new SandboxProvider('another-secret-entirely'), notice)).toBe(false);
    expect(verifiesRefund(sandbox, { ...notice, sign: '' })).toBe(false);
  });
});
