/**
 * A short-lived read-through cache for reference data (centres, banners, news) that every visitor
 * reads and an operator rarely changes. Entries hold the pending promise, so a burst of identical
 * misses makes one query. Keyed per database handle, so two apps (or test files) never share rows.
 */
const caches = new WeakMap<object, Map<string, { expiresAt: number; value: Promise<unknown> }>>();

export const REFERENCE_TTL_MS = 30_000;
// Query strings make keys (news pages); a bound keeps arbitrary parameters from growing memory.
const MAX_ENTRIES = 1000;

export function cachedRead<T>(
  db: object,
  key: string,
  load: () => Promise<T>,
  ttlMs = REFERENCE_TTL_MS,
): Promise<T> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const now = Date.now();
  const hit = cache.get(key);
  if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const value = load();
  const entries = cache;
  entries.set(key, { expiresAt: now + ttlMs, value });
  // A failure (not found, a dropped connection) is answered once, never remembered.
  value.catch(() => entries.delete(key));
  return value;
}

/** Drops every cached read of this database, after its reference data changed (seed, admin edits). */
export function invalidateReads(db: object): void {
  caches.get(db)?.clear();
}

/** What a service is built with: the cache of its database, reads keyed within it. */
export interface ReadCache {
  read<T>(key: string, load: () => Promise<T>, ttlMs?: number): Promise<T>;
}

export function readCacheOf(db: object): ReadCache {
  return { read: (key, load, ttlMs) => cachedRead(db, key, load, ttlMs) };
}
