import type { PublicPortalResponse } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { requireAccess } from './access.service';
import { recordActivity } from './activity';
import type { ClientRequest } from './client-request';
import { describePublicPortal } from './public-view';
import { describeVisitor, ensureVisitor, isNewVisitor, viewSessionStart } from './visitors.service';

/** The portal page's data. Opening it is a view, counted once per visitor per half hour. */
export async function viewPortal(ctx: AppContext, uuid: string, client: ClientRequest): Promise<PublicPortalResponse> {
  const access = await requireAccess(ctx, uuid, client);
  const { portal } = access;
  const visitor = await ensureVisitor(ctx, portal.id, client);
  const seenLately =
    !isNewVisitor(visitor) && (await ctx.repos.events.hasSince(portal.id, visitor.id, 'view', viewSessionStart(ctx)));
  if (!seenLately) {
    await recordActivity(ctx, portal, {
      type: 'view',
      visitorId: visitor.id,
      summary: `${visitor.name ?? 'A client'} viewed "${portal.name}"`,
    });
  }
  return { portal: await describePublicPortal(ctx, access), visitor: describeVisitor(visitor) };
}
