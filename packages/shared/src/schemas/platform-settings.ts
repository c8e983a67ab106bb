import { z } from 'zod';
import { DEFAULT_STORAGE_QUOTA_GB, FILE_SIZE_LIMITS_MB, getFileSizeLimitMb, MAX_STORAGE_QUOTA_GB } from '../plans';
import { type AccessSubject, PLAN_IDS } from '../roles';

/** open: a new account can be used at once; approval: it waits, pending, until an admin approves it. */
export const REGISTRATION_MODES = ['open', 'approval'] as const;
export type RegistrationMode = (typeof REGISTRATION_MODES)[number];

/** The largest cap an admin can set: the largest limit any account has (spec §9, admins' 1000 MB). */
export const MAX_UPLOAD_CAP_MB = FILE_SIZE_LIMITS_MB.admin;

export const platformSettingsSchema = z.object({
  registrationMode: z.enum(REGISTRATION_MODES),
  defaultPlan: z.enum(PLAN_IDS),
  platformName: z.string(),
  supportEmail: z.string().nullable(),
  /** Lowers every account's file size limit to this many MB; null leaves the plans' limits alone. */
  maxUploadMb: z.number().int().nullable(),
  /** Each plan's storage quota in GB (files and uploads in progress). */
  storageQuotaGb: z.object({ free: z.number().int(), pro: z.number().int(), agency: z.number().int() }),
  /** Off: the pricing page, the landing page and the plan tab show the plans without their prices. */
  showPrices: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

export const DEFAULT_PLATFORM_SETTINGS: Omit<PlatformSettings, 'updatedAt'> = {
  registrationMode: 'open',
  defaultPlan: 'free',
  platformName: 'ClientDock',
  supportEmail: null,
  maxUploadMb: null,
  storageQuotaGb: { ...DEFAULT_STORAGE_QUOTA_GB },
  showPrices: true,
};

const quotaGb = (plan: string) =>
  z
    .number({ error: `storageQuotaGb.${plan} must be a whole number of GB from 1 to ${MAX_STORAGE_QUOTA_GB}` })
    .int(`storageQuotaGb.${plan} must be a whole number of GB from 1 to ${MAX_STORAGE_QUOTA_GB}`)
    .min(1, `storageQuotaGb.${plan} must be a whole number of GB from 1 to ${MAX_STORAGE_QUOTA_GB}`)
    .max(MAX_STORAGE_QUOTA_GB, `storageQuotaGb.${plan} must be a whole number of GB from 1 to ${MAX_STORAGE_QUOTA_GB}`);

export const platformSettingsUpdateSchema = z
  .strictObject(
    {
      registrationMode: z.enum(REGISTRATION_MODES, { error: 'registrationMode must be open or approval' }).optional(),
      defaultPlan: z.enum(PLAN_IDS, { error: 'defaultPlan must be free, pro or agency' }).optional(),
      platformName: z
        .string({ error: 'Enter a platform name' })
        .trim()
        .min(1, 'Enter a platform name')
        .max(60, 'Use at most 60 characters for the platform name')
        .optional(),
      supportEmail: z
        .union([
          z.literal('').transform(() => null),
          z.null(),
          z.string().trim().email('Enter a valid support email address, or leave it empty').max(254),
        ])
        .optional(),
      maxUploadMb: z
        .number({ error: `maxUploadMb must be a whole number of MB from 1 to ${MAX_UPLOAD_CAP_MB}, or null` })
        .int(`maxUploadMb must be a whole number of MB from 1 to ${MAX_UPLOAD_CAP_MB}, or null`)
        .min(1, `maxUploadMb must be a whole number of MB from 1 to ${MAX_UPLOAD_CAP_MB}, or null`)
        .max(MAX_UPLOAD_CAP_MB, `maxUploadMb must be a whole number of MB from 1 to ${MAX_UPLOAD_CAP_MB}, or null`)
        .nullable()
        .optional(),
      storageQuotaGb: z
        .strictObject(
          { free: quotaGb('free'), pro: quotaGb('pro'), agency: quotaGb('agency') },
          { error: 'storageQuotaGb needs free, pro and agency, each a whole number of GB' },
        )
        .optional(),
      showPrices: z.boolean({ error: 'showPrices must be true or false' }).optional(),
    },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? 'Only registrationMode, defaultPlan, platformName, supportEmail, maxUploadMb, storageQuotaGb and showPrices can be changed'
          : undefined,
    },
  )
  .refine((patch) => Object.keys(patch).length > 0, 'Send at least one setting to change');
export type PlatformSettingsUpdate = z.input<typeof platformSettingsUpdateSchema>;

/**
 * What anyone may know about the instance (`GET /api/platform`): shown on sign-up, blocked-account and pricing
 * pages. billing says whether plans are paid for here (`stripe`) or given by an administrator (`none`).
 */
export const publicPlatformSchema = z.object({
  platformName: z.string(),
  supportEmail: z.string().nullable(),
  registrationMode: z.enum(REGISTRATION_MODES),
  billing: z.enum(['stripe', 'none']),
  showPrices: z.boolean(),
});
export type PublicPlatform = z.infer<typeof publicPlatformSchema>;

/** An account's file size limit on this instance: its plan's or role's limit, lowered by the admin's cap. */
export function getEffectiveFileSizeLimitMb(subject: AccessSubject, capMb: number | null | undefined): number {
  const limit = getFileSizeLimitMb(subject);
  return capMb ? Math.min(limit, capMb) : limit;
}

export const platformMessages = {
  fileTooLargeForInstance: (bytes: number, limitMb: number) =>
    `This file is ${Math.ceil((bytes / (1024 * 1024)) * 10) / 10} MB; this instance allows files up to ${limitMb} MB.`,
} as const;
