import { RECIPIENT_EXPIRY_REMINDER_DAYS } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { DAY_MS } from '../mail';
import type { PortalRecord } from '../portals';
import type { RecipientRecord } from './recipients.repository';
import { scheduleOf, sendReminder } from './recipients.service';

const BATCH = 100;
const CANDIDATES = 1000;

async function remind(ctx: AppContext, recipient: RecipientRecord, closing = false): Promise<boolean> {
  const portal: PortalRecord | undefined = await ctx.repos.portals.findById(recipient.portalId);
  const found = portal ? await ctx.repos.portals.findByUuidWithOwner(portal.uuid) : undefined;
  if (!portal || !found?.owner || (closing && !portal.expiresAt)) return false;
  try {
    await sendReminder(ctx, portal, found.owner, recipient, closing ? (portal.expiresAt ?? undefined) : undefined);
    return true;
  } catch (error) {
    ctx.log.error({ err: error, recipientId: recipient.id }, 'recipient reminder failed');
    return false;
  }
}

/**
 * The automatic reminders: on each day of the portal's schedule after the invitation (2 and 5 unless the creator
 * chose others), to recipients of active portals (with the switch on) who have not opened the portal yet; and
 * once, two days before a portal closes, to recipients who have not responded or approved. Each is claimed with
 * a conditional update, so however many instances run the job, one mail goes out. Answers how many were sent.
 */
export async function sendRecipientReminders(ctx: AppContext): Promise<number> {
  const now = ctx.clock();
  let sent = 0;
  const candidates = await ctx.repos.recipients.autoReminderCandidates(new Date(now.getTime() - DAY_MS), 3, CANDIDATES);
  for (const { recipient, stage, schedule } of candidates) {
    if (sent >= BATCH) break;
    const days = scheduleOf(schedule);
    const dueStages = days.filter((day) => recipient.invitedAt <= new Date(now.getTime() - day * DAY_MS).toISOString());
    // A reminder missed while the app was down is not sent late beside the next one: one mail, at the latest stage.
    if (stage >= days.length || dueStages.length <= stage) continue;
    if (!(await ctx.repos.recipients.claimAutoReminder(recipient.id, stage, dueStages.length, now))) continue;
    if (await remind(ctx, recipient)) sent++;
  }
  const closingBy = new Date(now.getTime() + RECIPIENT_EXPIRY_REMINDER_DAYS * DAY_MS);
  for (const recipient of await ctx.repos.recipients.expiryReminderCandidates(now, closingBy, BATCH)) {
    if (!(await ctx.repos.recipients.claimExpiryReminder(recipient.id, now))) continue;
    if (await remind(ctx, recipient, true)) sent++;
  }
  return sent;
}
