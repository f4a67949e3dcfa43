import { describe, expect, it } from 'vitest';
import { HashGate, hashPassword, legacyScryptHash, needsRehash, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('uses argon2id at OWASP parameters and still verifies (and flags) old scrypt hashes', async () => {
    const hash = await hashPassword('pass-word-1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword('pass-word-1', hash)).toBe(true);
    expect(await verifyPassword('pass-word-2', hash)).toBe(false);
    expect(needsRehash(hash)).toBe(false);
    const old = await legacyScryptHash('pass-word-1');
    expect(await verifyPassword('pass-word-1', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(await verifyPassword('anything', null)).toBe(false);
    expect(await verifyPassword('anything', 'garbage')).toBe(false);
  });

  it('runs at most `limit` hashes at once, queues up to 16× more and refuses the rest', async () => {
    const gate = new HashGate(2);
    let running = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const work = () =>
      gate.run(async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
      });
    const accepted = Array.from({ length: 2 + 32 }, work);
    await expect(work()).rejects.toMatchObject({ code: 'system,error' });
    while (releases.length) {
      releases.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
    await Promise.all(accepted);
    expect(peak).toBe(2);
  });
});
