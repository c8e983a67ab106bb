import { z } from 'zod';
import { accountMessages, messages } from '../messages';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth';
import { ACCESS_TYPES } from './portal';

export const SETTINGS_LIMITS = {
  name: 60,
  businessName: 120,
  phone: 40,
  url: 300,
  bio: 1000,
  location: 120,
  displayName: 80,
  profileBio: 2000,
  experience: 200,
  expertiseItems: 20,
  expertiseItem: 40,
  colorTemplate: 40,
  templateId: 100,
  email: 254,
} as const;

export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

const text = (max: number) => z.string().trim().max(max, accountMessages.tooLong(max));

// No URL class here (this package runs without DOM or Node types): host labels, optional port, then anything
// but spaces. User info (https://user@host) is refused, as it is a common way to disguise a link.
const HTTP_URL =
  /^https?:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:[/?#]\S*)?$/i;

function isHttpUrl(value: string): boolean {
  return HTTP_URL.test(value);
}

/** A link a person typed: empty (cleared) or an absolute http(s) address. */
const webAddress = z
  .string()
  .trim()
  .max(SETTINGS_LIMITS.url, accountMessages.tooLong(SETTINGS_LIMITS.url))
  .refine((value) => value === '' || isHttpUrl(value), accountMessages.invalidUrl);

/** An image ClientDock serves itself (an upload) or an https address; never javascript:, data: or another path. */
const imageUrl = z
  .string()
  .trim()
  .max(500, accountMessages.tooLong(500))
  .refine(
    (value) => /^\/api\/branding\/[a-zA-Z0-9/_.-]+$/.test(value) || (value.startsWith('https://') && isHttpUrl(value)),
    accountMessages.invalidImageUrl,
  );

// ---------- Profile ----------

export const profileUpdateSchema = z.object({
  firstName: z
    .string({ error: accountMessages.firstNameRequired })
    .trim()
    .min(1, accountMessages.firstNameRequired)
    .max(SETTINGS_LIMITS.name, accountMessages.tooLong(SETTINGS_LIMITS.name))
    .optional(),
  lastName: text(SETTINGS_LIMITS.name).optional(),
  businessName: text(SETTINGS_LIMITS.businessName).optional(),
  phone: text(SETTINGS_LIMITS.phone)
    .regex(/^[0-9+()\-.\s]*$/, accountMessages.invalidPhone)
    .optional(),
  website: webAddress.optional(),
  bio: text(SETTINGS_LIMITS.bio).optional(),
  location: text(SETTINGS_LIMITS.location).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  businessName: z.string(),
  phone: z.string(),
  website: z.string(),
  bio: z.string(),
  location: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

// ---------- Email and password ----------

const currentPassword = z
  .string({ error: accountMessages.currentPasswordRequired })
  .min(1, accountMessages.currentPasswordRequired)
  .max(PASSWORD_MAX_LENGTH, accountMessages.passwordTooLong(PASSWORD_MAX_LENGTH));

export const emailChangeSchema = z.object({
  // Spec §5: 'Invalid email format' for anything that is not an address, whatever its type.
  newEmail: z
    .string({ error: messages.invalidEmailFormat })
    .trim()
    .max(SETTINGS_LIMITS.email, messages.invalidEmailFormat)
    .email(messages.invalidEmailFormat),
  currentPassword,
});
export type EmailChange = z.infer<typeof emailChangeSchema>;

/** Which step of an email change failed (spec §8); error answers carry it as details[0].step. */
export const EMAIL_CHANGE_STEPS = ['reauthentication', 'email-update', 'database-update', 'unknown'] as const;
export type EmailChangeStep = (typeof EMAIL_CHANGE_STEPS)[number];

export const emailChangeResultSchema = z.object({
  status: z.literal('verification-sent'),
  pendingEmail: z.string(),
});

export const emailStatusSchema = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  /** The address a verification link was sent to and not yet followed (links last one hour). */
  pendingEmail: z.string().nullable(),
  /** True once no change is waiting: the last requested address (if any) is now the account's. */
  verified: z.boolean(),
  requestedAt: z.string().nullable(),
});
export type EmailStatus = z.infer<typeof emailStatusSchema>;

export const passwordChangeSchema = z.object({
  currentPassword,
  newPassword: z
    .string({ error: accountMessages.passwordTooShort(PASSWORD_MIN_LENGTH) })
    .min(PASSWORD_MIN_LENGTH, accountMessages.passwordTooShort(PASSWORD_MIN_LENGTH))
    .max(PASSWORD_MAX_LENGTH, accountMessages.passwordTooLong(PASSWORD_MAX_LENGTH)),
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

// ---------- Custom domains ----------

export const DOMAIN_MAX_LENGTH = 253;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A bare DNS host name: lowercase labels, at least one dot, an alphabetic (or punycode) top-level label. */
export function isValidHostname(value: string): boolean {
  if (value.length === 0 || value.length > DOMAIN_MAX_LENGTH) return false;
  const labels = value.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((label) => LABEL.test(label))) return false;
  const tld = labels[labels.length - 1];
  return /^[a-z]{2,63}$/.test(tld) || /^xn--[a-z0-9-]{1,59}$/.test(tld);
}

export function normalizeDomain(value: string): string {
  return value.trim().toLowerCase().replace(/\.$/, '');
}

// Names that never reach a portal over the public internet (RFC 6761, RFC 6762, ICANN's .internal).
const INTERNAL_SUFFIXES = ['localhost', 'local', 'internal'];

/** Why a normalized name cannot be a custom domain, in words a person can act on; null when it can. */
export function customDomainProblem(value: string): string | null {
  if (/^[0-9.]+$/.test(value) || /^\[?[0-9a-f:.]*:[0-9a-f:.]*\]?$/.test(value)) return accountMessages.domainIsIp;
  const tld = value.split('.').pop() ?? '';
  if (INTERNAL_SUFFIXES.includes(tld)) return accountMessages.domainInternal(value);
  if (/^[a-z0-9-]+$/.test(value)) return accountMessages.domainSingleLabel;
  return isValidHostname(value) ? null : accountMessages.invalidDomain;
}

export const customDomainNameSchema = z
  .string({ error: accountMessages.invalidDomain })
  .transform(normalizeDomain)
  .superRefine((value, ctx) => {
    const problem = customDomainProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const customDomainCreateSchema = z.object({ domain: customDomainNameSchema });

export const CUSTOM_DOMAIN_STATUSES = ['pending', 'verified', 'active', 'failed'] as const;
export type CustomDomainStatus = (typeof CUSTOM_DOMAIN_STATUSES)[number];

export const dnsRecordSchema = z.object({
  type: z.enum(['CNAME', 'TXT']),
  name: z.string(),
  value: z.string(),
});
export type DnsRecord = z.infer<typeof dnsRecordSchema>;

export const customDomainSchema = z.object({
  domain: z.string(),
  status: z.enum(CUSTOM_DOMAIN_STATUSES),
  records: z.array(dnsRecordSchema),
  lastCheckedAt: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomDomain = z.infer<typeof customDomainSchema>;

// ---------- Branding ----------

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
export const DEFAULT_BRAND_COLORS = { primaryColor: '#2563eb', secondaryColor: '#059669' } as const;

const hexColor = z
  .string({ error: accountMessages.invalidColor })
  .regex(HEX_COLOR, accountMessages.invalidColor)
  .transform((value) => value.toLowerCase());

export const brandingUpdateSchema = z.object({
  primaryColor: hexColor.optional(),
  secondaryColor: hexColor.optional(),
  /** A new or changed domain is registered as a custom domain (Agency plan); null removes it. */
  customDomain: customDomainNameSchema.nullable().optional(),
});
export type BrandingUpdate = z.infer<typeof brandingUpdateSchema>;

export const brandingSchema = z.object({
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  customDomain: z.string().nullable(),
});
export type Branding = z.infer<typeof brandingSchema>;

export const uploadedImageSchema = z.object({
  url: z.string(),
  mime: z.string(),
  width: z.number(),
  height: z.number(),
  size: z.number(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const logoUploadResultSchema = brandingSchema.extend({ logo: uploadedImageSchema });

// ---------- Portal defaults ----------

export const portalDefaultsSchema = z.object({
  accessType: z.enum(ACCESS_TYPES),
  allowDownload: z.boolean(),
  /** Days from creation until a new portal expires; 0 or null means no expiry. */
  expiryDays: z
    .number({ error: accountMessages.invalidExpiryDays })
    .int(accountMessages.invalidExpiryDays)
    .min(0, accountMessages.invalidExpiryDays)
    .max(3650, accountMessages.invalidExpiryDays)
    .nullable(),
  defaultTemplateId: z.string().trim().min(1).max(SETTINGS_LIMITS.templateId).nullable(),
});
export type PortalDefaultsSettings = z.infer<typeof portalDefaultsSchema>;

export const portalDefaultsUpdateSchema = portalDefaultsSchema.partial();

export const DEFAULT_PORTAL_DEFAULTS: PortalDefaultsSettings = {
  accessType: 'link',
  allowDownload: true,
  expiryDays: null,
  defaultTemplateId: null,
};

// ---------- Creator profile (spec §3 Creator profile) ----------

export const SOCIAL_PLATFORMS = [
  'website',
  'twitter',
  'linkedin',
  'instagram',
  'dribbble',
  'behance',
  'github',
  'youtube',
] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

const socialLinksSchema = z
  .object(
    Object.fromEntries(SOCIAL_PLATFORMS.map((platform) => [platform, webAddress.optional()])) as Record<
      SocialPlatform,
      z.ZodOptional<typeof webAddress>
    >,
  )
  .strict();

export const creatorProfileUpdateSchema = z.object({
  displayName: z
    .string({ error: accountMessages.displayNameRequired })
    .trim()
    .min(1, accountMessages.displayNameRequired)
    .max(SETTINGS_LIMITS.displayName, accountMessages.tooLong(SETTINGS_LIMITS.displayName)),
  businessName: text(SETTINGS_LIMITS.businessName).default(''),
  bio: text(SETTINGS_LIMITS.profileBio).default(''),
  location: text(SETTINGS_LIMITS.location).default(''),
  experience: text(SETTINGS_LIMITS.experience).default(''),
  expertise: z
    .array(z.string().trim().min(1).max(SETTINGS_LIMITS.expertiseItem, accountMessages.tooLong(40)))
    .max(SETTINGS_LIMITS.expertiseItems)
    .default([]),
  avatar: imageUrl.nullable().default(null),
  banner: imageUrl.nullable().default(null),
  /** Vertical position of the banner image, in percent (CSS object-position). */
  bannerPosition: z.number().min(0).max(100).default(50),
  colorTemplate: text(SETTINGS_LIMITS.colorTemplate).default('default'),
  publicProfile: z.boolean().default(false),
  socialLinks: socialLinksSchema.default({}),
});
export type CreatorProfileUpdate = z.input<typeof creatorProfileUpdateSchema>;

export const creatorProfileSchema = z.object({
  uid: z.string(),
  displayName: z.string(),
  businessName: z.string(),
  bio: z.string(),
  location: z.string(),
  experience: z.string(),
  expertise: z.array(z.string()),
  avatar: z.string().nullable(),
  banner: z.string().nullable(),
  bannerPosition: z.number(),
  colorTemplate: z.string(),
  publicProfile: z.boolean(),
  socialLinks: z.record(z.string(), z.string()),
  verified: z.boolean(),
  badges: z.array(z.string()),
  joinedDate: z.string(),
  updatedAt: z.string().nullable(),
});
export type CreatorProfile = z.infer<typeof creatorProfileSchema>;

export const publicCreatorProfileSchema = creatorProfileSchema.omit({ publicProfile: true, updatedAt: true });
export type PublicCreatorProfile = z.infer<typeof publicCreatorProfileSchema>;
