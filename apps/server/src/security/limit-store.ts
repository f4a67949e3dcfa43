import { Redis } from 'ioredis';

/**
 * Counters with an expiry, for throttling and lockouts. In this process's memory by default; in Redis
 * (REDIS_URL) the counts are shared by every server process, so a script cannot spread its guesses
 * over them.
 */
export interface LimitStore {
  /** Adds one to `key`, starting a window of `windowMs` when none is open; the count and the ms left. */
  hit(key: string, windowMs: number): Promise<{ count: number; msLeft: number }>;
  /** The count and the ms left, or 0 when no window is open. */
  peek(key: string): Promise<{ count: number; msLeft: number }>;
  /** Sets `key` to `count` for `ttlMs`. */
  set(key: string, count: number, ttlMs: number): Promise<void>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}

/** One process's counters; time comes from the app's clock so tests can move it. */
export class MemoryLimitStore implements LimitStore {
  private readonly entries = new Map<string, { count: number; until: number }>();
  constructor(private readonly clock: () => Date = () => new Date()) {}

  private live(key: string) {
    const entry = this.entries.get(key);
    const now = this.clock().getTime();
    if (entry && entry.until <= now) {
      this.entries.delete(key);
      return undefined;
    }
    // An occasional sweep keeps a flood of one-off keys from growing the map without end.
    if (this.entries.size > 100_000) {
      for (const [k, e] of this.entries) if (e.until <= now) this.entries.delete(k);
    }
    return entry;
  }

  async hit(key: string, windowMs: number) {
    const now = this.clock().getTime();
    const entry = this.live(key) ?? { count: 0, until: now + windowMs };
    entry.count++;
    this.entries.set(key, entry);
    return { count: entry.count, msLeft: entry.until - now };
  }

  async peek(key: string) {
    const entry = this.live(key);
    return entry
      ? { count: entry.count, msLeft: entry.until - this.clock().getTime() }
      : { count: 0, msLeft: 0 };
  }

  async set(key: string, count: number, ttlMs: number) {
    this.entries.set(key, { count, until: this.clock().getTime() + ttlMs });
  }

  async clear(key: string) {
    this.entries.delete(key);
  }

  async close() {}
}

const HIT = `local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local t = redis.call('PTTL', KEYS[1])
if t < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) t = tonumber(ARGV[1]) end
return {c, t}`;

/** Counters in Redis: one atomic script per hit, expiry by Redis's own clock. */
export class RedisLimitStore implements LimitStore {
  constructor(
    readonly redis: Redis,
    private readonly prefix = 'tijian:limit:',
  ) {}

  static connect(url: string, prefix?: string) {
    const redis = new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false });
    // Connection errors surface on the commands (the request then fails closed); the event needs a listener.
    redis.on('error', () => {});
    return new RedisLimitStore(redis, prefix);
  }

  async hit(key: string, windowMs: number) {
    const [count, msLeft] = (await this.redis.eval(HIT, 1, this.prefix + key, String(windowMs))) as [
      number,
      number,
    ];
    return { count, msLeft };
  }

  async peek(key: string) {
    const [value, ttl] = await this.redis
      .multi()
      .get(this.prefix + key)
      .pttl(this.prefix + key)
      .exec()
      .then((r) => (r ?? []).map(([, v]) => v) as [string | null, number]);
    return value === null ? { count: 0, msLeft: 0 } : { count: Number(value), msLeft: Math.max(ttl, 0) };
  }

  async set(key: string, count: number, ttlMs: number) {
    await this.redis.set(this.prefix + key, String(count), 'PX', ttlMs);
  }

  async clear(key: string) {
    await this.redis.del(this.prefix + key);
  }

  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
