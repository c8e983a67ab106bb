import { z } from 'zod';
import { clientPortalMessages } from '../messages';
import { type Anchor, anchorSchema } from './anchor';
import { emailSchema } from './auth';
import { ACCESS_TYPES } from './portal';
import { type FormField, type Section, sectionSchema } from './section';

// What a client sends from /portal/{uuid}, and what the portal and its creator get back.

export const CLIENT_PORTAL_LIMITS = {
  name: 80,
  body: 5000,
  note: 2000,
  textarea: 5000,
  answers: 100,
  /** A form rating without its own max goes from 1 to this. */
  defaultRatingMax: 5,
} as const;

export const ACCESS_COOKIE_HOURS = 24;
export const EMAIL_CODE = { digits: 6, ttlSeconds: 600, resendSeconds: 30, maxTries: 5 } as const;
export const ACCESS_THROTTLE = { windowMinutes: 30, maxFailures: 10, maxDelaySeconds: 25 } as const;

const textOf = (required: string, notText: string) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? required : notText) });

// An empty email field means "no email", not a malformed one.
const optionalEmail = z.preprocess(
  (value) => ((typeof value === 'string' && value.trim() === '') || value === null ? undefined : value),
  emailSchema.optional(),
);
const idRef = z
  .string({ error: 'Ids are text' })
  .min(1, 'Ids cannot be empty')
  .max(64, 'Ids are at most 64 characters')
  .nullish();

export const clientNameSchema = textOf('Your name is required', 'Name must be text')
  .trim()
  .min(1, 'Your name is required')
  .max(CLIENT_PORTAL_LIMITS.name, `Name must be at most ${CLIENT_PORTAL_LIMITS.name} characters`);

// ---------- Access ----------

export const pinUnlockSchema = z.object({
  pin: textOf('Enter the PIN', 'The PIN must be text').regex(/^\d{4,8}$/, 'The PIN is 4 to 8 digits'),
});
export type PinUnlock = z.infer<typeof pinUnlockSchema>;

export const emailCodeRequestSchema = z.object({ email: emailSchema });
export type EmailCodeRequest = z.infer<typeof emailCodeRequestSchema>;

export const emailCodeVerifySchema = z.object({
  email: emailSchema,
  code: textOf('Enter the code from the email', 'The code must be text')
    .trim()
    .regex(/^\d{6}$/, 'The code is 6 digits'),
});
export type EmailCodeVerify = z.infer<typeof emailCodeVerifySchema>;

export const unlockResultSchema = z.object({ ok: z.literal(true) });
export const emailCodeSentSchema = z.object({
  sent: z.literal(true),
  resendAfterSeconds: z.number(),
  expiresInSeconds: z.number(),
});
export type EmailCodeSent = z.infer<typeof emailCodeSentSchema>;

// ---------- Comments ----------

const commentBody = textOf('Write a comment first', 'The comment must be text')
  .trim()
  .min(1, 'Write a comment first')
  .max(CLIENT_PORTAL_LIMITS.body, `Comments are at most ${CLIENT_PORTAL_LIMITS.body} characters`);

/** A comment on a file is about one version of it (the latest unless given), optionally pinned to a spot. */
const pinFields = {
  fileVersion: z
    .number({ error: 'fileVersion must be a version number' })
    .int('fileVersion must be a whole number')
    .min(1, 'fileVersion starts at 1')
    .max(100_000, 'fileVersion is at most 100000')
    .nullish(),
  anchor: anchorSchema.nullish(),
};

export const commentCreateSchema = z.object({
  name: clientNameSchema,
  email: optionalEmail,
  body: commentBody,
  fileId: idRef,
  parentId: idRef,
  ...pinFields,
});
export type CommentCreate = z.infer<typeof commentCreateSchema>;

/** The creator's reply (or note) in a portal's thread. */
export const creatorCommentCreateSchema = z.object({ body: commentBody, fileId: idRef, parentId: idRef, ...pinFields });
export type CreatorCommentCreate = z.infer<typeof creatorCommentCreateSchema>;

export const commentResolveSchema = z.object({
  resolved: z.boolean({ error: 'resolved must be true or false' }),
});
export type CommentResolve = z.infer<typeof commentResolveSchema>;

export const COMMENT_STATUSES = ['open', 'resolved'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];

const commentFields = {
  id: z.string(),
  fileId: z.string().nullable(),
  parentId: z.string().nullable(),
  authorName: z.string(),
  authorType: z.enum(['client', 'creator']),
  verified: z.boolean(),
  body: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  fileVersion: z.number().nullable(),
  anchor: anchorSchema.nullable(),
  status: z.enum(COMMENT_STATUSES),
  carriedFrom: z.string().nullable().optional(),
};

interface CommentFields {
  id: string;
  fileId: string | null;
  parentId: string | null;
  authorName: string;
  authorType: 'client' | 'creator';
  verified: boolean;
  body: string;
  createdAt: string;
  resolvedAt: string | null;
  /** The version of the file the comment is about; null for a comment on the portal or from before versions. */
  fileVersion: number | null;
  /** null for a comment on the whole file (or the portal). */
  anchor: Anchor | null;
  status: CommentStatus;
  /** A pin carried forward to a newer version: the id of the thread on the older version it continues. */
  carriedFrom?: string | null;
}

/** A comment with its replies (one level: a reply to a reply joins the same thread). */
export interface Comment extends CommentFields {
  replies: Comment[];
}
export const commentSchema: z.ZodType<Comment> = z.object({
  ...commentFields,
  get replies() {
    return z.array(commentSchema);
  },
});
export const commentListSchema = z.object({ comments: z.array(commentSchema) });

/** The creator's view also shows who wrote each comment. */
export interface CreatorComment extends CommentFields {
  authorEmail: string | null;
  replies: CreatorComment[];
}
export const creatorCommentSchema: z.ZodType<CreatorComment> = z.object({
  ...commentFields,
  authorEmail: z.string().nullable(),
  get replies() {
    return z.array(creatorCommentSchema);
  },
});
export const creatorCommentListSchema = z.object({ comments: z.array(creatorCommentSchema) });

// ---------- Approvals ----------

export const APPROVAL_DECISIONS = ['approved', 'changes_requested'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

export const approvalCreateSchema = z
  .object({
    name: clientNameSchema,
    email: optionalEmail,
    decision: z.enum(APPROVAL_DECISIONS, { message: 'decision must be approved or changes_requested' }),
    note: textOf('', 'The note must be text')
      .trim()
      .max(CLIENT_PORTAL_LIMITS.note, `Notes are at most ${CLIENT_PORTAL_LIMITS.note} characters`)
      .nullish()
      .transform((note) => note ?? ''),
    fileId: idRef,
    sectionId: idRef,
  })
  .superRefine((input, ctx) => {
    if (Boolean(input.fileId) === Boolean(input.sectionId)) {
      ctx.addIssue({ code: 'custom', path: ['fileId'], message: 'Approve either one file or one section' });
    }
  });
export type ApprovalCreate = z.infer<typeof approvalCreateSchema>;

export const approvalSchema = z.object({
  id: z.string(),
  decision: z.enum(APPROVAL_DECISIONS),
  note: z.string(),
  fileId: z.string().nullable(),
  fileName: z.string().nullable(),
  fileVersion: z.number().nullable(),
  sha256: z.string().nullable(),
  sectionId: z.string().nullable(),
  approverName: z.string(),
  /** Other clients' emails are never shown to a client: null there unless it is this browser's own. */
  approverEmail: z.string().nullable(),
  verified: z.boolean(),
  createdAt: z.string(),
  appliesToLatest: z.boolean(),
  /**
   * On a change request about a file: the ids of the client's open comment threads (pinned or not) on that
   * version when the request was made, oldest first, so the creator has one list to work through. Absent
   * on approvals, on sections and on requests made before it was kept.
   */
  commentIds: z.array(z.string()).optional(),
});
export type Approval = z.infer<typeof approvalSchema>;
export const approvalListSchema = z.object({ approvals: z.array(approvalSchema) });

// ---------- Forms ----------

export const formSubmissionSchema = z.object({
  name: clientNameSchema.optional(),
  email: optionalEmail,
  answers: z
    .record(z.string().max(64), z.unknown(), { error: 'answers must be an object of field ids and values' })
    .refine((answers) => Object.keys(answers).length <= CLIENT_PORTAL_LIMITS.answers, 'Too many answers'),
});
export type FormSubmission = z.infer<typeof formSubmissionSchema>;

export type FormAnswer = string | number | boolean;

export type FormCheck =
  | { ok: true; answers: Record<string, FormAnswer> }
  | { ok: false; fieldId: string; message: string };

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/**
 * Checks answers against a form's fields: required ones present (a required checkbox must be ticked), a rating
 * a whole number from 1 to its max, a select one of its choices, a checkbox true or false, a textarea text of at
 * most 5000 characters. Answers to unknown fields are dropped. The first problem, in field order, is reported.
 */
export function checkFormAnswers(fields: readonly FormField[], answers: Record<string, unknown>): FormCheck {
  const clean: Record<string, FormAnswer> = {};
  for (const field of fields) {
    const value = answers[field.id];
    const fail = (rule: string) => ({
      ok: false as const,
      fieldId: field.id,
      message: clientPortalMessages.fieldInvalid(field.label, rule),
    });
    if (isBlank(value) || (field.type === 'checkbox' && field.required && value === false)) {
      if (field.required) {
        return { ok: false, fieldId: field.id, message: clientPortalMessages.fieldRequired(field.label) };
      }
      continue;
    }
    switch (field.type) {
      case 'rating': {
        const max = field.options?.max ?? CLIENT_PORTAL_LIMITS.defaultRatingMax;
        if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
          return fail(`must be a whole number from 1 to ${max}`);
        }
        clean[field.id] = value;
        break;
      }
      case 'select': {
        if (typeof value !== 'string' || !(field.options?.choices ?? []).includes(value)) {
          return fail('must be one of its choices');
        }
        clean[field.id] = value;
        break;
      }
      case 'checkbox': {
        if (typeof value !== 'boolean') return fail('must be true or false');
        clean[field.id] = value;
        break;
      }
      default: {
        if (typeof value !== 'string') return fail('must be text');
        const text = value.trim();
        if (text.length > CLIENT_PORTAL_LIMITS.textarea) {
          return fail(`must be at most ${CLIENT_PORTAL_LIMITS.textarea} characters`);
        }
        clean[field.id] = text;
      }
    }
  }
  return { ok: true, answers: clean };
}

export const formSubmittedSchema = z.object({ id: z.string(), submittedAt: z.string() });
export type FormSubmitted = z.infer<typeof formSubmittedSchema>;

const formAnswerSchema = z.union([z.string(), z.number(), z.boolean()]);

export const formResponseSchema = z.object({
  id: z.string(),
  sectionId: z.string(),
  sectionTitle: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  answers: z.record(z.string(), formAnswerSchema),
  submittedAt: z.string(),
});
export type FormResponse = z.infer<typeof formResponseSchema>;
export const formResponseListSchema = z.object({ responses: z.array(formResponseSchema) });

// ---------- The public portal ----------

export const publicBrandingSchema = z.object({
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  displayName: z.string(),
});
export type PublicBranding = z.infer<typeof publicBrandingSchema>;

export const publicFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
  version: z.number(),
  sha256: z.string(),
  uploadedAt: z.string(),
  hasThumbnail: z.boolean(),
  previewUrl: z.string(),
  /** null when the creator turned downloads off. */
  downloadUrl: z.string().nullable(),
  thumbnailUrl: z.string().nullable(),
  /**
   * From version 2 on: the creator's note on the latest version (null without one). With version and
   * uploadedAt it is what a "new version" banner needs: the browser shows it when uploadedAt is later than
   * its last visit, and the versions list gives the rest.
   */
  versionNote: z.string().nullable().optional(),
});
export type PublicFile = z.infer<typeof publicFileSchema>;

export const publicPortalSchema = z.object({
  uuid: z.string(),
  name: z.string(),
  description: z.string(),
  accessType: z.enum(ACCESS_TYPES),
  allowDownload: z.boolean(),
  expiresAt: z.string().nullable(),
  branding: publicBrandingSchema,
  whiteLabel: z.boolean(),
  sections: z.array(sectionSchema),
  files: z.array(publicFileSchema),
});
export type PublicPortal = z.infer<typeof publicPortalSchema>;

export const publicVisitorSchema = z.object({
  name: z.string().nullable(),
  email: z.string().nullable(),
  verified: z.boolean(),
});
export type PublicVisitor = z.infer<typeof publicVisitorSchema>;

/** Present only when the portal's creator opened it as client: nothing is counted, nothing can be sent. */
export const portalPreviewModeSchema = z.object({ expiresAt: z.string(), editorUrl: z.string() });
export type PortalPreviewMode = z.infer<typeof portalPreviewModeSchema>;

export const publicPortalResponseSchema = z.object({
  portal: publicPortalSchema,
  visitor: publicVisitorSchema,
  preview: portalPreviewModeSchema.optional(),
});
export type PublicPortalResponse = z.infer<typeof publicPortalResponseSchema>;

/** The `error` of a 401 PORTAL_LOCKED answer: enough to draw a branded PIN or email screen. */
export interface PortalLockedError {
  code: 'PORTAL_LOCKED';
  message: string;
  accessType: 'pin' | 'email';
  portal: { name: string; branding: PublicBranding; whiteLabel: boolean };
}

// ---------- Creator side ----------

export const portalVisitorSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  verified: z.boolean(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  views: z.number(),
  downloads: z.number(),
});
export type PortalVisitor = z.infer<typeof portalVisitorSchema>;
export const portalVisitorListSchema = z.object({ visitors: z.array(portalVisitorSchema) });

/** The form sections of a portal's layout, in order. */
export function formSections(sections: readonly Section[]): Extract<Section, { type: 'form' }>[] {
  return sections.filter((section): section is Extract<Section, { type: 'form' }> => section.type === 'form');
}
