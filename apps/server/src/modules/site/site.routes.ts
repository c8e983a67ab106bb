import type { FastifyInstance } from 'fastify';
import { buildRobots, buildSitemap } from './site.service';

/** What search engines read: the sitemap and robots.txt, both built with this instance's own address. */
export async function siteRoutes(app: FastifyInstance) {
  app.get('/sitemap.xml', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return reply.type('application/xml; charset=utf-8').send(await buildSitemap(app.ctx));
  });

  app.get('/robots.txt', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=3600');
    return reply.type('text/plain; charset=utf-8').send(buildRobots(app.ctx));
  });
}
