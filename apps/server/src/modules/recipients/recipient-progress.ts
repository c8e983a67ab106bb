import type { RecipientStatus } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import type { ClientActivity } from '../public-portal';
import type { RecipientRecord } from './recipients.repository';
import { statusRank } from './recipients.service';

interface Step {
  visitorId: string;
  at: string;
  status: RecipientStatus;
  viewedFileId?: string;
  download?: boolean;
}

function stepOf(activity: ClientActivity): Step | null {
  // Only a browser that proved an address can be a recipient's.
  if (!activity.visitorId || activity.visitorVerified === false) return null;
  const base = { visitorId: activity.visitorId, at: activity.at };
  switch (activity.type) {
    case 'view':
      return { ...base, status: 'opened' };
    case 'download':
      return { ...base, status: 'downloaded', download: true };
    case 'comment':
    case 'form':
    case 'upload':
      return { ...base, status: 'responded' };
    case 'approval':
      return { ...base, status: activity.decision === 'approved' ? 'approved' : 'responded' };
    default:
      return null;
  }
}

/** The recipient after one more step: the status only moves forward; views and downloads are counted. */
export function advance(record: RecipientRecord, step: Step) {
  const viewed = step.viewedFileId && !record.viewedFileIds.includes(step.viewedFileId);
  return {
    status: statusRank(step.status) > statusRank(record.status) ? step.status : record.status,
    viewedFileIds: viewed ? [...record.viewedFileIds, step.viewedFileId as string] : record.viewedFileIds,
    downloads: record.downloads + (step.download ? 1 : 0),
    firstOpenedAt: record.firstOpenedAt ?? step.at,
    lastSeenAt: record.lastSeenAt && record.lastSeenAt > step.at ? record.lastSeenAt : step.at,
  };
}

/**
 * Moves each recipient's status from what the browsers that proved their address do in the portal (after a
 * personal link or an emailed code). Steps of one visitor are applied one after another, so a "download all"
 * counts every file.
 */
export function subscribeRecipientProgress(ctx: AppContext): () => void {
  const queues = new Map<string, Promise<void>>();
  const apply = (step: Step) => {
    const previous = queues.get(step.visitorId) ?? Promise.resolve();
    const next = previous.then(async () => {
      const record = await ctx.repos.recipients.findForVisitor(step.visitorId);
      if (!record) return;
      await ctx.repos.recipients.recordProgress(record.id, advance(record, step));
      if (!record.firstOpenedAt) {
        const { portalId, id: recipientId, email, name } = record;
        ctx.events.emit('recipient.opened', { portalId, recipientId, email, name, at: step.at });
      }
    });
    const settled = next.catch((error) => ctx.log.error({ err: error }, 'recipient progress failed'));
    queues.set(step.visitorId, settled);
    void settled.then(() => {
      if (queues.get(step.visitorId) === settled) queues.delete(step.visitorId);
    });
    return next;
  };
  // Every view passes here: most are no recipient's, and cost no promise.
  const offActivity = ctx.events.on('client.activity', (activity) => {
    const step = stepOf(activity);
    return step ? apply(step) : undefined;
  });
  const offViews = ctx.events.on('client.file-viewed', async (view) => {
    await apply({ visitorId: view.visitorId, at: view.at, status: 'viewed', viewedFileId: view.fileId });
  });
  return () => {
    offActivity();
    offViews();
  };
}
