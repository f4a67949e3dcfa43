import { ErrorCode } from '@tijian/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../../test/test-server.ts';
import { createUsersService, type UsersService } from './service.ts';

let server: TestServer;
let users: UsersService;
beforeAll(async () => {
  server = await createTestServer();
  users = createUsersService({ db: server.db, clock: server.clock.now });
});
afterAll(async () => {
  await server.close();
});

describe('users service', () => {
  it('gives a phone one account, however often it is ensured', async () => {
    const id = await users.ensureByPhone('13900012001');
    expect(await users.ensureByPhone('13900012001')).toBe(id);
    expect(await users.ensureByPhone('13900012001', 'openid-1')).toBe(id);
    expect(await users.ensureByPhone('13900012002')).not.toBe(id);
  });

  it('answers a profile without the password hash or the openid', async () => {
    const id = await users.ensureByPhone('13900012003', 'openid-3');
    await users.changePassword(id, { newPassword: 'abc12345' });
    const profile = await users.profile(id);
    expect(profile).toMatchObject({ id, mobilePhone: '13900012003', hasPassword: true });
    expect(JSON.stringify(profile)).not.toMatch(/scrypt|openid-3/);
    expect(Object.keys(profile)).not.toContain('passwordHash');
  });

  it('verifies credentials to an id, and to null for an unknown phone, no password or a wrong one', async () => {
    const id = await users.ensureByPhone('13900012004');
    expect(await users.verifyCredentials('13900012004', 'abc12345')).toBeNull();
    await users.changePassword(id, { newPassword: 'abc12345' });
    expect(await users.verifyCredentials('13900012004', 'abc12345')).toBe(id);
    expect(await users.verifyCredentials('13900012004', 'abc123456')).toBeNull();
    expect(await users.verifyCredentials('13900012999', 'abc12345')).toBeNull();
  });

  it('changes a password only with the current one', async () => {
    const id = await users.ensureByPhone('13900012005');
    await expect(users.checkPassword(id, 'x')).rejects.toMatchObject({
      code: ErrorCode.passwordOld,
      message: '您还未设置登录密码',
    });
    await users.changePassword(id, { newPassword: 'first123' });
    await expect(users.changePassword(id, { newPassword: 'second12' })).rejects.toMatchObject({
      code: ErrorCode.passwordOld,
      message: '原密码不正确',
    });
    await expect(users.checkPassword(id, 'wrong123')).rejects.toMatchObject({ message: '原密码不正确' });
    await users.checkPassword(id, 'first123');
    await users.changePassword(id, { oldPassword: 'first123', newPassword: 'second12' });
    expect(await users.verifyCredentials('13900012005', 'second12')).toBe(id);
  });

  it('keeps the old password when the work done alongside it fails (one transaction)', async () => {
    const id = await users.ensureByPhone('13900012006');
    await users.changePassword(id, { newPassword: 'first123' });
    let ranInTransaction = false;
    await expect(
      users.changePassword(id, { oldPassword: 'first123', newPassword: 'second12' }, async (tx) => {
        ranInTransaction = tx !== undefined;
        throw new Error('ending the sessions failed');
      }),
    ).rejects.toThrow('ending the sessions failed');
    expect(ranInTransaction).toBe(true);
    expect(await users.verifyCredentials('13900012006', 'first123')).toBe(id);
    expect(await users.verifyCredentials('13900012006', 'second12')).toBeNull();
  });
});
