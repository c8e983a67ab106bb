import type { AppContext } from '../../app-context';
import { portalAudience } from '../access';
import type { ClientActivity } from '../public-portal';
import type { NotificationContent, NotifyOptions } from './notification-delivery';
import { notifyUser } from './notification-delivery';

/** Where a click on the notification leads: the portal's editor, on the tab that shows what happened. */
export function editorLink(
  portalId: string,
  tab: 'activity' | 'files' | 'details' | 'requests',
  activity?: string,
): string {
  const query = new URLSearchParams({ tab });
  if (activity) query.set('activity', activity);
  return `/dashboard/edit/${encodeURIComponent(portalId)}?${query}`;
}

function describe(activity: ClientActivity): { content: NotificationContent; options: NotifyOptions } {
  const { portalId, summary } = activity;
  switch (activity.type) {
    case 'view':
      return {
        content: {
          type: 'portal_access',
          title: 'Portal viewed',
          message: summary,
          link: editorLink(portalId, 'activity', 'visitors'),
        },
        options: { preference: 'portalAccess' },
      };
    case 'download':
      return {
        content: {
          type: 'file_download',
          title: activity.batch ? 'Files downloaded' : 'File downloaded',
          message: activity.batch?.summary ?? summary,
          link: editorLink(portalId, 'files'),
        },
        options: { preference: 'fileDownloads' },
      };
    case 'comment':
      return {
        content: {
          type: 'client_comment',
          title: 'New comment',
          message: summary,
          link: editorLink(portalId, 'activity', 'comments'),
        },
        options: { preference: 'clientComments' },
      };
    case 'approval':
      return {
        content: {
          type: 'client_approval',
          title: activity.decision === 'changes_requested' ? 'Changes requested' : 'Approval received',
          message: summary,
          link: editorLink(portalId, 'activity', 'approvals'),
        },
        options: { preference: 'clientApprovals' },
      };
    case 'form':
      return {
        content: {
          type: 'form_response',
          title: 'New form response',
          message: summary,
          link: editorLink(portalId, 'activity', 'responses'),
        },
        options: { preference: 'formResponses' },
      };
    case 'upload':
      return {
        content: {
          type: 'client_upload',
          title: 'File received',
          message: summary,
          link: editorLink(portalId, 'requests'),
        },
        options: { preference: 'clientUploads' },
      };
    case 'version':
      return {
        content: { type: 'other', title: 'New version', message: summary, link: editorLink(portalId, 'files') },
        options: { preference: 'clientApprovals' },
      };
    case 'resolution':
      return {
        content: {
          type: 'other',
          title: 'Comment resolved',
          message: summary,
          link: editorLink(portalId, 'activity', 'comments'),
        },
        options: { preference: 'clientComments' },
      };
    case 'reply':
      return {
        content: {
          type: 'other',
          title: 'New reply',
          message: summary,
          link: editorLink(portalId, 'activity', 'comments'),
        },
        options: { preference: 'clientComments' },
      };
  }
}

/** Instant mails about views: at most one per portal per this long. */
export const VIEW_MAIL_WINDOW_MS = 15 * 60_000;
/** Notifications about new visitors per portal and mail window; more are summed up in the next one. */
export const VIEW_NOTICES_PER_WINDOW = 3;

/**
 * Coalesces "Portal viewed": the first new visitor of a 15-minute window is mailed (with how many came since
 * the mail before), the next few reach the bell only, the rest wait for the next window's summary. Counted
 * in the database, so every app instance shares the window. Answers null when nothing is to be sent.
 */
async function coalesceView(
  ctx: AppContext,
  activity: ClientActivity,
  described: { content: NotificationContent; options: NotifyOptions },
): Promise<{ content: NotificationContent; options: NotifyOptions } | null> {
  const key = activity.portalId;
  const now = ctx.clock().getTime();
  const before = await ctx.repos.rateWindows.peek('portal-view-notice', key);
  const window = await ctx.repos.rateWindows.hit('portal-view-notice', key, now, VIEW_MAIL_WINDOW_MS);
  if (window.count > VIEW_NOTICES_PER_WINDOW) return null;
  if (window.count > 1) return { ...described, options: { ...described.options, instantMail: false } };
  // A new window: the visitors of the one before that were not mailed are summed up in this mail.
  const unmailed = before && before.windowStart < window.windowStart ? before.count - 1 : 0;
  if (unmailed <= 0) return described;
  const total = unmailed + 1;
  return {
    ...described,
    content: { ...described.content, message: `${total} new visitors. The latest: ${activity.summary}` },
  };
}

/** Notifies everyone who can open the portal of one client action. */
async function notifyAudience(ctx: AppContext, activity: ClientActivity): Promise<void> {
  const described =
    activity.type === 'view' ? await coalesceView(ctx, activity, describe(activity)) : describe(activity);
  if (!described) return;
  const { content, options } = described;
  // The owner, the team's admins and the members assigned to the portal: whoever can open it (spec §6).
  const audience = await portalAudience(ctx, { id: activity.portalId, ownerId: activity.ownerId });
  const { owner } = activity;
  for (const userId of audience) {
    if (userId === activity.actorUserId) continue;
    await notifyUser(ctx, owner && owner.id === userId ? owner : userId, content, options);
  }
}

/**
 * Turns what clients do in a portal into notifications for its owner. Views arrive at most once per visitor
 * per portal per 30 minutes (the portal view service counts a visit, not a page load); only those that are
 * news (a visitor's first view of the day, never a bot's) notify, coalesced per portal.
 */
export function subscribeClientActivityNotifier(ctx: AppContext): () => void {
  // Most views are quiet: they pass without a promise.
  return ctx.events.on('client.activity', (activity) => {
    // One notification for one client action, however many activities it recorded.
    if (activity.batch && activity.batch.index > 0) return undefined;
    if (activity.quiet) return undefined;
    return notifyAudience(ctx, activity);
  });
}
