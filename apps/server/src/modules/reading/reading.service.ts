import { READING_LIMITS, type ReadingBatch, type ReadingItem, readingMessages } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/errors';
import type { PortalFileRecord } from '../files';
import { type ClientRequest, ensureVisitor, isBot, requireAccess } from '../public-portal';
import type { ReadingAddition } from './reading.repository';

const MINUTE_MS = 60_000;
/** A file opened again after this long without reading is a new opening ("opened it 3 times"). */
export const OPENING_GAP_MS = 30 * 60_000;

function invalid(message: string): AppError {
  return new AppError(400, 'READING_INVALID', message);
}

function kindFits(kind: ReadingItem['kind'], mime: string): boolean {
  if (kind === 'page') return mime === 'application/pdf';
  if (kind === 'media') return mime.startsWith('video/') || mime.startsWith('audio/');
  return mime.startsWith('image/');
}

interface ResolvedItem {
  item: ReadingItem;
  file: PortalFileRecord;
}

/**
 * Each item with the version it is about. Items of a file no longer in the portal (removed while the page was
 * open) are dropped; an item that does not fit its file (a page of an image, a page past the last) is refused.
 */
async function resolveItems(
  ctx: AppContext,
  portalId: string,
  items: ReadingItem[],
): Promise<Map<string, ResolvedItem[]>> {
  const latest = new Map<string, PortalFileRecord | undefined>();
  const byFile = new Map<string, ResolvedItem[]>();
  for (const item of items) {
    if (!latest.has(item.fileId)) latest.set(item.fileId, await ctx.repos.files.findLatest(portalId, item.fileId));
    const newest = latest.get(item.fileId);
    if (!newest) continue;
    const file =
      item.version === undefined || item.version === newest.version
        ? newest
        : await ctx.repos.files.findVersion(portalId, item.fileId, item.version);
    if (!file) continue;
    if (!kindFits(item.kind, file.mime)) throw invalid(readingMessages.wrongKind(item.kind));
    if (item.kind === 'page' && file.pageCount !== null && item.page! > file.pageCount) {
      throw invalid(readingMessages.pageBeyond(item.page!, file.pageCount));
    }
    const list = byFile.get(item.fileId) ?? [];
    list.push({ item, file });
    byFile.set(item.fileId, list);
  }
  return byFile;
}

async function countBatch(ctx: AppContext, visitorId: string, now: number): Promise<void> {
  const window = await ctx.repos.rateWindows.hit('reading', visitorId, now, MINUTE_MS);
  if (window.count <= READING_LIMITS.batchesPerMinute) return;
  const seconds = Math.max(1, Math.ceil((window.windowStart + MINUTE_MS - now) / 1000));
  throw new AppError(
    429,
    'TOO_MANY_REQUESTS',
    readingMessages.tooMany,
    undefined,
    { 'retry-after': String(seconds) },
    { retryAfterSeconds: seconds },
  );
}

/**
 * What one file's items add, within the visitor's allowance for the file this minute (seconds beyond it are
 * dropped; a furthest position still counts). Two batches racing may both see the same allowance: at worst a
 * minute counts twice the allowance, still far from a flood.
 */
async function addFile(
  ctx: AppContext,
  key: { portalId: string; fileId: string; visitorId: string },
  resolved: ResolvedItem[],
  now: Date,
): Promise<ReadingAddition[]> {
  const at = now.toISOString();
  const opening = await ctx.repos.reading.findOpening(key.portalId, key.fileId, key.visitorId);
  const isWindowOpen = opening?.windowStart != null && now.getTime() - opening.windowStart < MINUTE_MS;
  const used = isWindowOpen ? opening.windowSeconds : 0;
  let left = Math.max(0, READING_LIMITS.secondsPerFilePerMinute - used);
  const additions = new Map<string, ReadingAddition>();
  for (const { item, file } of resolved) {
    const seconds = Math.min(item.seconds, left);
    left -= seconds;
    const page = item.kind === 'page' ? item.page! : 0;
    const rowKey = `${item.kind}:${page}`;
    const row = additions.get(rowKey) ?? {
      ...key,
      kind: item.kind,
      page,
      version: file.version,
      seconds: 0,
      position: null,
      duration: null,
    };
    row.seconds += seconds;
    row.version = Math.max(row.version ?? 0, file.version);
    if (item.position !== undefined) row.position = Math.max(row.position ?? 0, item.position);
    if (item.duration !== undefined) row.duration = item.duration;
    additions.set(rowKey, row);
  }
  const added = READING_LIMITS.secondsPerFilePerMinute - used - left;
  const isNewOpening = !opening || now.getTime() - new Date(opening.lastAt).getTime() > OPENING_GAP_MS;
  await ctx.repos.reading.saveOpening(
    key,
    {
      opens: (opening?.opens ?? 0) + (isNewOpening ? 1 : 0),
      windowStart: isWindowOpen ? opening.windowStart : now.getTime(),
      windowSeconds: used + added,
    },
    at,
  );
  return [...additions.values()].filter((row) => row.seconds > 0 || row.position !== null || row.kind === 'image');
}

/**
 * A batch of reading from the portal page: summed per visitor, file and page. The creator's preview and bots
 * count nothing (answered as if counted, so a preview behaves as the client's page does).
 */
export async function recordReading(
  ctx: AppContext,
  uuid: string,
  client: ClientRequest,
  batch: ReadingBatch,
): Promise<void> {
  const access = await requireAccess(ctx, uuid, client);
  if (access.preview || isBot(client.userAgent)) return;
  const { portal } = access;
  const byFile = await resolveItems(ctx, portal.id, batch.items);
  if (byFile.size === 0) return;
  const now = ctx.clock();
  const visitor = await ensureVisitor(ctx, portal.id, client);
  await countBatch(ctx, visitor.id, now.getTime());
  const additions: ReadingAddition[] = [];
  for (const [fileId, resolved] of byFile) {
    additions.push(...(await addFile(ctx, { portalId: portal.id, fileId, visitorId: visitor.id }, resolved, now)));
  }
  await ctx.repos.reading.add(additions, now.toISOString());
}
