import type { Me, Portal, PortalFile } from '@clientdock/shared';
import { vi } from 'vitest';
import { API_CONTRACT } from './api-contract';

export interface MockResponse {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/** What a handler learns about the call: the full URL (query included) and the :params of its key. */
export interface MockRequest {
  url: URL;
  params: Record<string, string>;
  body: unknown;
}

type Handler = MockResponse | ((init: RequestInit, request: MockRequest) => MockResponse | Promise<MockResponse>);

function matchKey(pattern: string, key: string): Record<string, string> | null {
  if (!pattern.includes(':')) return pattern === key ? {} : null;
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(part.slice(1));
      return '([^/]+)';
    })
    .join('/');
  const match = new RegExp(`^${source}$`).exec(key);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
}

const violations: string[] = [];

/** Answers and request bodies of this test that broke the API contract; the list is emptied. */
export function takeContractViolations(): string[] {
  return violations.splice(0);
}

function contractFor(key: string) {
  const exact = API_CONTRACT[key];
  if (exact) return exact;
  for (const [pattern, entry] of Object.entries(API_CONTRACT)) if (matchKey(pattern, key)) return entry;
  return undefined;
}

function checkContract(key: string, status: number, requestBody: unknown, responseBody: unknown) {
  const contract = contractFor(key);
  if (!contract) return;
  const problems = (what: string, schema: NonNullable<typeof contract.body>, value: unknown) => {
    const result = schema.safeParse(value);
    if (result.success) return;
    const where = result.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    violations.push(`${key}: the ${what} does not match the API contract (${where.join('; ')})`);
  };
  if (contract.body && requestBody !== undefined) problems('request body', contract.body, requestBody);
  if (contract.response && status >= 200 && status < 300 && responseBody !== undefined) {
    problems('mocked answer', contract.response, responseBody);
  }
}

/**
 * Replaces fetch with canned answers keyed by "METHOD /path"; keys may hold :params ("GET /api/portals/:id").
 * Exact keys win over patterns; unknown calls answer 404.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const key = `${init.method ?? 'GET'} ${url.pathname}`;
    let handler: Handler | undefined = handlers[key];
    let params: Record<string, string> = {};
    if (!handler) {
      for (const [pattern, candidate] of Object.entries(handlers)) {
        const found = matchKey(pattern, key);
        if (found) {
          handler = candidate;
          params = found;
          break;
        }
      }
    }
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = typeof handler === 'function' ? await handler(init, { url, params, body }) : handler;
    const {
      status = 200,
      body: responseBody,
      headers = {},
    } = answer ?? {
      status: 404,
      body: { error: { code: 'NOT_FOUND', message: `No mock for ${key}` } },
    };
    checkContract(key, status, body, responseBody);
    return new Response(responseBody === undefined || status === 204 ? null : JSON.stringify(responseBody), {
      status,
      headers: { 'content-type': 'application/json', ...headers },
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

/** The JSON bodies sent with calls to METHOD path (path without its query). */
export function bodiesSentTo(fetchMock: ReturnType<typeof mockApi>, method: string, path: string): unknown[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => {
      const url = new URL(typeof input === 'string' ? input : String(input), 'http://localhost');
      return (init?.method ?? 'GET') === method && url.pathname === path;
    })
    .map(([, init]) => (typeof init?.body === 'string' ? JSON.parse(init.body) : undefined));
}

/** The body a handler received, parsed from JSON. */
export function jsonBody<T = Record<string, unknown>>(init: RequestInit): T {
  return JSON.parse(String(init.body ?? '{}')) as T;
}

export const unauthorized: MockResponse = {
  status: 401,
  body: { error: { code: 'UNAUTHORIZED', message: 'Sign in to continue' } },
};

export const apiError = (status: number, code: string, message: string): MockResponse => ({
  status,
  body: { error: { code, message } },
});

interface PortalServerState {
  me: Me;
  portals: Portal[];
  files?: Record<string, PortalFile[]>;
}

/**
 * An in-memory stand-in for the portal and file routes (the server's contract in ARCHITECTURE.md), enough for a
 * screen to list, filter, create, change, archive and restore portals. Override any key to answer differently.
 */
export function portalEndpoints(state: PortalServerState): Record<string, Handler> {
  const files = state.files ?? {};
  const find = (id: string) => state.portals.find((portal) => portal.id === id);
  const notFound = apiError(404, 'NOT_FOUND', 'Portal not found.');
  const withCounts = (portal: Portal): Portal => ({
    ...portal,
    counts: { ...portal.counts, files: files[portal.id]?.length ?? portal.counts.files },
  });
  const replace = (next: Portal) => {
    state.portals = state.portals.map((portal) => (portal.id === next.id ? next : portal));
    return { body: withCounts(next) };
  };
  return {
    'GET /api/me': () => ({ body: state.me }),
    'GET /api/portals': (_init, { url }) => {
      const status = url.searchParams.get('status');
      const q = url.searchParams.get('q')?.toLowerCase();
      const sort = (url.searchParams.get('sort') ?? 'updatedAt') as 'name' | 'createdAt' | 'updatedAt';
      const desc = (url.searchParams.get('order') ?? (sort === 'name' ? 'asc' : 'desc')) === 'desc';
      const list = state.portals
        .filter((portal) => (status ? status === 'all' || portal.status === status : portal.status !== 'archived'))
        .filter((portal) => !q || portal.name.toLowerCase().includes(q))
        .sort((a, b) => (desc ? -1 : 1) * String(a[sort]).localeCompare(String(b[sort])));
      return {
        body: {
          portals: list.map(withCounts),
          usage: { activePortals: state.me.usage.activePortals, portalLimit: state.me.limits.portals },
        },
      };
    },
    'POST /api/portals': (_init, { body }) => {
      const input = body as Partial<Portal> & { name: string };
      const id = `portal-${state.portals.length + 1}`;
      const portal: Portal = {
        ...makePortalShape(id),
        name: input.name,
        description: input.description ?? '',
        accessType: input.accessType ?? 'link',
        status: (input.status as Portal['status']) ?? 'active',
      };
      state.portals = [...state.portals, portal];
      return { status: 201, body: portal };
    },
    'GET /api/portals/:id': (_init, { params }) => {
      const portal = find(params.id ?? '');
      return portal ? { body: withCounts(portal) } : notFound;
    },
    'PATCH /api/portals/:id': (_init, { params, body }) => {
      const portal = find(params.id ?? '');
      if (!portal) return notFound;
      const { pin, ...changes } = body as Partial<Portal> & { pin?: string };
      return replace({
        ...portal,
        ...changes,
        hasPin: pin ? true : portal.hasPin,
        updatedAt: new Date().toISOString(),
      });
    },
    'DELETE /api/portals/:id': (_init, { params }) => {
      state.portals = state.portals.filter((portal) => portal.id !== params.id);
      return { status: 204 };
    },
    'POST /api/portals/:id/archive': (_init, { params }) => {
      const portal = find(params.id ?? '');
      return portal ? replace({ ...portal, status: 'archived', archivedAt: new Date().toISOString() }) : notFound;
    },
    'POST /api/portals/:id/restore': (_init, { params, body }) => {
      const portal = find(params.id ?? '');
      const status = (body as { status?: 'draft' | 'active' } | undefined)?.status ?? 'active';
      return portal ? replace({ ...portal, status, archivedAt: null }) : notFound;
    },
    'GET /api/portals/:id/files': (_init, { params }) => ({ body: { files: files[params.id ?? ''] ?? [] } }),
    'PUT /api/portals/:id/files/order': (_init, { params, body }) => {
      const current = files[params.id ?? ''] ?? [];
      const order = (body as { fileIds: string[] }).fileIds;
      files[params.id ?? ''] = order.flatMap((id) => current.find((file) => file.id === id) ?? []);
      return { body: { files: files[params.id ?? ''] } };
    },
    'PATCH /api/portals/:id/files/:fileId': (_init, { params, body }) => {
      const list = files[params.id ?? ''] ?? [];
      const file = list.find((candidate) => candidate.id === params.fileId);
      if (!file) return apiError(404, 'NOT_FOUND', 'File not found.');
      const renamed = { ...file, ...(body as Partial<PortalFile>) };
      files[params.id ?? ''] = list.map((candidate) => (candidate.id === file.id ? renamed : candidate));
      return { body: renamed };
    },
    'DELETE /api/portals/:id/files/:fileId': (_init, { params }) => {
      files[params.id ?? ''] = (files[params.id ?? ''] ?? []).filter((file) => file.id !== params.fileId);
      return { status: 204 };
    },
    'GET /api/portals/by-uuid/:uuid/archive-view': (_init, { params }) => {
      const portal = state.portals.find((candidate) => candidate.uuid === params.uuid);
      if (!portal) return notFound;
      return { body: { portal: withCounts(portal), files: files[portal.id] ?? [], comments: [], approvals: [] } };
    },
  };
}

function makePortalShape(id: string): Portal {
  const now = '2026-11-20T10:00:00.000Z';
  return {
    id,
    uuid: `${id}-uuid`,
    name: 'Portal',
    description: '',
    status: 'active',
    accessType: 'link',
    hasPin: false,
    allowedEmails: [],
    allowDownload: true,
    expiresAt: null,
    branding: {},
    sections: [],
    templateId: null,
    shareUrl: `http://localhost:3000/portal/${id}-uuid`,
    createdAt: now,
    updatedAt: now,
    archivedAt: null,
    counts: { files: 0, views: 0, downloads: 0, comments: 0, approvals: 0, lastAccessedAt: null },
  };
}
