import type { AppContext } from '../app-context';
import { createOperationsRepository } from '../modules/operations/operations.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long rows nobody reads any more are kept; the README's "Retention" table tells the same. */
export const RETENTION = {
  /** Sent mail (and mail only logged, without SMTP); failed mail stays for the admin. */
  deliveredMailDays: 30,
  /** Client PIN and code attempts: the longest throttle window is far shorter. */
  accessAttemptDays: 7,
  /** Email codes past their expiry. */
  emailCodeDays: 1,
  /** Failed sign-ins of an account address: forgotten by the throttle after a day, and alerted once a day. */
  signInThrottleDays: 2,
  /** Webhook deliveries and their log; retries end after about 28 hours. */
  webhookDeliveryDays: 30,
  /** The job claims themselves. */
  jobClaimDays: 30,
} as const;

export interface RetentionResult {
  sessions: number;
  accessAttempts: number;
  emailCodes: number;
  signInThrottles: number;
  deliveredMail: number;
  webhookDeliveries: number;
}

/**
 * Prunes expired sessions, old client access attempts, expired email codes, old runs of failed sign-ins,
 * delivered mail and old webhook deliveries. Claimed per UTC day, so it runs once a day however many instances call it; answers null
 * when this call did not claim the day.
 */
export async function pruneExpiredRows(ctx: AppContext, now = ctx.clock()): Promise<RetentionResult | null> {
  const repo = createOperationsRepository(ctx.db);
  const day = now.toISOString().slice(0, 10);
  if (!(await repo.claimRun('retention', day, now.getTime()))) return null;
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const result: RetentionResult = {
    sessions: await repo.deleteExpiredSessions(now),
    accessAttempts: await repo.deleteAccessAttemptsBefore(before(RETENTION.accessAttemptDays)),
    emailCodes: await repo.deleteEmailCodesExpiredBefore(before(RETENTION.emailCodeDays)),
    signInThrottles: await repo.deleteSignInThrottlesBefore(before(RETENTION.signInThrottleDays)),
    deliveredMail: await ctx.repos.mail.deleteDeliveredBefore(before(RETENTION.deliveredMailDays)),
    webhookDeliveries: await ctx.repos.webhooks.pruneDeliveries(before(RETENTION.webhookDeliveryDays).toISOString()),
  };
  await repo.forgetClaimsBefore(before(RETENTION.jobClaimDays).getTime());
  await repo.finishRun('retention', day, JSON.stringify(result));
  return result;
}
