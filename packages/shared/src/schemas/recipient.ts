import { z } from 'zod';

/** A recipient's progress through a portal, in order: it only ever moves forward. */
export const RECIPIENT_STATUSES = ['invited', 'opened', 'viewed', 'downloaded', 'responded', 'approved'] as const;
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number];

export const RECIPIENT_MESSAGE_MAX = 1000;
export const RECIPIENT_NAME_MAX = 100;

function wait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

export const recipientMessages = {
  emailRequired: 'Enter the client’s email address',
  emailInvalid: 'Enter a valid email address, like name@example.com',
  emailTooLong: 'An email address can be at most 254 characters',
  nameTooLong: `A name can be at most ${RECIPIENT_NAME_MAX} characters`,
  messageTooLong: `The personal message can be at most ${RECIPIENT_MESSAGE_MAX} characters`,
  notFound: 'This recipient was not found. They may have been removed already.',
  revoked: 'This recipient’s access was revoked. Send the portal to them again to invite them anew.',
  portalNotShareable: 'Publish this portal before sending it to a client.',
  pinNotSealed: 'Set the PIN again to send it by email',
  invitesPerPortal: (max: number, seconds: number) =>
    `This portal has been sent ${max} times in the last hour, the most for one hour. You can send it again in ${wait(seconds)}.`,
  invitesPerOwner: (max: number, seconds: number) =>
    `You have sent portals to ${max} recipients in the last hour, the most for one hour. You can send more in ${wait(seconds)}.`,
  remindTooSoon: (seconds: number) =>
    `A reminder already went to this recipient in the last hour. You can remind them again in ${wait(seconds)}.`,
} as const;

export const recipientCreateSchema = z.object({
  email: z
    .string({ error: recipientMessages.emailRequired })
    .trim()
    .min(1, recipientMessages.emailRequired)
    .max(254, recipientMessages.emailTooLong)
    .email(recipientMessages.emailInvalid),
  name: z
    .string({ error: 'Name must be text' })
    .trim()
    .max(RECIPIENT_NAME_MAX, recipientMessages.nameTooLong)
    .optional(),
  message: z
    .string({ error: 'The personal message must be text' })
    .trim()
    .max(RECIPIENT_MESSAGE_MAX, recipientMessages.messageTooLong)
    .optional(),
  /** On a PIN portal, the invitation carries the PIN; ignored on other portals. */
  includePin: z.boolean({ error: 'includePin must be true or false' }).optional(),
});
export type RecipientCreate = z.infer<typeof recipientCreateSchema>;

export const recipientSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string().nullable(),
  status: z.enum(RECIPIENT_STATUSES),
  invitedAt: z.string(),
  firstOpenedAt: z.string().nullable(),
  lastSeenAt: z.string().nullable(),
  filesViewed: z.number().int(),
  downloads: z.number().int(),
  remindersSent: z.number().int(),
  lastRemindedAt: z.string().nullable(),
});
export type Recipient = z.infer<typeof recipientSchema>;

/** How many read files a recipient's summary names; the rest are counted in `otherFiles`. */
export const RECIPIENT_READING_FILES = 3;

/** One file a recipient read: pages of a PDF, the share of a video or audio played, or an image looked at. */
export const recipientReadingFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  kind: z.enum(['pdf', 'media', 'image']),
  /** PDFs: distinct pages read (at most the page count when it is known); null for other files. */
  pagesRead: z.number().int().nullable(),
  /** PDFs: pages of the latest version when known. */
  pageCount: z.number().int().nullable(),
  /** Video and audio: furthest point reached over the duration, 0 to 100; null when unknown or not media. */
  watchedPercent: z.number().int().nullable(),
  seconds: z.number(),
  lastAt: z.string(),
});
export type RecipientReadingFile = z.infer<typeof recipientReadingFileSchema>;

/**
 * What a recipient read, from the browsers that proved their address: the files read most recently first (at most
 * RECIPIENT_READING_FILES), and how many other files they read.
 */
export const recipientReadingSchema = z.object({
  files: z.array(recipientReadingFileSchema),
  otherFiles: z.number().int(),
});
export type RecipientReading = z.infer<typeof recipientReadingSchema>;

export const recipientListItemSchema = recipientSchema.extend({ reading: recipientReadingSchema });
export type RecipientListItem = z.infer<typeof recipientListItemSchema>;

export const recipientListSchema = z.object({
  recipients: z.array(recipientListItemSchema),
  /**
   * Automatic reminders: on `reminderDays` after the invitation to those who have not opened the portal, and
   * two days before the portal closes to those who have not responded or approved.
   */
  autoReminders: z.boolean(),
  reminderDays: z.array(z.number()),
});
export type RecipientList = z.infer<typeof recipientListSchema>;

/** The schedules the Recipients tab offers; the API takes any 1 to 3 ascending days from 1 to 30. */
export const RECIPIENT_REMINDER_SCHEDULES: readonly (readonly number[])[] = [[2, 5], [1, 3, 7], [3, 10], [7]];

/** Days before a portal closes (its expiry date) when recipients who have not responded are reminded. */
export const RECIPIENT_EXPIRY_REMINDER_DAYS = 2;

const reminderDaysSchema = z
  .array(
    z
      .number({ error: 'Each reminder day must be a number' })
      .int('Reminder days are whole days')
      .min(1, 'Reminder days go from 1 to 30')
      .max(30, 'Reminder days go from 1 to 30'),
    {
      error: 'reminderDays must be a list of days',
    },
  )
  .min(1, 'Choose at least one reminder day')
  .max(3, 'Choose at most 3 reminder days')
  .refine((days) => days.every((day, i) => i === 0 || day > days[i - 1]!), 'Reminder days must go up, each once');

export const recipientSettingsSchema = z.object({
  autoReminders: z.boolean({ error: 'autoReminders must be true or false' }),
  reminderDays: reminderDaysSchema.optional(),
});
export type RecipientSettings = z.infer<typeof recipientSettingsSchema>;

/** The days after the invitation on which an automatic reminder goes to a recipient who has not opened. */
export const RECIPIENT_AUTO_REMINDER_DAYS = [2, 5] as const;
