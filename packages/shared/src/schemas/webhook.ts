import { z } from 'zod';

/** What a webhook can be told about, with the words Settings shows for each. */
export const WEBHOOK_EVENT_TYPES = {
  'portal.viewed': 'A client opened a portal',
  'file.downloaded': 'A client downloaded a file',
  'comment.created': 'A client commented',
  'approval.created': 'A client approved a file or section',
  'changes.requested': 'A client asked for changes',
  'file.version_created': 'A new version of a file was uploaded',
  'request.uploaded': 'A client sent a file into a request',
  'request.reviewed': 'A file a client sent was accepted or rejected',
  'form.submitted': 'A client answered a form',
  'recipient.opened': 'A recipient opened the portal for the first time',
  'portal.created': 'A portal was created',
  'portal.archived': 'A portal was archived',
} as const;
export type WebhookEventType = keyof typeof WEBHOOK_EVENT_TYPES;
export const WEBHOOK_EVENT_NAMES = Object.keys(WEBHOOK_EVENT_TYPES) as [WebhookEventType, ...WebhookEventType[]];
/** How a delivery's body is written: the signed JSON event, or a message a Slack incoming webhook posts. */
export const WEBHOOK_FORMATS = {
  standard: 'Standard Webhooks: the event as signed JSON, for your own code, Zapier or Make',
  slack: 'Slack message: one line per event, for a Slack incoming webhook',
} as const;
export type WebhookFormat = keyof typeof WEBHOOK_FORMATS;
const WEBHOOK_FORMAT_NAMES = Object.keys(WEBHOOK_FORMATS) as [WebhookFormat, ...WebhookFormat[]];

/** Sent by "Send test event" only; never chosen. */
export const WEBHOOK_PING_TYPE = 'webhook.ping';

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 120;
/** Endpoints one account may have. */
export const WEBHOOKS_PER_ACCOUNT = 10;

export const webhookMessages = {
  urlRequired: 'Enter the address to send events to, like https://example.com/hooks/clientdock',
  urlInvalid: 'Enter a full web address that starts with https:// or http://',
  urlTooLong: `A webhook address can be at most ${WEBHOOK_URL_MAX} characters`,
  urlCredentials: 'Leave the user name and password out of the address; sign requests with the webhook secret instead',
  urlNotPublic: 'This address points to a private or local network, which webhooks may not reach on this server',
  urlUnresolvable: 'This address’s host name could not be found. Check the spelling.',
  eventsRequired: 'Choose at least one event to send',
  eventUnknown: 'Choose events from the list',
  descriptionTooLong: `A description can be at most ${WEBHOOK_DESCRIPTION_MAX} characters`,
  tooMany: `You have ${WEBHOOKS_PER_ACCOUNT} webhooks, the most one account may have. Delete one first.`,
  notFound: 'This webhook was not found. It may have been deleted.',
  deliveryNotFound: 'This delivery was not found. Deliveries are kept for 30 days.',
  disabled: 'This webhook is turned off. Turn it on to send events to it.',
  formatUnknown: 'The format is "standard" or "slack"',
} as const;

/** http(s), a host name, IPv4 or [IPv6] address, an optional port, then a path without spaces. */
const HTTP_URL =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?(?:[/?#]\S*)?$/i;
const CREDENTIALS = /^https?:\/\/[^/?#]*@/i;

const urlField = z
  .string({ error: webhookMessages.urlRequired })
  .trim()
  .min(1, webhookMessages.urlRequired)
  .max(WEBHOOK_URL_MAX, webhookMessages.urlTooLong)
  .refine((value) => !CREDENTIALS.test(value), webhookMessages.urlCredentials)
  .refine((value) => HTTP_URL.test(value), webhookMessages.urlInvalid);

const eventsField = z
  .array(z.enum(WEBHOOK_EVENT_NAMES, { error: webhookMessages.eventUnknown }), {
    error: webhookMessages.eventsRequired,
  })
  .min(1, webhookMessages.eventsRequired)
  .max(WEBHOOK_EVENT_NAMES.length);

const formatField = z.enum(WEBHOOK_FORMAT_NAMES, { error: webhookMessages.formatUnknown });

const descriptionField = z
  .string({ error: 'The description must be text' })
  .trim()
  .max(WEBHOOK_DESCRIPTION_MAX, webhookMessages.descriptionTooLong);

export const webhookCreateSchema = z.object({
  url: urlField,
  events: eventsField,
  description: descriptionField.optional(),
  /** standard unless given. */
  format: formatField.optional(),
});
export type WebhookCreate = z.infer<typeof webhookCreateSchema>;

export const webhookUpdateSchema = z
  .object({
    url: urlField.optional(),
    events: eventsField.optional(),
    description: descriptionField.optional(),
    format: formatField.optional(),
    enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Send at least one of url, events, description, format or enabled');
export type WebhookUpdate = z.infer<typeof webhookUpdateSchema>;

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_NAMES)),
  format: z.enum(WEBHOOK_FORMAT_NAMES),
  enabled: z.boolean(),
  /** Why the server turned it off (a day of failed deliveries), or null. */
  disabledReason: z.string().nullable(),
  /** Since when every delivery has failed, or null while deliveries succeed. */
  failingSince: z.string().nullable(),
  createdAt: z.string(),
  lastDeliveryAt: z.string().nullable(),
  lastDeliveryStatus: z.enum(['pending', 'succeeded', 'failed']).nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhookListSchema = z.object({ webhooks: z.array(webhookSchema) });
export type WebhookList = z.infer<typeof webhookListSchema>;

/** The answer to creating a webhook: the only time its signing secret is shown. */
export const webhookCreatedSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The webhook-id header: the same for every attempt and for a replay of this message. */
  messageId: z.string(),
  eventType: z.string(),
  /** pending: waiting for its next attempt; failed: every attempt failed (or the webhook was turned off). */
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  createdAt: z.string(),
  lastAttemptAt: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  /** The receiver's HTTP status of the last attempt; null when it could not be reached. */
  responseStatus: z.number().int().nullable(),
  durationMs: z.number().int().nullable(),
  /** The first bytes of the receiver's answer, or what went wrong (timeout, refused address, ...). */
  responseBody: z.string().nullable(),
  error: z.string().nullable(),
  /** The body that was sent. */
  payload: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveryListSchema = z.object({ deliveries: z.array(webhookDeliverySchema) });
export type WebhookDeliveryList = z.infer<typeof webhookDeliveryListSchema>;
