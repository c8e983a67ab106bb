import { z } from 'zod';
import { PLAN_IDS } from '../roles';

export const SUBSCRIPTION_STATUSES = ['active', 'canceled', 'past_due', 'trialing'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const planChangeSchema = z.object({ plan: z.enum(PLAN_IDS, { message: 'Plan must be free, pro or agency' }) });
export type PlanChange = z.infer<typeof planChangeSchema>;

export const planOfferSchema = z.object({
  id: z.enum(PLAN_IDS),
  name: z.string(),
  priceLabel: z.string(),
  period: z.string(),
  portals: z.number(),
  fileSizeMb: z.number(),
  features: z.array(z.string()),
  mostPopular: z.boolean(),
});
export type PlanOffer = z.infer<typeof planOfferSchema>;

export const planOverviewSchema = z.object({
  plan: z.enum(PLAN_IDS),
  subscriptionStatus: z.string().nullable(),
  /** Team members work under their team owner's plan and cannot change it. */
  managedByTeam: z.boolean(),
  canChangePlan: z.boolean(),
  plans: z.array(planOfferSchema),
  usage: z.object({
    activePortals: z.number(),
    portalLimit: z.number(),
    fileSizeMb: z.number(),
    teamMembers: z.number(),
    pendingInvitations: z.number(),
    /** Bytes stored for the account's portals (a team member sees the owner's), files and uploads in progress. */
    storageUsedBytes: z.number(),
    /** null: no storage quota (admins). */
    storageQuotaBytes: z.number().nullable(),
  }),
});
export type PlanOverview = z.infer<typeof planOverviewSchema>;

/** One thing to archive or remove before a downgrade can go through (the `details` of DOWNGRADE_BLOCKED). */
export const downgradeBlockerSchema = z.object({
  type: z.enum(['portal', 'member', 'invitation']),
  id: z.string(),
  name: z.string(),
});
export type DowngradeBlocker = z.infer<typeof downgradeBlockerSchema>;
