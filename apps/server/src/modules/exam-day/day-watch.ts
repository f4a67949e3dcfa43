// One poller per process for every open exam-day stream: each `intervalMs` it reads the version of
// every centre-day someone watches (one query), and tells the watchers of a day whose version moved.
// A change made by any process raises the version in its own transaction, so the stream of every
// process hears of it within one interval: on PGlite and PostgreSQL alike, with no LISTEN connection.
import { type Day, dayKey } from './repository.ts';

export const POLL_MS = 500;

type Watcher = () => void;

export function createDayWatch(opts: {
  versions: (days: readonly Day[]) => Promise<Map<string, number>>;
  intervalMs?: number;
  onError?: (error: unknown) => void;
}) {
  const watched = new Map<string, { day: Day; version: number | null; watchers: Set<Watcher> }>();
  let timer: NodeJS.Timeout | null = null;
  let polling = false;

  async function poll(): Promise<void> {
    if (polling || watched.size === 0) return;
    polling = true;
    try {
      const entries = [...watched.values()];
      const versions = await opts.versions(entries.map((e) => e.day));
      for (const entry of entries) {
        const version = versions.get(dayKey(entry.day)) ?? 0;
        const moved = entry.version !== null && version !== entry.version;
        entry.version = version;
        if (moved) for (const w of entry.watchers) w();
      }
    } catch (error) {
      opts.onError?.(error);
    } finally {
      polling = false;
    }
  }

  return {
    /**
     * Calls `onChange` after each change of the day's queue; answers the unwatch, and when the day's
     * version is known: the state read after that is the state every later change is counted from.
     */
    watch(day: Day, onChange: Watcher): { unwatch: () => void; ready: Promise<void> } {
      const key = dayKey(day);
      let entry = watched.get(key);
      if (!entry) {
        entry = { day, version: null, watchers: new Set() };
        watched.set(key, entry);
      }
      entry.watchers.add(onChange);
      if (!timer) {
        timer = setInterval(() => void poll(), opts.intervalMs ?? POLL_MS);
        timer.unref();
      }
      const known = entry;
      const ready =
        known.version !== null
          ? Promise.resolve()
          : opts.versions([day]).then((v) => {
              known.version ??= v.get(key) ?? 0;
            });
      const unwatch = () => {
        const e = watched.get(key);
        if (!e) return;
        e.watchers.delete(onChange);
        if (e.watchers.size === 0) watched.delete(key);
        if (watched.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      };
      return { unwatch, ready };
    },
    poll,
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
      watched.clear();
    },
  };
}
