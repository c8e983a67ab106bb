import type { PortalPin } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { openSecret, sealSecret } from '../../lib/sealed-secret';
import { loadPortalFor } from '../access';
import type { PortalRecord } from './portals.repository';

const PIN_PURPOSE = 'portal-pin';

export function sealPin(ctx: AppContext, pin: string): string {
  return sealSecret(ctx.config.authSecret, PIN_PURPOSE, pin);
}

/** A PIN portal's PIN in clear, or null when only its hash is kept (set before sealing, or under an old secret). */
export function openPin(ctx: AppContext, portal: Pick<PortalRecord, 'accessType' | 'pinHash' | 'pinSealed'>) {
  if (portal.accessType !== 'pin' || !portal.pinHash) return null;
  return openSecret(ctx.config.authSecret, PIN_PURPOSE, portal.pinSealed);
}

/**
 * The PIN for those who may change it (owner, admins, the editors assigned), who send it to the client anyway.
 * A PIN set before PINs were sealed, or sealed under an app secret since replaced, answers null: set a new one.
 */
export async function revealPin(ctx: AppContext, user: { id: string }, portalId: string): Promise<PortalPin> {
  const portal = await loadPortalFor(ctx, user, portalId, 'write');
  return { pin: openPin(ctx, portal) };
}
