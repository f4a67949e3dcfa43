import { describe, expect, it } from 'vitest';
import { clean, REDACTED } from './audit-detail.ts';

describe('what the audit log keeps of a request', () => {
  it('hides passwords, secrets, tokens and the one-time code a caller typed', () => {
    expect(
      clean({
        sysCenterId: '00-1',
        password: 'initial-pass-1',
        oldPassword: 'old-pass-1',
        newPassword: 'new-pass-2',
        code: '123456',
        challenge: 'abc',
        secret: 'JBSWY3DPEHPK3PXP',
        nested: { token: 't', list: [{ password: 'p' }] },
      }),
    ).toEqual({
      sysCenterId: '00-1',
      password: REDACTED,
      oldPassword: REDACTED,
      newPassword: REDACTED,
      code: REDACTED,
      challenge: REDACTED,
      secret: REDACTED,
      nested: { token: REDACTED, list: [{ password: REDACTED }] },
    });
  });

  it('keeps codes that name things deeper down (a report’s indicator codes)', () => {
    expect(clean({ orderId: 7, results: [{ code: 'GLU', value: '5.1' }] })).toEqual({
      orderId: 7,
      results: [{ code: 'GLU', value: '5.1' }],
    });
  });

  it('masks ID numbers and phones wherever they are', () => {
    expect(
      clean({
        idCardNo: '110101198801010011',
        proposedPlan: { examinee: { identityCardNo: '110101198801010011', mobilePhone: '13800138000' } },
        phone: '13912345678',
      }),
    ).toEqual({
      idCardNo: '110***********0011',
      proposedPlan: { examinee: { identityCardNo: '110***********0011', mobilePhone: '138****8000' } },
      phone: '139****5678',
    });
  });

  it('leaves everything else as it was', () => {
    const state = { status: 'order_hospital_examination', capacity: 12, disabled: false, totpEnrolled: true };
    expect(clean(state)).toEqual(state);
    expect(clean(null)).toBeNull();
  });
});
