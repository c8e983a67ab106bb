import { type AccountSecurity, type AdminSecuritySettings, passwordPolicyMessages } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { Forbidden } from '../../lib/errors';
import type { RequestMeta } from '../../lib/request-meta';
import type { UserRecord } from '../users';
import { createSecurityRepository } from './security.repository';

const SETTING_KEY = 'security';

export async function readAdminSecuritySettings(ctx: AppContext): Promise<AdminSecuritySettings> {
  const stored = await ctx.repos.appSettings.get<Partial<AdminSecuritySettings>>(SETTING_KEY);
  return { requireAdminTwoFactor: stored?.requireAdminTwoFactor === true };
}

/** An admin without two-factor sign-in on an instance that requires it (the admin pages refuse them). */
export async function isMissingRequiredTwoFactor(ctx: AppContext, user: UserRecord): Promise<boolean> {
  if (user.userType !== 'admin' || user.twoFactorEnabled) return false;
  return (await readAdminSecuritySettings(ctx)).requireAdminTwoFactor;
}

/** For the admin guard: refuses with a message that says where to set two-factor sign-in up. */
export async function assertAdminTwoFactor(ctx: AppContext, user: UserRecord): Promise<void> {
  if (await isMissingRequiredTwoFactor(ctx, user)) {
    throw new Forbidden(passwordPolicyMessages.twoFactorRequiredForAdmins, 'TWO_FACTOR_REQUIRED');
  }
}

export async function readAccountSecurity(ctx: AppContext, user: UserRecord): Promise<AccountSecurity> {
  return {
    twoFactorEnabled: user.twoFactorEnabled,
    twoFactorRequired: await isMissingRequiredTwoFactor(ctx, { ...user, twoFactorEnabled: false }),
    passkeyCount: await createSecurityRepository(ctx.db).countPasskeys(user.id),
  };
}

export async function updateAdminSecuritySettings(
  ctx: AppContext,
  admin: UserRecord,
  patch: AdminSecuritySettings,
  meta: RequestMeta,
): Promise<AdminSecuritySettings> {
  const current = await readAdminSecuritySettings(ctx);
  if (patch.requireAdminTwoFactor && !admin.twoFactorEnabled) {
    throw new Forbidden(passwordPolicyMessages.setUpOwnTwoFactorFirst, 'TWO_FACTOR_REQUIRED');
  }
  if (current.requireAdminTwoFactor === patch.requireAdminTwoFactor) return current;
  await ctx.repos.appSettings.set(SETTING_KEY, patch);
  await ctx.repos.audit.record({
    action: 'platform.settings_changed',
    actorId: admin.id,
    actorEmail: admin.email,
    targetType: 'platform',
    targetId: SETTING_KEY,
    ip: meta.ip,
    userAgent: meta.userAgent,
    details: {
      changes: { requireAdminTwoFactor: { from: current.requireAdminTwoFactor, to: patch.requireAdminTwoFactor } },
    },
  });
  return patch;
}
