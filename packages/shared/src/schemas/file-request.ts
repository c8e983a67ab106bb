import { z } from 'zod';

// File requests: a section of type `request` lists what the creator asks the client to send back; clients
// upload into its items through tus, and the creator accepts or rejects each upload.

export const REQUEST_LIMITS = {
  items: 30,
  itemTitle: 120,
  description: 1000,
  accept: 40,
  acceptToken: 100,
  maxFiles: 50,
  /** The most files one item holds when the creator sets no maximum. */
  defaultMaxFiles: 20,
  note: 1000,
  uploaderName: 80,
} as const;

export const REQUEST_UPLOAD_STATUSES = ['submitted', 'accepted', 'rejected'] as const;
export type RequestUploadStatus = (typeof REQUEST_UPLOAD_STATUSES)[number];

export const REQUEST_ITEM_STATUSES = ['missing', 'submitted', 'accepted', 'rejected'] as const;
export type RequestItemStatus = (typeof REQUEST_ITEM_STATUSES)[number];

/** What a client's tus upload carries in Upload-Metadata. */
export const REQUEST_UPLOAD_METADATA = {
  itemId: 'itemId',
  filename: 'filename',
  filetype: 'filetype',
  /** The name a client on an open-link portal gives before sending. */
  name: 'name',
} as const;

/** The presets of the editor's "Accepted types"; each is a list of accept tokens. */
export const ACCEPT_PRESETS = {
  images: { label: 'Images', accept: ['image/*'] },
  pdf: { label: 'PDF', accept: ['application/pdf'] },
  office: {
    label: 'Office documents',
    accept: ['.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.odt', '.ods', '.odp', '.rtf', '.csv', '.txt'],
  },
  video: { label: 'Video', accept: ['video/*'] },
  audio: { label: 'Audio', accept: ['audio/*'] },
  archives: { label: 'Zip archives', accept: ['.zip'] },
} as const;
export type AcceptPreset = keyof typeof ACCEPT_PRESETS;

const ACCEPT_TOKEN = /^(\.[a-z0-9][a-z0-9_-]{0,15}|[a-z]+\/(\*|[a-z0-9][a-z0-9.+_-]*))$/;

const itemIdSchema = z
  .string()
  .trim()
  .min(1, 'Id is required')
  .max(64, 'Id must be at most 64 characters')
  .regex(/^[A-Za-z0-9_-]+$/, 'Id may contain letters, digits, "-" and "_" only');

export const acceptTokenSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(REQUEST_LIMITS.acceptToken)
  .regex(ACCEPT_TOKEN, 'Accepted types are MIME types (image/png, image/*) or extensions (.pdf)');

export const requestItemSchema = z.object({
  id: itemIdSchema,
  title: z
    .string()
    .trim()
    .min(1, 'Each requested item needs a title')
    .max(REQUEST_LIMITS.itemTitle, `An item's title is at most ${REQUEST_LIMITS.itemTitle} characters`),
  description: z.string().trim().max(REQUEST_LIMITS.description).optional(),
  required: z.boolean().default(true),
  accept: z
    .array(acceptTokenSchema)
    .max(REQUEST_LIMITS.accept, `At most ${REQUEST_LIMITS.accept} accepted types`)
    .optional(),
  maxSizeMb: z.number().int('The size limit is a whole number of MB').min(1).max(1_000_000).optional(),
  maxFiles: z
    .number()
    .int()
    .min(1, 'An item takes at least one file')
    .max(REQUEST_LIMITS.maxFiles, `An item takes at most ${REQUEST_LIMITS.maxFiles} files`)
    .optional(),
});
export type RequestItem = z.infer<typeof requestItemSchema>;

export const requestSectionFields = {
  description: z.string().trim().max(REQUEST_LIMITS.description).optional(),
  /** The day the files are due, YYYY-MM-DD. */
  dueDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'The due date is a day (YYYY-MM-DD)')
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), 'The due date is not a real day')
    .nullish(),
  items: z
    .array(requestItemSchema)
    .min(1, 'A request asks for at least one item')
    .max(REQUEST_LIMITS.items, `A request asks for at most ${REQUEST_LIMITS.items} items`)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
      message: 'Item ids must be unique within a request',
    }),
};

// ---------- Matching a file against what an item accepts ----------

const EXTENSION_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.heic': 'image/heic',
  '.heif': 'image/heif',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.bmp': 'image/bmp',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.m4v': 'video/mp4',
  '.mov': 'video/quicktime',
  '.webm': 'video/webm',
  '.mkv': 'video/x-matroska',
  '.mp3': 'audio/mpeg',
  '.wav': 'audio/wav',
  '.m4a': 'audio/mp4',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
};

/** Types whose content must never pass for a document, whatever the file is called. */
const EXECUTABLE_TYPES = new Set([
  'application/x-msdownload',
  'application/x-dosexec',
  'application/vnd.microsoft.portable-executable',
  'application/x-executable',
  'application/x-elf',
  'application/x-mach-binary',
  'application/x-sharedlib',
  'application/x-sh',
  'application/java-archive',
  'application/x-msi',
]);

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

function mimeMatches(token: string, mime: string): boolean {
  if (!mime) return false;
  if (token.endsWith('/*')) return mime.startsWith(token.slice(0, -1));
  return mime === token;
}

/**
 * Whether a file the client picked fits the item, from its name and the type the browser gave (before a byte
 * is sent). A browser that gives no type is judged by the extension.
 */
export function acceptsDeclared(accept: readonly string[] | undefined, name: string, declaredType: string): boolean {
  if (!accept || accept.length === 0) return true;
  const extension = extensionOf(name);
  const type = declaredType.toLowerCase() || EXTENSION_TYPES[extension] || '';
  return accept.some((token) => (token.startsWith('.') ? token === extension : mimeMatches(token, type)));
}

/**
 * Whether the stored bytes fit the item, by the type their content shows: a renamed program is refused even
 * when its name fits. A token that is an extension checks the name, and the content must not be a program.
 */
export function acceptsContent(accept: readonly string[] | undefined, name: string, detectedType: string): boolean {
  if (EXECUTABLE_TYPES.has(detectedType)) {
    return Boolean(accept?.some((token) => token !== '.exe' && mimeMatches(token, detectedType)));
  }
  if (!accept || accept.length === 0) return true;
  const extension = extensionOf(name);
  return accept.some((token) => {
    if (token.startsWith('.')) return token === extension;
    // Plain text has no signature: a CSV or a text file is known only by being readable text.
    if (detectedType === 'text/plain' && token.startsWith('text/')) return true;
    return mimeMatches(token, detectedType);
  });
}

/** "Images, PDF" or ".psd, .ai" for a line under an item's title. */
export function describeAccept(accept: readonly string[] | undefined): string {
  if (!accept || accept.length === 0) return 'Any type';
  const remaining = new Set(accept);
  const labels: string[] = [];
  for (const preset of Object.values(ACCEPT_PRESETS)) {
    if (preset.accept.every((token) => remaining.has(token))) {
      labels.push(preset.label);
      for (const token of preset.accept) remaining.delete(token);
    }
  }
  return [...labels, ...remaining].join(', ');
}

// ---------- What the client and the creator see ----------

export const publicRequestUploadSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  mime: z.string(),
  status: z.enum(REQUEST_UPLOAD_STATUSES),
  note: z.string().nullable(),
  uploadedAt: z.string(),
});
export type PublicRequestUpload = z.infer<typeof publicRequestUploadSchema>;

export const publicRequestItemSchema = z.object({
  id: z.string(),
  sectionId: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  required: z.boolean(),
  accept: z.array(z.string()),
  /** The item's own limit, or the owner's plan limit when lower or unset. */
  maxSizeMb: z.number(),
  maxFiles: z.number(),
  status: z.enum(REQUEST_ITEM_STATUSES),
  uploads: z.array(publicRequestUploadSchema),
});
export type PublicRequestItem = z.infer<typeof publicRequestItemSchema>;

export const publicRequestsSchema = z.object({ items: z.array(publicRequestItemSchema) });
export type PublicRequests = z.infer<typeof publicRequestsSchema>;

export const requestUploadSchema = publicRequestUploadSchema.extend({
  itemId: z.string(),
  sectionId: z.string(),
  uploaderName: z.string().nullable(),
  uploaderEmail: z.string().nullable(),
  emailVerified: z.boolean(),
  sha256: z.string(),
  hasThumbnail: z.boolean(),
  reviewedAt: z.string().nullable(),
  /** The portal file made from this upload with "Add to the portal's files". */
  sharedFileId: z.string().nullable(),
});
export type RequestUpload = z.infer<typeof requestUploadSchema>;

export const requestItemReviewSchema = publicRequestItemSchema.omit({ uploads: true }).extend({
  sectionTitle: z.string(),
  dueDate: z.string().nullable(),
  uploads: z.array(requestUploadSchema),
});
export type RequestItemReview = z.infer<typeof requestItemReviewSchema>;

export const creatorRequestsSchema = z.object({
  items: z.array(requestItemReviewSchema),
  /** Uploads into items the creator has since removed: kept, and still reviewable. */
  orphans: z.array(requestUploadSchema),
});
export type CreatorRequests = z.infer<typeof creatorRequestsSchema>;

export const requestUploadReviewSchema = z
  .object({
    status: z.enum(['accepted', 'rejected'], { message: 'Status must be accepted or rejected' }),
    note: z
      .string({ error: 'The note must be text' })
      .trim()
      .max(REQUEST_LIMITS.note, `The note is at most ${REQUEST_LIMITS.note} characters`)
      .optional(),
  })
  .strict();
export type RequestUploadReview = z.infer<typeof requestUploadReviewSchema>;

export const requestUploadSharedSchema = z.object({ fileId: z.string() });

// ---------- Messages ----------

const mb = (value: number) => (value >= 1024 && value % 1024 === 0 ? `${value / 1024} GB` : `${value} MB`);

export const fileRequestMessages = {
  itemNotFound: 'That item is not requested in this portal any more. Reload the page to see what is asked.',
  uploadNotFound: 'That upload is not in this portal.',
  metadataMissing: 'Say which item the file is for (itemId), and give its filename and filetype.',
  lengthRequired: 'Send the Upload-Length header with the file size.',
  nameRequired: 'Tell us your name before you send files, so the studio knows who sent them.',
  tooLarge: (name: string, limitMb: number) => `"${name}" is larger than ${mb(limitMb)}, the most this item takes.`,
  typeNotAccepted: (name: string, accepted: string) => `"${name}" is not a type this item takes (${accepted}).`,
  contentNotAccepted: (name: string, accepted: string) =>
    `"${name}" does not contain what its name says, or is not a type this item takes (${accepted}). Nothing was kept.`,
  tooManyFiles: (max: number) =>
    `This item takes at most ${max} ${max === 1 ? 'file' : 'files'}. Remove one before sending another.`,
  storageFull:
    "This portal cannot take more files right now: its owner's storage is full. Let them know, and try again later.",
  tooManyUploads: (seconds: number) =>
    `You are sending files too quickly. Please wait ${Math.ceil(seconds / 60)} minutes and try again.`,
  alreadyAccepted: 'The studio has accepted this file, so it can no longer be removed.',
  stillUploading: 'This file has not finished uploading.',
  alreadyShared: 'This file is already in the portal’s files.',
  onlyAcceptedShared: 'Accept the file before adding it to the portal’s files.',
  nothingToDownload: 'No files have been sent for this yet.',
} as const;
