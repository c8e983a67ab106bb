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

export const PAYMENT_PROVIDERS = ['stripe', 'none'] as const;

export const checkoutRequestSchema = z.object({
  plan: z.enum(['pro', 'agency'], { message: 'Plan must be pro or agency' }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** Where the browser goes next: a hosted checkout or the customer portal. */
export const billingRedirectSchema = z.object({ url: z.string() });
export type BillingRedirect = z.infer<typeof billingRedirectSchema>;

export const invoiceSchema = z.object({
  id: z.string(),
  number: z.string().nullable(),
  status: z.string(),
  amountCents: z.number(),
  currency: z.string(),
  /** The provider's page for the invoice, with its PDF. */
  url: z.string().nullable(),
  createdAt: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const billingStatusSchema = z.object({
  /** `none`: this instance takes no payments; an admin changes plans. */
  provider: z.enum(PAYMENT_PROVIDERS),
  plan: z.enum(PLAN_IDS),
  subscriptionStatus: z.string().nullable(),
  /** The account has a customer record with the provider: "Manage billing" opens its portal. */
  canManage: z.boolean(),
  /** A Stripe subscription runs: plan changes and cancelling happen in the customer portal. */
  subscribed: z.boolean(),
  currentPeriodEnd: z.string().nullable(),
  /** The subscription ends at currentPeriodEnd and the account goes back to Free then. */
  cancelAtPeriodEnd: z.boolean(),
  /** After a failed payment, when the paid plan ends unless the card is updated. */
  graceEndsAt: z.string().nullable(),
  invoices: z.array(invoiceSchema),
  /** Whom to ask for a plan when there is no provider (the platform's support address). */
  adminContact: z.string().nullable(),
});
export type BillingStatus = z.infer<typeof billingStatusSchema>;
