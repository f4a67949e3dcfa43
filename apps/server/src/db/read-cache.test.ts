import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachedRead, invalidateReads } from './read-cache.ts';

afterEach(() => vi.useRealTimers());

describe('cachedRead', () => {
  it('loads once for a burst of reads and again after the time to live', async () => {
    vi.useFakeTimers();
    const db = {};
    const load = vi.fn(async () => 'rows');
    await Promise.all([cachedRead(db, 'k', load, 1000), cachedRead(db, 'k', load, 1000)]);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1001);
    await cachedRead(db, 'k', load, 1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps databases apart, forgets failures, and can be invalidated', async () => {
    const a = {};
    const b = {};
    expect(await cachedRead(a, 'k', async () => 'a')).toBe('a');
    expect(await cachedRead(b, 'k', async () => 'b')).toBe('b');
    await expect(cachedRead(a, 'bad', async () => Promise.reject(new Error('gone')))).rejects.toThrow('gone');
    expect(await cachedRead(a, 'bad', async () => 'back')).toBe('back');
    invalidateReads(a);
    expect(await cachedRead(a, 'k', async () => 'fresh')).toBe('fresh');
  });
});
