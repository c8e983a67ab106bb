import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type PromClient from 'prom-client';
import { jobCounts } from '../../jobs/job-status';
import { loadPackage } from '../../lib/load-package';
import { UPLOADS_PATH } from '../uploads';
import { createOperationsRepository } from './operations.repository';

const SSE_ROUTE = '/api/notifications/stream';
const UPLOAD_ROUTE = `${UPLOADS_PATH}/:uploadId`;

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in the Prometheus text format, only when METRICS_TOKEN is set and only with it as a bearer
 * token. Without the token nothing here runs: not a hook, not a timer. Per request it costs one counter and
 * one histogram update, labelled by the route pattern (never the raw URL, which would make a series per id).
 */
export function registerMetrics(app: FastifyInstance, token: string | null) {
  if (!token) return;
  const { Counter, Gauge, Histogram, Registry } = loadPackage<typeof PromClient>('prom-client');
  const registry = new Registry();
  registry.setDefaultLabels({ app: 'clientdock' });
  const requests = new Counter({
    name: 'clientdock_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'clientdock_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  const sseStreams = new Gauge({
    name: 'clientdock_sse_streams_open',
    help: 'Notification streams (Server-Sent Events) open now',
    registers: [registry],
  });
  const uploadBytes = new Counter({
    name: 'clientdock_upload_bytes_total',
    help: 'Bytes received in upload chunks that were accepted',
    registers: [registry],
  });
  const ctx = app.ctx;
  new Gauge({
    name: 'clientdock_job_runs_total',
    help: 'Runs of each scheduled job since this process started (a gauge of a count, read at scrape)',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
    collect() {
      this.reset();
      for (const job of jobCounts(ctx)) {
        this.set({ job: job.name, outcome: 'success' }, job.runs - job.failures);
        this.set({ job: job.name, outcome: 'failure' }, job.failures);
      }
    },
  });
  const repo = createOperationsRepository(ctx.db);
  new Gauge({
    name: 'clientdock_outbox_backlog',
    help: 'Mail waiting to be sent or tried again',
    registers: [registry],
    async collect() {
      this.set(await ctx.repos.mail.countBacklog());
    },
  });
  new Gauge({
    name: 'clientdock_stored_file_bytes',
    help: 'Bytes of all files in portals',
    registers: [registry],
    async collect() {
      this.set(await repo.storedFileBytes());
    },
  });

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    if (request.routeOptions.url === SSE_ROUTE) {
      sseStreams.inc();
      reply.raw.once('close', () => sseStreams.dec());
    }
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    requests.inc({ method: request.method, route, status });
    latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
    if (route === UPLOAD_ROUTE && request.method === 'PATCH' && status === 204) {
      uploadBytes.inc(Number(request.headers['content-length']) || 0);
    }
    done();
  });

  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!sameToken(given, token)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      return reply.code(401).send({
        error: {
          code: 'UNAUTHORIZED',
          message: 'Send the METRICS_TOKEN as a bearer token: Authorization: Bearer <token>.',
        },
      });
    }
    reply.header('content-type', registry.contentType).header('cache-control', 'no-store');
    return registry.metrics();
  });
}
