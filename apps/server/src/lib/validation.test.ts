import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import { as, createCreator, type TestUser } from '../../test/factories';

let app: FastifyInstance;
let creator: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  creator = await createCreator(app, { plan: 'pro' });
});
afterAll(async () => {
  await app.close();
});

const junk: unknown[] = [[1, 2], 'text', 42, { name: 5, plan: ['x'] }, { sections: 'hero' }];

describe('the order of checks on a route', () => {
  it('answers an anonymous request 401 whatever it sends, on every signed-in route alike', async () => {
    for (const url of ['/api/templates', '/api/portals']) {
      for (const payload of [...junk, undefined]) {
        const res = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: payload === undefined ? undefined : JSON.stringify(payload),
        });
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(401);
        expect(res.json().error.code).toBe('UNAUTHORIZED');
      }
    }
  });
});

describe('validation answers', () => {
  const section = { id: 's1', type: 'files', title: 'x'.repeat(121) };

  it('names the field with a dotted path on a route that had its schema (portals)', async () => {
    const res = await as(creator, app, {
      method: 'POST',
      url: '/api/portals',
      payload: { name: 'Brand kit', sections: [section] },
    });
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Title must be at most 120 characters' });
    expect(error.details).toEqual([{ path: 'sections.0.title', message: 'Title must be at most 120 characters' }]);
  });

  it('names the field with a dotted path on a route that validated in its handler before (templates)', async () => {
    const res = await as(creator, app, {
      method: 'POST',
      url: '/api/templates',
      payload: { name: 'Brand kit', category: 'design', sections: [section] },
    });
    expect(res.statusCode).toBe(400);
    const error = res.json().error;
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.details).toContainEqual({ path: 'sections.0.title', message: 'Title must be at most 120 characters' });
    for (const detail of error.details) expect(detail.path).not.toMatch(/^\//);
  });

  it('asks for a JSON object when the body is missing or is not one', async () => {
    for (const payload of [undefined, '[1]', '"text"']) {
      const res = await as(creator, app, {
        method: 'PATCH',
        url: '/api/settings/profile',
        headers: payload === undefined ? {} : { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, String(payload)).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Send a JSON object as the request body.',
      });
    }
  });

  it('names a query parameter by its name', async () => {
    const res = await as(creator, app, { method: 'GET', url: '/api/analytics?period=year' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details[0].path).toBe('period');
  });
});
