import { RECIPIENT_READING_FILES, type RecipientReading, type RecipientReadingFile } from '@clientdock/shared';
import type { PortalFileRecord } from '../files';
import type { RecipientReadingRow } from './recipients.repository';

const KIND_OF_ROW = { page: 'pdf', media: 'media', image: 'image' } as const;

export const NOTHING_READ: RecipientReading = { files: [], otherFiles: 0 };

function describeFile(file: PortalFileRecord, row: RecipientReadingRow): RecipientReadingFile {
  const kind = KIND_OF_ROW[row.kind];
  // Pages past the latest version's end were read in an older, longer version.
  const pagesRead = kind === 'pdf' ? Math.min(row.pages, file.pageCount ?? row.pages) : null;
  const watchedPercent =
    kind === 'media' && row.position !== null && row.duration
      ? Math.min(100, Math.round((row.position / row.duration) * 100))
      : null;
  return {
    fileId: file.fileGroupId,
    name: file.name,
    kind,
    pagesRead,
    pageCount: kind === 'pdf' ? file.pageCount : null,
    watchedPercent,
    seconds: Math.round(row.seconds * 10) / 10,
    lastAt: row.lastAt,
  };
}

/**
 * Each recipient's reading summary from the rows of `readingByRecipient`: the files still in the portal, read
 * most recently first, the first few named and the rest counted. Recipients who read nothing are absent.
 */
export function summarizeRecipientReading(
  rows: RecipientReadingRow[],
  files: PortalFileRecord[],
): Map<string, RecipientReading> {
  const fileById = new Map(files.map((file) => [file.fileGroupId, file]));
  const read = new Map<string, RecipientReadingFile[]>();
  for (const row of rows) {
    const file = fileById.get(row.fileId);
    if (!file) continue;
    const list = read.get(row.recipientId) ?? [];
    list.push(describeFile(file, row));
    read.set(row.recipientId, list);
  }
  const summaries = new Map<string, RecipientReading>();
  for (const [recipientId, list] of read) {
    list.sort((a, b) => b.lastAt.localeCompare(a.lastAt));
    summaries.set(recipientId, {
      files: list.slice(0, RECIPIENT_READING_FILES),
      otherFiles: Math.max(0, list.length - RECIPIENT_READING_FILES),
    });
  }
  return summaries;
}
