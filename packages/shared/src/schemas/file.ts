import { z } from 'zod';

export const FILE_NAME_MAX = 255;
export const FILES_PER_ORDER_MAX = 1000;

/** The tus metadata an upload to /api/uploads must carry. */
export const UPLOAD_METADATA = {
  portalId: 'portalId',
  filename: 'filename',
  filetype: 'filetype',
  /** Optional: the id of an existing file; the upload becomes its next version. */
  replacesFileId: 'replacesFileId',
  /** Optional with replacesFileId: what changed in this version ("Logo larger, colours warmer"). */
  note: 'note',
  /** Optional with replacesFileId: 'false' publishes the version without emailing the file's clients. */
  notifyClients: 'notifyClients',
} as const;

export const VERSION_NOTE_MAX = 500;

export const REVIEW_STATUSES = ['in_review', 'changes_requested', 'approved'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/**
 * Where a file's review stands, for the creator's file list: the latest version's status, the latest version
 * a client approved, open pins on the latest version, open threads on any version, and whose move it is.
 */
export const fileReviewSummarySchema = z.object({
  status: z.enum(REVIEW_STATUSES),
  version: z.number(),
  approvedVersion: z.number().nullable(),
  openPins: z.number(),
  openComments: z.number(),
  waitingOn: z.enum(['you', 'client']).nullable(),
});
export type FileReviewSummary = z.infer<typeof fileReviewSummarySchema>;

/**
 * One version of a file. `id` is the file's stable id (the same for every version; sections refer to it),
 * `versionId` the id of this version.
 */
export const portalFileSchema = z.object({
  id: z.string(),
  versionId: z.string(),
  portalId: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number(),
  sha256: z.string(),
  version: z.number(),
  versions: z.number(),
  position: z.number(),
  downloadCount: z.number(),
  hasThumbnail: z.boolean(),
  downloadUrl: z.string(),
  thumbnailUrl: z.string().nullable(),
  uploadedAt: z.string(),
  uploadedBy: z.string().nullable(),
  /** The creator's file list only. */
  review: fileReviewSummarySchema.optional(),
  /** The creator's list of versions only: what changed in this version (null when no note was given). */
  note: z.string().nullable().optional(),
});
export type PortalFile = z.infer<typeof portalFileSchema>;

export const portalFileListSchema = z.object({ files: z.array(portalFileSchema) });
export type PortalFileList = z.infer<typeof portalFileListSchema>;

export function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 32 || code === 127) return true;
  }
  return false;
}

export const fileNameSchema = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(FILE_NAME_MAX, `Name must be at most ${FILE_NAME_MAX} characters`)
  .refine((name) => !hasControlCharacters(name), 'Name cannot contain control characters');

export const fileUpdateSchema = z
  .object({
    name: fileNameSchema.optional(),
    position: z.number().int('Position must be a whole number').min(0, 'Position cannot be negative').optional(),
  })
  .refine((input) => input.name !== undefined || input.position !== undefined, {
    message: 'Send a name or a position',
  });
export type FileUpdate = z.infer<typeof fileUpdateSchema>;

export const fileOrderSchema = z.object({
  fileIds: z
    .array(z.string().min(1).max(64))
    .min(1, 'List the files in their new order')
    .max(FILES_PER_ORDER_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'Each file may appear only once'),
});
export type FileOrder = z.infer<typeof fileOrderSchema>;

export const fileVersionQuerySchema = z.object({
  version: z.coerce
    .number({ message: 'version must be a number' })
    .int('version must be a whole number')
    .min(1, 'version starts at 1')
    .max(100_000)
    .optional(),
});
