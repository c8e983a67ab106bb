import type { AppContext } from '../app-context';

/** Stores "expired" on live portals past their expiry; reads already report them expired. */
export async function markExpiredPortals(ctx: AppContext, now = ctx.clock()): Promise<number> {
  return ctx.repos.portals.markExpired(now);
}
