import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { installAntdRender } from '@/shared/ui/antd-render.ts';

installAntdRender();

// The API client as main.tsx configures it. Imported here, once the test file has registered its
// module mocks, so the client shows its toasts and dialogs through the mocked feedback module too.
beforeAll(async () => {
  (await import('@/app/api-client.ts')).configureApiClient();
});

// jsdom has no IntersectionObserver; antd-mobile's lazy Image and InfiniteScroll need one. This one
// reports nothing, as if the element never scrolled into view.
class NoIntersectionObserver {
  readonly root = null;
  readonly rootMargin = '';
  readonly thresholds: readonly number[] = [];
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}
// Nor pointer capture, which antd-mobile's gesture handling (popups, swipers) calls on touch.
for (const name of ['setPointerCapture', 'releasePointerCapture'] as const) {
  Element.prototype[name] ??= () => undefined;
}
Element.prototype.hasPointerCapture ??= () => false;

globalThis.IntersectionObserver ??= NoIntersectionObserver as unknown as typeof IntersectionObserver;

afterEach(() => {
  cleanup();
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  sessionStorage.clear();
});

// A commit just before cleanup leaves React's passive-effect flush queued on setImmediate, and that
// callback reads window.event: if the file's jsdom is torn down first it throws "window is not
// defined" as an unhandled error, which fails the whole run (CI, 2026-11-27). Let the queue drain.
afterAll(async () => {
  for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
});
