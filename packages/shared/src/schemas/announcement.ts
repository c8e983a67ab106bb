import { z } from 'zod';
import { PLAN_IDS } from '../roles';

// Admin announcements: one message to every creator, or to the creators of one plan, in the bell and
// optionally by email.

/** `all` is every active creator and team member; a plan is the active creators on that plan. */
export const ANNOUNCEMENT_AUDIENCES = ['all', ...PLAN_IDS] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

export const ANNOUNCEMENT_AUDIENCE_LABELS: Record<AnnouncementAudience, string> = {
  all: 'All creators and team members',
  free: 'Creators on the Free plan',
  pro: 'Creators on the Pro plan',
  agency: 'Creators on the Agency plan',
};

export const ANNOUNCEMENT_LIMITS = { title: 120, message: 2000, link: 300 } as const;

/** An address inside the app (such as /blog/whats-new or /dashboard/settings); never another site. */
export const APP_PATH_PATTERN = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@/?%#]*$/;

export const announcementMessages = {
  titleRequired: 'Give the announcement a title',
  titleTooLong: `Use at most ${ANNOUNCEMENT_LIMITS.title} characters for the title`,
  messageRequired: 'Write the announcement',
  messageTooLong: `Use at most ${ANNOUNCEMENT_LIMITS.message} characters`,
  audienceInvalid: 'Choose everyone or one plan: all, free, pro or agency',
  linkInvalid: 'Use an address inside ClientDock starting with /, such as /blog/whats-new',
  noRecipients: 'Nobody is in this audience yet, so there is no one to send it to.',
  emailSubject: (title: string) => `ClientDock: ${title}`,
} as const;

export const announcementCreateSchema = z.object({
  title: z
    .string({ error: announcementMessages.titleRequired })
    .trim()
    .min(1, announcementMessages.titleRequired)
    .max(ANNOUNCEMENT_LIMITS.title, announcementMessages.titleTooLong),
  message: z
    .string({ error: announcementMessages.messageRequired })
    .trim()
    .min(1, announcementMessages.messageRequired)
    .max(ANNOUNCEMENT_LIMITS.message, announcementMessages.messageTooLong),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES, { error: announcementMessages.audienceInvalid }),
  link: z
    .string({ error: announcementMessages.linkInvalid })
    .trim()
    .max(ANNOUNCEMENT_LIMITS.link, announcementMessages.linkInvalid)
    .regex(APP_PATH_PATTERN, announcementMessages.linkInvalid)
    .nullable()
    .optional()
    .transform((value) => value || null),
  sendEmail: z.boolean({ error: 'sendEmail must be true or false' }).default(false),
});
export type AnnouncementCreate = z.input<typeof announcementCreateSchema>;

/** none: in the bell only; queued and sending: mail still going out; sent: every mail handed over. */
export const ANNOUNCEMENT_EMAIL_STATUSES = ['none', 'queued', 'sending', 'sent'] as const;

export const announcementSchema = z.object({
  id: z.string(),
  title: z.string(),
  message: z.string(),
  link: z.string().nullable(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  sendEmail: z.boolean(),
  recipients: z.number().int(),
  email: z.object({
    status: z.enum(ANNOUNCEMENT_EMAIL_STATUSES),
    sent: z.number().int(),
    /** Recipients who turned notification email off. */
    skipped: z.number().int(),
    failed: z.number().int(),
  }),
  sentByName: z.string(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Announcement = z.infer<typeof announcementSchema>;

export const announcementListSchema = z.object({
  announcements: z.array(announcementSchema),
  /** How many accounts each audience reaches now, for the form. */
  audienceSizes: z.record(z.enum(ANNOUNCEMENT_AUDIENCES), z.number().int()),
});
export type AnnouncementList = z.infer<typeof announcementListSchema>;
