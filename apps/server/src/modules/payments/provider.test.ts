import { describe, expect, it } from 'vitest';
import {
  canonicalBody,
  canonicalRefundBody,
  SandboxProvider,
  signNotice,
  signRefundNotice,
} from './provider.ts';

const SECRET = 'a-test-secret-of-enough-length';

describe('the sandbox provider', () => {
  const sandbox = new SandboxProvider(SECRET);
  const payment = { payId: '4f6c2b7e-1111-4222-8333-944455556666', amount: 12_345 };

  it('signs the fields in key order with HMAC-SHA256, so the signature is checkable by anyone with the key', () => {
    const notice = sandbox.notificationFor(payment, new Date('2026-11-22T01:00:00Z'));
    expect(canonicalBody(notice)).toBe(
      `amount=12345&paidAt=2026-11-22T01:00:00.000Z&payId=${payment.payId}&tradeNo=${notice.tradeNo}`,
    );
    expect(notice.sign).toMatch(/^[0-9a-f]{64}$/);
    expect(notice.sign).toBe(signNotice(SECRET, notice));
    expect(sandbox.verifyNotification(notice)).toBe(true);
  });

  it('gives every notification its own trade number', () => {
    const at = new Date('2026-11-22T01:00:00Z');
    expect(sandbox.notificationFor(payment, at).tradeNo).not.toBe(
      sandbox.notificationFor(payment, at).tradeNo,
    );
  });

  it('refuses a notification with any field changed, a foreign key, or a malformed signature', () => {
    const notice = sandbox.notificationFor(payment, new Date('2026-11-22T01:00:00Z'));
    expect(sandbox.verifyNotification({ ...notice, amount: notice.amount + 1 })).toBe(false);
    expect(sandbox.verifyNotification({ ...notice, payId: `${notice.payId}x` })).toBe(false);
    expect(sandbox.verifyNotification({ ...notice, tradeNo: `${notice.tradeNo}0` })).toBe(false);
    expect(sandbox.verifyNotification({ ...notice, paidAt: '2026-11-22T01:00:01.000Z' })).toBe(false);
    expect(new SandboxProvider('another-secret-entirely').verifyNotification(notice)).toBe(false);
    expect(sandbox.verifyNotification({ ...notice, sign: notice.sign.toUpperCase() })).toBe(false);
    expect(sandbox.verifyNotification({ ...notice, sign: '' })).toBe(false);
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
    const notice = sandbox.refundNotificationFor(refund, at);
    expect(canonicalRefundBody(notice)).toBe(
      `amount=30000&providerRefundId=${notice.providerRefundId}&refundNo=RF20261123000042&refundedAt=2026-11-23T03:00:00.000Z`,
    );
    expect(notice.sign).toBe(signRefundNotice(SECRET, notice));
    expect(sandbox.verifyRefundNotification(notice)).toBe(true);
  });

  it('keeps one provider id per refund number, so a second delivery is recognisably a repeat', async () => {
    await sandbox.createRefund({ refundNo: refund.refundNo, payId: 'p-1', amount: 30_000 as never });
    await sandbox.createRefund({ refundNo: refund.refundNo, payId: 'p-1', amount: 30_000 as never });
    const first = sandbox.refundNotificationFor(refund, at);
    const again = sandbox.refundNotificationFor(refund, new Date('2026-11-23T03:00:09Z'));
    expect(again.providerRefundId).toBe(first.providerRefundId);
    expect(
      sandbox.refundNotificationFor({ ...refund, refundNo: 'RF20261123000043' }, at).providerRefundId,
    ).not.toBe(first.providerRefundId);
  });

  it('refuses a refund notification with a field changed, a foreign key, or a payment signature', () => {
    const notice = sandbox.refundNotificationFor(refund, at);
    expect(sandbox.verifyRefundNotification({ ...notice, amount: notice.amount + 1 })).toBe(false);
    expect(sandbox.verifyRefundNotification({ ...notice, refundNo: 'RF20261123000043' })).toBe(false);
    expect(sandbox.verifyRefundNotification({ ...notice, providerRefundId: 'SBXR0' })).toBe(false);
    expect(new SandboxProvider('another-secret-entirely').verifyRefundNotification(notice)).toBe(false);
    expect(sandbox.verifyRefundNotification({ ...notice, sign: '' })).toBe(false);
  });
});
