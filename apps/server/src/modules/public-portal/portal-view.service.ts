import type { PublicPortalResponse } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { requireAccess } from './access.service';
import { recordActivity } from './activity';
import type { ClientRequest } from './client-request';
import { describePublicPortal } from './public-view';
import { isBot, isFirstVisitToday } from './visitor-recognition';
import { describeVisitor, findOrBuildVisitor, viewSessionStart } from './visitors.service';

/** A visitor who viewed within this long was announced already: their views count, but are no news. */
const ANNOUNCED_MS = 24 * 60 * 60_000;

/**
 * Whether this view is worth recording, and whether it is news for the creator. A known visitor's view counts
 * once per half hour and is news once a day. A new visitor is news the first time today that its address and
 * browser open the portal; a browser without a cookie coming back the same day is the same visitor (or a
 * script that keeps no cookies) and is not counted again.
 */
async function judgeView(
  ctx: AppContext,
  portalId: string,
  client: ClientRequest,
  seen: Awaited<ReturnType<typeof findOrBuildVisitor>>,
): Promise<{ record: boolean; quiet: boolean }> {
  const now = ctx.clock().getTime();
  if (!seen.isNew) {
    const since = new Date(now - ANNOUNCED_MS);
    const lastView = await ctx.repos.events.latestSince(portalId, seen.visitor.id, 'view', since);
    if (lastView && lastView > viewSessionStart(ctx)) return { record: false, quiet: true };
    return { record: true, quiet: lastView !== undefined };
  }
  const first = await isFirstVisitToday(ctx, portalId, client);
  return { record: first || !seen.isMinted, quiet: !first };
}

/**
 * The portal page's data. Opening it is a view, counted once per visitor per half hour. Bots and link
 * previewers are counted apart and are never news. The creator's preview counts nothing and tells no one.
 */
export async function viewPortal(ctx: AppContext, uuid: string, client: ClientRequest): Promise<PublicPortalResponse> {
  const access = await requireAccess(ctx, uuid, client);
  const { portal, owner } = access;
  if (access.preview) {
    const preview = {
      expiresAt: new Date(access.preview.expiresAt).toISOString(),
      editorUrl: `${ctx.config.publicUrl}/dashboard/edit/${encodeURIComponent(portal.id)}`,
    };
    return { portal: await describePublicPortal(ctx, access), visitor: describeVisitor(undefined), preview };
  }
  if (isBot(client.userAgent)) {
    await ctx.repos.events.countBotView(portal, ctx.clock().toISOString());
    return { portal: await describePublicPortal(ctx, access), visitor: describeVisitor(undefined) };
  }
  // A visitor new to this portal has no earlier view; its row is written with its first view, in one go.
  const seen = await findOrBuildVisitor(ctx, portal.id, client);
  const { visitor, isUnsaved } = seen;
  const { record, quiet } = await judgeView(ctx, portal.id, client, seen);
  if (record) {
    await recordActivity(
      ctx,
      portal,
      {
        type: 'view',
        visitorId: visitor.id,
        summary: `${visitor.name ?? 'A client'} viewed "${portal.name}"`,
        quiet,
        visitorVerified: visitor.emailVerified,
      },
      { newVisitor: isUnsaved ? visitor : undefined, owner },
    );
  }
  return { portal: await describePublicPortal(ctx, access), visitor: describeVisitor(visitor) };
}
