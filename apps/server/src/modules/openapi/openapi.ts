import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { AUTH_PATHS } from './auth-paths';
import { TAG_DESCRIPTIONS } from './tag-descriptions';

// Served by handlers that are not JSON endpoints of their own: the auth library (described by hand in
// AUTH_PATHS), tus uploads, the creator's and clients' (a protocol of its own, see docs/api/file-requests.md),
// this document itself.
const HIDDEN = [
  /^\/api\/auth\//,
  /^\/api\/dev\//,
  /^\/api\/uploads(\/|$)/,
  /^\/api\/public\/portals\/:uuid\/uploads(\/|$)/,
  /^\/api\/openapi\.json$/,
];

function isHidden(url: string): boolean {
  return !url.startsWith('/api/') || HIDDEN.some((pattern) => pattern.test(url));
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * A route's entry in the document. A schema the converter cannot express (a recursive one without an id) costs
 * that route its schema details, not the whole document: its responses, then its inputs are left out.
 */
function describeRoute(document: TransformInput, schema: FastifySchema & { tags?: readonly string[] }) {
  const { response: _response, ...withoutResponse } = schema;
  const { summary, description, tags } = schema as { summary?: string; description?: string; tags?: string[] };
  for (const attempt of [schema, withoutResponse, { summary, description, tags }]) {
    try {
      return jsonSchemaTransform({ ...document, schema: attempt as TransformInput['schema'] });
    } catch {}
  }
  return { schema: { summary, description, tags } as FastifySchema, url: document.url };
}

/**
 * The OpenAPI document of the HTTP API, generated from the routes' own zod schemas, at GET /api/openapi.json.
 * Registered before the modules, so every route registered after it is described.
 */
export async function registerOpenApi(app: FastifyInstance, config: AppConfig) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'ClientDock API',
        version: config.version,
        description:
          'Everything the ClientDock web app does goes through this API. Answers are JSON; errors are ' +
          '`{ "error": { "code", "message", "details"? } }` with a message meant for people. Signed-in calls ' +
          'carry the session cookie set by `POST /api/auth/sign-in/email`; writes from a browser must come from ' +
          'this site (the Origin header is checked). Scripts use an API token instead (Settings > API): ' +
          '`Authorization: Bearer cdk_...`, with no cookie and no Origin check, within the token\u2019s scopes ' +
          '(read: GET and HEAD; write: everything) and 60 requests a minute unless the instance sets another ' +
          'limit (`RateLimit-*` headers; 429 with `Retry-After` past it).',
      },
      servers: [{ url: config.publicUrl }],
      tags: TAG_DESCRIPTIONS,
      components: {
        securitySchemes: {
          session: {
            type: 'apiKey',
            in: 'cookie',
            name: 'better-auth.session_token',
            description: 'The session cookie set by signing in (with a __Secure- prefix over HTTPS).',
          },
          apiToken: { type: 'http', scheme: 'bearer', description: 'An API token from Settings > API (cdk_...).' },
        },
      },
      security: [{ session: [] }, { apiToken: [] }],
    },
    transform: (document) => {
      const { url } = document;
      if (isHidden(url)) return { schema: { hide: true } as FastifySchema, url };
      return describeRoute(document, document.schema ?? {});
    },
    transformObject: (document) => {
      const object = jsonSchemaTransformObject(document) as { paths?: Record<string, unknown> };
      const paths = { ...AUTH_PATHS, ...object.paths } as Record<string, Record<string, { tags?: string[] }>>;
      // A tag a route names that TAG_DESCRIPTIONS does not (yet) still gets its group.
      const known = new Set(TAG_DESCRIPTIONS.map((tag) => tag.name));
      const extraTags = [
        ...new Set(
          Object.values(paths).flatMap((operations) => Object.values(operations).flatMap((op) => op.tags ?? [])),
        ),
      ].filter((name) => !known.has(name));
      return {
        ...object,
        tags: [...TAG_DESCRIPTIONS, ...extraTags.map((name) => ({ name }))],
        paths,
      } as ReturnType<typeof jsonSchemaTransformObject>;
    },
  });

  app.get('/api/openapi.json', async (_request, reply) => {
    reply.header('cache-control', 'public, max-age=300');
    return app.swagger();
  });
}
