import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import { ErrorCode } from '@tijian/domain';
import { AppError } from '../../http/app-error.ts';

const scryptAsync = promisify(scrypt) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: object,
) => Promise<Buffer>;

/** OWASP's argon2id minimum (Password Storage Cheat Sheet): 19 MiB, 2 passes, 1 lane. */
export const ARGON2 = {
  algorithm: 2 as const /* Algorithm.Argon2id */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;
const CURRENT_PREFIX = `$argon2id$v=19$m=${ARGON2.memoryCost},t=${ARGON2.timeCost},p=${ARGON2.parallelism}$`;

/**
 * At most `limit` hashes run at once (each takes ~20 MiB and tens of milliseconds); more wait in a
 * line of at most `limit * 16`, and beyond that the request is refused at once, so a burst of logins
 * cannot stall the server or exhaust its memory.
 */
export class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly limit: number) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.limit * 16) {
        throw new AppError(ErrorCode.systemError, '系统繁忙，请稍后再试');
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

let gate = new HashGate(4);
/** Sets how many hashes may run at once (PASSWORD_HASH_CONCURRENCY). */
export function setHashConcurrency(limit: number): void {
  gate = new HashGate(limit);
}

export function hashPassword(password: string): Promise<string> {
  return gate.run(() => argon2Hash(password, ARGON2));
}

/** A hash of nothing anyone knows: verified against when a phone has no password, so timing tells nothing. */
let decoy: Promise<string> | undefined;

/** True when `stored` holds a hash of an older kind or weaker parameters: rehash at this login. */
export const needsRehash = (stored: string) => !stored.startsWith(CURRENT_PREFIX);

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  if (stored === null) {
    decoy ??= argon2Hash(randomBytes(16).toString('hex'), ARGON2);
    const target = await decoy;
    await gate.run(() => argon2Verify(target, password));
    return false;
  }
  if (stored.startsWith('$argon2')) {
    return gate.run(() => argon2Verify(stored, password).catch(() => false));
  }
  // Hashes written before argon2id (scrypt$N$r$p$salt$hash): still accepted, replaced at the next login.
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, n, r, p, salt, hash] = parts as [string, string, string, string, string, string];
  const expected = Buffer.from(hash, 'base64');
  const actual = await gate.run(() =>
    scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, {
      N: Number(n),
      r: Number(r),
      p: Number(p),
      maxmem: 256 * 1024 * 1024,
    }),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The legacy scrypt form, for tests of the upgrade path. */
export async function legacyScryptHash(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 32, { N: 16384, r: 8, p: 1 });
  return `scrypt$16384$8$1$${salt.toString('base64')}$${hash.toString('base64')}`;
}
