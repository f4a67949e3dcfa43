import { afterEach, beforeEach, type Mock, vi } from 'vitest';

/**
 * A logged-in page's network for one test file: `fetch` replaced by the mock returned (answer it with
 * mockApi), the session cookie set, both undone after each test.
 */
export function loggedInFetch(): Mock<typeof fetch> {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    document.cookie = 'token=t-1; path=/';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });
  return fetchMock;
}

/**
 * Stand-ins for shared/ui/feedback.ts (antd-mobile's toast and dialogs, loaded on first use), so a
 * test checks what a page says: `vi.mock('@/shared/ui/feedback.ts', () => feedbackMock())`.
 */
export function feedbackMock() {
  return {
    showToast: vi.fn(),
    clearToast: vi.fn(),
    showToastOnNextPage: vi.fn(),
    clearToastForNextPage: vi.fn(),
    alertDialog: vi.fn(async () => undefined),
    confirmDialog: vi.fn(async () => true),
  };
}
