import type { PlatformSettings } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import type { MailMessage } from '../mail';
import { actionMail, mailGreeting, mailName, mailSubject } from '../mail';
import type { UserRecord } from '../users';

type StatusAction = 'user.approved' | 'user.suspended' | 'user.reactivated';

/** What the account's owner is told when an admin approves, suspends or reactivates it. */
export function accountStatusMail(
  ctx: AppContext,
  platform: PlatformSettings,
  user: Pick<UserRecord, 'email' | 'name' | 'firstName'>,
  action: StatusAction,
): MailMessage {
  const name = mailName(platform.platformName);
  const greeting = mailGreeting(user.firstName || user.name);
  const contact = platform.supportEmail ? ` You can reach us at ${platform.supportEmail}.` : '';
  const signIn = `${ctx.config.publicUrl}/login`;
  if (action === 'user.suspended') {
    const mail = actionMail({
      greeting,
      intro: `Your ${name} account has been suspended, and you have been signed out. Your portals stay as they are while the account is suspended.`,
      action: 'Contact support',
      url: `${ctx.config.publicUrl}/contact`,
      outro: `If you think this is a mistake, please contact support.${contact}`,
    });
    return {
      kind: 'account-suspended',
      to: user.email,
      subject: mailSubject(`Your ${name} account has been suspended`),
      ...mail,
    };
  }
  const isApproval = action === 'user.approved';
  const mail = actionMail({
    greeting,
    intro: isApproval
      ? `Good news: an administrator approved your ${name} account. You can sign in and create your first portal now.`
      : `Your ${name} account is active again. You can sign in and pick up where you left off.`,
    action: 'Sign in',
    url: signIn,
    outro: `Questions? Reply to this message or contact support.${contact}`,
  });
  return {
    kind: isApproval ? 'account-approved' : 'account-reactivated',
    to: user.email,
    subject: mailSubject(isApproval ? `Your ${name} account is approved` : `Your ${name} account is active again`),
    ...mail,
  };
}
