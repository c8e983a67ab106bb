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
import { Server } from '@tus/server';
import { ERRORS, EVENTS, type Upload } from '@tus/utils';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { isDatabaseUnavailable, ServiceUnavailable } from '../../lib/database-unavailable';
import { createKeyedSerial } from '../../lib/keyed-serial';
import { CLIENT_IP_HEADER } from '../../lib/web-headers';
import { assertCanAccessPortal } from '../access';
import { fileSizeLimitMb } from '../app-settings';
import { resolveUser } from '../auth';
import type { UserRecord } from '../users';
import { createDiskPatch } from './disk-patch';
import { assertStorageRoom } from './storage-quota';
import { TusHttpError, toTusError, tusErrorBody } from './tus-errors';
import { finishUpload } from './upload-finish';
import { createUploadLocker } from './upload-locker';
import { DiskUploadStore, type UploadStore } from './upload-store';

export const UPLOADS_PATH = '/api/uploads';

type TusRequest = Parameters<NonNullable<ConstructorParameters<typeof Server>[0]['onUploadCreate']>>[0];

/** Strips any folder a browser or OS put in front of the name, and control characters. */
function cleanFilename(value: string | null | undefined): string {
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
    const raw = 'runtime' in req ? (req.runtime?.node?.req as IncomingMessage | undefined) : (req as IncomingMessage);
    const known = raw ? users.get(raw) : undefined;
    if (known) return known;
    const headers = new Headers();
    const given = req.headers instanceof Headers ? [...req.headers] : Object.entries(req.headers);
    for (const [name, value] of given) if (typeof value === 'string') headers.set(name, value);
    headers.delete(CLIENT_IP_HEADER);
    try {
      return await resolveUser(ctx, headers);
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

  function mapError(error: Error | { status_code?: number; body?: string }) {
    if (error instanceof TusHttpError) return { status_code: error.status_code, body: error.body };
    if ('status_code' in error && error.status_code !== undefined && error.status_code < 500) return undefined;
    if (isDatabaseUnavailable(error)) {
      const { statusCode, code, message } = new ServiceUnavailable();
      return new TusHttpError(statusCode, code, message);
    }
    log.error({ err: error }, 'upload request failed');
    return new TusHttpError(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
  }

  const locker = createUploadLocker(ctx.repos.uploadLocks);
  const allowedOrigin = new URL(ctx.config.publicUrl).origin;
  const server = new Server({
    path: UPLOADS_PATH,
    datastore: store,
    locker,
    relativeLocation: true,
    allowedOrigins: [allowedOrigin],
    async onIncomingRequest(req, id) {
      // A new upload has no row yet; onUploadCreate checks it.
      if (req.method === 'POST') return;
      await ownUpload(req, id);
    },
    onUploadCreate,
    onUploadFinish,
    onResponseError: (_req, error) => mapError(error),
  });
  // Every refusal, including those @tus/server writes itself in plain text (412, 400 for a bad header, 404), in
  // the app's JSON error shape.
  const writeAnswer = server.write.bind(server);
  server.write = (context, headers, status, body) => {
    if (status < 400) return writeAnswer(context, headers, status, body);
    headers.set('Content-Type', 'application/json; charset=utf-8');
    return writeAnswer(context, headers, status, tusErrorBody(status, body));
  };
  server.on(EVENTS.POST_TERMINATE, (_req, _res, id) => {
    ctx.repos.uploads.delete(id).catch((error) => log.error({ err: error }, 'could not forget a cancelled upload'));
  });

  const corsOrigin = (origin: string | undefined) => (origin === allowedOrigin ? origin : allowedOrigin);
  const patchOnDisk =
    store instanceof DiskUploadStore
      ? createDiskPatch({
          store,
          locker,
          corsOrigin,
          lockDrainMs: server.options.lockDrainTimeout ?? 3000,
          async onIncomingRequest(req, id) {
            await ownUpload(req, id);
          },
          onUploadFinish,
          answerFor(error) {
            const known = error as Error & { status_code?: number; body?: string };
            const mapped = mapError(known);
            if (mapped) return mapped;
            return { status_code: known.status_code ?? 500, body: known.body ?? ERRORS.UNKNOWN_ERROR.body };
          },
        })
      : undefined;

  return {
    server,
    corsOrigin,
    rememberUser(raw: IncomingMessage, user: UserRecord) {
      users.set(raw, user);
    },
    /**
     * A PATCH for an upload on local disk, answered by writing the request straight into its file; null when this
     * store has no such path, or when something listens to @tus/server's PATCH events, which only it emits.
     */
    diskPatch() {
      const listened = server.listenerCount(EVENTS.POST_RECEIVE) + server.listenerCount(EVENTS.POST_FINISH) > 0;
      return listened ? null : (patchOnDisk ?? null);
    },
  };
}
