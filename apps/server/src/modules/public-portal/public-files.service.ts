import type { Readable } from 'node:stream';
import { clientPortalMessages } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { AppError, NotFound } from '../../lib/errors';
import { parseRange } from '../../lib/serve-stored-file';
import { zipStoredFiles } from '../../lib/zip-stored-files';
import type { PortalFileRecord } from '../files';
import type { PortalAccess } from './access.service';
import { recordActivity } from './activity';
import type { ClientRequest } from './client-request';
import { logoSource, type OpenPortal, ownLogoKey } from './public-view';
import { ensureVisitor, findVisitor } from './visitors.service';

/**
 * Served portal files must never act as a page of this site: no script at all (an uploaded HTML or SVG stays
 * inert), but images, media and inline styles still render when a file is previewed on its own.
 */
export const PUBLIC_FILE_CSP =
  "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'";

function downloadsDisabled() {
  return new AppError(403, 'DOWNLOADS_DISABLED', clientPortalMessages.downloadsDisabled);
}

/** The latest version of a file of this portal, or the version asked for. */
export async function findPublicFile(
  ctx: AppContext,
  access: PortalAccess,
  fileId: string,
  version?: number,
): Promise<PortalFileRecord> {
  const latest = await ctx.repos.files.findLatest(access.portal.id, fileId);
  if (!latest) throw new NotFound(clientPortalMessages.fileNotFound);
  if (version === undefined || version === latest.version) return latest;
  const file = await ctx.repos.files.findVersion(access.portal.id, fileId, version);
  if (!file) throw new NotFound(clientPortalMessages.fileVersionNotFound(version));
  return file;
}

/**
 * A file asked for as a download: refused when downloads are off. It counts once per download, not once per
 * byte range a resuming client asks for (only a request from the first byte counts).
 */
export async function startDownload(
  ctx: AppContext,
  access: PortalAccess,
  file: PortalFileRecord,
  rangeHeader: string | undefined,
  client: ClientRequest,
): Promise<void> {
  if (!access.portal.allowDownload) throw downloadsDisabled();
  const range = parseRange(rangeHeader, file.size);
  if (range === 'unsatisfiable' || (range !== null && range.start > 0)) return;
  await countDownloads(ctx, access, [file], client, `"${file.name}"`);
}

async function countDownloads(
  ctx: AppContext,
  access: PortalAccess,
  files: PortalFileRecord[],
  client: ClientRequest,
  what: string,
) {
  const { portal } = access;
  if (access.preview) return;
  await ctx.repos.files.incrementDownloads(
    portal.id,
    files.map((file) => file.id),
  );
  const visitor = await ensureVisitor(ctx, portal.id, client);
  const who = visitor.name ?? 'A client';
  const whole = `${who} downloaded ${what} (${files.length} files) from "${portal.name}"`;
  for (const [index, file] of files.entries()) {
    await recordActivity(ctx, portal, {
      type: 'download',
      fileId: file.fileGroupId,
      fileVersion: file.version,
      visitorId: visitor.id,
      summary: `${who} downloaded ${files.length === 1 ? what : `"${file.name}" (${what})`} from "${portal.name}"`,
      ...(files.length > 1 ? { batch: { index, size: files.length, summary: whole } } : {}),
    });
  }
}

// Files whose bytes are already compressed are stored as they are; deflating them again only costs time.
/** A zip of the latest version of every file, streamed as it is made; each file counts one download. */
export async function zipAllFiles(
  ctx: AppContext,
  access: PortalAccess,
  client: ClientRequest,
): Promise<{ filename: string; stream: Readable }> {
  const { portal } = access;
  if (!portal.allowDownload) throw downloadsDisabled();
  const files = [];
  for (const file of await ctx.repos.files.listLatest(portal.id)) {
    if (await ctx.storage.stat(file.storageKey)) files.push(file);
  }
  if (files.length === 0) throw new NotFound(clientPortalMessages.nothingToDownload);
  await countDownloads(ctx, access, files, client, 'all files');

  const entries = files.map((file) => ({
    id: file.id,
    key: file.storageKey,
    name: file.name,
    mime: file.mime,
    size: file.size,
    at: file.uploadedAt,
  }));
  const stream = zipStoredFiles(ctx.storage, entries, ctx.log);
  const base = portal.name.replace(/[/\\]/g, '_').trim() || 'portal';
  return { filename: `${base}.zip`, stream };
}

/** The creator's uploaded logo for this portal's pages (shown on the lock screen too). */
export async function findLogo(ctx: AppContext, open: OpenPortal) {
  const key = ownLogoKey(open.owner.id, logoSource(open.portal, open.owner));
  const stat = key ? await ctx.storage.stat(key) : null;
  if (!key || !stat) throw new NotFound(clientPortalMessages.logoNotFound);
  const ext = key.slice(key.lastIndexOf('.') + 1);
  const mime =
    { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', svg: 'image/svg+xml' }[ext] ??
    'application/octet-stream';
  return { key, size: stat.size, mime, name: `logo.${ext}` };
}

/** A preview loaded in parts (a PDF, a video) is one view: its first part counts. */
function isFirstPart(range: string | undefined): boolean {
  return range === undefined || /^bytes=0-/.test(range.trim());
}

/** What GET .../files/:fileId sends: the latest version (or ?version=N), inline or as a counted download. */
export async function openPublicFile(
  ctx: AppContext,
  access: PortalAccess,
  fileId: string,
  options: { download: boolean; range: string | undefined; headOnly: boolean; version?: number },
  client: ClientRequest,
) {
  const file = await findPublicFile(ctx, access, fileId, options.version);
  if (options.download && !access.portal.allowDownload) throw downloadsDisabled();
  // A HEAD request (a download manager sizing the file) is not a download.
  if (options.download && !options.headOnly) await startDownload(ctx, access, file, options.range, client);
  else if (!options.download && !options.headOnly && !access.preview && isFirstPart(options.range)) {
    const visitor = await findVisitor(ctx, access.portal.id, client);
    if (visitor) {
      const at = ctx.clock().toISOString();
      ctx.events.emit('client.file-viewed', {
        portalId: access.portal.id,
        fileId: file.fileGroupId,
        visitorId: visitor.id,
        at,
      });
    }
  }
  return {
    stored: { key: file.storageKey, size: file.size, mime: file.mime, name: file.name },
    disposition: options.download ? ('attachment' as const) : ('inline' as const),
  };
}

export async function openThumbnail(ctx: AppContext, access: PortalAccess, fileId: string) {
  const file = await findPublicFile(ctx, access, fileId);
  const stat = file.thumbnailKey ? await ctx.storage.stat(file.thumbnailKey) : null;
  if (!file.thumbnailKey || !stat) throw new NotFound(clientPortalMessages.thumbnailNotFound);
  const name = `${file.name.replace(/\.[^.]*$/, '')}-thumbnail.webp`;
  return { key: file.thumbnailKey, size: stat.size, mime: 'image/webp', name };
}
