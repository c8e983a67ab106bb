import type { PublicPortalResponse } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { requireAccess } from './access.service';
import { recordActivity } from './activity';
import type { ClientRequest } from './client-request';
import { describePublicPortal } from './public-view';
import { describeVisitor, findOrBuildVisitor, viewSessionStart } from './visitors.service';

/** The portal page's data. Opening it is a view, counted once per visitor per half hour. */
export async function viewPortal(ctx: AppContext, uuid: string, client: ClientRequest): Promise<PublicPortalResponse> {
  const access = await requireAccess(ctx, uuid, client);
  const { portal, owner } = access;
  // A visitor new to this portal has no earlier view; its row is written with its first view, in one go.
  const { visitor, isNew, isUnsaved } = await findOrBuildVisitor(ctx, portal.id, client);
  const seenLately = !isNew && (await ctx.repos.events.hasSince(portal.id, visitor.id, 'view', viewSessionStart(ctx)));
  if (!seenLately) {
    await recordActivity(
      ctx,
      portal,
      { type: 'view', visitorId: visitor.id, summary: `${visitor.name ?? 'A client'} viewed "${portal.name}"` },
      { newVisitor: isUnsaved ? visitor : undefined, owner },
    );
  }
  return { portal: await describePublicPortal(ctx, access), visitor: describeVisitor(visitor) };
}
