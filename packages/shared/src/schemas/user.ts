import { z } from 'zod';
import { ACCOUNT_STATUSES, ADMIN_LEVELS, PLAN_IDS, TEAM_ROLES, USER_TYPES } from '../roles';

export const brandingSettingsSchema = z.object({
  logoUrl: z.string().nullable().optional(),
  primaryColor: z.string().default('#2563eb'),
  secondaryColor: z.string().default('#059669'),
  customDomain: z.string().nullable().optional(),
});

export const userSettingsSchema = z.object({
  branding: brandingSettingsSchema.optional(),
  portalDefaults: z.record(z.string(), z.unknown()).optional(),
  notifications: z.record(z.string(), z.unknown()).optional(),
});
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  displayName: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  image: z.string().nullable(),
  userType: z.enum(USER_TYPES),
  adminLevel: z.enum(ADMIN_LEVELS).nullable(),
  plan: z.enum(PLAN_IDS),
  subscriptionStatus: z.string().nullable(),
  status: z.enum(ACCOUNT_STATUSES),
  teamRole: z.enum(TEAM_ROLES).nullable(),
  permissions: z.array(z.string()),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
  settings: userSettingsSchema,
  roleDisplayName: z.string(),
  limits: z.object({ portals: z.number(), fileSizeMb: z.number() }),
  usage: z.object({ activePortals: z.number(), totalPortals: z.number() }),
  abilities: z.object({
    isAdmin: z.boolean(),
    canUseAdvancedFeatures: z.boolean(),
    canManageTeam: z.boolean(),
    canWhiteLabel: z.boolean(),
    canPurchaseAddons: z.boolean(),
    canOwnPortals: z.boolean(),
  }),
});
export type Me = z.infer<typeof meSchema>;

export const healthSchema = z.object({
  status: z.literal('ok'),
  db: z.object({ status: z.enum(['ok', 'error']), dialect: z.enum(['sqlite', 'postgres']) }),
  storage: z.object({ status: z.enum(['ok', 'error']), driver: z.string() }),
  mail: z.object({ transport: z.enum(['smtp', 'outbox']) }),
  version: z.string(),
  /** Which server process answered: INSTANCE_ID, or an id made when it started. */
  instance: z.string(),
  uptimeSeconds: z.number(),
});
export type Health = z.infer<typeof healthSchema>;
