import { mailLimitMessages } from '@clientdock/shared';
import { DAY_MS, HOUR_MS, type MailLimit } from '../mail';

/** Invitation mails (new and resent together) to one address in an hour, whoever sends them. */
export const INVITATION_MAILS_PER_ADDRESS = 3;
/** Invitation mails one account sends in a day: a large team's onboarding, not a mailing list. */
export const INVITATION_MAILS_PER_ACCOUNT = 50;

/** The ceilings an invitation mail from `inviterId` to `email` counts against. */
export function invitationMailLimits(inviterId: string, email: string): MailLimit[] {
  return [
    {
      name: 'invitation-mail-address',
      key: email.trim().toLowerCase(),
      max: INVITATION_MAILS_PER_ADDRESS,
      windowMs: HOUR_MS,
      message: (seconds) => mailLimitMessages.invitationsToAddress(INVITATION_MAILS_PER_ADDRESS, seconds),
    },
    {
      name: 'invitation-mail-account',
      key: inviterId,
      max: INVITATION_MAILS_PER_ACCOUNT,
      windowMs: DAY_MS,
      message: (seconds) => mailLimitMessages.invitationsPerAccount(INVITATION_MAILS_PER_ACCOUNT, seconds),
    },
  ];
}
