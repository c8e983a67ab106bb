import type { AppContext } from '../../app-context';

/** Frees the partial bytes of clients' uploads that nobody finished since `before`, and forgets them. */
export async function cleanupAbandonedRequestUploads(ctx: AppContext, before: Date): Promise<number> {
  const ids = await ctx.repos.requestUploads.listAbandoned(before);
  for (const id of ids) {
    await ctx.uploadStore.discard(id).catch(() => {});
    await ctx.repos.requestUploads.delete(id);
  }
  return ids.length;
}
