import type { AppContext } from '../../app-context';
import { actionMail, HOUR_MS, hasMailAllowance, mailName, mailSubject } from '../mail';
import type { PortalRecord } from '../portals';
import { shareUrl } from './share-url';

/** New-version mails one portal sends in an hour, and one owner's portals together: skipped beyond, not refused. */
export const VERSION_MAILS_PER_PORTAL = 50;
export const VERSION_MAILS_PER_OWNER = 300;

/** Why an address hears of a new version, which its mail says in the last line. */
type Reason = 'reviewed' | 'recipient';

/**
 * The clients to tell about a new version of a file: the verified addresses of those who commented on it or
 * gave a decision on it (an address nobody proved is not mailed), then the portal's live recipients (the
 * creator sent them the portal), each address once.
 */
async function fileClients(ctx: AppContext, portalId: string, fileId: string): Promise<Map<string, Reason>> {
  const emails = new Map<string, Reason>();
  const add = (email: string | null, verified: boolean, reason: Reason) => {
    if (email && verified && !emails.has(email.toLowerCase())) emails.set(email.toLowerCase(), reason);
  };
  for (const comment of await ctx.repos.comments.listByPortal(portalId)) {
    if (comment.fileId === fileId && comment.authorType === 'client') {
      add(comment.authorEmail, comment.verified, 'reviewed');
    }
  }
  for (const approval of await ctx.repos.approvals.listByPortal(portalId)) {
    if (approval.fileId === fileId) add(approval.approverEmail, approval.verified, 'reviewed');
  }
  for (const recipient of await ctx.repos.recipients.listLive(portalId)) add(recipient.email, true, 'recipient');
  return emails;
}

const OUTRO: Record<Reason, string> = {
  reviewed: 'You get this email because you commented on or reviewed this file.',
  recipient: 'You get this email because this portal was sent to you.',
};

/** Of the clients' threads on the version before, how many the creator has resolved by now. */
async function addressed(ctx: AppContext, portalId: string, fileId: string, previous: number) {
  const threads = (await ctx.repos.comments.listByPortal(portalId)).filter(
    (c) => c.fileId === fileId && c.fileVersion === previous && c.parentId === null && c.authorType === 'client',
  );
  return { total: threads.length, done: threads.filter((c) => c.resolvedAt !== null).length };
}

export function versionMailSubject(fileName: string, version: number, changes: { total: number; done: number }) {
  const ready = `Version ${version} of ${mailName(fileName)} is ready`;
  return mailSubject(
    changes.total > 0 ? `${ready}: ${changes.done} of ${changes.total} requested changes addressed` : ready,
  );
}

/**
 * Emails the file's clients that a new version is there, within the portal's and the owner's hourly ceilings.
 * Answers how many were mailed.
 */
export async function mailNewVersion(
  ctx: AppContext,
  portal: Pick<PortalRecord, 'id' | 'uuid' | 'name' | 'ownerId'>,
  file: { fileId: string; name: string; version: number; note: string | null },
): Promise<number> {
  if (file.version < 2) return 0;
  const to = await fileClients(ctx, portal.id, file.fileId);
  if (to.size === 0) return 0;
  const subject = versionMailSubject(
    file.name,
    file.version,
    await addressed(ctx, portal.id, file.fileId, file.version - 1),
  );
  const intro = file.note
    ? `${subject} in "${mailName(portal.name)}". What changed: ${mailName(file.note, 500)}`
    : `${subject} in "${mailName(portal.name)}".`;
  let sent = 0;
  for (const [email, reason] of to) {
    const allowed =
      (await hasMailAllowance(ctx, {
        name: 'version-mail-portal',
        key: portal.id,
        max: VERSION_MAILS_PER_PORTAL,
        windowMs: HOUR_MS,
      })) &&
      (await hasMailAllowance(ctx, {
        name: 'version-mail-owner',
        key: portal.ownerId,
        max: VERSION_MAILS_PER_OWNER,
        windowMs: HOUR_MS,
      }));
    if (!allowed) break;
    const mail = actionMail({
      greeting: 'Hello,',
      intro,
      action: 'Review the new version',
      url: shareUrl(ctx, portal.uuid),
      outro: OUTRO[reason],
    });
    await ctx.mailer.send({ kind: 'portal-version', to: email, subject, ...mail });
    sent++;
  }
  return sent;
}
