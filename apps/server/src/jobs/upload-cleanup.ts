import type { AppContext } from '../app-context';
import { cleanupAbandonedRequestUploads } from '../modules/file-requests';

const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
const HISTORY_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** Frees the partial bytes of uploads (the creators' and clients') nobody finished within a day, or whose portal is gone. */
export async function cleanupAbandonedUploads(ctx: AppContext, now = ctx.clock()): Promise<number> {
  const ids = await ctx.repos.uploads.listAbandoned(new Date(now.getTime() - ABANDONED_AFTER_MS));
  for (const id of ids) {
    await ctx.uploadStore.discard(id).catch(() => {});
    await ctx.repos.uploads.delete(id);
  }
  await ctx.repos.uploads.deleteFinishedBefore(new Date(now.getTime() - HISTORY_KEPT_MS));
  const clients = await cleanupAbandonedRequestUploads(ctx, new Date(now.getTime() - ABANDONED_AFTER_MS));
  return ids.length + clients;
}
