import { z } from 'zod';
import { ANALYTICS_PERIODS } from './analytics';

// First-party product analytics (spec §7): what people do with ClientDock itself, not what clients do in a
// portal. No cookie, no personal data: props are a few short flat values, and nothing that looks like an email.

export const PRODUCT_EVENT_NAMES = [
  'page_view',
  'product_hub_visit',
  'sign_up',
  'portal_created',
  'purchase',
  'file_download',
  'client_interaction',
  'feature_used',
  'error_occurred',
  'conversion',
] as const;
export type ProductEventName = (typeof PRODUCT_EVENT_NAMES)[number];

/** Recorded by the server where they happen; a copy sent by a browser is kept apart and never counted. */
export const SERVER_PRODUCT_EVENTS: readonly ProductEventName[] = [
  'sign_up',
  'portal_created',
  'purchase',
  'file_download',
  'client_interaction',
  'conversion',
];

export const PRODUCT_EVENT_LIMITS = {
  maxProps: 8,
  maxKeyLength: 32,
  maxValueLength: 200,
  /** Events one client address may send in a minute; beyond, 429. */
  perMinute: 120,
  topFeatures: 10,
  recentErrors: 20,
} as const;

export const productEventMessages = {
  invalidName: `Send one of these event names: ${PRODUCT_EVENT_NAMES.join(', ')}.`,
  invalidProps: `Props are a flat object of up to ${PRODUCT_EVENT_LIMITS.maxProps} keys (letters, digits and _, up to ${PRODUCT_EVENT_LIMITS.maxKeyLength} characters), each a string of up to ${PRODUCT_EVENT_LIMITS.maxValueLength} characters, a number or a boolean.`,
  personalData: 'Props must not carry personal data such as an email address.',
  tooMany: 'Too many events from this address; try again in a minute.',
} as const;

const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/** Keys that would only ever hold personal data or secrets. */
const PERSONAL_KEY = /e-?mail|phone|password|token|secret|address/i;

export const productEventPropsSchema = z
  .record(
    z
      .string()
      .max(PRODUCT_EVENT_LIMITS.maxKeyLength, productEventMessages.invalidProps)
      .regex(/^[A-Za-z][A-Za-z0-9_]*$/, productEventMessages.invalidProps),
    z.union(
      [
        z
          .string()
          .max(PRODUCT_EVENT_LIMITS.maxValueLength, productEventMessages.invalidProps)
          .refine((value) => !EMAIL_LIKE.test(value), productEventMessages.personalData),
        z.number().finite(),
        z.boolean(),
      ],
      { error: productEventMessages.invalidProps },
    ),
    { error: productEventMessages.invalidProps },
  )
  .refine((props) => Object.keys(props).length <= PRODUCT_EVENT_LIMITS.maxProps, productEventMessages.invalidProps)
  .refine((props) => !Object.keys(props).some((key) => PERSONAL_KEY.test(key)), productEventMessages.personalData);
export type ProductEventProps = z.infer<typeof productEventPropsSchema>;

export const productEventSchema = z.object({
  name: z.enum(PRODUCT_EVENT_NAMES, { error: productEventMessages.invalidName }),
  props: productEventPropsSchema.optional(),
});
export type ProductEvent = z.infer<typeof productEventSchema>;

/** Funnel steps, in order: each counts the accounts of the one before that went on (the first two count events). */
export const PRODUCT_FUNNEL_STEPS = ['visit', 'sign_up', 'portal_created', 'first_client_view', 'purchase'] as const;
export type ProductFunnelStep = (typeof PRODUCT_FUNNEL_STEPS)[number];

const countsSchema = z.record(z.enum(PRODUCT_EVENT_NAMES), z.number().int());

export const productAnalyticsSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  interval: z.enum(['day', 'week']),
  /** First and last day covered (YYYY-MM-DD, UTC). */
  from: z.string(),
  to: z.string(),
  totals: countsSchema,
  timeSeries: z.array(z.object({ date: z.string(), counts: countsSchema })),
  funnel: z.array(
    z.object({
      step: z.enum(PRODUCT_FUNNEL_STEPS),
      count: z.number().int(),
      /** Percent of the step before, rounded; null for the first step or when the step before is 0. */
      conversion: z.number().nullable(),
    }),
  ),
  topFeatures: z.array(z.object({ feature: z.string(), count: z.number().int() })),
  recentErrors: z.array(z.object({ message: z.string(), path: z.string().nullable(), at: z.string() })),
  lastUpdated: z.string(),
});
export type ProductAnalytics = z.infer<typeof productAnalyticsSchema>;
