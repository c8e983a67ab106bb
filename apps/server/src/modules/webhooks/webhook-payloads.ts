import type { WebhookEventType } from '@clientdock/shared';
import type { AppContext, AppEvents } from '../../app-context';
import { type ClientActivity, shareUrl } from '../public-portal';

/** One event as a receiver gets it, before it is addressed to endpoints. */
export interface WebhookMessage {
  type: WebhookEventType;
  ownerId: string;
  at: string;
  /** Builds `data` only when some endpoint wants the event, so an event nobody listens to costs no reads. */
  data: () => Promise<Record<string, unknown> | null>;
}

export async function portalData(ctx: AppContext, portalId: string) {
  const portal = await ctx.repos.portals.findById(portalId);
  if (!portal) return null;
  return {
    id: portal.id,
    uuid: portal.uuid,
    name: portal.name,
    status: portal.status,
    url: shareUrl(ctx, portal.uuid),
  };
}

async function fileData(ctx: AppContext, portalId: string, fileId: string | null | undefined) {
  if (!fileId) return null;
  const file = await ctx.repos.files.findLatest(portalId, fileId);
  return file ? { id: fileId, name: file.name, version: file.version, mime: file.mime, size: file.size } : null;
}

/** The client as the creator already sees them in the portal's activity: a name and an address they gave or proved. */
async function visitorData(ctx: AppContext, visitorId: string | null | undefined) {
  if (!visitorId) return null;
  const visitor = await ctx.repos.visitors.findById(visitorId);
  if (!visitor) return null;
  return { id: visitor.id, name: visitor.name, email: visitor.email, emailVerified: visitor.emailVerified };
}

function activityType(activity: ClientActivity): WebhookEventType | null {
  switch (activity.type) {
    case 'view':
      return 'portal.viewed';
    case 'download':
      return 'file.downloaded';
    case 'comment':
      return 'comment.created';
    case 'approval':
      return activity.decision === 'changes_requested' ? 'changes.requested' : 'approval.created';
    case 'form':
      return 'form.submitted';
    case 'upload':
      return 'request.uploaded';
    case 'version':
      return 'file.version_created';
    default:
      return null;
  }
}

export function fromActivity(ctx: AppContext, activity: ClientActivity): WebhookMessage | null {
  const type = activityType(activity);
  if (!type) return null;
  return {
    type,
    ownerId: activity.ownerId,
    at: activity.at,
    data: async () => {
      const portal = await portalData(ctx, activity.portalId);
      if (!portal) return null;
      const [file, visitor] = await Promise.all([
        fileData(ctx, activity.portalId, activity.fileId),
        visitorData(ctx, activity.visitorId),
      ]);
      return {
        portal,
        ...(file ? { file } : {}),
        ...(visitor ? { visitor } : {}),
        ...(activity.type === 'view' ? { firstToday: !activity.quiet } : {}),
        ...(activity.detail ?? {}),
        summary: activity.summary,
        occurredAt: activity.at,
      };
    },
  };
}

export function fromReview(ctx: AppContext, review: AppEvents['request.reviewed']): WebhookMessage {
  return {
    type: 'request.reviewed',
    ownerId: review.ownerId,
    at: review.at,
    data: async () => {
      const portal = await portalData(ctx, review.portalId);
      if (!portal) return null;
      const { uploadId, itemId, status, note } = review;
      const summary = `A file sent for a request in "${portal.name}" was ${status}`;
      return { portal, upload: { id: uploadId, itemId, status, note }, summary, occurredAt: review.at };
    },
  };
}

export function fromPortalChange(ctx: AppContext, change: AppEvents['portal.changed']): WebhookMessage {
  return {
    type: change.change === 'created' ? 'portal.created' : 'portal.archived',
    ownerId: change.ownerId,
    at: change.at,
    data: async () => {
      const portal = await portalData(ctx, change.portalId);
      if (!portal) return null;
      const summary = `Portal "${portal.name}" was ${change.change}`;
      return { portal, byUserId: change.by, summary, occurredAt: change.at };
    },
  };
}

export async function fromRecipientOpened(
  ctx: AppContext,
  opened: AppEvents['recipient.opened'],
): Promise<WebhookMessage | null> {
  const record = await ctx.repos.portals.findById(opened.portalId);
  if (!record) return null;
  return {
    type: 'recipient.opened',
    ownerId: record.ownerId,
    at: opened.at,
    data: async () => {
      const portal = await portalData(ctx, opened.portalId);
      if (!portal) return null;
      const { recipientId: id, email, name } = opened;
      const summary = `${name ?? email} opened "${portal.name}" for the first time`;
      return { portal, recipient: { id, email, name }, summary, occurredAt: opened.at };
    },
  };
}
