import { z } from 'zod';
import { TEAM_ROLES } from '../roles';
import { imageUrlSchema } from '../safe-url';
import { emailSchema } from './auth';
import { portalFileSchema } from './file';
import { sectionSchema, sectionsSchema } from './section';

export const PORTAL_STATUSES = ['draft', 'active', 'archived', 'expired'] as const;
export type PortalStatus = (typeof PORTAL_STATUSES)[number];

export const ACCESS_TYPES = ['link', 'pin', 'email'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];

export const PORTAL_LIMITS_INPUT = {
  name: 120,
  description: 2000,
  allowedEmails: 100,
} as const;

// Spec §5: the date picker's range.
export const EXPIRY_MIN = '1900-01-01';
export const EXPIRY_MAX = '2099-12-31';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** A date-only value means "through the end of that day" (UTC); a full timestamp is taken as given. */
export function parseExpiry(value: string): Date | null {
  if (DATE_ONLY.test(value)) {
    const date = new Date(`${value}T23:59:59.999Z`);
    return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? null : date;
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const expiresAtSchema = z
  .string()
  .max(40)
  .superRefine((value, ctx) => {
    const date = parseExpiry(value);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: 'Expiry must be a date like 2026-12-31 or an ISO date-time' });
      return;
    }
    const day = date.toISOString().slice(0, 10);
    if (day < EXPIRY_MIN || day > EXPIRY_MAX) {
      ctx.addIssue({ code: 'custom', message: `Expiry must be between ${EXPIRY_MIN} and ${EXPIRY_MAX}` });
    } else if (date.getTime() <= Date.now()) {
      ctx.addIssue({ code: 'custom', message: 'Expiry must be in the future' });
    }
  });

export const pinSchema = z.string().regex(/^\d{4,8}$/, 'PIN must be 4 to 8 digits');

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #2563eb');

export const portalBrandingSchema = z.object({
  logoUrl: imageUrlSchema.nullable().optional(),
  primaryColor: hexColor.optional(),
  secondaryColor: hexColor.optional(),
});
export type PortalBranding = z.infer<typeof portalBrandingSchema>;
/** As stored: portals saved before the image address rule may hold another kind of address. */
const storedPortalBrandingSchema = portalBrandingSchema.extend({ logoUrl: z.string().nullable().optional() });

const portalFields = {
  name: z
    .string({ error: (issue) => (issue.input === undefined ? 'Name is required' : 'Name must be text') })
    .trim()
    .min(1, 'Name is required')
    .max(PORTAL_LIMITS_INPUT.name, `Name must be at most ${PORTAL_LIMITS_INPUT.name} characters`),
  description: z
    .string()
    .trim()
    .max(PORTAL_LIMITS_INPUT.description, `Description must be at most ${PORTAL_LIMITS_INPUT.description} characters`),
  accessType: z.enum(ACCESS_TYPES, { message: 'Access type must be link, pin or email' }),
  pin: pinSchema,
  allowedEmails: z
    .array(emailSchema)
    .max(PORTAL_LIMITS_INPUT.allowedEmails, `At most ${PORTAL_LIMITS_INPUT.allowedEmails} client emails`),
  allowDownload: z.boolean(),
  expiresAt: expiresAtSchema.nullable(),
  templateId: z.string().max(64).nullable(),
  sections: sectionsSchema,
  branding: portalBrandingSchema,
  status: z.enum(['draft', 'active'], { message: 'Status must be draft or active' }),
};

/** Omitted accessType, allowDownload and expiresAt come from the creator's portal defaults. */
export const portalCreateSchema = z
  .object({
    name: portalFields.name,
    description: portalFields.description.optional(),
    accessType: portalFields.accessType.optional(),
    pin: portalFields.pin.optional(),
    allowedEmails: portalFields.allowedEmails.optional(),
    allowDownload: portalFields.allowDownload.optional(),
    expiresAt: portalFields.expiresAt.optional(),
    templateId: portalFields.templateId.optional(),
    /** With templateId: the name written in place of the template's client-name token (else the portal's name). */
    clientName: z.string().trim().max(120, 'Client name must be at most 120 characters').optional(),
    sections: portalFields.sections.optional(),
    branding: portalFields.branding.optional(),
    status: portalFields.status.optional(),
  })
  .superRefine((input, ctx) => {
    if (input.accessType === 'pin' && !input.pin)
      ctx.addIssue({ code: 'custom', path: ['pin'], message: 'Set a PIN of 4 to 8 digits for PIN access' });
  });
export type PortalCreate = z.infer<typeof portalCreateSchema>;
export type PortalCreateInput = z.input<typeof portalCreateSchema>;

/** Every field optional; pin sets a new PIN. Archive and restore have their own routes. */
export const portalUpdateSchema = z.object({
  name: portalFields.name.optional(),
  description: portalFields.description.optional(),
  accessType: portalFields.accessType.optional(),
  pin: portalFields.pin.optional(),
  allowedEmails: portalFields.allowedEmails.optional(),
  allowDownload: portalFields.allowDownload.optional(),
  expiresAt: portalFields.expiresAt.optional(),
  templateId: portalFields.templateId.optional(),
  sections: portalFields.sections.optional(),
  branding: portalFields.branding.optional(),
  status: portalFields.status.optional(),
});
export type PortalUpdate = z.infer<typeof portalUpdateSchema>;
export type PortalUpdateInput = z.input<typeof portalUpdateSchema>;

export const portalRestoreSchema = z
  .object({ status: z.enum(['draft', 'active'], { message: 'Status must be draft or active' }).optional() })
  .nullish();
export type PortalRestore = z.infer<typeof portalRestoreSchema>;

export const PORTAL_SORTS = ['name', 'createdAt', 'updatedAt'] as const;

/** status: omitted lists every portal that is not archived; "all" lists everything. */
export const portalListQuerySchema = z.object({
  status: z
    .enum([...PORTAL_STATUSES, 'all'], { message: 'status must be draft, active, archived, expired or all' })
    .optional(),
  q: z.string().trim().max(120, 'Search must be at most 120 characters').optional(),
  sort: z.enum(PORTAL_SORTS, { message: 'sort must be name, createdAt or updatedAt' }).default('updatedAt'),
  order: z.enum(['asc', 'desc'], { message: 'order must be asc or desc' }).optional(),
});
export type PortalListQuery = z.infer<typeof portalListQuerySchema>;

export const portalCountsSchema = z.object({
  files: z.number(),
  views: z.number(),
  downloads: z.number(),
  comments: z.number(),
  approvals: z.number(),
  /** When a client last opened the portal; null before the first visit. */
  lastAccessedAt: z.string().nullable(),
});

export const myPortalAccessSchema = z.object({
  role: z.enum(TEAM_ROLES),
  canEdit: z.boolean(),
  canManage: z.boolean(),
});
export type MyPortalAccess = z.infer<typeof myPortalAccessSchema>;

export const portalSchema = z.object({
  id: z.string(),
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(PORTAL_STATUSES),
  accessType: z.enum(ACCESS_TYPES),
  hasPin: z.boolean(),
  allowedEmails: z.array(z.string()),
  allowDownload: z.boolean(),
  expiresAt: z.string().nullable(),
  branding: storedPortalBrandingSchema,
  sections: z.array(sectionSchema),
  templateId: z.string().nullable(),
  shareUrl: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  archivedAt: z.string().nullable(),
  counts: portalCountsSchema,
  /** What the signed-in person may do with this portal, by their team role (owner for their own). */
  access: myPortalAccessSchema.optional(),
});
export type Portal = z.infer<typeof portalSchema>;

export const portalListSchema = z.object({
  portals: z.array(portalSchema),
  usage: z.object({ activePortals: z.number(), portalLimit: z.number() }),
});
export type PortalList = z.infer<typeof portalListSchema>;

/** The creator's read-only view of a portal (e.g. an archived one), with what clients left on it. */
export const portalArchiveViewSchema = z.object({
  portal: portalSchema,
  files: z.array(portalFileSchema),
  comments: z.array(z.unknown()),
  approvals: z.array(z.unknown()),
});
export type PortalArchiveView = z.infer<typeof portalArchiveViewSchema>;

/** A link that opens the portal as its client sees it, without counting anything; it works for an hour. */
export const portalPreviewLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export type PortalPreviewLink = z.infer<typeof portalPreviewLinkSchema>;

/** The portal's PIN for its owner and editors; null when none is set or it was set before PINs were kept. */
export const portalPinSchema = z.object({ pin: z.string().nullable() });
export type PortalPin = z.infer<typeof portalPinSchema>;
