import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { queryClient } from '@/shared/lib/query-client.ts';

// Screens are lazy chunks, and antd's first render of a table or a date picker is slow in jsdom (more so
// on a busy machine): findBy… waits for them longer than its default second.
configure({ asyncUtilTimeout: 8000 });

// The API client as main.tsx configures it.
beforeAll(async () => {
  (await import('@/app/api-client.ts')).configureApiClient();
});

// jsdom lacks what antd's layout and responsive helpers ask of the browser.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

class NoResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;

afterEach(() => {
  cleanup();
  queryClient.clear();
  sessionStorage.clear();
});

// A commit just before cleanup leaves React's passive-effect flush queued on setImmediate, and that
// callback reads window.event: if the file's jsdom is torn down first it throws "window is not
// defined" as an unhandled error, which fails the whole run (CI, 2026-11-27). Let the queue drain.
afterAll(async () => {
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
});
