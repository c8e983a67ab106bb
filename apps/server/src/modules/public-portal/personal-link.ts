import { createHash } from 'node:crypto';
import type { AppContext } from '../../app-context';
import { grantAccess } from './access.service';
import type { ClientRequest } from './client-request';
import { loadOpenPortal } from './public-view';
import { ensureVisitor, markEmailVerified } from './visitors.service';

const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;

/** What the recipient table keeps of a personal link's token: a leaked table opens no portal. */
export function hashPersonalToken(token: string): string {
  return createHash('sha256').update(`clientdock:recipient:${token}`).digest('hex');
}

/**
 * The `?r=` of a personal link, used once: this browser becomes a verified client with the recipient's address
 * (on an email-code portal that is its access, as after a code; a PIN portal still asks for its PIN), and the
 * recipient is marked as having opened the portal. A used, revoked or unknown token proves nothing and is
 * ignored, so the visit goes on under the portal's normal access rules.
 */
export async function redeemPersonalLink(
  ctx: AppContext,
  uuid: string,
  token: string,
  client: ClientRequest,
): Promise<boolean> {
  if (!TOKEN.test(token)) return false;
  const open = await loadOpenPortal(ctx, uuid);
  const recipient = await ctx.repos.recipients.findLiveByToken(hashPersonalToken(token));
  if (!recipient || recipient.portalId !== open.portal.id) return false;
  if (!(await ctx.repos.recipients.claimProof(recipient.id, ctx.clock()))) return false;
  await markEmailVerified(ctx, await ensureVisitor(ctx, open.portal.id, client), recipient.email);
  if (open.portal.accessType === 'email') {
    grantAccess(ctx, open, client, recipient.email);
    // The rest of this request reads the portal with the access just granted.
    client.accessToken = client.issued.access?.token;
  }
  return true;
}
