import { recipientMessages } from '@clientdock/shared';
import { HOUR_MS, type MailLimit } from '../mail';

/** Invitations (new and resent) one portal sends in an hour: a client list, not a mailing list. */
export const RECIPIENT_MAILS_PER_PORTAL = 50;
/** Invitations one owner's portals send together in an hour. */
export const RECIPIENT_MAILS_PER_OWNER = 200;
/** One manual reminder per recipient an hour. */
export const REMIND_INTERVAL_MS = HOUR_MS;

export function recipientMailLimits(portalId: string, ownerId: string): MailLimit[] {
  return [
    {
      name: 'recipient-mail-portal',
      key: portalId,
      max: RECIPIENT_MAILS_PER_PORTAL,
      windowMs: HOUR_MS,
      message: (seconds) => recipientMessages.invitesPerPortal(RECIPIENT_MAILS_PER_PORTAL, seconds),
    },
    {
      name: 'recipient-mail-owner',
      key: ownerId,
      max: RECIPIENT_MAILS_PER_OWNER,
      windowMs: HOUR_MS,
      message: (seconds) => recipientMessages.invitesPerOwner(RECIPIENT_MAILS_PER_OWNER, seconds),
    },
  ];
}
