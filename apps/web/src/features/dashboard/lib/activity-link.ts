import type { RecentActivity } from '@clientdock/shared';

const portalPage = (portalId: string) => `/dashboard/edit/${encodeURIComponent(portalId)}`;

/**
 * Where a recent-activity row leads: the file it touched (the same link as the home's review actions), or the
 * portal's activity list the event shows up in.
 */
export function activityLink(event: RecentActivity): string {
  const portal = portalPage(event.portalId);
  // A file deleted since has no name any more; its portal's activity still tells what happened.
  if (event.fileId && event.fileName) return `${portal}?tab=files&review=${encodeURIComponent(event.fileId)}`;
  switch (event.type) {
    case 'view':
    case 'download':
      return `${portal}?tab=activity&activity=visitors`;
    case 'approval':
      return `${portal}?tab=activity&activity=approvals`;
    case 'form':
      return `${portal}?tab=activity&activity=responses`;
    case 'upload':
      return `${portal}?tab=requests`;
    default:
      return `${portal}?tab=activity&activity=comments`;
  }
}
