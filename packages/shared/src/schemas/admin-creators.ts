import { z } from 'zod';
import { ACCOUNT_STATUSES, ADMIN_LEVELS, PERMISSIONS, PLAN_IDS, TEAM_ROLES, USER_TYPES } from '../roles';

export const ADMIN_CREATORS_PAGE_SIZE = 25;

const pageNumber = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number from 1 to ${max}` })
    .int(`${name} must be a whole number from 1 to ${max}`)
    .min(1, `${name} must be a whole number from 1 to ${max}`)
    .max(max, `${name} must be a whole number from 1 to ${max}`);

/** `GET /api/admin/creators`: search by name or email, filter, page. */
export const adminCreatorListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search with at most 200 characters').optional(),
  plan: z.enum(PLAN_IDS, { error: 'plan must be free, pro or agency' }).optional(),
  status: z.enum(ACCOUNT_STATUSES, { error: 'status must be active, pending or suspended' }).optional(),
  userType: z.enum(USER_TYPES, { error: 'userType must be admin, creator or team_member' }).optional(),
  page: pageNumber('page', 100_000).default(1),
  pageSize: pageNumber('pageSize', 100).default(ADMIN_CREATORS_PAGE_SIZE),
});
export type AdminCreatorListQuery = z.input<typeof adminCreatorListQuerySchema>;

export const adminCreatorSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  userType: z.enum(USER_TYPES),
  plan: z.enum(PLAN_IDS),
  subscriptionStatus: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  teamRole: z.enum(TEAM_ROLES).nullable(),
  adminLevel: z.enum(ADMIN_LEVELS).nullable(),
  permissions: z.array(z.string()),
  portals: z.number().int(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
});
export type AdminCreator = z.infer<typeof adminCreatorSchema>;

export const adminCreatorListSchema = z.object({
  creators: z.array(adminCreatorSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Accounts waiting for approval, whatever the filters: the count the approval queue shows. */
  pendingTotal: z.number().int(),
});
export type AdminCreatorList = z.infer<typeof adminCreatorListSchema>;

/** `PATCH /api/admin/creators/:id`: any of the fields; plan changes go through billing. */
export const adminCreatorUpdateSchema = z
  .strictObject(
    {
      status: z.enum(ACCOUNT_STATUSES, { error: 'status must be active, pending or suspended' }).optional(),
      plan: z.enum(PLAN_IDS, { error: 'plan must be free, pro or agency' }).optional(),
      userType: z.enum(USER_TYPES, { error: 'userType must be admin, creator or team_member' }).optional(),
      adminLevel: z.enum(ADMIN_LEVELS, { error: 'adminLevel must be super, standard or null' }).nullable().optional(),
      permissions: z
        .array(z.enum(PERMISSIONS, { error: `Each permission must be one of ${PERMISSIONS.join(', ')}` }))
        .max(PERMISSIONS.length, 'List each permission once')
        .optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'Only status, plan, userType, adminLevel and permissions can be changed here'
          : undefined,
    },
  )
  .refine(
    (patch) => Object.keys(patch).length > 0,
    'Send at least one of status, plan, userType, adminLevel, permissions',
  );
export type AdminCreatorUpdate = z.infer<typeof adminCreatorUpdateSchema>;

export const adminCreatorMessages = {
  notFound: 'This account does not exist or was deleted.',
  notYourself: 'You cannot change the status or role of your own account. Ask another admin to do it.',
  superOnly: 'Only a super admin can change admin roles, admin levels and permissions, or suspend an admin.',
  permissionsNeedAdmin: 'Permissions apply to admins only. Make the account an admin first.',
} as const;

export const USER_TYPE_LABELS: Record<(typeof USER_TYPES)[number], string> = {
  admin: 'Admin',
  creator: 'Creator',
  team_member: 'Team member',
};

export const ACCOUNT_STATUS_LABELS: Record<(typeof ACCOUNT_STATUSES)[number], string> = {
  active: 'Active',
  pending: 'Pending approval',
  suspended: 'Suspended',
};

export const PERMISSION_LABELS: Record<(typeof PERMISSIONS)[number], string> = {
  'users:read': 'See accounts',
  'users:write': 'Approve, suspend and change accounts',
  'users:delete': 'Delete accounts',
  'analytics:read': 'See platform analytics',
  'logs:read': 'See security logs and diagnostics',
  'settings:write': 'Change platform settings',
  'billing:read': 'See plans and subscriptions',
  'billing:write': 'Change plans',
  'templates:read': 'See templates waiting for review',
  'templates:write': 'Approve, feature and remove templates',
  'settings:read': 'See platform settings',
  'support:read': 'See support tickets',
  'support:write': 'Answer and close support tickets',
  'blog:write': 'Write, publish and delete blog posts',
  'announcements:write': 'See and send announcements',
};
