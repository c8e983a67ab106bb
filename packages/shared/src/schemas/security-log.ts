import { z } from 'zod';

/** The groups an admin filters Security Logs by; each stands for the audit actions listed below. */
export const SECURITY_LOG_KINDS = [
  'sign_in',
  'sign_in_failed',
  'lockout',
  'permission_denied',
  'account_change',
  'domain_change',
  'settings_change',
] as const;
export type SecurityLogKind = (typeof SECURITY_LOG_KINDS)[number];

export const SECURITY_LOG_KIND_LABELS: Record<SecurityLogKind, string> = {
  sign_in: 'Sign-ins',
  sign_in_failed: 'Failed sign-ins',
  lockout: 'PIN and code lockouts',
  permission_denied: 'Permission refusals',
  account_change: 'Role, plan and status changes',
  domain_change: 'Domain changes',
  settings_change: 'Platform settings',
};

export const SECURITY_LOG_ACTIONS: Record<SecurityLogKind, readonly string[]> = {
  sign_in: ['auth.sign_in', 'auth.sign_up'],
  sign_in_failed: ['auth.sign_in_failed', 'auth.rate_limited', 'account.reauth_failed'],
  lockout: ['portal.pin_lockout', 'portal.code_lockout'],
  permission_denied: ['admin.access_denied', 'admin.permission_denied'],
  account_change: [
    'user.approved',
    'user.suspended',
    'user.reactivated',
    'user.status_changed',
    'user.role_changed',
    'user.updated',
    'plan.changed',
    'team.member.role_changed',
    'account.email_changed',
    'account.password_changed',
  ],
  domain_change: ['custom_domain.added', 'custom_domain.removed', 'custom_domain.status_changed'],
  settings_change: ['platform.settings_changed'],
};

export const SECURITY_ACTION_LABELS: Record<string, string> = {
  'auth.sign_in': 'Signed in',
  'api_token.created': 'API token created',
  'api_token.revoked': 'API token revoked',
  'api_token.used': 'API token used',
  'webhook.created': 'Webhook added',
  'webhook.deleted': 'Webhook deleted',
  'webhook.disabled': 'Webhook turned off after failures',
  'auth.sign_up': 'Signed up',
  'auth.sign_in_failed': 'Sign-in failed',
  'auth.rate_limited': 'Too many sign-in attempts',
  'account.reauth_failed': 'Wrong password when confirming',
  'portal.pin_lockout': 'Portal PIN lockout',
  'portal.code_lockout': 'Portal code lockout',
  'admin.access_denied': 'Refused: not an admin',
  'admin.permission_denied': 'Refused: missing permission',
  'user.approved': 'Account approved',
  'user.suspended': 'Account suspended',
  'user.reactivated': 'Account reactivated',
  'user.status_changed': 'Account status changed',
  'user.role_changed': 'Role or permissions changed',
  'user.updated': 'Account changed',
  'plan.changed': 'Plan changed',
  'team.member.role_changed': 'Team role changed',
  'account.email_changed': 'Email changed',
  'account.password_changed': 'Password changed',
  'custom_domain.added': 'Domain added',
  'custom_domain.removed': 'Domain removed',
  'custom_domain.status_changed': 'Domain status changed',
  'platform.settings_changed': 'Platform settings changed',
};

export function securityLogKindOf(action: string): SecurityLogKind | null {
  for (const kind of SECURITY_LOG_KINDS) if (SECURITY_LOG_ACTIONS[kind].includes(action)) return kind;
  return null;
}

export const SECURITY_LOG_PAGE_SIZE = 50;
/** The most rows one CSV export holds; narrow the dates for more. */
export const SECURITY_LOG_EXPORT_LIMIT = 10_000;

const instant = (name: string) =>
  z
    .string()
    .trim()
    .max(40)
    .refine(
      (value) =>
        /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)),
      `${name} must be a date such as 2025-01-31 or a date and time such as 2025-01-31T18:00:00Z`,
    );

const pageNumber = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number from 1 to ${max}` })
    .int(`${name} must be a whole number from 1 to ${max}`)
    .min(1, `${name} must be a whole number from 1 to ${max}`)
    .max(max, `${name} must be a whole number from 1 to ${max}`);

/** Filters of `GET /api/admin/security-logs` (and its CSV export, which ignores paging). */
export const securityLogQuerySchema = z
  .object({
    kind: z.enum(SECURITY_LOG_KINDS, { error: `kind must be one of ${SECURITY_LOG_KINDS.join(', ')}` }).optional(),
    q: z.string().trim().max(200, 'Search with at most 200 characters').optional(),
    /** From this moment (a date alone means its start, UTC). */
    from: instant('from').optional(),
    /** Up to this moment (a date alone means the whole of that day, UTC). */
    to: instant('to').optional(),
    page: pageNumber('page', 100_000).default(1),
    pageSize: pageNumber('pageSize', 200).default(SECURITY_LOG_PAGE_SIZE),
  })
  .refine((query) => !query.from || !query.to || rangeStart(query.from) <= rangeEnd(query.to), {
    message: 'from must be before to',
    path: ['from'],
  });
export type SecurityLogQuery = z.input<typeof securityLogQuerySchema>;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function rangeStart(value: string): Date {
  return new Date(DATE_ONLY.test(value) ? `${value}T00:00:00.000Z` : value);
}

export function rangeEnd(value: string): Date {
  return new Date(DATE_ONLY.test(value) ? `${value}T23:59:59.999Z` : value);
}

export const securityLogEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  kind: z.enum(SECURITY_LOG_KINDS).nullable(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  /** The target account's email when the target is a user. */
  targetEmail: z.string().nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type SecurityLogEntry = z.infer<typeof securityLogEntrySchema>;

export const securityLogListSchema = z.object({
  entries: z.array(securityLogEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type SecurityLogList = z.infer<typeof securityLogListSchema>;
