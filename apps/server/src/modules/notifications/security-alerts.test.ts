import { DEFAULT_NOTIFICATION_PREFERENCES } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-app';
import { as, createCreator, signUp } from '../../../test/factories';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await signUp(app, { email: 'operator@example.com' });
});
afterAll(async () => {
  await app?.close();
});

describe('security alerts', () => {
  it('tells the user their password was changed, unless they turned security alerts off', async () => {
    const user = await createCreator(app);
    const change = (currentPassword: string, newPassword: string) =>
      as(user, app, { method: 'POST', url: '/api/account/password', payload: { currentPassword, newPassword } });
    expect((await change(user.password, 'a brand new secret')).statusCode).toBe(200);
    const [alert] = await app.ctx.repos.notifications.listForUser(user.id);
    expect(alert).toMatchObject({ type: 'other', title: 'Your password was changed', link: '/dashboard/settings' });

    await as(user, app, {
      method: 'PATCH',
      url: '/api/settings/notifications',
      payload: { ...DEFAULT_NOTIFICATION_PREFERENCES, securityAlerts: false },
    });
    expect((await change('a brand new secret', 'another new secret')).statusCode).toBe(200);
    expect(await app.ctx.repos.notifications.listForUser(user.id)).toHaveLength(1);
  });
});
