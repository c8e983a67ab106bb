import type { AppContext } from '../app-context';

const BATCH = 20;

/**
 * Tries again the mail that failed (after 1 min, 5 min, 30 min, 2 h, 6 h; then it stays failed) and the
 * mail left pending by a process that stopped. Each mail is claimed on its own, so instances share the work.
 * Answers how many were delivered.
 */
export async function retryDueMail(ctx: AppContext, now = ctx.clock()): Promise<number> {
  if (ctx.mailer.transport !== 'smtp') return 0;
  const repo = ctx.repos.mail;
  let delivered = 0;
  for (const row of await repo.listDue(now.getTime(), BATCH)) {
    if (!(await repo.claimRetry(row, now.getTime()))) continue;
    if ((await ctx.mailer.retry(row)).delivered) delivered += 1;
  }
  return delivered;
}

/** The admin's retry button: one more try now, even for mail that was given up. */
export async function retryMailNow(ctx: AppContext, id: string): Promise<{ delivered: boolean } | null> {
  const row = await ctx.repos.mail.findFailed(id);
  if (!row || !(await ctx.repos.mail.claimRetry(row, ctx.clock().getTime()))) return null;
  const { delivered } = await ctx.mailer.retry(row);
  return { delivered };
}
