import { vi } from 'vitest';

export interface MockResponse {
  status?: number;
  body?: unknown;
}

type Handler = MockResponse | ((init: RequestInit) => MockResponse | Promise<MockResponse>);

/** Replaces fetch with canned answers keyed by "METHOD /path"; unknown calls answer 404. */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const key = `${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    const handler = handlers[key];
    const answer = typeof handler === 'function' ? await handler(init) : handler;
    const { status = 200, body } = answer ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: `No mock for ${key}` } },
    };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function callsTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = typeof input === 'string' ? input : String(input);
    return (init?.method ?? 'GET') === method && url === path;
  });
}

export const unauthorized: MockResponse = {
  status: 401,
  body: { error: { code: 'UNAUTHORIZED', message: 'Sign in to continue' } },
};
