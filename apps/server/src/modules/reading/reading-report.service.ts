import type { PortalReading, ReadingFile, ReadingVisitor, ReadingVisitorFile } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { loadPortalFor } from '../access';
import type { PortalFileRecord } from '../files';
import type { UserRecord } from '../users';
import type { ReadingRow, VisitorDownloads } from './reading.repository';

const round1 = (value: number) => Math.round(value * 10) / 10;

function fileKind(mime: string): ReadingFile['kind'] | null {
  if (mime === 'application/pdf') return 'pdf';
  if (mime.startsWith('video/') || mime.startsWith('audio/')) return 'media';
  if (mime.startsWith('image/')) return 'image';
  return null;
}

/** Share of a medium played, 0 to 100, from the furthest position reached. */
function watchedPercent(row: ReadingRow): number | null {
  if (row.position === null || !row.duration) return null;
  return Math.min(100, Math.round((row.position / row.duration) * 100));
}

function describeFile(file: PortalFileRecord, kind: ReadingFile['kind'], rows: ReadingRow[]): ReadingFile {
  const pageRows = rows.filter((row) => row.kind === 'page');
  const timed = rows.filter((row) => row.kind !== 'open');
  const readers = new Set(timed.map((row) => row.visitorId));
  const pages = new Map<number, { seconds: number; readers: Set<string> }>();
  for (const row of pageRows) {
    const page = pages.get(row.page) ?? { seconds: 0, readers: new Set<string>() };
    page.seconds += row.seconds;
    page.readers.add(row.visitorId);
    pages.set(row.page, page);
  }
  const pageSeconds = pageRows.reduce((sum, row) => sum + row.seconds, 0);
  let completedReaders: number | null = null;
  if (kind === 'pdf' && file.pageCount) {
    const pagesByReader = new Map<string, Set<number>>();
    for (const row of pageRows) {
      if (row.page > file.pageCount) continue;
      const seen = pagesByReader.get(row.visitorId) ?? new Set<number>();
      seen.add(row.page);
      pagesByReader.set(row.visitorId, seen);
    }
    completedReaders = [...pagesByReader.values()].filter((seen) => seen.size >= file.pageCount!).length;
  }
  const watched = rows.flatMap((row) => (row.kind === 'media' ? [watchedPercent(row)] : [])).filter((p) => p !== null);
  return {
    fileId: file.fileGroupId,
    name: file.name,
    kind,
    pageCount: file.pageCount,
    readers: readers.size,
    totalSeconds: round1(timed.reduce((sum, row) => sum + row.seconds, 0)),
    pages: [...pages.entries()]
      .sort(([a], [b]) => a - b)
      .map(([page, { seconds, readers: who }]) => ({ page, seconds: round1(seconds), readers: who.size })),
    averageSecondsPerPage: pageRows.length > 0 ? round1(pageSeconds / pageRows.length) : null,
    completedReaders,
    averageWatchedPercent:
      kind === 'media' && watched.length > 0
        ? Math.round(watched.reduce((sum, p) => sum + p, 0) / watched.length)
        : kind === 'media'
          ? 0
          : null,
  };
}

const NO_DOWNLOADS: VisitorDownloads = { count: 0, versions: [] };

function describeVisitorFile(
  file: PortalFileRecord,
  rows: ReadingRow[],
  downloads: VisitorDownloads,
): ReadingVisitorFile {
  const pageRows = rows.filter((row) => row.kind === 'page');
  const longest = pageRows.reduce<ReadingRow | null>(
    (best, row) => (!best || row.seconds > best.seconds ? row : best),
    null,
  );
  const media = rows.find((row) => row.kind === 'media');
  return {
    fileId: file.fileGroupId,
    name: file.name,
    opens: rows.find((row) => row.kind === 'open')?.opens ?? 0,
    downloads: downloads.count,
    downloadedVersions: downloads.versions,
    latestVersion: file.version,
    totalSeconds: round1(rows.reduce((sum, row) => sum + (row.kind === 'open' ? 0 : row.seconds), 0)),
    pagesRead: pageRows.length,
    pageCount: file.pageCount,
    longestPage: longest ? { page: longest.page, seconds: round1(longest.seconds) } : null,
    watchedPercent: media ? watchedPercent(media) : null,
    lastAt: rows.reduce((latest, row) => (row.lastAt > latest ? row.lastAt : latest), rows[0].lastAt),
  };
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}

/**
 * How the portal's clients read its files: per file the time on each page, completion and media played; per
 * visitor what they opened, read and downloaded. Files in the creator's order; visitors most recent first.
 */
export async function buildPortalReading(ctx: AppContext, user: UserRecord, portalId: string): Promise<PortalReading> {
  const portal = await loadPortalFor(ctx, user, portalId, 'read');
  const [files, rows, downloads] = await Promise.all([
    ctx.repos.files.listLatest(portal.id),
    ctx.repos.reading.listByPortal(portal.id),
    ctx.repos.reading.downloadsByVisitor(portal.id),
  ]);
  const rowsByFile = groupBy(rows, (row) => row.fileId);
  const readingFiles: ReadingFile[] = [];
  for (const file of files) {
    const kind = fileKind(file.mime);
    const fileRows = rowsByFile.get(file.fileGroupId);
    if (kind && fileRows) readingFiles.push(describeFile(file, kind, fileRows));
  }
  const fileById = new Map(files.map((file) => [file.fileGroupId, file]));
  const visitors: ReadingVisitor[] = [];
  for (const [visitorId, visitorRows] of groupBy(rows, (row) => row.visitorId)) {
    const perFile: ReadingVisitorFile[] = [];
    for (const [fileId, fileRows] of groupBy(visitorRows, (row) => row.fileId)) {
      const file = fileById.get(fileId);
      if (file)
        perFile.push(describeVisitorFile(file, fileRows, downloads.get(`${visitorId}:${fileId}`) ?? NO_DOWNLOADS));
    }
    if (perFile.length === 0) continue;
    perFile.sort((a, b) => b.lastAt.localeCompare(a.lastAt));
    visitors.push({
      visitorId,
      name: visitorRows[0].name,
      email: visitorRows[0].email,
      lastAt: perFile[0].lastAt,
      files: perFile,
    });
  }
  visitors.sort((a, b) => b.lastAt.localeCompare(a.lastAt));
  return { files: readingFiles, visitors };
}
