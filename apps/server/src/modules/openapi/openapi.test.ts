import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { TAG_DESCRIPTIONS } from './tag-descriptions';

let app: FastifyInstance;
let doc: {
  openapi: string;
  info: { title: string; version: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string }>;
  paths: Record<
    string,
    Record<
      string,
      {
        tags?: string[];
        summary?: string;
        requestBody?: unknown;
        responses?: Record<string, unknown>;
        parameters?: Array<{ name: string; in: string }>;
      }
    >
  >;
};
beforeAll(async () => {
  app = await buildTestApp({ env: { PUBLIC_URL: 'https://portal.example.com' } });
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  doc = res.json();
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI 3.1 document of this instance', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info).toMatchObject({ title: 'ClientDock API', version: app.ctx.config.version });
    expect(doc.servers).toEqual([{ url: 'https://portal.example.com' }]);
  });

  it('describes routes from their own schemas, grouped by tag', () => {
    const create = doc.paths['/api/support-tickets'].post;
    expect(create.tags).toEqual(['Support']);
    expect(create.summary).toBe('Send a message through the contact form');
    expect(JSON.stringify(create.requestBody)).toContain('"message"');
    expect(create.responses).toHaveProperty('201');

    const portal = doc.paths['/api/portals/{id}'].get;
    expect(portal.tags).toEqual(['Portals']);
    expect(portal.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path' })]);

    const posts = doc.paths['/api/blog/posts'].get;
    expect(posts.parameters?.map((p) => p.name).sort()).toEqual(['page', 'tag']);
    expect(doc.paths['/api/public/portals/{uuid}/unlock'].post.tags).toEqual(['Client portal']);
    expect(JSON.stringify(doc.paths['/api/public/portals/{uuid}/unlock'].post.requestBody)).toContain('"pin"');
    const tagNames = doc.tags.map((tag) => tag.name);
    for (const operations of Object.values(doc.paths)) {
      for (const operation of Object.values(operations))
        expect(tagNames).toEqual(expect.arrayContaining(operation.tags ?? []));
    }
  });

  it('gives every route the summary and group it declares itself', () => {
    const groups = new Set(TAG_DESCRIPTIONS.map((tag) => tag.name));
    const undescribed: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const grouped = (operation.tags ?? []).length > 0 && (operation.tags ?? []).every((tag) => groups.has(tag));
        if (!operation.summary || !grouped) undescribed.push(`${method.toUpperCase()} ${path} ${operation.tags}`);
      }
    }
    expect(undescribed).toEqual([]);
  });

  it('describes sign-in by hand and leaves out internals', () => {
    expect(doc.paths['/api/auth/sign-in/email'].post.tags).toEqual(['Authentication']);
    const paths = Object.keys(doc.paths);
    expect(paths.every((path) => path.startsWith('/api/'))).toBe(true);
    expect(paths.filter((path) => /\*|\/api\/uploads|openapi|\/api\/dev\//.test(path))).toEqual([]);
  });
});
