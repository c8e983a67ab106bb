import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createAdmin } from '../../../test/factories';

const TOKEN = 'scrape-secret-0123456789';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await app.close();
});

const scrape = (authorization?: string) =>
  app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('answers only the bearer token', async () => {
    for (const header of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, `Bearer ${TOKEN}x`]) {
      const res = await scrape(header);
      expect(res.statusCode).toBe(401);
      expect(res.json().error.message).toContain('METRICS_TOKEN');
    }
  });

  it('counts requests by route pattern, not by raw URL, with latency, outbox backlog and job runs', async () => {
    const admin = await createAdmin(app);
    for (const id of ['a1', 'b2', 'c3']) {
      await as(admin, app, { method: 'GET', url: `/api/portals/${id}` });
    }
    await app.inject({ method: 'GET', url: '/api/health' });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    const portalCount = text
      .split('\n')
      .find((line) => line.startsWith('clientdock_http_requests_total') && line.includes('route="/api/portals/:id"'));
    expect(portalCount).toMatch(/status="404".* 3$/);
    expect(text).not.toContain('/api/portals/a1');
    const healthCount = text
      .split('\n')
      .find(
        (line) =>
          line.startsWith('clientdock_http_request_duration_seconds_count') && line.includes('route="/api/health"'),
      );
    expect(healthCount).toMatch(/ 1$/);
    expect(text).toMatch(/clientdock_outbox_backlog\{app="clientdock"\} \d+/);
    expect(text).toMatch(/clientdock_stored_file_bytes\{app="clientdock"\} 0/);
    expect(text).toContain('# TYPE clientdock_sse_streams_open gauge');
    expect(text).toContain('# TYPE clientdock_upload_bytes_total counter');
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no /metrics', async () => {
    const plain = await buildTestApp();
    const res = await plain.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    await plain.close();
  });
});
