import type { AppContext } from '../../app-context';
import { actionMail, HOUR_MS, hasMailAllowance, mailName, mailSubject } from '../mail';
import type { PortalRecord } from '../portals';
import { shareUrl } from '../public-portal';
import type { RequestUploadRecord } from './request-uploads.repository';

/** Review mails one portal sends in an hour: skipped beyond, the client still sees the decision in the portal. */
export const REVIEW_MAILS_PER_PORTAL = 60;

export function reviewMailSubject(fileName: string, status: 'accepted' | 'rejected'): string {
  return mailSubject(
    status === 'accepted' ? `${mailName(fileName)} was accepted` : `${mailName(fileName)} needs to be sent again`,
  );
}

/**
 * Tells the client who sent a file what the studio decided, when the address was proven (a typed address could
 * be anyone's). Answers whether a mail went.
 */
export async function mailReviewDecision(
  ctx: AppContext,
  portal: Pick<PortalRecord, 'id' | 'uuid' | 'name'>,
  upload: Pick<RequestUploadRecord, 'name' | 'uploaderEmail' | 'emailVerified' | 'uploaderName'>,
  decision: { status: 'accepted' | 'rejected'; note: string | null; itemTitle: string },
): Promise<boolean> {
  if (!upload.uploaderEmail || !upload.emailVerified) return false;
  const allowed = await hasMailAllowance(ctx, {
    name: 'request-review-mail',
    key: portal.id,
    max: REVIEW_MAILS_PER_PORTAL,
    windowMs: HOUR_MS,
  });
  if (!allowed) return false;
  const file = mailName(upload.name);
  const where = `"${mailName(decision.itemTitle)}" in "${mailName(portal.name)}"`;
  const note = decision.note ? ` Their note: ${mailName(decision.note, 1000)}` : '';
  const intro =
    decision.status === 'accepted'
      ? `The file you sent for ${where}, ${file}, was accepted. Thank you.${note}`
      : `The file you sent for ${where}, ${file}, cannot be used as it is.${note} Please send a new one.`;
  const mail = actionMail({
    greeting: upload.uploaderName ? `Hello ${mailName(upload.uploaderName, 80)},` : 'Hello,',
    intro,
    action: decision.status === 'accepted' ? 'Open the portal' : 'Send a new file',
    url: shareUrl(ctx, portal.uuid),
    outro: 'You get this email because you sent this file through the portal.',
  });
  await ctx.mailer.send({
    kind: 'request-review',
    to: upload.uploaderEmail,
    subject: reviewMailSubject(upload.name, decision.status),
    ...mail,
  });
  return true;
}
