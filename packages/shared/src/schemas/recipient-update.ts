import { z } from 'zod';
import { RECIPIENT_MESSAGE_MAX } from './recipient';

/** "Send an update" mails one portal may send in an hour (each to all or some of its recipients). */
export const RECIPIENT_UPDATES_PER_HOUR = 5;

function wait(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export const recipientUpdateMessages = {
  nothingNew: 'Nothing new since your last update. Add a message to send one anyway.',
  noRecipients: 'Choose at least one recipient who still has access to this portal.',
  messageTooLong: `The message can be at most ${RECIPIENT_MESSAGE_MAX} characters`,
  perPortal: (max: number, seconds: number) =>
    `This portal has sent ${max} updates in the last hour, the most for one hour. You can send another in ${wait(seconds)}.`,
} as const;

export const recipientUpdateSchema = z.object({
  /** The recipients to mail; all live recipients when left out. */
  recipientIds: z
    .array(z.string().min(1).max(64), { error: 'recipientIds must be a list of recipient ids' })
    .min(1, recipientUpdateMessages.noRecipients)
    .max(1000)
    .optional(),
  message: z
    .string({ error: 'The message must be text' })
    .trim()
    .max(RECIPIENT_MESSAGE_MAX, recipientUpdateMessages.messageTooLong)
    .optional(),
});
export type RecipientUpdate = z.infer<typeof recipientUpdateSchema>;

/** A file added, or given a new version, since a recipient's last update (or their invitation). */
export const recipientUpdateChangeSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  /** The latest version; `isNew` when the file itself was added in the period. */
  version: z.number().int(),
  isNew: z.boolean(),
  note: z.string().nullable(),
  uploadedAt: z.string(),
});
export type RecipientUpdateChange = z.infer<typeof recipientUpdateChangeSchema>;

export const recipientUpdatePreviewSchema = z.object({
  /** Everything added since the earliest `since` of the recipients below, newest last. */
  changes: z.array(recipientUpdateChangeSchema),
  /** Per live recipient, the time their next update lists changes from: the last update sent to them, else their invitation. */
  recipients: z.array(z.object({ id: z.string(), since: z.string() })),
});
export type RecipientUpdatePreview = z.infer<typeof recipientUpdatePreviewSchema>;

export const recipientUpdateResultSchema = z.object({
  /** The addresses mailed. */
  sentTo: z.array(z.string()),
  /** Files listed, across the mails sent. */
  changes: z.number().int(),
});
export type RecipientUpdateResult = z.infer<typeof recipientUpdateResultSchema>;
