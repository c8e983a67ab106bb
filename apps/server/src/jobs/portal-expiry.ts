import type { AppContext } from '../app-context';

/** Stores "expired" on live portals past their expiry; reads already report them expired. */
export async function markExpiredPortals(ctx: AppContext, now = new Date()): Promise<number> {
  return ctx.repos.portals.markExpired(now);
}
