import { RECIPIENT_AUTO_REMINDER_DAYS } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { DAY_MS } from '../mail';
import { sendReminder } from './recipients.service';

const BATCH = 100;

/**
 * The automatic reminders: 2 and 5 days after the invitation, to recipients of active portals (with the
 * switch on) who have not opened the portal yet. Each is claimed with a conditional update, so however many
 * instances run the job, one mail goes out. Answers how many were sent.
 */
export async function sendRecipientReminders(ctx: AppContext): Promise<number> {
  const now = ctx.clock();
  const dueBefore = RECIPIENT_AUTO_REMINDER_DAYS.map((days) => new Date(now.getTime() - days * DAY_MS));
  let sent = 0;
  for (const { recipient, stage } of await ctx.repos.recipients.dueAutoReminders(dueBefore, BATCH)) {
    // A reminder missed while the app was down is not sent late beside the next one: one mail, at the latest stage.
    const nextStage = dueBefore.filter((before) => recipient.invitedAt <= before.toISOString()).length;
    if (!(await ctx.repos.recipients.claimAutoReminder(recipient.id, stage, Math.max(nextStage, stage + 1), now))) {
      continue;
    }
    const portal = await ctx.repos.portals.findById(recipient.portalId);
    const found = portal ? await ctx.repos.portals.findByUuidWithOwner(portal.uuid) : undefined;
    if (!portal || !found?.owner) continue;
    try {
      await sendReminder(ctx, portal, found.owner, recipient);
      sent++;
    } catch (error) {
      ctx.log.error({ err: error, recipientId: recipient.id }, 'recipient reminder failed');
    }
  }
  return sent;
}
