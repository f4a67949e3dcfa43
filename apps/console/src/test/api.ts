import type { vi } from 'vitest';

/**
 * Answers fetch calls by API path (as the routes of @tijian/client give them, `operator.operatorMe.path`)
 * with the envelope the server sends. An answer may be a function of the request; an `ApiFailure`
 * answers with that error code and message.
 */
export type ApiRoutes = Record<string, unknown | ((url: URL, init?: RequestInit) => unknown)>;

export class ApiFailure {
  constructor(
    readonly code: string,
    readonly message: string,
  ) {}
}

export function envelopeResponse(data: unknown, error_code = '000000', error = ''): Response {
  return new Response(JSON.stringify({ error_code, error, data }), {
    headers: { 'Content-Type': 'application/json' },
  });
}

export function mockApi(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, routes: ApiRoutes): void {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const path = url.pathname.replace(/^\/m/, '');
    if (!(path in routes)) return envelopeResponse(null, 'not,found', '请求的接口不存在');
    const answer = routes[path];
    const data = typeof answer === 'function' ? answer(url, init) : answer;
    if (data instanceof ApiFailure) return envelopeResponse(null, data.code, data.message);
    return envelopeResponse(data);
  });
}

/** The JSON bodies sent to a path, in order. */
export function sentBodies(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input]) => new URL(String(input), 'http://localhost').pathname === `/m${path}`)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

/** How many calls went to a path. */
export function callsTo(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>, path: string): number {
  return fetchMock.mock.calls.filter(
    ([input]) => new URL(String(input), 'http://localhost').pathname === `/m${path}`,
  ).length;
}
