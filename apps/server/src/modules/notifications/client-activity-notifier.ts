import type { AppContext } from '../../app-context';
import type { ClientActivity } from '../../lib/events';
import { portalAudience } from '../portals/portal-access';
import type { NotificationContent, NotifyOptions } from './notification-delivery';
import { notifyUser } from './notification-delivery';

/** Where a click on the notification leads: the portal's editor, on the tab that shows what happened. */
export function editorLink(portalId: string, tab: 'activity' | 'files' | 'details', activity?: string): string {
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
      // Spec §3 files form responses under `other`; they follow the client comments switch.
      return {
        content: {
          type: 'other',
          title: 'New form response',
          message: summary,
          link: editorLink(portalId, 'activity', 'responses'),
        },
        options: { preference: 'clientComments' },
      };
  }
}

/**
 * Turns what clients do in a portal into notifications for its owner. Views arrive at most once per visitor
 * per portal per 30 minutes (the portal view service counts a visit, not a page load).
 */
export function subscribeClientActivityNotifier(ctx: AppContext): () => void {
  return ctx.events.on('client.activity', async (activity) => {
    // One notification for one client action, however many activities it recorded.
    if (activity.batch && activity.batch.index > 0) return;
    const { content, options } = describe(activity);
    // The owner, the team's admins and the members assigned to the portal: whoever can open it (spec §6).
    const audience = await portalAudience(ctx, { id: activity.portalId, ownerId: activity.ownerId });
    const { owner } = activity;
    for (const userId of audience) {
      await notifyUser(ctx, owner && owner.id === userId ? owner : userId, content, options);
    }
  });
}
