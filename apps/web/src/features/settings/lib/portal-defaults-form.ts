import { ACCESS_TYPES, type AccessType, type PortalDefaultsSettings } from '@clientdock/shared';
import { z } from 'zod';

export const ACCESS_TYPE_LABELS: Record<AccessType, { label: string; description: string }> = {
  link: { label: 'Open link', description: 'Anyone with the link can open the portal.' },
  pin: { label: 'PIN', description: 'Clients enter a 4 to 8 digit PIN; you set it when you create each portal.' },
  email: { label: 'Email code', description: 'Clients confirm their email address with a one-time code.' },
};

export const EXPIRY_DAYS_MESSAGE = 'Enter a whole number of days from 1 to 3650';

export const portalDefaultsFormSchema = z
  .object({
    accessType: z.enum(ACCESS_TYPES),
    allowDownload: z.boolean(),
    expires: z.enum(['never', 'after']),
    expiryDays: z.string(),
    defaultTemplateId: z.string(),
  })
  .superRefine((values, ctx) => {
    if (values.expires !== 'after') return;
    const days = Number(values.expiryDays.trim());
    if (!/^\d+$/.test(values.expiryDays.trim()) || days < 1 || days > 3650) {
      ctx.addIssue({ code: 'custom', path: ['expiryDays'], message: EXPIRY_DAYS_MESSAGE });
    }
  })
  .transform(
    (values): PortalDefaultsSettings => ({
      accessType: values.accessType,
      allowDownload: values.allowDownload,
      expiryDays: values.expires === 'after' ? Number(values.expiryDays.trim()) : null,
      defaultTemplateId: values.defaultTemplateId || null,
    }),
  );
export type PortalDefaultsFormValues = z.input<typeof portalDefaultsFormSchema>;

/** 0 and null both mean "never expires" on the server. */
export function portalDefaultsFormValues(saved: PortalDefaultsSettings): PortalDefaultsFormValues {
  const hasExpiry = Boolean(saved.expiryDays);
  return {
    accessType: saved.accessType,
    allowDownload: saved.allowDownload,
    expires: hasExpiry ? 'after' : 'never',
    expiryDays: hasExpiry ? String(saved.expiryDays) : '30',
    defaultTemplateId: saved.defaultTemplateId ?? '',
  };
}
