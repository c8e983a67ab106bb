import { DEFAULT_NOTIFICATION_PREFERENCES, NOTIFICATION_TOGGLE_KEYS, SPEC_TOGGLE_KEYS } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, signUp, type TestUser } from '../../../test/factories';

let app: FastifyInstance;
let user: TestUser;
beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
});
beforeEach(async () => {
  user = await createCreator(app, { plan: 'pro' });
});
afterAll(async () => {
  await app?.close();
});

const URL = '/api/settings/notifications';
const get = (who: TestUser | null = user) => as(who, app, { method: 'GET', url: URL });
const patch = (payload: object, who: TestUser | null = user) => as(who, app, { method: 'PATCH', url: URL, payload });
const VALID = { ...DEFAULT_NOTIFICATION_PREFERENCES, clientComments: false, emailFrequency: 'weekly' };

describe('notification preferences', () => {
  it('answers the defaults to a user who never saved', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('replaces the whole object and keeps it in the user settings, beside other settings', async () => {
    await as(user, app, { method: 'PATCH', url: '/api/settings/branding', payload: { primaryColor: '#112233' } });
    const saved = { ...VALID, digestTime: '18:30', weeklyDigestDay: 5, timeZone: 'Europe/Berlin' };
    const res = await patch(saved);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(saved);
    expect((await get()).json()).toEqual(saved);
    const stored = await app.ctx.repos.users.findById(user.id);
    expect(stored?.settings.notifications).toEqual(saved);
    expect(stored?.settings.branding).toMatchObject({ primaryColor: '#112233' });
  });

  it('fills the optional digest fields from the defaults when they are left out', async () => {
    const { digestTime: _t, weeklyDigestDay: _d, ...rest } = VALID;
    expect((await patch(rest)).json()).toMatchObject({ digestTime: '09:00', weeklyDigestDay: 1 });
  });

  it.each(SPEC_TOGGLE_KEYS)('answers 400 "Missing required notification preference: %s"', async (key) => {
    const { [key]: _dropped, ...rest } = VALID;
    const res = await patch(rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: `Missing required notification preference: ${key}`,
    });
  });

  it.each([
    ['Missing required notification preference: emailFrequency', { emailFrequency: undefined }],
    ['Invalid email frequency specified', { emailFrequency: 'hourly' }],
    ['Invalid email frequency specified', { emailFrequency: 1 }],
    ['Invalid digest time format. Use HH:MM format', { digestTime: '9:00' }],
    ['Invalid digest time format. Use HH:MM format', { digestTime: '24:00' }],
    ['Invalid digest time format. Use HH:MM format', { digestTime: '12:60' }],
    ['Invalid digest time format. Use HH:MM format', { digestTime: 900 }],
    ['Invalid weekly digest day. Must be 0-6 (Sunday-Saturday)', { weeklyDigestDay: 7 }],
    ['Invalid weekly digest day. Must be 0-6 (Sunday-Saturday)', { weeklyDigestDay: -1 }],
    ['Invalid weekly digest day. Must be 0-6 (Sunday-Saturday)', { weeklyDigestDay: 1.5 }],
    ['Invalid weekly digest day. Must be 0-6 (Sunday-Saturday)', { weeklyDigestDay: '1' }],
    ['portalAccess must be true or false', { portalAccess: 'yes' }],
    ['Unknown time zone. Use a name such as America/New_York or Europe/Berlin.', { timeZone: 'Mars/Olympus' }],
    ['Send a JSON object as the request body.', null],
  ])('answers 400 "%s"', async (message, change) => {
    const res = await patch(change === null ? [VALID] : { ...VALID, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
    expect((await get()).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it('answers junk bodies with 4xx, never 5xx', async () => {
    const send = (payload: string, type: string) =>
      as(user, app, { method: 'PATCH', url: URL, payload, headers: { 'content-type': type } });
    expect((await send('{"portalAccess": tr', 'application/json')).statusCode).toBe(400);
    expect((await send('portalAccess=true', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect((await send('', 'application/json')).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    expect((await get(null)).statusCode).toBe(401);
    expect((await patch(VALID, null)).statusCode).toBe(401);
  });

  it("answers 'Failed to update notification preferences' when saving fails", async () => {
    const repo = app.ctx.repos.settings;
    const original = repo.updateUser;
    repo.updateUser = async () => {
      throw new Error('database is locked');
    };
    try {
      const res = await patch(VALID);
      expect(res.statusCode).toBe(500);
      expect(res.json().error.message).toBe('Failed to update notification preferences');
    } finally {
      repo.updateUser = original;
    }
  });

  it('reads a damaged stored value as its default without hiding the others', async () => {
    await app.ctx.repos.settings.updateUser(user.id, {
      settings: (current) => ({
        ...current,
        notifications: { portalAccess: false, emailFrequency: 'sometimes', digestTime: 'noon', timeZone: 'Nowhere/X' },
      }),
    });
    // Saved before per-kind choices: every kind is still mailed as emailFrequency says.
    expect((await get()).json()).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      portalAccess: false,
      emailDelivery: ALL_INSTANT,
    });
  });
});

const ALL_INSTANT = Object.fromEntries(NOTIFICATION_TOGGLE_KEYS.map((key) => [key, 'instant']));

describe('per-kind email delivery', () => {
  it('answers instant mail for client actions and the daily digest for views and downloads to a new user', async () => {
    expect((await get()).json().emailDelivery).toEqual({
      portalAccess: 'digest',
      fileDownloads: 'digest',
      clientComments: 'instant',
      clientApprovals: 'instant',
      clientUploads: 'instant',
      formResponses: 'instant',
      portalExpiring: 'instant',
      portalLimitReached: 'instant',
      planUpdates: 'instant',
      securityAlerts: 'instant',
    });
    expect((await get()).json()).toMatchObject({ clientUploads: true, formResponses: true });
  });

  it('keeps what a creator saved before: the older shape reads with every kind as it was mailed', async () => {
    const older = Object.fromEntries(
      Object.entries(DEFAULT_NOTIFICATION_PREFERENCES).filter(
        ([key]) => !['emailDelivery', 'clientUploads', 'formResponses'].includes(key),
      ),
    );
    await app.ctx.repos.settings.updateUser(user.id, {
      settings: (current) => ({
        ...current,
        notifications: { ...older, fileDownloads: false, emailFrequency: 'daily' },
      }),
    });
    const read = (await get()).json();
    expect(read).toMatchObject({ fileDownloads: false, emailFrequency: 'daily', clientUploads: true });
    expect(read.emailDelivery).toEqual(ALL_INSTANT);
    // An older client saves without emailDelivery: the choices in effect are kept.
    const res = await patch({ ...older, emailFrequency: 'instant' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ emailFrequency: 'instant', fileDownloads: true, emailDelivery: ALL_INSTANT });
  });

  it('saves a choice per kind, and a kind left out keeps its default', async () => {
    const res = await patch({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      clientUploads: false,
      emailDelivery: { portalAccess: 'off', clientComments: 'digest' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      clientUploads: false,
      emailDelivery: {
        portalAccess: 'off',
        clientComments: 'digest',
        fileDownloads: 'digest',
        clientApprovals: 'instant',
      },
    });
    expect((await get()).json().emailDelivery).toEqual(res.json().emailDelivery);
  });

  it.each([
    ['Email delivery must be instant, digest or off', { emailDelivery: { clientComments: 'hourly' } }],
    ['Email delivery must be instant, digest or off', { emailDelivery: { portalAccess: true } }],
    ['emailDelivery must be an object', { emailDelivery: 'instant' }],
    ['clientUploads must be true or false', { clientUploads: 'yes' }],
  ])('answers 400 "%s" in the error envelope', async (message, change) => {
    const res = await patch({ ...DEFAULT_NOTIFICATION_PREFERENCES, ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION_ERROR', message });
    expect((await get()).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
  });

  it("keeps each creator's choices to themselves", async () => {
    const other = await createCreator(app);
    await patch({ ...DEFAULT_NOTIFICATION_PREFERENCES, emailDelivery: { clientComments: 'off' } }, other);
    expect((await get()).json().emailDelivery.clientComments).toBe('instant');
    expect((await get(other)).json().emailDelivery.clientComments).toBe('off');
  });
});
