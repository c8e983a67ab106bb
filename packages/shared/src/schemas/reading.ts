import { z } from 'zod';

// Reading analytics: how a client read each file of a portal (time per PDF page, how far a video or audio was
// played, images opened), sent by the portal page in small batches and summed up per visitor.

export const READING_KINDS = ['page', 'media', 'image'] as const;
export type ReadingKind = (typeof READING_KINDS)[number];

export const READING_LIMITS = {
  /** Items in one batch; the page sends every 15 seconds and when hidden, a few items each time. */
  maxItems: 50,
  /** Seconds one item may carry: a batch covers at most the time since the last one. */
  maxSecondsPerItem: 120,
  /** Pages of a PDF whose page count the server does not know. */
  maxPage: 2000,
  /** Longest media position or duration taken, in seconds (24 hours). */
  maxMediaSeconds: 86_400,
  /** Batches one visitor may send a minute; beyond, 429. */
  batchesPerMinute: 30,
  /** Seconds one visitor may add to one file a minute (two tabs open side by side); beyond, the rest is dropped. */
  secondsPerFilePerMinute: 120,
} as const;

export const readingMessages = {
  items: `Send between 1 and ${READING_LIMITS.maxItems} reading items.`,
  seconds: `Each item's seconds must be more than 0 and at most ${READING_LIMITS.maxSecondsPerItem}.`,
  page: `A page item needs a page number from 1 to ${READING_LIMITS.maxPage}.`,
  pageOnly: 'Only a page item has a page number.',
  mediaOnly: 'Only a media item has a position and a duration.',
  position: `A position or duration is a number of seconds from 0 to ${READING_LIMITS.maxMediaSeconds}.`,
  pageBeyond: (page: number, count: number) => `Page ${page} is past the document's last page (${count}).`,
  wrongKind: (kind: ReadingKind) =>
    kind === 'page'
      ? 'Pages are counted for PDF files only.'
      : kind === 'media'
        ? 'Playback is counted for video and audio files only.'
        : 'Image views are counted for images only.',
  tooMany: 'Too many reading updates from this browser; try again in a minute.',
} as const;

const mediaSeconds = z
  .number({ error: readingMessages.position })
  .min(0, { error: readingMessages.position })
  .max(READING_LIMITS.maxMediaSeconds, { error: readingMessages.position });

export const readingItemSchema = z
  .object({
    fileId: z.string().min(1).max(64),
    version: z.number().int().min(1).max(100_000).optional(),
    kind: z.enum(READING_KINDS),
    page: z
      .number({ error: readingMessages.page })
      .int({ error: readingMessages.page })
      .min(1, { error: readingMessages.page })
      .max(READING_LIMITS.maxPage, { error: readingMessages.page })
      .optional(),
    seconds: z
      .number({ error: readingMessages.seconds })
      .gt(0, { error: readingMessages.seconds })
      .max(READING_LIMITS.maxSecondsPerItem, { error: readingMessages.seconds }),
    position: mediaSeconds.optional(),
    duration: mediaSeconds.optional(),
  })
  .strict()
  .superRefine((item, ctx) => {
    if (item.kind === 'page' && item.page === undefined) {
      ctx.addIssue({ code: 'custom', path: ['page'], message: readingMessages.page });
    }
    if (item.kind !== 'page' && item.page !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['page'], message: readingMessages.pageOnly });
    }
    if (item.kind !== 'media' && (item.position !== undefined || item.duration !== undefined)) {
      ctx.addIssue({ code: 'custom', path: ['position'], message: readingMessages.mediaOnly });
    }
  });
export type ReadingItem = z.infer<typeof readingItemSchema>;

export const readingBatchSchema = z
  .object({
    items: z
      .array(readingItemSchema, { error: readingMessages.items })
      .min(1, { error: readingMessages.items })
      .max(READING_LIMITS.maxItems, { error: readingMessages.items }),
  })
  .strict();
export type ReadingBatch = z.infer<typeof readingBatchSchema>;

export const readingPageSchema = z.object({
  page: z.number().int(),
  seconds: z.number(),
  readers: z.number().int(),
});
export type ReadingPage = z.infer<typeof readingPageSchema>;

export const readingFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  kind: z.enum(['pdf', 'media', 'image']),
  /** Pages of the latest version when known; null for other files and PDFs that could not be counted. */
  pageCount: z.number().int().nullable(),
  readers: z.number().int(),
  totalSeconds: z.number(),
  /** PDFs: every page read by someone, in page order. */
  pages: z.array(readingPageSchema),
  /** Mean time a reader spent on a page they read; null when nobody read a page. */
  averageSecondsPerPage: z.number().nullable(),
  /** Readers who saw every page; null when the page count is unknown. */
  completedReaders: z.number().int().nullable(),
  /** Media: mean share played (furthest position / duration), 0 to 100; null for other files. */
  averageWatchedPercent: z.number().nullable(),
});
export type ReadingFile = z.infer<typeof readingFileSchema>;

export const readingVisitorFileSchema = z.object({
  fileId: z.string(),
  name: z.string(),
  opens: z.number().int(),
  downloads: z.number().int(),
  /** The versions this visitor downloaded, ascending (downloads from before versions were recorded have none). */
  downloadedVersions: z.array(z.number().int()),
  /** The file's latest version now, so a download of an older one can be told apart. */
  latestVersion: z.number().int(),
  totalSeconds: z.number(),
  pagesRead: z.number().int(),
  pageCount: z.number().int().nullable(),
  /** The page this visitor spent longest on. */
  longestPage: z.object({ page: z.number().int(), seconds: z.number() }).nullable(),
  watchedPercent: z.number().nullable(),
  lastAt: z.string(),
});
export type ReadingVisitorFile = z.infer<typeof readingVisitorFileSchema>;

export const readingVisitorSchema = z.object({
  visitorId: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  lastAt: z.string(),
  files: z.array(readingVisitorFileSchema),
});
export type ReadingVisitor = z.infer<typeof readingVisitorSchema>;

export const portalReadingSchema = z.object({
  files: z.array(readingFileSchema),
  visitors: z.array(readingVisitorSchema),
});
export type PortalReading = z.infer<typeof portalReadingSchema>;
