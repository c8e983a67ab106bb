import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/build-app';
import { createCreator, createPortal, signUp, type TestUser } from '../test/factories';

// Routes whose answer is an endless stream or a raw protocol handler with its own tests.
const SKIPPED = new Set(['GET /api/notifications/stream']);
const RUNS_PER_ROUTE = 6;
// Routes that end the session they are called with; they run last.
const SESSION_ENDING = /sign-out|DELETE \/api\/account$/;

let app: FastifyInstance;
let admin: TestUser;
let creator: TestUser;
let token: string;
let portal: { id: string; uuid: string };
let routes: { method: string; path: string }[];

beforeAll(async () => {
  // The token's minute limit is lifted so the junk reaches the routes rather than the limit.
  app = await buildTestApp({ config: { apiTokenRatePerMinute: 1_000_000 } });
  admin = await signUp(app, { email: 'operator@example.com' });
  creator = await createCreator(app);
  portal = await createPortal(app, creator);
  token = (
    await app.inject({
      method: 'POST',
      url: '/api/tokens',
      headers: { cookie: creator.cookie },
      payload: { name: 'Fuzz', scopes: ['read', 'write'] },
    })
  ).json().token;
  const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => ({ method: method.toUpperCase(), path })),
  );
  routes.sort(
    (a, b) =>
      Number(SESSION_ENDING.test(`${a.method} ${a.path}`)) - Number(SESSION_ENDING.test(`${b.method} ${b.path}`)),
  );
}, 60_000);
afterAll(() => app.close());

const junkText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'null',
    '../../etc/passwd',
    '%00',
    '<script>',
    "' or 1=1 --",
    'é'.repeat(300),
  ),
  fc.uuid(),
);
const junkBody = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.dictionary(
    fc.constantFrom('name', 'email', 'id', 'status', 'plan', 'pin', 'sections', 'page', 'limit'),
    fc.jsonValue({ maxDepth: 2 }),
  ),
);
const junkQuery = fc.dictionary(
  fc.constantFrom('period', 'page', 'limit', 'q', 'status', 'plan', 'kind', 'from', 'to', 'tab', 'sort', 'token'),
  junkText,
  { maxKeys: 3 },
);

function fillPath(path: string, values: string[]): string {
  let index = 0;
  return path.replace(/\{[^}]+\}|:[A-Za-z]+/g, () => encodeURIComponent(values[index++ % values.length] || 'x'));
}

describe('every route answers junk with a 4xx, never a 5xx', () => {
  it('for anonymous visitors, a creator, an admin and a creator’s API token', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    const signedOut = new Set<string>();
    const inputs = fc.sample(
      fc.record({
        pathValues: fc.array(fc.oneof(junkText, fc.constant(portal.id), fc.constant(portal.uuid)), {
          minLength: 1,
          maxLength: 3,
        }),
        body: junkBody,
        query: junkQuery,
        who: fc.constantFrom<('anonymous' | 'creator' | 'admin' | 'token')[]>('anonymous', 'creator', 'admin', 'token'),
        asText: fc.boolean(),
      }),
      { numRuns: routes.length * RUNS_PER_ROUTE, seed: 20261123 },
    );
    let n = 0;
    for (const route of routes) {
      if (SKIPPED.has(`${route.method} ${route.path}`)) continue;
      for (let run = 0; run < RUNS_PER_ROUTE; run++) {
        const input = inputs[n++];
        const cookie = input.who === 'creator' ? creator.cookie : input.who === 'admin' ? admin.cookie : undefined;
        const request: InjectOptions = {
          method: route.method as InjectOptions['method'],
          url: fillPath(route.path, input.pathValues),
          query: input.query,
          headers: {
            ...(cookie ? { cookie } : {}),
            ...(input.who === 'token' ? { authorization: `Bearer ${token}` } : {}),
            'content-type': input.asText ? 'text/plain' : 'application/json',
          },
        };
        if (route.method !== 'GET' && route.method !== 'DELETE') {
          request.payload = input.asText ? String(JSON.stringify(input.body)).slice(1) : JSON.stringify(input.body);
        }
        const res = await app.inject(request);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 401 && input.who !== 'anonymous')
          signedOut.add(`${input.who} at ${route.method} ${route.path}`);
        if (res.statusCode >= 500) {
          failures.push(
            `${route.method} ${request.url} as ${input.who} -> ${res.statusCode} ${res.body.slice(0, 200)}`,
          );
        }
      }
    }
    expect(routes.length).toBeGreaterThan(50);
    // The junk reached the handlers (not only the session check), and the sessions lasted to the last route.
    expect(statuses.get(400) ?? 0).toBeGreaterThan(100);
    expect([...signedOut].filter((where) => !SESSION_ENDING.test(where))).toEqual([]);
    expect(failures).toEqual([]);
  }, 300_000);
});
