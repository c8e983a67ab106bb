import { randomBytes, randomUUID } from 'node:crypto';
import { teamMessages } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, signUp } from '../../../test/factories';
import { createTeam } from '../../../test/team';
import { createUpload, listen } from '../../../test/tus';

let app: FastifyInstance;
let team: Awaited<ReturnType<typeof createTeam>>;
beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  team = await createTeam(app);
});
afterAll(async () => {
  await app.close();
});

const create = (user: { cookie: string }, name: string) =>
  as(user, app, { method: 'POST', url: '/api/portals', payload: { name } });

describe('portal limits by team role (spec §9)', () => {
  it('gives an editor 5 active portals of their own, assigned to them, in the owner’s account', async () => {
    for (let i = 1; i <= 5; i++) expect((await create(team.editor, `Editor ${i}`)).statusCode).toBe(201);
    const sixth = await create(team.editor, 'Editor 6');
    expect(sixth.statusCode).toBe(403);
    expect(sixth.json().error).toMatchObject({
      code: 'LIMIT_REACHED',
      message: 'Your Team Editor role allows 5 active portals. Archive one of yours to create another.',
    });
    const draft = await as(team.editor, app, {
      method: 'POST',
      url: '/api/portals',
      payload: { name: 'Editor draft', status: 'draft' },
    });
    expect(draft.statusCode).toBe(201);
    const assigned = (await as(team.editor, app, { method: 'GET', url: '/api/portals/assigned' })).json();
    expect(assigned.portals).toHaveLength(6);
    expect(assigned.usage).toEqual({ activePortals: 5, portalLimit: 5 });
    const owned = (await as(team.owner, app, { method: 'GET', url: '/api/portals' })).json();
    expect(owned.portals.map((p: { name: string }) => p.name)).toContain('Editor 1');
  });

  it('lets a viewer create nothing', async () => {
    const res = await create(team.viewer, 'Viewer portal');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(teamMessages.viewerCannotCreate);
  });

  it('lets a team admin past 5, up to the team owner’s plan for the whole team', async () => {
    for (let i = 1; i <= 6; i++) expect((await create(team.admin, `Admin ${i}`)).statusCode).toBe(201);
    const now = new Date().toISOString();
    const active = (await as(team.owner, app, { method: 'GET', url: '/api/portals' })).json().usage.activePortals;
    // Fill the agency plan's 50 directly; the next portal any member makes is refused with the team's plan.
    for (let i = active; i < 50; i++) {
      await app.ctx.repos.portals.insert({
        id: randomUUID(),
        uuid: randomBytes(16).toString('hex'),
        ownerId: team.owner.id,
        name: `Filler ${i}`,
        description: '',
        status: 'active',
        accessType: 'link',
        pinHash: null,
        allowedEmails: [],
        allowDownload: true,
        expiresAt: null,
        branding: {},
        sections: [],
        templateId: null,
        createdAt: now,
        updatedAt: now,
      });
    }
    const res = await create(team.admin, 'Admin 51');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      "Your team's Agency plan allows 50 active portals. Archive one or ask your team owner to upgrade to create another.",
    );
  });

  it('limits file sizes by role: editor 100 MB, admin 500 MB, viewer nothing', async () => {
    const portal = (
      await as(team.owner, app, { method: 'POST', url: '/api/portals', payload: { name: 'Files', status: 'draft' } })
    ).json();
    await as(team.owner, app, {
      method: 'PUT',
      url: `/api/portals/${portal.id}/assignments`,
      payload: { memberIds: [team.editor.memberId, team.viewer.memberId] },
    });
    const base = await listen(app);
    const start = (cookie: string, size: number) =>
      createUpload({ base, cookie }, size, { portalId: portal.id, filename: 'big.bin', filetype: '' });
    const MB = 1024 * 1024;
    expect((await start(team.editor.cookie, 100 * MB)).res.status).toBe(201);
    const tooBig = await start(team.editor.cookie, 100 * MB + 1);
    expect(tooBig.res.status).toBe(413);
    expect(((await tooBig.res.json()) as { error: { message: string } }).error.message).toBe(
      'This file is 100.1 MB; your team plan allows files up to 100 MB.',
    );
    expect((await start(team.admin.cookie, 500 * MB)).res.status).toBe(201);
    expect((await start(team.admin.cookie, 500 * MB + 1)).res.status).toBe(413);
    expect((await start(team.viewer.cookie, 10)).res.status).toBe(403);
  });

  it('reports each role’s limits in /api/me', async () => {
    const limits = async (user: { cookie: string }) =>
      (await as(user, app, { method: 'GET', url: '/api/me' })).json().limits;
    expect(await limits(team.admin)).toEqual({ portals: 999, fileSizeMb: 500 });
    expect(await limits(team.editor)).toEqual({ portals: 5, fileSizeMb: 100 });
    expect(await limits(team.viewer)).toEqual({ portals: 0, fileSizeMb: 10 });
  });
});
