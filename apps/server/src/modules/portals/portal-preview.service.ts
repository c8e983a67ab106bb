import type { PortalPreviewLink } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { loadPortalFor } from '../access';
import { PREVIEW_SECONDS, shareUrl, signPreview } from '../public-portal';

/**
 * A link that opens the portal as its client sees it, past its PIN or email lock, counting nothing. Only those
 * who may edit the portal get one; it names this portal and lasts an hour.
 */
export async function createPreviewLink(
  ctx: AppContext,
  user: { id: string },
  portalId: string,
): Promise<PortalPreviewLink> {
  const portal = await loadPortalFor(ctx, user, portalId, 'write');
  const expiresAt = ctx.clock().getTime() + PREVIEW_SECONDS * 1000;
  const token = signPreview(ctx.config.authSecret, { uuid: portal.uuid, userId: user.id, expiresAt });
  return {
    url: `${shareUrl(ctx, portal.uuid)}?preview=${encodeURIComponent(token)}`,
    expiresAt: new Date(expiresAt).toISOString(),
  };
}
