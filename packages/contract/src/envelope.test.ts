import { describe, expect, it } from 'vitest';
import { envelopeOf, failEnvelope, okEnvelope } from './envelope.ts';
import { users } from './index.ts';

const profile = {
  id: 7,
  callName: null,
  name: '张三',
  mobilePhone: '13800138000',
  idCardNo: null,
  sexCode: 'male',
  age: 30,
  marryStateCode: null,
  folkId: null,
  folkName: null,
  height: null,
  weight: null,
  isGzbd: 0,
  hasPassword: true,
};

describe('envelopes', () => {
  it('drops every field the contract does not name, so a row cannot leak a hash', () => {
    const wire = okEnvelope(users.getUser.data).parse({
      error_code: '000000',
      error: '',
      data: { ...profile, passwordHash: 'scrypt$…', openid: 'o-123' },
      internal: true,
    });
    expect(wire.data).toEqual(profile);
    expect(wire).not.toHaveProperty('internal');
    expect(JSON.stringify(wire)).not.toContain('scrypt');
  });

  it('refuses a success envelope whose data does not match the contract', () => {
    const result = okEnvelope(users.getUser.data).safeParse({
      error_code: '000000',
      error: '',
      data: { ...profile, sexCode: 'unknown' },
    });
    expect(result.success).toBe(false);
  });

  it('a failure carries a code other than success, a message and null data', () => {
    expect(
      failEnvelope.safeParse({ error_code: 'token,valid', error: '请重新登录', data: null }).success,
    ).toBe(true);
    expect(failEnvelope.safeParse({ error_code: '000000', error: '', data: null }).success).toBe(false);
    expect(failEnvelope.safeParse({ error_code: 'x', error: 'y', data: {} }).success).toBe(false);
  });

  it('an endpoint answers either its success shape or a failure', () => {
    const schema = envelopeOf(users.getUser);
    expect(schema.safeParse({ error_code: 'login,not', error: '请先登录', data: null }).success).toBe(true);
    expect(schema.safeParse({ error_code: '000000', error: '', data: null }).success).toBe(false);
  });
});
