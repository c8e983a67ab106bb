import { z } from 'zod';
import { approvalSchema } from './client-portal';

// A file's versions as a client sees them, and where its review stands.

export const publicFileVersionSchema = z.object({
  version: z.number(),
  sha256: z.string(),
  size: z.number(),
  mime: z.string(),
  uploadedAt: z.string(),
  /** The creator's note on what changed; null when none was given (always for version 1). */
  note: z.string().nullable(),
  previewUrl: z.string(),
});
export type PublicFileVersion = z.infer<typeof publicFileVersionSchema>;
/** Oldest first. */
export const publicFileVersionListSchema = z.object({ versions: z.array(publicFileVersionSchema) });

export const REVIEW_STATUSES = ['in_review', 'changes_requested', 'approved'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** The latest version's review: its latest decision, open pinned or plain comments, and approvals. */
export const fileReviewSchema = z.object({
  status: z.enum(REVIEW_STATUSES),
  version: z.number(),
  openComments: z.number(),
  approvals: z.array(approvalSchema),
});
export type FileReview = z.infer<typeof fileReviewSchema>;
