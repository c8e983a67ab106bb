import type { AppContext } from '../../app-context';
import { notifyUser } from './notification-delivery';

const ALERTS = {
  passwordChanged: {
    title: 'Your password was changed',
    message:
      'Your password was changed and your other sessions were signed out. If this was not you, reset your password now.',
  },
  emailChanged: {
    title: 'Your email address was changed',
    message: 'Your account email address was changed. If this was not you, contact support now.',
  },
} as const;

export type SecurityAlert = keyof typeof ALERTS;

/**
 * A security alert (`other`, under the securityAlerts preference). It never fails the action that
 * caused it: the change has happened either way.
 */
export async function sendSecurityAlert(ctx: AppContext, userId: string, alert: SecurityAlert): Promise<void> {
  try {
    await notifyUser(
      ctx,
      userId,
      { type: 'other', ...ALERTS[alert], link: '/dashboard/settings' },
      { preference: 'securityAlerts' },
    );
  } catch (error) {
    ctx.log.error({ err: error, alert }, 'security alert failed');
  }
}

/** Modules below notifications (auth) announce 'security.alert' instead of importing this module. */
export function subscribeSecurityAlerts(ctx: AppContext): () => void {
  return ctx.events.on('security.alert', ({ userId, alert }) => sendSecurityAlert(ctx, userId, alert));
}
