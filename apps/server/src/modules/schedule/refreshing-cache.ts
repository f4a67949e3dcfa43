/**
 * A read-through cache for answers that must stay nearly live (places left) yet are read a thousand
 * times a second. A value older than `freshMs` is still answered while one reload runs behind it, so
 * no reader ever waits for the database under load; a value older than `maxStaleMs` (nobody asked for
 * a while) is reloaded before answering. A reader therefore sees the database as it was at most about
 * `freshMs` plus one load ago under load, and at most `maxStaleMs` ago otherwise. Between reloads the
 * same object is answered, so route() can keep its serialised bytes.
 */
export interface RefreshingCache<T> {
  get(key: string): Promise<T>;
  /** The value changed at its source: the next get loads it anew (a reload under way is not kept). */
  forget(key: string): void;
}

interface Entry<T> {
  value: Promise<T>;
  loadedAt: number;
  reloading: boolean;
}

export function refreshingCache<T>(opts: {
  load: (key: string) => Promise<T>;
  freshMs: number;
  maxStaleMs: number;
  /** keys come from query strings; a bound keeps arbitrary ones from growing memory */
  maxEntries?: number;
  now?: () => number;
}): RefreshingCache<T> {
  const { load, freshMs, maxStaleMs, maxEntries = 1000, now = Date.now } = opts;
  const entries = new Map<string, Entry<T>>();

  const start = (key: string): Entry<T> => {
    if (entries.size >= maxEntries) entries.clear();
    const entry: Entry<T> = { value: load(key), loadedAt: now(), reloading: false };
    entries.set(key, entry);
    // A failure is answered once, never remembered.
    entry.value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
    return entry;
  };

  const reloadBehind = (key: string, entry: Entry<T>) => {
    entry.reloading = true;
    const next = load(key);
    next.then(
      () => {
        // Kept only if the entry it reloads is still the one held: a forget meanwhile drops it.
        if (entries.get(key) === entry) entries.set(key, { value: next, loadedAt: now(), reloading: false });
      },
      () => {
        // Keep answering the last good value; the next read tries again.
        entry.reloading = false;
      },
    );
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return start(key).value;
      const age = now() - entry.loadedAt;
      if (age > maxStaleMs) return start(key).value;
      if (age > freshMs && !entry.reloading) reloadBehind(key, entry);
      return entry.value;
    },

    forget(key) {
      entries.delete(key);
    },
  };
}
