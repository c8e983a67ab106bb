import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';

let app: FastifyInstance;
let owner: TestUser;
let other: TestUser;
let portal: { id: string; uuid: string };
let fileId: string;
beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  owner = await createCreator(app, { plan: 'pro' });
  other = await createCreator(app, { plan: 'agency' });
  portal = await createPortal(app, owner, { name: 'Private' });
  fileId = (await createFile(app, owner, portal.id, Buffer.from('secret bytes'), 'secret.txt')).fileId;
});
afterAll(async () => {
  await app.close();
});

function everyRoute(): InjectOptions[] {
  const p = `/api/portals/${portal.id}`;
  const f = `${p}/files/${fileId}`;
  return [
    { method: 'GET', url: p },
    { method: 'PATCH', url: p, payload: { name: 'Taken over' } },
    { method: 'DELETE', url: p },
    { method: 'POST', url: `${p}/archive` },
    { method: 'POST', url: `${p}/restore` },
    { method: 'GET', url: `/api/portals/by-uuid/${portal.uuid}/archive-view` },
    { method: 'GET', url: `${p}/files` },
    { method: 'PUT', url: `${p}/files/order`, payload: { fileIds: [fileId] } },
    { method: 'GET', url: `${f}/versions` },
    { method: 'PATCH', url: f, payload: { name: 'mine.txt' } },
    { method: 'DELETE', url: f },
    { method: 'GET', url: `${f}/download` },
    { method: 'GET', url: `${f}/download?version=1` },
    { method: 'GET', url: `${f}/thumbnail` },
  ];
}

describe('another creator', () => {
  it('gets 404, never 403, on every portal and file route, and changes nothing', async () => {
    for (const route of everyRoute()) {
      const res = await as(other, app, route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const own = await as(owner, app, { method: 'GET', url: `/api/portals/${portal.id}` });
    expect(own.json()).toMatchObject({ name: 'Private', status: 'active', counts: { files: 1 } });
    const files = await as(owner, app, { method: 'GET', url: `/api/portals/${portal.id}/files` });
    expect(files.json().files.map((file: { name: string }) => file.name)).toEqual(['secret.txt']);
  });

  it('does not see the portal in their list', async () => {
    const res = await as(other, app, { method: 'GET', url: '/api/portals?status=all' });
    expect(res.json().portals).toEqual([]);
  });

  it('answers anonymous requests 401 on every route', async () => {
    for (const route of [...everyRoute(), { method: 'GET', url: '/api/portals' } as InjectOptions]) {
      const res = await as(null, app, route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });
});
