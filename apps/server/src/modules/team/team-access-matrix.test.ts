import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { browser, publicUrl } from '../../../test/client-portal';
import { as, createFile, createPortal, signUp, type TestUser } from '../../../test/factories';
import { assign, createTeam, type TeamMemberUser } from '../../../test/team';
import { createUpload, listen } from '../../../test/tus';

type Role = 'owner' | 'admin' | 'editor' | 'viewer' | 'outsider';
type Mode = 'read' | 'write' | 'manage';

// Spec §6: owners and admins do everything with the team's portals; editors read and change assigned portals;
// viewers only read assigned portals; anyone else does not learn the portal exists.
const EXPECTED: Record<Role, Record<Mode, 'ok' | 403 | 404>> = {
  owner: { read: 'ok', write: 'ok', manage: 'ok' },
  admin: { read: 'ok', write: 'ok', manage: 'ok' },
  editor: { read: 'ok', write: 'ok', manage: 403 },
  viewer: { read: 'ok', write: 403, manage: 403 },
  outsider: { read: 404, write: 404, manage: 404 },
};

interface Fixture {
  id: string;
  uuid: string;
  fileId: string;
  commentId: string;
}

interface Route {
  name: string;
  mode: Mode;
  /** Routes that delete or move the portal get a fresh one for each role. */
  fresh?: 'plain' | 'archived';
  request(f: Fixture): InjectOptions;
}

const ROUTES: Route[] = [
  { name: 'GET portal', mode: 'read', request: (f) => ({ method: 'GET', url: `/api/portals/${f.id}` }) },
  {
    name: 'GET archive view',
    mode: 'read',
    request: (f) => ({ method: 'GET', url: `/api/portals/by-uuid/${f.uuid}/archive-view` }),
  },
  { name: 'GET files', mode: 'read', request: (f) => ({ method: 'GET', url: `/api/portals/${f.id}/files` }) },
  {
    name: 'GET file versions',
    mode: 'read',
    request: (f) => ({ method: 'GET', url: `/api/portals/${f.id}/files/${f.fileId}/versions` }),
  },
  {
    name: 'GET file download',
    mode: 'read',
    request: (f) => ({ method: 'GET', url: `/api/portals/${f.id}/files/${f.fileId}/download` }),
  },
  { name: 'GET comments', mode: 'read', request: (f) => ({ method: 'GET', url: `/api/portals/${f.id}/comments` }) },
  { name: 'GET approvals', mode: 'read', request: (f) => ({ method: 'GET', url: `/api/portals/${f.id}/approvals` }) },
  {
    name: 'GET form responses',
    mode: 'read',
    request: (f) => ({ method: 'GET', url: `/api/portals/${f.id}/form-responses` }),
  },
  {
    name: 'GET form responses CSV',
    mode: 'read',
    request: (f) => ({ method: 'GET', url: `/api/portals/${f.id}/form-responses.csv` }),
  },
  { name: 'GET visitors', mode: 'read', request: (f) => ({ method: 'GET', url: `/api/portals/${f.id}/visitors` }) },
  {
    name: 'PATCH portal',
    mode: 'write',
    request: (f) => ({ method: 'PATCH', url: `/api/portals/${f.id}`, payload: { description: 'Changed' } }),
  },
  {
    name: 'PUT file order',
    mode: 'write',
    request: (f) => ({ method: 'PUT', url: `/api/portals/${f.id}/files/order`, payload: { fileIds: [f.fileId] } }),
  },
  {
    name: 'PATCH file',
    mode: 'write',
    request: (f) => ({ method: 'PATCH', url: `/api/portals/${f.id}/files/${f.fileId}`, payload: { name: 'r.txt' } }),
  },
  {
    name: 'POST creator comment',
    mode: 'write',
    request: (f) => ({ method: 'POST', url: `/api/portals/${f.id}/comments`, payload: { body: 'On it' } }),
  },
  {
    name: 'PATCH comment resolved',
    mode: 'write',
    request: (f) => ({
      method: 'PATCH',
      url: `/api/portals/${f.id}/comments/${f.commentId}`,
      payload: { resolved: true },
    }),
  },
  {
    name: 'DELETE file',
    mode: 'write',
    fresh: 'plain',
    request: (f) => ({ method: 'DELETE', url: `/api/portals/${f.id}/files/${f.fileId}` }),
  },
  {
    name: 'POST archive',
    mode: 'write',
    fresh: 'plain',
    request: (f) => ({ method: 'POST', url: `/api/portals/${f.id}/archive` }),
  },
  {
    name: 'POST restore',
    mode: 'write',
    fresh: 'archived',
    request: (f) => ({ method: 'POST', url: `/api/portals/${f.id}/restore`, payload: { status: 'draft' } }),
  },
  {
    name: 'GET assignments',
    mode: 'manage',
    request: (f) => ({ method: 'GET', url: `/api/portals/${f.id}/assignments` }),
  },
  {
    name: 'PUT assignments',
    mode: 'manage',
    // Assigns the same people again: the answer must not change who works on the shared portal.
    request: (f) => ({
      method: 'PUT',
      url: `/api/portals/${f.id}/assignments`,
      payload: { memberIds: currentAssignees },
    }),
  },
  {
    name: 'DELETE portal',
    mode: 'manage',
    fresh: 'plain',
    request: (f) => ({ method: 'DELETE', url: `/api/portals/${f.id}` }),
  },
];

let app: FastifyInstance;
let users: Record<Role, TestUser>;
let editor: TeamMemberUser;
let viewer: TeamMemberUser;
let shared: Fixture;
let currentAssignees: string[];

async function fixture(state: 'plain' | 'archived' = 'plain'): Promise<Fixture> {
  const portal = await createPortal(app, users.owner, { name: 'Client work' });
  const { fileId } = await createFile(app, users.owner, portal.id, Buffer.from('brief'), 'brief.txt');
  const comment = await as(users.owner, app, {
    method: 'POST',
    url: `/api/portals/${portal.id}/comments`,
    payload: { body: 'Kick-off notes' },
  });
  await assign(app, users.owner, portal.id, currentAssignees);
  if (state === 'archived') await as(users.owner, app, { method: 'POST', url: `/api/portals/${portal.id}/archive` });
  return { id: portal.id, uuid: portal.uuid, fileId, commentId: comment.json().id };
}

beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
  const team = await createTeam(app);
  editor = team.editor;
  viewer = team.viewer;
  users = { owner: team.owner, admin: team.admin, editor, viewer, outsider: team.outsider };
  currentAssignees = [editor.memberId, viewer.memberId];
  shared = await fixture();
});
afterAll(async () => {
  await app.close();
});

function expectAnswer(role: Role, route: Route, status: number, body: string) {
  const expected = EXPECTED[role][route.mode];
  const label = `${role} ${route.name} -> ${status} ${body.slice(0, 200)}`;
  if (expected === 'ok') expect(status, label).toBeLessThan(300);
  else expect(status, label).toBe(expected);
}

describe('portal and file routes by team role', () => {
  for (const role of ['owner', 'admin', 'editor', 'viewer', 'outsider'] as Role[]) {
    it(`${role}: every route answers as the role allows`, async () => {
      for (const route of ROUTES) {
        const target = route.fresh ? await fixture(route.fresh === 'archived' ? 'archived' : 'plain') : shared;
        const res = await as(users[role], app, route.request(target));
        expectAnswer(role, route, res.statusCode, res.body);
        if (EXPECTED[role][route.mode] === 403) expect(res.json().error.code).toBe('ROLE_FORBIDDEN');
        if (EXPECTED[role][route.mode] === 404) expect(res.json().error.code).toBe('NOT_FOUND');
      }
    });
  }

  it('changes nothing where it refused: the viewer and outsider leave the portal as it was', async () => {
    const before = (await as(users.owner, app, { method: 'GET', url: `/api/portals/${shared.id}` })).json();
    for (const role of ['viewer', 'outsider'] as Role[]) {
      await as(users[role], app, { method: 'PATCH', url: `/api/portals/${shared.id}`, payload: { name: 'Taken' } });
      await as(users[role], app, { method: 'DELETE', url: `/api/portals/${shared.id}/files/${shared.fileId}` });
    }
    const after = (await as(users.owner, app, { method: 'GET', url: `/api/portals/${shared.id}` })).json();
    expect(after.name).toBe(before.name);
    expect(after.counts.files).toBe(1);
  });

  it('gives editors and viewers 404 on a team portal not assigned to them', async () => {
    const other = await createPortal(app, users.owner, { name: 'Not yours' });
    for (const member of [editor, viewer]) {
      for (const route of ROUTES.filter((r) => !r.fresh)) {
        const res = await as(member, app, route.request({ ...shared, id: other.id, uuid: other.uuid }));
        expect(res.statusCode, `${route.name}`).toBe(404);
      }
    }
  });

  it('lists for each role exactly the portals it reaches, with what it may do', async () => {
    const unassigned = await createPortal(app, users.owner, { name: 'Owner only' });
    const list = async (user: TestUser) =>
      (await as(user, app, { method: 'GET', url: '/api/portals?status=all' })).json().portals as Array<{
        id: string;
        access: { role: string; canEdit: boolean; canManage: boolean };
      }>;
    for (const role of ['owner', 'admin'] as Role[]) {
      const ids = (await list(users[role])).map((p) => p.id);
      expect(ids).toContain(shared.id);
      expect(ids).toContain(unassigned.id);
    }
    const editorList = await list(editor);
    expect(editorList.map((p) => p.id)).toContain(shared.id);
    expect(editorList.map((p) => p.id)).not.toContain(unassigned.id);
    expect(editorList.find((p) => p.id === shared.id)?.access).toEqual({
      role: 'editor',
      canEdit: true,
      canManage: false,
    });
    const viewerList = await list(viewer);
    expect(viewerList.find((p) => p.id === shared.id)?.access).toEqual({
      role: 'viewer',
      canEdit: false,
      canManage: false,
    });
    expect(viewerList.map((p) => p.id)).not.toContain(unassigned.id);
    expect((await list(users.outsider)).map((p) => p.id)).not.toContain(shared.id);
    const assigned = await as(viewer, app, { method: 'GET', url: '/api/portals/assigned' });
    expect(assigned.json().portals.map((p: { id: string }) => p.id)).toContain(shared.id);
  });

  it('lets owner, admin and editor start an upload, refuses the viewer 403 and the outsider 404', async () => {
    const base = await listen(app);
    const expected: Record<Role, number> = { owner: 201, admin: 201, editor: 201, viewer: 403, outsider: 404 };
    for (const role of Object.keys(expected) as Role[]) {
      const { res } = await createUpload({ base, cookie: users[role].cookie }, 10, {
        portalId: shared.id,
        filename: 'more.txt',
        filetype: 'text/plain',
      });
      expect(res.status, role).toBe(expected[role]);
    }
  });

  it('tells the owner, the team admins and the assigned members about client activity, no one else', async () => {
    const portal = await createPortal(app, users.owner, { name: 'Activity' });
    await assign(app, users.owner, portal.id, [editor.memberId]);
    const client = browser(app);
    const res = await client.post(publicUrl(portal.uuid, '/comments'), { name: 'Dana', body: 'Lovely' });
    expect(res.statusCode).toBe(201);
    const heard = async (user: TestUser) => {
      const list = (await as(user, app, { method: 'GET', url: '/api/notifications' })).json().notifications as Array<{
        message: string;
        link: string | null;
      }>;
      return list.some((n) => n.link?.includes(portal.id));
    };
    await expect.poll(() => heard(users.owner)).toBe(true);
    await expect.poll(() => heard(users.admin)).toBe(true);
    await expect.poll(() => heard(editor)).toBe(true);
    expect(await heard(viewer)).toBe(false);
    expect(await heard(users.outsider)).toBe(false);
  });
});
