import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { browser, publicUrl } from '../../../test/client-portal';
import { as, createCreator, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';
import { verifyPassword } from '../auth/password';
import { flushEvents } from '../public-portal';

let app: FastifyInstance;
let owner: TestUser;
beforeEach(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  owner = await createCreator(app, { plan: 'pro' });
});
afterEach(async () => {
  await app.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

describe('portal CRUD', () => {
  it('creates an active portal with an unguessable uuid and a share URL', async () => {
    const res = await as(owner, app, {
      method: 'POST',
      url: '/api/portals',
      payload: { name: '  Acme rebrand ', description: 'Logo and guidelines', accessType: 'link' },
    });
    expect(res.statusCode).toBe(201);
    const portal = res.json();
    expect(portal).toMatchObject({
      name: 'Acme rebrand',
      description: 'Logo and guidelines',
      status: 'active',
      accessType: 'link',
      hasPin: false,
      allowDownload: true,
      expiresAt: null,
      sections: [],
      counts: { files: 0, views: 0, downloads: 0, comments: 0, approvals: 0, lastAccessedAt: null },
    });
    expect(portal.uuid).toMatch(/^[0-9a-f]{32}$/);
    expect(portal.uuid).not.toBe(portal.id);
    expect(portal.shareUrl).toBe(`http://localhost:3000/portal/${portal.uuid}`);
  });

  it('stores the PIN hashed and reports only that there is one', async () => {
    const portal = await createPortal(app, owner, { accessType: 'pin', pin: '4821' });
    expect(portal.hasPin).toBe(true);
    expect(JSON.stringify(portal)).not.toContain('4821');
    const stored = await app.ctx.repos.portals.findById(portal.id);
    expect(stored?.pinHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword({ hash: stored!.pinHash!, password: '4821' })).toBe(true);

    const changed = await as(owner, app, {
      method: 'PATCH',
      url: `/api/portals/${portal.id}`,
      payload: { pin: '99887766' },
    });
    expect(changed.statusCode).toBe(200);
    const after = await app.ctx.repos.portals.findById(portal.id);
    expect(await verifyPassword({ hash: after!.pinHash!, password: '99887766' })).toBe(true);

    const toLink = await as(owner, app, {
      method: 'PATCH',
      url: `/api/portals/${portal.id}`,
      payload: { accessType: 'link' },
    });
    expect(toLink.json().hasPin).toBe(false);
    const backToPin = await as(owner, app, {
      method: 'PATCH',
      url: `/api/portals/${portal.id}`,
      payload: { accessType: 'pin' },
    });
    expect(backToPin.statusCode).toBe(400);
    expect(backToPin.json().error.message).toBe('Set a PIN of 4 to 8 digits for PIN access');
  });

  it('keeps email access to a list of lower-cased, unique client emails', async () => {
    const portal = await createPortal(app, owner, {
      accessType: 'email',
      allowedEmails: ['Client@Example.com', 'client@example.com', 'b@example.org'],
    });
    expect(portal.allowedEmails).toEqual(['client@example.com', 'b@example.org']);
    const emptied = await as(owner, app, {
      method: 'PATCH',
      url: `/api/portals/${portal.id}`,
      payload: { allowedEmails: [] },
    });
    // An empty list means any client who proves an address by code may enter.
    expect(emptied.statusCode).toBe(200);
    expect(emptied.json().allowedEmails).toEqual([]);
  });

  it('reads, updates and deletes a portal, and deleting removes its file bytes', async () => {
    const portal = await createPortal(app, owner);
    const { fileId } = await createFile(app, owner, portal.id, Buffer.from('hello'), 'a.txt');
    const got = await as(owner, app, { method: 'GET', url: `/api/portals/${portal.id}` });
    expect(got.json()).toMatchObject({ id: portal.id, counts: { files: 1 } });

    const sections = [
      { id: 'hero', type: 'hero', title: 'Welcome', subtitle: 'Your files', imageFileId: fileId },
      { id: 'files', type: 'files', title: 'Deliverables' },
      {
        id: 'feedback',
        type: 'form',
        title: 'Feedback',
        fields: [
          { id: 'rating', type: 'rating', label: 'Overall', required: true, options: { max: 5 } },
          { id: 'tier', type: 'select', label: 'Tier', required: false, options: { choices: ['A', 'B'] } },
        ],
      },
    ];
    const patched = await as(owner, app, {
      method: 'PATCH',
      url: `/api/portals/${portal.id}`,
      payload: { name: 'Renamed', allowDownload: false, sections, branding: { primaryColor: '#112233' } },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Renamed',
      allowDownload: false,
      branding: { primaryColor: '#112233' },
    });
    expect(patched.json().sections.map((s: { id: string }) => s.id)).toEqual(['hero', 'files', 'feedback']);

    const [file] = await app.ctx.repos.files.listLatest(portal.id);
    expect(await app.ctx.storage.stat(file.storageKey)).not.toBeNull();
    const del = await as(owner, app, { method: 'DELETE', url: `/api/portals/${portal.id}` });
    expect(del.statusCode).toBe(204);
    expect((await as(owner, app, { method: 'GET', url: `/api/portals/${portal.id}` })).statusCode).toBe(404);
    expect(await app.ctx.storage.stat(file.storageKey)).toBeNull();
  });

  it('strips scripts, handlers and javascript: links from content sections', async () => {
    const html =
      '<h2 onclick="steal()">Hi</h2><script>alert(1)</script><p style="x">Text <a href="javascript:alert(1)">bad</a> ' +
      '<a href="https://example.com">good</a><img src=x onerror=alert(1)></p>';
    const portal = await createPortal(app, owner, { sections: [{ id: 'c1', type: 'content', title: 'Intro', html }] });
    const stored = portal.sections[0] as { html: string };
    expect(stored.html).not.toMatch(/script|onclick|onerror|javascript:|<img|style=/i);
    expect(stored.html).toContain('<h2>Hi</h2>');
    expect(stored.html).toContain('href="https://example.com"');
  });

  it('refuses content that grows past the limit once its links are made safe', async () => {
    const html = '<a href="https://e.co">x</a>'.repeat(1700);
    const res = await as(owner, app, {
      method: 'POST',
      url: '/api/portals',
      payload: { name: 'Links', sections: [{ id: 'c', type: 'content', title: 'Links', html }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/The section "Links" is too long/);
  });

  it('refuses sections that point at files outside the portal', async () => {
    const portal = await createPortal(app, owner);
    const res = await as(owner, app, {
      method: 'PATCH',
      url: `/api/portals/${portal.id}`,
      payload: { sections: [{ id: 'g', type: 'gallery', title: 'Shots', fileIds: ['not-a-file'] }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('The section "Shots" refers to a file that is not in this portal.');
  });
});

describe('portal defaults', () => {
  it('pre-fill access, download and expiry from the creator settings when the body omits them', async () => {
    await app.ctx.db
      .updateTable('user')
      .set({
        settings: JSON.stringify({ portalDefaults: { accessType: 'email', allowDownload: false, expiryDays: 30 } }),
      })
      .where('id', '=', owner.id)
      .execute();
    const portal = await createPortal(app, owner, { allowedEmails: ['c@example.com'] });
    expect(portal.accessType).toBe('email');
    expect(portal.allowDownload).toBe(false);
    const days = (new Date(portal.expiresAt!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);

    const explicit = await createPortal(app, owner, { accessType: 'link', allowDownload: true, expiresAt: null });
    expect(explicit).toMatchObject({ accessType: 'link', allowDownload: true, expiresAt: null });
  });
});

describe('listing', () => {
  it('filters by status, searches and sorts', async () => {
    const a = await createPortal(app, owner, { name: 'Alpha brand', status: 'draft' });
    const b = await createPortal(app, owner, { name: 'beta website', description: 'Brand refresh' });
    const c = await createPortal(app, owner, { name: 'Gamma' });
    await as(owner, app, { method: 'POST', url: `/api/portals/${c.id}/archive` });
    const list = async (query: string) =>
      (await as(owner, app, { method: 'GET', url: `/api/portals${query}` }))
        .json()
        .portals.map((p: { id: string }) => p.id);

    expect(await list('?sort=name')).toEqual([a.id, b.id]);
    expect(await list('?sort=name&order=desc')).toEqual([b.id, a.id]);
    expect(await list('?status=archived')).toEqual([c.id]);
    expect(await list('?status=draft')).toEqual([a.id]);
    expect(await list('?status=all&sort=createdAt&order=asc')).toEqual([a.id, b.id, c.id]);
    expect(await list('?q=BRAND&sort=name')).toEqual([a.id, b.id]);
    expect(await list('?q=100%25')).toEqual([]);
    const res = await as(owner, app, { method: 'GET', url: '/api/portals' });
    expect(res.json().usage).toEqual({ activePortals: 1, portalLimit: 10 });
  });
});

describe('portal list figures', () => {
  it('gives each portal its downloads and when a client last opened it, from one query per figure', async () => {
    const seen = await createPortal(app, owner, { name: 'Seen' });
    const quiet = await createPortal(app, owner, { name: 'Quiet' });
    const { fileId } = await createFile(app, owner, seen.id, Buffer.from('x'), 'x.txt');
    const client = browser(app, '192.0.2.80');
    await client.get(publicUrl(seen.uuid));
    await client.get(publicUrl(seen.uuid, `/files/${fileId}?download=1`));
    await client.get(publicUrl(seen.uuid, `/files/${fileId}?download=1`));
    // Views and downloads are written in batches (decision 0017): the list reads them once they are.
    await flushEvents(app.ctx);

    const portals = (await as(owner, app, { method: 'GET', url: '/api/portals' })).json().portals;
    const byName = (name: string) => portals.find((p: { name: string }) => p.name === name);
    expect(byName('Seen').counts).toMatchObject({ views: 1, downloads: 2 });
    expect(Date.now() - Date.parse(byName('Seen').counts.lastAccessedAt)).toBeLessThan(60_000);
    expect(byName('Quiet').counts).toMatchObject({ views: 0, downloads: 0, lastAccessedAt: null });
    expect(quiet.counts.lastAccessedAt).toBeNull();
  });
});

describe('expiry', () => {
  it('reports a portal past expiresAt as expired, and the job stores it', async () => {
    const portal = await createPortal(app, owner, { expiresAt: inDays(1) });
    const past = new Date(Date.now() - 60_000).toISOString();
    await app.ctx.repos.portals.update(portal.id, { expiresAt: past });
    const read = await as(owner, app, { method: 'GET', url: `/api/portals/${portal.id}` });
    expect(read.json().status).toBe('expired');
    const listed = await as(owner, app, { method: 'GET', url: '/api/portals?status=expired' });
    expect(listed.json().portals.map((p: { id: string }) => p.id)).toEqual([portal.id]);
    expect(listed.json().usage.activePortals).toBe(0);

    const { markExpiredPortals } = await import('../../jobs/portal-expiry');
    expect(await markExpiredPortals(app.ctx)).toBe(1);
    expect((await app.ctx.repos.portals.findById(portal.id))?.status).toBe('expired');
    expect(await markExpiredPortals(app.ctx)).toBe(0);

    const stuck = await as(owner, app, {
      method: 'PATCH',
      url: `/api/portals/${portal.id}`,
      payload: { status: 'active' },
    });
    expect(stuck.statusCode).toBe(400);
    const revived = await as(owner, app, {
      method: 'PATCH',
      url: `/api/portals/${portal.id}`,
      payload: { expiresAt: inDays(7) },
    });
    expect(revived.json().status).toBe('active');
  });

  it('takes a date-only expiry as the end of that day', async () => {
    const day = inDays(3).slice(0, 10);
    const portal = await createPortal(app, owner, { expiresAt: day });
    expect(portal.expiresAt).toBe(`${day}T23:59:59.999Z`);
  });
});

describe('archive and restore', () => {
  it('archives read-only with its files, shows it by uuid, and restores it', async () => {
    const portal = await createPortal(app, owner);
    await createFile(app, owner, portal.id, Buffer.from('keep me'), 'keep.txt');
    const archived = await as(owner, app, { method: 'POST', url: `/api/portals/${portal.id}/archive` });
    expect(archived.json()).toMatchObject({ status: 'archived', counts: { files: 1 } });
    expect(archived.json().archivedAt).not.toBeNull();

    const edit = await as(owner, app, { method: 'PATCH', url: `/api/portals/${portal.id}`, payload: { name: 'x' } });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.message).toBe('This portal is archived. Restore it to make changes.');

    const view = await as(owner, app, { method: 'GET', url: `/api/portals/by-uuid/${portal.uuid}/archive-view` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({ portal: { id: portal.id, status: 'archived' }, comments: [], approvals: [] });
    expect(view.json().files.map((f: { name: string }) => f.name)).toEqual(['keep.txt']);

    const restored = await as(owner, app, { method: 'POST', url: `/api/portals/${portal.id}/restore` });
    expect(restored.json()).toMatchObject({ status: 'active', archivedAt: null, counts: { files: 1 } });
    const again = await as(owner, app, { method: 'POST', url: `/api/portals/${portal.id}/restore` });
    expect(again.statusCode).toBe(409);

    await as(owner, app, { method: 'POST', url: `/api/portals/${portal.id}/archive` });
    const asDraft = await as(owner, app, {
      method: 'POST',
      url: `/api/portals/${portal.id}/restore`,
      payload: { status: 'draft' },
    });
    expect(asDraft.json().status).toBe('draft');
  });
});
