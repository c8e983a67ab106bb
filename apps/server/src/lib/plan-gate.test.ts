import { planMessages, teamMessages } from '@clientdock/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-app';
import { stubResolver } from '../../test/dns-stub';
import { as, createAdmin, createCreator, createPortal, signUp, type TestUser } from '../../test/factories';
import { solidPng } from '../../test/images';
import { fileUpload } from '../../test/multipart';
import { assign, createTeam } from '../../test/team';
import { LAYOUT } from '../../test/templates';

// Every gated route and action, for every kind of account: what the pricing table sells is what the server allows.

type Subject = 'free' | 'pro' | 'agency' | 'admin' | 'owner' | 'teamAdmin' | 'editor' | 'viewer';
type Outcome = 'ok' | 'plan' | 'role';

let app: FastifyInstance;
const users = {} as Record<Subject, TestUser>;
/** A link portal each subject may change (the viewer's is assigned to them and read-only). */
const linkPortals = {} as Record<Subject, string>;

beforeAll(async () => {
  app = await buildTestApp();
  app.ctx.dns = stubResolver({});
  await signUp(app, { email: 'operator@example.com' });
  users.free = await createCreator(app, { plan: 'free' });
  users.pro = await createCreator(app, { plan: 'pro' });
  users.agency = await createCreator(app, { plan: 'agency' });
  users.admin = await createAdmin(app);
  const team = await createTeam(app);
  users.owner = team.owner;
  users.teamAdmin = team.admin;
  users.editor = team.editor;
  users.viewer = team.viewer;
  for (const subject of Object.keys(users) as Subject[]) {
    if (subject === 'viewer') continue;
    linkPortals[subject] = (await createPortal(app, users[subject], { name: `${subject} link` })).id;
  }
  const assigned = await createPortal(app, team.owner, { name: 'For the viewer' });
  await assign(app, team.owner, assigned.id, [team.viewer.memberId]);
  linkPortals.viewer = assigned.id;
}, 60_000);
afterAll(async () => {
  await app.close();
});

const ALL: Subject[] = ['free', 'pro', 'agency', 'admin', 'owner', 'teamAdmin', 'editor', 'viewer'];

/** Outcomes per subject: those not named are refused for the plan. */
function expected(ok: Subject[], role: Subject[] = []): Record<Subject, Outcome> {
  return Object.fromEntries(ALL.map((s) => [s, ok.includes(s) ? 'ok' : role.includes(s) ? 'role' : 'plan'])) as Record<
    Subject,
    Outcome
  >;
}

const PAID: Subject[] = ['pro', 'agency', 'admin', 'owner'];
const AGENCY: Subject[] = ['agency', 'admin', 'owner'];
let seq = 0;
const domain = () => `brand${++seq}.example.com`;

const ACTIONS: Array<{
  name: string;
  outcomes: Record<Subject, Outcome>;
  message?: string;
  run: (s: Subject) => Promise<LightMyRequestResponse>;
}> = [
  {
    name: 'create a PIN portal',
    outcomes: expected([...PAID, 'teamAdmin', 'editor'], ['viewer']),
    message: planMessages.protectedAccess,
    run: (s) =>
      as(users[s], app, {
        method: 'POST',
        url: '/api/portals',
        payload: { name: 'PIN', accessType: 'pin', pin: '2468' },
      }),
  },
  {
    name: 'create an email-code portal',
    outcomes: expected([...PAID, 'teamAdmin', 'editor'], ['viewer']),
    message: planMessages.protectedAccess,
    run: (s) =>
      as(users[s], app, {
        method: 'POST',
        url: '/api/portals',
        payload: { name: 'Email', accessType: 'email', allowedEmails: ['client@example.com'] },
      }),
  },
  {
    name: 'switch a link portal to a PIN',
    outcomes: expected([...PAID, 'teamAdmin', 'editor'], ['viewer']),
    message: planMessages.protectedAccess,
    run: (s) =>
      as(users[s], app, {
        method: 'PATCH',
        url: `/api/portals/${linkPortals[s]}`,
        payload: { accessType: 'pin', pin: '1357' },
      }),
  },
  {
    name: 'make protected access the default for new portals',
    outcomes: expected([...PAID, 'teamAdmin', 'editor']),
    message: planMessages.protectedAccess,
    run: (s) =>
      as(users[s], app, { method: 'PATCH', url: '/api/settings/portal-defaults', payload: { accessType: 'email' } }),
  },
  {
    name: 'give a portal its own branding',
    outcomes: expected([...PAID, 'teamAdmin', 'editor'], ['viewer']),
    message: planMessages.customBranding,
    run: (s) =>
      as(users[s], app, {
        method: 'POST',
        url: '/api/portals',
        payload: { name: 'Branded', branding: { primaryColor: '#112233' }, status: 'draft' },
      }),
  },
  {
    name: 'change the branding colours',
    outcomes: expected(PAID),
    run: (s) =>
      as(users[s], app, { method: 'PATCH', url: '/api/settings/branding', payload: { primaryColor: '#112233' } }),
  },
  {
    name: 'upload a logo',
    outcomes: expected(PAID),
    run: async (s) =>
      as(users[s], app, {
        method: 'POST',
        url: '/api/settings/branding/logo',
        ...fileUpload(await solidPng('#112233', 90, 30), 'logo.png', 'image/png'),
      }),
  },
  {
    name: 'save a template',
    outcomes: expected([...PAID, 'teamAdmin', 'editor', 'viewer']),
    run: (s) =>
      as(users[s], app, {
        method: 'POST',
        url: '/api/templates',
        payload: { name: `${s} layout`, category: 'general', sections: LAYOUT },
      }),
  },
  {
    name: 'read analytics of the last 7 days',
    outcomes: expected(ALL),
    run: (s) => as(users[s], app, { method: 'GET', url: '/api/analytics?period=7d' }),
  },
  {
    name: 'read analytics of 30 days',
    outcomes: expected([...PAID, 'teamAdmin', 'editor', 'viewer']),
    message: planMessages.advancedAnalytics,
    run: (s) => as(users[s], app, { method: 'GET', url: '/api/analytics?period=30d' }),
  },
  {
    name: 'read one portal’s analytics of all time',
    outcomes: expected([...PAID, 'teamAdmin', 'editor', 'viewer']),
    message: planMessages.advancedAnalytics,
    run: (s) => as(users[s], app, { method: 'GET', url: `/api/portals/${linkPortals[s]}/analytics?period=all` }),
  },
  {
    name: 'export analytics as CSV',
    outcomes: expected([...PAID, 'teamAdmin', 'editor', 'viewer']),
    message: planMessages.advancedAnalytics,
    run: (s) => as(users[s], app, { method: 'GET', url: '/api/analytics/export.csv?period=7d' }),
  },
  {
    name: 'invite a teammate',
    outcomes: expected([...AGENCY, 'teamAdmin'], ['editor', 'viewer']),
    message: teamMessages.teamRequired,
    run: (s) =>
      as(users[s], app, {
        method: 'POST',
        url: '/api/team/invitations',
        payload: { email: `${s}-${++seq}@example.com`, role: 'viewer' },
      }),
  },
  {
    name: 'register a custom domain',
    outcomes: expected(AGENCY),
    run: (s) => as(users[s], app, { method: 'POST', url: '/api/custom-domains', payload: { domain: domain() } }),
  },
];

describe('the plan gating matrix', () => {
  for (const action of ACTIONS) {
    it(`${action.name}: ${ALL.map((s) => `${s} ${action.outcomes[s]}`).join(', ')}`, async () => {
      for (const subject of ALL) {
        const res = await action.run(subject);
        const label = `${subject}: ${res.statusCode} ${res.body.slice(0, 200)}`;
        const outcome = action.outcomes[subject];
        if (outcome === 'ok') {
          expect(res.statusCode, label).toBeLessThan(300);
        } else {
          expect(res.statusCode, label).toBe(403);
          const { code, message } = res.json().error;
          if (outcome === 'plan') {
            expect(code, label).toBe('PLAN_REQUIRED');
            if (action.message && !['teamAdmin', 'editor', 'viewer'].includes(subject)) {
              expect(message, label).toBe(action.message);
            }
          } else {
            expect(code, label).not.toBe('PLAN_REQUIRED');
          }
        }
      }
    });
  }

  it('tells a Free account the plan and what Free sees of analytics', async () => {
    const bare = await as(users.free, app, { method: 'GET', url: '/api/analytics' });
    expect(bare.statusCode).toBe(200);
    expect(bare.json()).toMatchObject({ period: '7d', advanced: false, filePopularity: [], clientEngagement: [] });
    const pro = await as(users.pro, app, { method: 'GET', url: '/api/analytics' });
    expect(pro.json()).toMatchObject({ period: '30d', advanced: true });
    const teamMember = await as(users.teamAdmin, app, { method: 'PATCH', url: '/api/settings/branding', payload: {} });
    expect(teamMember.json().error).toEqual({ code: 'PLAN_REQUIRED', message: planMessages.teamBranding });
  });
});
