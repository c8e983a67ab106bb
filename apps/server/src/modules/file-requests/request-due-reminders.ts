import type { RequestSection } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { actionMail, mailName, mailSubject } from '../mail';
import { shareUrl } from '../public-portal';
import { requestItemsOf } from './request-items';
import type { PortalWithRequests, ReminderStage } from './request-reminders.repository';

const DAY_MS = 24 * 60 * 60_000;
/** The first reminder goes this many days before the due day; the second on the day itself. */
export const DUE_REMINDER_DAYS_BEFORE = 2;
const PORTALS_PER_RUN = 2000;

function stageOn(dueDate: string, now: Date): ReminderStage | null {
  const due = Date.parse(`${dueDate}T00:00:00Z`);
  const today = Date.parse(`${now.toISOString().slice(0, 10)}T00:00:00Z`);
  if (today === due) return 'due';
  if (today < due && today >= due - DUE_REMINDER_DAYS_BEFORE * DAY_MS) return 'before';
  return null;
}

function dueWords(dueDate: string, stage: ReminderStage): string {
  if (stage === 'due') return 'today';
  const day = new Date(`${dueDate}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  return `on ${day}`;
}

/**
 * Whom to remind of a section: the portal's live recipients (the creator sent it to them), else the proven
 * addresses of clients who already sent something into the portal.
 */
async function audience(ctx: AppContext, portalId: string): Promise<string[]> {
  const recipients = await ctx.repos.recipients.listLive(portalId);
  if (recipients.length > 0) return recipients.map((recipient) => recipient.email);
  const senders = (await ctx.repos.requestUploads.listByPortal(portalId))
    .filter((upload) => upload.emailVerified && upload.uploaderEmail)
    .map((upload) => (upload.uploaderEmail as string).toLowerCase());
  return [...new Set(senders)];
}

async function missingRequired(ctx: AppContext, portal: PortalWithRequests, section: RequestSection) {
  const uploads = await ctx.repos.requestUploads.listByPortal(portal.id);
  return requestItemsOf([section])
    .filter(({ item }) => item.required)
    .filter(
      ({ item }) =>
        !uploads.some(
          (upload) =>
            upload.sectionId === section.id &&
            upload.itemId === item.id &&
            (upload.status === 'submitted' || upload.status === 'accepted'),
        ),
    )
    .map(({ item }) => item.title);
}

/**
 * Reminds clients of required items still missing two days before a request's due day and on the day. Each
 * reminder is claimed once per section and due day across instances; a new due day starts afresh.
 */
export async function sendDueDateReminders(ctx: AppContext): Promise<number> {
  const now = ctx.clock();
  let sent = 0;
  for (const portal of await ctx.repos.requestReminders.activePortalsWithRequests(PORTALS_PER_RUN)) {
    const sections = (portal.sections as RequestSection[]).filter((s) => s.type === 'request' && s.dueDate);
    for (const section of sections) {
      const dueDate = section.dueDate as string;
      const stage = stageOn(dueDate, now);
      if (!stage) continue;
      const missing = await missingRequired(ctx, portal, section);
      if (missing.length === 0) continue;
      const to = await audience(ctx, portal.id);
      if (to.length === 0) continue;
      if (!(await ctx.repos.requestReminders.claim(portal.id, section.id, dueDate, stage, now.toISOString()))) continue;
      const when = dueWords(dueDate, stage);
      const list = missing.map((title) => `"${mailName(title)}"`).join(', ');
      const subject = mailSubject(`Files due ${when} for ${mailName(portal.name)}`);
      const mail = actionMail({
        greeting: 'Hello,',
        intro: `A reminder: "${mailName(section.title || portal.name)}" asks for files due ${when}. Still missing: ${list}.`,
        action: 'Send the files',
        url: shareUrl(ctx, portal.uuid),
        outro: 'You get this email because this portal was sent to you or you sent files through it.',
      });
      for (const email of to) {
        await ctx.mailer.send({ kind: 'request-due', to: email, subject, ...mail });
        sent++;
      }
    }
  }
  return sent;
}
