import type { AppContext } from '../../app-context';
import { readPlatformSettings } from '../app-settings';
import { notifyUser } from '../notifications';

/**
 * A new account (not the instance's first, which becomes its admin) gets the platform's default plan and, when
 * sign-ups need approval, waits as pending. Someone a team has invited skips the queue: the team vouched for them,
 * and they could not accept the invitation while pending.
 */
export async function applyRegistrationPolicy(ctx: AppContext, user: { id: string; email: string; name: string }) {
  const settings = await readPlatformSettings(ctx.repos.appSettings);
  const now = ctx.clock();
  const needsApproval =
    settings.registrationMode === 'approval' && !(await ctx.repos.adminCreators.hasOpenInvitation(user.email, now));
  const plan = settings.defaultPlan;
  if (!needsApproval && plan === 'free') return;
  await ctx.repos.users.update(user.id, {
    ...(plan !== 'free' ? { plan, subscriptionStatus: 'active' } : {}),
    ...(needsApproval ? { status: 'pending' } : {}),
  });
  if (needsApproval) await tellAdmins(ctx, user);
}

async function tellAdmins(ctx: AppContext, user: { email: string; name: string }) {
  for (const adminId of await ctx.repos.supportTickets.activeAdminIds()) {
    await notifyUser(
      ctx,
      adminId,
      {
        type: 'other',
        title: 'An account is waiting for approval',
        message: `${user.name || user.email} (${user.email}) signed up and waits for your approval.`,
        link: '/admin/creators?status=pending',
      },
      { preference: null },
    ).catch((error) => ctx.log.error({ err: error }, 'could not tell an admin about a pending account'));
  }
}
