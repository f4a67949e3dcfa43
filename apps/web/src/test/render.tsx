import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router';
import type { vi } from 'vitest';

/**
 * Answers fetch calls by path with the API envelope, as the server would. Keys are endpoint paths as
 * the routes of @tijian/client give them (`[orders.getOrder.path]: …`); a `:param` stands for any
 * segment, and a path written out in full wins over a pattern.
 */
export type ApiRoutes = Record<string, unknown | ((url: URL, init?: RequestInit) => unknown)>;

function routeFor(routes: ApiRoutes, path: string): string | undefined {
  if (path in routes) return path;
  const segments = path.split('/');
  return Object.keys(routes).find((key) => {
    const pattern = key.split('/');
    return (
      pattern.length === segments.length &&
      pattern.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))
    );
  });
}

export function envelopeResponse(data: unknown, error_code = '000000', error = ''): Response {
  return new Response(JSON.stringify({ error_code, error, data }), {
    headers: { 'Content-Type': 'application/json' },
  });
}

export function mockApi(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, routes: ApiRoutes): void {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = routeFor(routes, url.pathname.replace(/^\/m/, ''));
    if (key === undefined) return envelopeResponse(null, 'not,found', '未找到');
    const answer = routes[key];
    const data = typeof answer === 'function' ? answer(url, init) : answer;
    return data instanceof Response ? data : envelopeResponse(data);
  });
}

/** Every call fails as a busy server's does: a failure a page should offer to retry. */
export function mockFailingApi(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>): void {
  fetchMock.mockImplementation(async () => envelopeResponse(null, 'system,error', '系统繁忙，请稍后再试'));
}

// A page inside a router and a fresh query cache; `path` is where it is mounted.
export function renderPage(
  element: ReactElement,
  { path = '/', url = path }: { path?: string; url?: string } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const result = render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={element} />
          <Route path="*" element={<p>navigated</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

function Where() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * The page at `url` in a data router (what useBlocker and the like need) and a fresh query cache;
 * anywhere else it navigates to shows the address it reached (test id `location`).
 */
export function renderRoutedPage(element: ReactElement, { path, url }: { path: string; url: string }) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter(
    [
      { path, element },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [url] },
  );
  return {
    ...render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
    client,
    router,
  };
}
