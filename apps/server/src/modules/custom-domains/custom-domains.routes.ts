import { customDomainCreateSchema, customDomainSchema, messages } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { startDomainChecks } from '../../jobs/domain-checks';
import { NotFound } from '../../lib/errors';
import { withFailureMessage } from '../../lib/failure-message';
import { requestMeta } from '../../lib/request-meta';
import { requireUserHook, signedInUser } from '../auth';
import {
  getDomainStatus,
  listDomains,
  mayIssueCertificate,
  registerDomain,
  removeDomain,
} from './custom-domains.service';
import { registerCustomDomainRouting } from './host-routing';

const domainParams = z.object({ domain: z.string().max(300) });

async function customDomainsApi(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // Public: a TLS proxy with on-demand certificates (Caddy's on_demand_tls ask) calls this before issuing one.
  api.get(
    '/api/custom-domains/tls-ask',
    {
      schema: {
        summary: 'For a TLS proxy: may a certificate be issued for this domain?',
        tags: ['Custom domains'],
        querystring: z.object({ domain: z.string().max(300).optional() }),
      },
    },
    async (request) => {
      if (!(await mayIssueCertificate(app.ctx, request.query.domain ?? ''))) throw new NotFound();
      return { ok: true };
    },
  );

  api.get(
    '/api/custom-domains',
    { onRequest: requireUserHook, schema: { summary: 'List your custom domains', tags: ['Custom domains'] } },
    async (request) => {
      const user = signedInUser(request);
      return { domains: await listDomains(app.ctx, user) };
    },
  );

  api.post(
    '/api/custom-domains',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Register a custom domain',
        tags: ['Custom domains'],
        body: customDomainCreateSchema,
        response: { 200: customDomainSchema, 201: customDomainSchema },
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const { domain } = request.body;
      const result = await withFailureMessage(request.log, messages.failedRegisterDomain(500), () =>
        registerDomain(app.ctx, user, domain, requestMeta(request)),
      );
      return reply.code(result.created ? 201 : 200).send(result.domain);
    },
  );

  api.get(
    '/api/custom-domains/:domain/status',
    {
      onRequest: requireUserHook,
      schema: {
        summary: 'Check a custom domain\u2019s DNS records now',
        tags: ['Custom domains'],
        params: domainParams,
        response: { 200: customDomainSchema },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      return withFailureMessage(request.log, messages.failedDomainStatus(500), () =>
        getDomainStatus(app.ctx, user, request.params.domain),
      );
    },
  );

  api.delete(
    '/api/custom-domains/:domain',
    {
      onRequest: requireUserHook,
      schema: { summary: 'Remove a custom domain', tags: ['Custom domains'], params: domainParams },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      await removeDomain(app.ctx, user, request.params.domain, requestMeta(request));
      return reply.code(204).send();
    },
  );
}

/**
 * Custom domains. Not encapsulated (fastify-plugin): the Host check must run before every route of the
 * app, not only this module's.
 */
export const customDomainsRoutes = fp(
  async (app: FastifyInstance) => {
    registerCustomDomainRouting(app);
    if (app.ctx.config.runJobs && app.ctx.config.env !== 'test') {
      app.addHook('onReady', async () => {
        startDomainChecks(app);
      });
    }
    await app.register(customDomainsApi);
  },
  { name: 'custom-domains' },
);
