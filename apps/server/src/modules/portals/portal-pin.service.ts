import type { PortalPin } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { openSecret, sealSecret } from '../../lib/sealed-secret';
import { loadPortalFor } from '../access';

const PIN_PURPOSE = 'portal-pin';

export function sealPin(ctx: AppContext, pin: string): string {
  return sealSecret(ctx.config.authSecret, PIN_PURPOSE, pin);
}

/**
 * The PIN for those who may change it (owner, admins, the editors assigned), who send it to the client anyway.
 * A PIN set before PINs were sealed, or sealed under an app secret since replaced, answers null: set a new one.
 */
export async function revealPin(ctx: AppContext, user: { id: string }, portalId: string): Promise<PortalPin> {
  const portal = await loadPortalFor(ctx, user, portalId, 'write');
  if (portal.accessType !== 'pin' || !portal.pinHash) return { pin: null };
  return { pin: openSecret(ctx.config.authSecret, PIN_PURPOSE, portal.pinSealed) };
}
