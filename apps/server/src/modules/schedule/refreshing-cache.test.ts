import { describe, expect, it } from 'vitest';
import { refreshingCache } from './refreshing-cache.ts';

function setup() {
  let clock = 0;
  let version = 0;
  const pending: (() => void)[] = [];
  const cache = refreshingCache({
    freshMs: 1000,
    maxStaleMs: 2000,
    now: () => clock,
    load: (key) => {
      const v = ++version;
      return new Promise<string>((resolve) => pending.push(() => resolve(`${key}@${v}`)));
    },
  });
  const settle = async () => {
    while (pending.length) pending.shift()!();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { cache, settle, tick: (ms: number) => (clock += ms), loads: () => version };
}

describe('refreshingCache', () => {
  it('loads once for a burst of reads, and answers the same value while fresh', async () => {
    const { cache, settle, loads } = setup();
    const a = cache.get('k');
    const b = cache.get('k');
    await settle();
    expect(await a).toBe('k@1');
    expect(await b).toBe('k@1');
    expect(loads()).toBe(1);
  });

  it('answers the stale value at once past freshMs and reloads once behind it', async () => {
    const { cache, settle, tick, loads } = setup();
    const first = cache.get('k');
    await settle();
    tick(1500);
    // Answered at once: the reload is still pending.
    expect(await cache.get('k')).toBe('k@1');
    expect(await cache.get('k')).toBe('k@1');
    expect(loads()).toBe(2);
    await settle();
    expect(await cache.get('k')).toBe('k@2');
    expect(await first).toBe('k@1');
  });

  it('waits for a fresh value when the last one is older than maxStaleMs', async () => {
    const { cache, settle, tick } = setup();
    cache.get('k');
    await settle();
    tick(2500);
    const read = cache.get('k');
    await settle();
    expect(await read).toBe('k@2');
  });

  it('loads anew after forget, and drops a reload that was under way', async () => {
    const { cache, settle, tick, loads } = setup();
    cache.get('k');
    await settle();
    tick(1500);
    // A reload starts behind the stale value, then the source changes.
    expect(await cache.get('k')).toBe('k@1');
    cache.forget('k');
    const read = cache.get('k');
    await settle();
    expect(await read).toBe('k@3');
    expect(loads()).toBe(3);
    // The reload that was under way when the value was forgotten does not replace the new one.
    expect(await cache.get('k')).toBe('k@3');
  });

  it('does not remember a failed load', async () => {
    let calls = 0;
    const cache = refreshingCache({
      freshMs: 1000,
      maxStaleMs: 2000,
      load: async () => {
        calls++;
        if (calls === 1) throw new Error('down');
        return 'up';
      },
    });
    await expect(cache.get('k')).rejects.toThrow('down');
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get('k')).toBe('up');
  });
});
