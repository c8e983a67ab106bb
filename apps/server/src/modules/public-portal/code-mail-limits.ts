import { mailLimitMessages } from '@clientdock/shared';
import { HOUR_MS, type MailLimit } from '../mail';

/** Code mails one portal sends in an hour, to all addresses together: a busy client meeting, not a mail-out. */
export const CODE_MAILS_PER_PORTAL = 30;
/** Code mails one owner's portals send in an hour together, so many portals cannot add up to a flood. */
export const CODE_MAILS_PER_OWNER = 200;

/** The ceilings a code mail of this portal counts against (besides the resend spacing per address). */
export function codeMailLimits(portalId: string, ownerId: string): MailLimit[] {
  return [
    {
      name: 'code-mail-portal',
      key: portalId,
      max: CODE_MAILS_PER_PORTAL,
      windowMs: HOUR_MS,
      message: mailLimitMessages.portalCodes,
    },
    {
      name: 'code-mail-owner',
      key: ownerId,
      max: CODE_MAILS_PER_OWNER,
      windowMs: HOUR_MS,
      message: mailLimitMessages.portalCodes,
    },
  ];
}
