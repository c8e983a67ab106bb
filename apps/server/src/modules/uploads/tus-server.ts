import type { IncomingMessage } from 'node:http';
import {
  getFileSizeLimitMb,
  getLimitPlanName,
  hasControlCharacters,
  MB,
  platformMessages,
  portalMessages,
  UPLOAD_METADATA,
  VERSION_NOTE_MAX,
} from '@clientdock/shared';
import type { Upload } from '@tus/utils';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { createKeyedSerial } from '../../lib/keyed-serial';
import { CLIENT_IP_HEADER } from '../../lib/web-headers';
import { assertCanAccessPortal } from '../access';
import { fileSizeLimitMb } from '../app-settings';
import { resolveUser } from '../auth';
import type { UserRecord } from '../users';
import { assertStorageRoom } from './storage-quota';
import { createTusEndpoint, rawRequestOf, type TusRequest } from './tus-endpoint';
import { TusHttpError, toTusError } from './tus-errors';
import { finishUpload } from './upload-finish';
import type { UploadStore } from './upload-store';

export const UPLOADS_PATH = '/api/uploads';

/** Strips any folder a browser or OS put in front of the name, and control characters. */
export function cleanFilename(value: string | null | undefined): string {
  const base = (value ?? '').split(/[\\/]/).pop() ?? '';
  return [...base]
    .filter((c) => !hasControlCharacters(c))
    .join('')
    .trim()
    .slice(0, 255);
}

function notFound(message: string = portalMessages.uploadNotFound) {
  return new TusHttpError(404, 'NOT_FOUND', message);
}

export function createTusServer(ctx: AppContext, store: UploadStore, log: FastifyBaseLogger) {
  const serialPerOwner = createKeyedSerial();
  // The Fastify route has already resolved the session; hooks read it from here.
  const users = new WeakMap<IncomingMessage, UserRecord>();

  async function userOf(req: TusRequest | IncomingMessage): Promise<UserRecord> {
    const raw = rawRequestOf(req);
    const known = raw ? users.get(raw) : undefined;
    if (known) return known;
    const headers = new Headers();
    const given = req.headers instanceof Headers ? [...req.headers] : Object.entries(req.headers);
    for (const [name, value] of given) if (typeof value === 'string') headers.set(name, value);
    headers.delete(CLIENT_IP_HEADER);
    try {
      return await resolveUser(ctx, headers, { method: req.method ?? 'GET', path: req.url ?? '/api/uploads' });
    } catch (error) {
      throw toTusError(error) ?? error;
    }
  }

  async function ownUpload(req: TusRequest | IncomingMessage, id: string) {
    const user = await userOf(req);
    const upload = await ctx.repos.uploads.findById(id);
    if (!upload || upload.uid !== user.id) throw notFound();
    return { user, upload };
  }

  async function onUploadCreate(req: TusRequest, upload: Upload) {
    const user = await userOf(req);
    const metadata = upload.metadata ?? {};
    const portalId = metadata[UPLOAD_METADATA.portalId]?.trim();
    const filename = cleanFilename(metadata[UPLOAD_METADATA.filename]);
    if (!portalId || !filename || !(UPLOAD_METADATA.filetype in metadata)) {
      throw new TusHttpError(400, 'BAD_REQUEST', portalMessages.uploadMetadataMissing);
    }
    if (upload.size === undefined) throw new TusHttpError(400, 'BAD_REQUEST', portalMessages.uploadLengthRequired);
    const portal = await ctx.repos.portals.findById(portalId);
    if (!portal) throw notFound(portalMessages.portalNotFound);
    try {
      await assertCanAccessPortal(ctx, user, portal, 'write');
    } catch (error) {
      throw toTusError(error) ?? error;
    }
    if (portal.status === 'archived') throw new TusHttpError(409, 'CONFLICT', portalMessages.portalArchived);
    const replacesFileId = metadata[UPLOAD_METADATA.replacesFileId]?.trim() || null;
    if (replacesFileId && !(await ctx.repos.files.findLatest(portal.id, replacesFileId))) {
      throw notFound(portalMessages.fileNotFound);
    }
    const note = metadata[UPLOAD_METADATA.note]?.trim() || null;
    if (note && note.length > VERSION_NOTE_MAX) {
      throw new TusHttpError(400, 'BAD_REQUEST', portalMessages.versionNoteTooLong(VERSION_NOTE_MAX));
    }
    const limitMb = await fileSizeLimitMb(ctx, user);
    if (upload.size > limitMb * MB) {
      // When the instance's cap is what stops the file, say so: the plan's own figure would be wrong here.
      const message =
        limitMb < getFileSizeLimitMb(user)
          ? platformMessages.fileTooLargeForInstance(upload.size, limitMb)
          : portalMessages.fileTooLarge(upload.size, getLimitPlanName(user), limitMb);
      throw new TusHttpError(413, 'FILE_TOO_LARGE', message);
    }
    // Two uploads started at once must not both fit in the room left for one: the check and the row that then
    // counts as in progress run one owner at a time.
    const size = upload.size;
    await serialPerOwner(portal.ownerId, async () => {
      await assertStorageRoom(ctx, user, portal.ownerId, size);
      await ctx.repos.uploads.create({
        id: upload.id,
        uid: user.id,
        portalId: portal.id,
        filename,
        declaredType: (metadata[UPLOAD_METADATA.filetype] ?? '').slice(0, 255),
        size,
        replacesFileId,
        note: replacesFileId ? note : null,
      });
    });
    return { metadata };
  }

  async function onUploadFinish(req: TusRequest | IncomingMessage, upload: Upload) {
    const { user, upload: record } = await ownUpload(req, upload.id);
    try {
      const bytes = store.finished(upload.id, upload.size ?? upload.offset);
      const notifyClients = upload.metadata?.[UPLOAD_METADATA.notifyClients]?.trim() !== 'false';
      const result = await finishUpload(ctx, user, record, bytes, { notifyClients });
      await ctx.repos.uploads.finish(record.id, 'done', result.versionId);
      return { headers: { 'X-File-Id': result.fileId, 'X-File-Version-Id': result.versionId } };
    } catch (error) {
      await ctx.repos.uploads.finish(record.id, 'failed', null);
      const known = toTusError(error);
      if (known) throw known;
      log.error({ err: error, uploadId: upload.id }, 'storing a finished upload failed');
      throw new TusHttpError(500, 'UPLOAD_FAILED', portalMessages.uploadFailed);
    } finally {
      await store.discard(upload.id).catch(() => {});
    }
  }

  const endpoint = createTusEndpoint(ctx, store, log, {
    path: UPLOADS_PATH,
    async onIncomingRequest(req, id) {
      await ownUpload(req, id);
    },
    onUploadCreate,
    onUploadFinish,
    onTerminated: (id) => ctx.repos.uploads.delete(id),
  });

  return {
    endpoint,
    rememberUser(raw: IncomingMessage, user: UserRecord) {
      users.set(raw, user);
    },
  };
}
