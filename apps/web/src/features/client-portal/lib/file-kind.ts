export type FileKind = 'image' | 'pdf' | 'video' | 'audio' | 'text' | 'archive' | 'document' | 'other';

const TEXT_TYPES = new Set(['application/json', 'application/xml', 'text/csv', 'application/x-yaml']);
const ARCHIVE_TYPES = /zip|x-tar|gzip|x-7z|x-rar/;
const DOCUMENT_TYPES = /word|officedocument|opendocument|rtf|presentation|spreadsheet|excel|powerpoint/;

export function fileKind(mime: string): FileKind {
  const type = mime.toLowerCase().split(';')[0]?.trim() ?? '';
  // SVG is served as an attachment-safe image, but it is a document that can carry script: no inline preview.
  if (type.startsWith('image/') && type !== 'image/svg+xml') return 'image';
  if (type === 'application/pdf') return 'pdf';
  if (type.startsWith('video/')) return 'video';
  if (type.startsWith('audio/')) return 'audio';
  if (type === 'text/plain' || type === 'text/markdown' || TEXT_TYPES.has(type)) return 'text';
  if (ARCHIVE_TYPES.test(type)) return 'archive';
  if (DOCUMENT_TYPES.test(type)) return 'document';
  return 'other';
}

export function canPreview(mime: string): boolean {
  return ['image', 'pdf', 'video', 'audio', 'text'].includes(fileKind(mime));
}

/** The first characters of a sha256, enough to compare by eye. */
export function shortSha(sha256: string | null | undefined): string {
  return sha256 ? sha256.slice(0, 12) : '';
}
