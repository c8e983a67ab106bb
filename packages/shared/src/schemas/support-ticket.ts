import { z } from 'zod';
import { emailSchema } from './auth';

export const SUPPORT_TOPICS = ['general', 'account', 'billing', 'self-hosting', 'security', 'feedback'] as const;
export type SupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_TOPIC_LABELS: Record<SupportTopic, string> = {
  general: 'A general question',
  account: 'My account or portals',
  billing: 'Plans and billing',
  'self-hosting': 'Running my own instance',
  security: 'Reporting a security issue',
  feedback: 'Feedback or a feature idea',
};

export const SUPPORT_TICKET_LIMITS = { name: 100, subject: 150, messageMin: 10, message: 5000 } as const;

// ClientDock's own messages for the contact form (the spec gives none).
export const supportTicketMessages = {
  nameRequired: 'Enter your name',
  nameTooLong: `Use at most ${SUPPORT_TICKET_LIMITS.name} characters for your name`,
  topicInvalid: 'Choose one of the listed topics',
  subjectTooLong: `Use at most ${SUPPORT_TICKET_LIMITS.subject} characters for the subject`,
  messageTooShort: `Write a message of at least ${SUPPORT_TICKET_LIMITS.messageMin} characters`,
  messageTooLong: `Use at most ${SUPPORT_TICKET_LIMITS.message} characters`,
  tooManyTickets: (minutes: number) =>
    `You have sent several messages in a short time. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
} as const;

/** The public contact form (`POST /api/support-tickets`). A missing topic is a general question. */
export const supportTicketCreateSchema = z.object({
  name: z
    .string({ error: supportTicketMessages.nameRequired })
    .trim()
    .min(1, supportTicketMessages.nameRequired)
    .max(SUPPORT_TICKET_LIMITS.name, supportTicketMessages.nameTooLong),
  email: emailSchema,
  topic: z.enum(SUPPORT_TOPICS, { error: supportTicketMessages.topicInvalid }).default('general'),
  subject: z
    .string()
    .trim()
    .max(SUPPORT_TICKET_LIMITS.subject, supportTicketMessages.subjectTooLong)
    .optional()
    .default(''),
  message: z
    .string({ error: supportTicketMessages.messageTooShort })
    .trim()
    .min(SUPPORT_TICKET_LIMITS.messageMin, supportTicketMessages.messageTooShort)
    .max(SUPPORT_TICKET_LIMITS.message, supportTicketMessages.messageTooLong),
});
export type SupportTicketCreate = z.input<typeof supportTicketCreateSchema>;

/** Open: waiting on the team; pending: answered, waiting on the sender; closed: done. */
export const SUPPORT_TICKET_STATUSES = ['open', 'pending', 'closed'] as const;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

/** What the sender is told: enough to quote the ticket in a follow-up, nothing more. */
export const supportTicketReceiptSchema = z.object({
  id: z.string(),
  reference: z.string(),
  createdAt: z.string(),
});
export type SupportTicketReceipt = z.infer<typeof supportTicketReceiptSchema>;

export const supportTicketSchema = z.object({
  id: z.string(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  topic: z.enum(SUPPORT_TOPICS),
  subject: z.string(),
  message: z.string(),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  userId: z.string().nullable(),
  replyCount: z.number().int(),
  lastReplyAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SupportTicket = z.infer<typeof supportTicketSchema>;

export const supportTicketListSchema = z.object({ tickets: z.array(supportTicketSchema) });
export type SupportTicketList = z.infer<typeof supportTicketListSchema>;

export const SUPPORT_REPLY_MAX = 5000;

// ClientDock's own messages for answering tickets (the spec gives none).
export const supportReplyMessages = {
  ticketNotFound: 'Support ticket not found.',
  statusInvalid: 'Status must be open, pending or closed',
  replyRequired: 'Write a reply before sending',
  replyTooLong: `Use at most ${SUPPORT_REPLY_MAX} characters`,
} as const;

export const supportTicketStatusUpdateSchema = z.object({
  status: z.enum(SUPPORT_TICKET_STATUSES, { error: supportReplyMessages.statusInvalid }),
});
export type SupportTicketStatusUpdate = z.infer<typeof supportTicketStatusUpdateSchema>;

/** `POST /api/admin/support-tickets/:id/replies`; the ticket then waits on the sender (pending) unless told otherwise. */
export const supportReplyCreateSchema = z.object({
  message: z
    .string({ error: supportReplyMessages.replyRequired })
    .trim()
    .min(1, supportReplyMessages.replyRequired)
    .max(SUPPORT_REPLY_MAX, supportReplyMessages.replyTooLong),
  status: z.enum(SUPPORT_TICKET_STATUSES, { error: supportReplyMessages.statusInvalid }).default('pending'),
});
export type SupportReplyCreate = z.input<typeof supportReplyCreateSchema>;

export const supportReplySchema = z.object({
  id: z.string(),
  authorName: z.string(),
  message: z.string(),
  /** sent: handed to the mail server; queued: kept in the outbox (no mail server, or it failed). */
  delivery: z.enum(['sent', 'queued', 'failed']),
  createdAt: z.string(),
});
export type SupportReply = z.infer<typeof supportReplySchema>;

export const supportTicketDetailSchema = supportTicketSchema.extend({ replies: z.array(supportReplySchema) });
export type SupportTicketDetail = z.infer<typeof supportTicketDetailSchema>;
