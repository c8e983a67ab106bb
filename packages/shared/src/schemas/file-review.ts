import { z } from 'zod';
import { approvalSchema } from './client-portal';
import { REVIEW_STATUSES } from './file';

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

/** The latest version's review: its latest decision, open pinned or plain comments, and approvals. */
export const fileReviewSchema = z.object({
  status: z.enum(REVIEW_STATUSES),
  version: z.number(),
  openComments: z.number(),
  approvals: z.array(approvalSchema),
});
export type FileReview = z.infer<typeof fileReviewSchema>;

const commentIdsSchema = z
  .array(z.string().min(1).max(64), { error: 'commentIds must be a list of comment ids' })
  .min(1, 'Name at least one comment')
  .max(200, 'At most 200 comments at once');

/** The creator carries open pins of an older version to a newer one (same spot, linked to the old thread). */
export const pinCarryForwardSchema = z.object({
  commentIds: commentIdsSchema,
  to: z.number({ error: 'to must be a version number' }).int().min(1),
});
export type PinCarryForward = z.infer<typeof pinCarryForwardSchema>;

/** The creator closes pins as addressed in the file's latest version. */
export const pinCloseAddressedSchema = z.object({ commentIds: commentIdsSchema });
export type PinCloseAddressed = z.infer<typeof pinCloseAddressedSchema>;
