import {
  type AccessType,
  type Me,
  type Portal,
  type PortalCreate,
  type PortalCreateInput,
  type PortalUpdate,
  type PortalUpdateInput,
  portalCreateSchema,
  portalDefaultsSchema,
  portalMessages,
  portalUpdateSchema,
} from '@clientdock/shared';
import dayjs from 'dayjs';
import { z } from 'zod';

/** The create dialog's and the details tab's fields; the shared schemas validate what they turn into. */
export interface PortalFormValues {
  name: string;
  description: string;
  accessType: AccessType;
  /** Empty in the editor means "keep the current PIN"; the old PIN is never sent back. */
  pin: string;
  allowedEmails: string[];
  allowDownload: boolean;
  /** A calendar day, YYYY-MM-DD, or null for no expiry. */
  expiresAt: string | null;
  status: 'draft' | 'active';
}

/** A stored expiry is the end of a UTC day; the picker shows that day. */
export function expiryDay(expiresAt: string | null): string | null {
  return expiresAt ? expiresAt.slice(0, 10) : null;
}

export function defaultCreateValues(me: Pick<Me, 'settings'> | null, today = dayjs()): PortalFormValues {
  const parsed = portalDefaultsSchema.partial().safeParse(me?.settings.portalDefaults ?? {});
  const defaults = parsed.success ? parsed.data : {};
  return {
    name: '',
    description: '',
    accessType: defaults.accessType ?? 'link',
    pin: '',
    allowedEmails: [],
    allowDownload: defaults.allowDownload ?? true,
    expiresAt: defaults.expiryDays ? today.add(defaults.expiryDays, 'day').format('YYYY-MM-DD') : null,
    // A new portal takes no active slot of the plan until the creator publishes it.
    status: 'draft',
  };
}

export function toCreateBody(values: PortalFormValues): PortalCreateInput {
  return {
    name: values.name,
    description: values.description,
    accessType: values.accessType,
    // An empty PIN is a missing one, so the shared schema asks for it in the server's words.
    pin: values.accessType === 'pin' && values.pin ? values.pin : undefined,
    allowedEmails: values.accessType === 'email' ? values.allowedEmails : undefined,
    allowDownload: values.allowDownload,
    expiresAt: values.expiresAt,
    status: values.status,
  };
}

export const createPortalFormSchema = z
  .custom<PortalFormValues>()
  .transform(toCreateBody)
  .pipe(portalCreateSchema) as z.ZodType<PortalCreate, PortalFormValues>;

export function editValuesFrom(portal: Portal): PortalFormValues {
  return {
    name: portal.name,
    description: portal.description,
    accessType: portal.accessType,
    pin: '',
    allowedEmails: portal.allowedEmails,
    allowDownload: portal.allowDownload,
    expiresAt: expiryDay(portal.expiresAt),
    status: portal.status === 'draft' ? 'draft' : 'active',
  };
}

/** Only what changed is sent: an expired portal's old date, sent back unchanged, would be refused as past. */
export function toUpdateBody(values: PortalFormValues, portal: Portal): PortalUpdateInput {
  const initial = editValuesFrom(portal);
  return {
    name: values.name,
    description: values.description,
    accessType: values.accessType,
    pin: values.accessType === 'pin' && values.pin ? values.pin : undefined,
    allowedEmails: values.accessType === 'email' ? values.allowedEmails : undefined,
    allowDownload: values.allowDownload,
    expiresAt: values.expiresAt === initial.expiresAt ? undefined : values.expiresAt,
    status:
      values.status === initial.status && (portal.status === 'active' || portal.status === 'draft')
        ? undefined
        : values.status,
  };
}

export function updatePortalFormSchema(portal: Portal): z.ZodType<PortalUpdate, PortalFormValues> {
  return z
    .custom<PortalFormValues>()
    .transform((values) => toUpdateBody(values, portal))
    .pipe(portalUpdateSchema)
    .superRefine((body, ctx) => {
      const keepsPin = portal.accessType === 'pin' && portal.hasPin;
      if (body.accessType === 'pin' && !body.pin && !keepsPin)
        ctx.addIssue({ code: 'custom', path: ['pin'], message: portalMessages.pinRequired });
    }) as z.ZodType<PortalUpdate, PortalFormValues>;
}
