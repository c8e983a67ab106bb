import type { IncomingMessage } from 'node:http';
import {
  acceptsContent,
  acceptsDeclared,
  clientNameSchema,
  describeAccept,
  MB,
  REQUEST_UPLOAD_METADATA as META,
  fileRequestMessages as messages,
} from '@clientdock/shared';
import type { Upload } from '@tus/utils';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context';
import { createKeyedSerial } from '../../lib/keyed-serial';
import { fileSizeLimitMb } from '../app-settings';
import { storeUpload } from '../files';
import type { ClientRequest, PortalAccess, VisitorRecord } from '../public-portal';
import { recordActivity, rememberIdentity } from '../public-portal';
import {
  cleanFilename,
  createTusEndpoint,
  rawRequestOf,
  storageUsage,
  TusHttpError,
  type TusRequest,
  toTusError,
} from '../uploads';
import { findRequestItem, itemMaxFiles, itemMaxSizeMb } from './request-items';

export const CLIENT_UPLOADS_PATH = '/api/public/portals/:uuid/uploads';

/** Files one browser may start sending into a portal per hour, and all browsers together. */
export const CLIENT_UPLOAD_LIMITS = { perVisitorHour: 60, perPortalHour: 300 } as const;
const HOUR_MS = 60 * 60_000;
const UPLOAD_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** What the route found out about the client before handing the raw request to tus. */
export interface ClientUploader {
  access: PortalAccess;
  client: ClientRequest;
  visitor: VisitorRecord;
}

function uploadsPath(uuid: string): string {
  return `/api/public/portals/${encodeURIComponent(uuid)}/uploads`;
}

export function createClientUploads(ctx: AppContext, log: FastifyBaseLogger) {
  const store = ctx.uploadStore;
  const serialPerOwner = createKeyedSerial();
  const uploaders = new WeakMap<IncomingMessage, ClientUploader>();

  function uploaderOf(req: TusRequest | IncomingMessage): ClientUploader {
    const raw = rawRequestOf(req);
    const known = raw ? uploaders.get(raw) : undefined;
    if (!known) throw new TusHttpError(404, 'NOT_FOUND', messages.uploadNotFound);
    return known;
  }

  /** The upload, if it is this browser's and in this portal; else 404, as if it did not exist. */
  async function ownUpload(req: TusRequest | IncomingMessage, id: string) {
    const uploader = uploaderOf(req);
    const upload = await ctx.repos.requestUploads.findById(id);
    if (!upload || upload.portalId !== uploader.access.portal.id || upload.visitorId !== uploader.visitor.id) {
      throw new TusHttpError(404, 'NOT_FOUND', messages.uploadNotFound);
    }
    return { uploader, upload };
  }

  async function countStart(name: string, key: string, max: number) {
    const now = ctx.clock().getTime();
    const window = await ctx.repos.rateWindows.hit(name, key, now, HOUR_MS);
    if (window.count <= max) return;
    const seconds = Math.max(1, Math.ceil((window.windowStart + HOUR_MS - now) / 1000));
    throw new TusHttpError(429, 'TOO_MANY_REQUESTS', messages.tooManyUploads(seconds));
  }

  async function onUploadCreate(req: TusRequest, upload: Upload) {
    const { access, client, visitor } = uploaderOf(req);
    const visitorId = visitor.id;
    const { portal, owner } = access;
    const metadata = upload.metadata ?? {};
    const itemId = metadata[META.itemId]?.trim();
    const filename = cleanFilename(metadata[META.filename]);
    if (!itemId || !filename || !(META.filetype in metadata)) {
      throw new TusHttpError(400, 'BAD_REQUEST', messages.metadataMissing);
    }
    if (upload.size === undefined) throw new TusHttpError(400, 'BAD_REQUEST', messages.lengthRequired);
    const located = findRequestItem(portal.sections, itemId);
    if (!located) throw new TusHttpError(404, 'NOT_FOUND', messages.itemNotFound);
    const { section, item } = located;
    const declaredType = (metadata[META.filetype] ?? '').slice(0, 255);
    if (!acceptsDeclared(item.accept, filename, declaredType)) {
      throw new TusHttpError(415, 'TYPE_NOT_ACCEPTED', messages.typeNotAccepted(filename, describeAccept(item.accept)));
    }
    const limitMb = itemMaxSizeMb(item, await fileSizeLimitMb(ctx, owner));
    if (upload.size > limitMb * MB) {
      throw new TusHttpError(413, 'FILE_TOO_LARGE', messages.tooLarge(filename, limitMb));
    }
    const givenName = metadata[META.name]?.trim();
    const parsedName = givenName ? clientNameSchema.safeParse(givenName) : undefined;
    if (parsedName && !parsedName.success) {
      throw new TusHttpError(400, 'VALIDATION_ERROR', parsedName.error.issues[0]?.message ?? messages.nameRequired);
    }
    const knownEmail = access.grant?.email ?? (visitor.emailVerified ? visitor.email : null);
    if (!parsedName?.data && !visitor.name && !knownEmail) {
      throw new TusHttpError(400, 'NAME_REQUIRED', messages.nameRequired);
    }
    await countStart('request-upload-visitor', visitorId, CLIENT_UPLOAD_LIMITS.perVisitorHour);
    await countStart('request-upload-portal', portal.id, CLIENT_UPLOAD_LIMITS.perPortalHour);
    const who = await rememberIdentity(ctx, visitor, access.grant, parsedName?.data ? { name: parsedName.data } : {});
    const size = upload.size;
    // The count and the quota are checked with the row that then counts, one owner at a time: two files started
    // at once cannot both take the last place of an item or the last room of the owner's storage.
    await serialPerOwner(portal.ownerId, async () => {
      const held = await ctx.repos.requestUploads.countHeld(portal.id, item.id);
      if (held >= itemMaxFiles(item)) {
        throw new TusHttpError(409, 'TOO_MANY_FILES', messages.tooManyFiles(itemMaxFiles(item)));
      }
      const { usedBytes, quotaBytes } = await storageUsage(ctx, owner);
      if (quotaBytes !== null && usedBytes + size > quotaBytes) {
        throw new TusHttpError(413, 'STORAGE_QUOTA_EXCEEDED', messages.storageFull);
      }
      await ctx.repos.requestUploads.create({
        id: upload.id,
        portalId: portal.id,
        sectionId: section.id,
        itemId: item.id,
        visitorId,
        uploaderName: who.name,
        uploaderEmail: who.email,
        emailVerified: who.verified,
        name: filename,
        declaredType,
        size,
        createdAt: ctx.clock().toISOString(),
      });
    });
    log.debug({ portalId: portal.id, itemId, ip: client.ip }, 'client upload started');
    return { metadata };
  }

  async function onUploadFinish(req: TusRequest | IncomingMessage, upload: Upload) {
    const { uploader, upload: record } = await ownUpload(req, upload.id);
    const { portal } = uploader.access;
    try {
      const stored = await storeUpload(ctx.storage, portal.id, store.finished(upload.id, upload.size ?? upload.offset));
      const item = findRequestItem(portal.sections, record.itemId)?.item;
      if (!acceptsContent(item?.accept, record.name, stored.mime)) {
        await ctx.storage.delete(stored.storageKey);
        if (stored.thumbnailKey) await ctx.storage.delete(stored.thumbnailKey);
        await ctx.repos.requestUploads.delete(record.id);
        throw new TusHttpError(
          415,
          'TYPE_NOT_ACCEPTED',
          messages.contentNotAccepted(record.name, describeAccept(item?.accept)),
        );
      }
      const uploadedAt = ctx.clock().toISOString();
      const { storageKey, thumbnailKey, sha256, size, mime } = stored;
      await ctx.repos.requestUploads.finish(record.id, { storageKey, thumbnailKey, sha256, size, mime }, uploadedAt);
      await recordActivity(ctx, portal, {
        type: 'upload',
        visitorId: record.visitorId,
        summary: `${record.uploaderName ?? 'A client'} sent "${record.name}" for "${item?.title ?? 'a request'}" in "${portal.name}"`,
        detail: {
          upload: {
            id: record.id,
            itemId: record.itemId,
            itemTitle: item?.title ?? null,
            name: record.name,
            size,
            mime,
            sha256,
            uploaderName: record.uploaderName,
            uploadedAt,
          },
        },
      });
      return { headers: { 'X-Request-Upload-Id': record.id } };
    } catch (error) {
      const known = toTusError(error);
      if (known) throw known;
      await ctx.repos.requestUploads.delete(record.id);
      log.error({ err: error, uploadId: upload.id }, 'storing a client upload failed');
      throw new TusHttpError(500, 'UPLOAD_FAILED', 'The file could not be stored. Please send it again.');
    } finally {
      await store.discard(upload.id).catch(() => {});
    }
  }

  const endpoint = createTusEndpoint(ctx, store, log, {
    path: '/api/public/portals',
    exposedHeaders: ['X-Request-Upload-Id'],
    async onIncomingRequest(req, id) {
      const { upload } = await ownUpload(req, id);
      if (upload.status !== 'uploading') throw new TusHttpError(404, 'NOT_FOUND', messages.uploadNotFound);
    },
    onUploadCreate,
    onUploadFinish,
    onTerminated: (id) => ctx.repos.requestUploads.delete(id),
    generateUrl: (req, { id }) => `${uploadsPath(uploaderOf(req).access.portal.uuid)}/${id}`,
    getFileIdFromRequest: (_req, lastPath) => (lastPath && UPLOAD_ID.test(lastPath) ? lastPath : undefined),
  });

  return {
    endpoint,
    remember(raw: IncomingMessage, uploader: ClientUploader) {
      uploaders.set(raw, uploader);
    },
  };
}
