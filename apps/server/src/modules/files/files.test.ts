import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createFile, creatorWithPortal, type TestUser } from '../../../test/factories';

let app: FastifyInstance;
let owner: TestUser;
let portalId: string;
beforeEach(async () => {
  app = await buildTestApp();
  ({
    owner,
    portal: { id: portalId },
  } = await creatorWithPortal(app));
});
afterEach(async () => {
  await app.close();
});

const url = (suffix = '') => `/api/portals/${portalId}/files${suffix}`;
const names = async () =>
  (await as(owner, app, { method: 'GET', url: url() })).json().files.map((f: { name: string }) => f.name);

describe('portal files', () => {
  it('lists files in upload order, renames and reorders them', async () => {
    const a = await createFile(app, owner, portalId, Buffer.from('a'), 'a.txt');
    const b = await createFile(app, owner, portalId, Buffer.from('b'), 'b.txt');
    const c = await createFile(app, owner, portalId, Buffer.from('c'), 'c.txt');
    expect(await names()).toEqual(['a.txt', 'b.txt', 'c.txt']);

    const renamed = await as(owner, app, {
      method: 'PATCH',
      url: url(`/${b.fileId}`),
      payload: { name: ' Brief.txt ' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ id: b.fileId, name: 'Brief.txt' });

    const moved = await as(owner, app, { method: 'PATCH', url: url(`/${c.fileId}`), payload: { position: 0 } });
    expect(moved.json().position).toBe(0);
    expect(await names()).toEqual(['c.txt', 'a.txt', 'Brief.txt']);

    const ordered = await as(owner, app, {
      method: 'PUT',
      url: url('/order'),
      payload: { fileIds: [b.fileId, a.fileId, c.fileId] },
    });
    expect(ordered.statusCode).toBe(200);
    expect(ordered.json().files.map((f: { name: string }) => f.name)).toEqual(['Brief.txt', 'a.txt', 'c.txt']);

    const partial = await as(owner, app, { method: 'PUT', url: url('/order'), payload: { fileIds: [a.fileId] } });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().error.message).toBe('fileIds must list every file of this portal exactly once.');
  });

  it('keeps a reordered file in place when a new version arrives', async () => {
    const a = await createFile(app, owner, portalId, Buffer.from('a'), 'a.txt');
    await createFile(app, owner, portalId, Buffer.from('b'), 'b.txt');
    await createFile(app, owner, portalId, Buffer.from('a2'), 'a-v2.txt', a.fileId);
    const files = (await as(owner, app, { method: 'GET', url: url() })).json().files;
    expect(files.map((f: { name: string; version: number }) => [f.name, f.version])).toEqual([
      ['a.txt', 2],
      ['b.txt', 1],
    ]);
  });

  it('deletes every version and its bytes, and takes the file out of sections', async () => {
    const first = await createFile(app, owner, portalId, Buffer.from('v1'), 'logo.txt');
    await createFile(app, owner, portalId, Buffer.from('v2'), 'logo.txt', first.fileId);
    const other = await createFile(app, owner, portalId, Buffer.from('x'), 'other.txt');
    await as(owner, app, {
      method: 'PATCH',
      url: `/api/portals/${portalId}`,
      payload: {
        sections: [
          { id: 'hero', type: 'hero', title: 'Hi', imageFileId: first.fileId },
          { id: 'gallery', type: 'gallery', title: 'Shots', fileIds: [first.fileId, other.fileId] },
        ],
      },
    });
    const keys = await app.ctx.repos.files.storageKeysOfPortal(portalId, first.fileId);
    expect(keys).toHaveLength(2);

    const res = await as(owner, app, { method: 'DELETE', url: url(`/${first.fileId}`) });
    expect(res.statusCode).toBe(204);
    expect(await names()).toEqual(['other.txt']);
    for (const key of keys) expect(await app.ctx.storage.stat(key)).toBeNull();
    const portal = (await as(owner, app, { method: 'GET', url: `/api/portals/${portalId}` })).json();
    expect(portal.sections).toEqual([
      { id: 'hero', type: 'hero', title: 'Hi', imageFileId: null },
      { id: 'gallery', type: 'gallery', title: 'Shots', fileIds: [other.fileId] },
    ]);
    expect((await as(owner, app, { method: 'DELETE', url: url(`/${first.fileId}`) })).statusCode).toBe(404);
  });

  it('refuses changes to the files of an archived portal but still serves them', async () => {
    const a = await createFile(app, owner, portalId, Buffer.from('a'), 'a.txt');
    await as(owner, app, { method: 'POST', url: `/api/portals/${portalId}/archive` });
    const rename = await as(owner, app, { method: 'PATCH', url: url(`/${a.fileId}`), payload: { name: 'b' } });
    expect(rename.statusCode).toBe(409);
    expect((await as(owner, app, { method: 'DELETE', url: url(`/${a.fileId}`) })).statusCode).toBe(409);
    expect((await as(owner, app, { method: 'GET', url: url(`/${a.fileId}/download`) })).statusCode).toBe(200);
  });
});

describe('downloads', () => {
  const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
  let fileId: string;
  beforeEach(async () => {
    fileId = (await createFile(app, owner, portalId, bytes, 'Résumé "final".bin')).fileId;
  });
  const download = (headers: Record<string, string> = {}, query = '') =>
    as(owner, app, { method: 'GET', url: url(`/${fileId}/download${query}`), headers });

  it('sends the whole file as an attachment with safe headers', async () => {
    const res = await download();
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(res.headers).toMatchObject({
      'content-type': 'application/octet-stream',
      'content-length': '1000',
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "sandbox; default-src 'none'",
    });
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ _final_.bin"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%22final%22.bin`,
    );
  });

  it.each([
    ['bytes=0-99', 0, 99],
    ['bytes=900-', 900, 999],
    ['bytes=-10', 990, 999],
    ['bytes=990-5000', 990, 999],
  ])('answers Range %s with 206 and exactly those bytes', async (range, start, end) => {
    const res = await download({ range });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toBe(`bytes ${start}-${end}/1000`);
    expect(res.rawPayload.equals(bytes.subarray(start, end + 1))).toBe(true);
  });

  it('answers an unsatisfiable range 416 and ignores a malformed one', async () => {
    const res = await download({ range: 'bytes=1000-1200' });
    expect(res.statusCode).toBe(416);
    expect(res.headers['content-range']).toBe('bytes */1000');
    expect(res.json().error.code).toBe('RANGE_NOT_SATISFIABLE');
    expect((await download({ range: 'bytes=abc' })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown version or file, and a file without thumbnail', async () => {
    expect((await download({}, '?version=2')).statusCode).toBe(404);
    expect((await download({}, '?version=zero')).statusCode).toBe(400);
    expect((await as(owner, app, { method: 'GET', url: url('/nope/download') })).statusCode).toBe(404);
    const thumb = await as(owner, app, { method: 'GET', url: url(`/${fileId}/thumbnail`) });
    expect(thumb.statusCode).toBe(404);
    expect(thumb.json().error.message).toBe('This file has no thumbnail.');
  });
});
