import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  type CreatorRequests,
  fileRequestMessages as messages,
  type RequestUpload,
  type RequestUploadReview,
  storageMessages,
} from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { AppError, NotFound } from '../../lib/errors';
import { createKeyedSerial } from '../../lib/keyed-serial';
import type { StoredFile } from '../../lib/serve-stored-file';
import { zipStoredFiles } from '../../lib/zip-stored-files';
import { assertNotArchived, loadPortalFor } from '../access';
import { fileSizeLimitMb } from '../app-settings';
import { storeUpload } from '../files';
import type { PortalRecord } from '../portals';
import { storageUsage } from '../uploads';
import type { UserRecord } from '../users';
import { findRequestItem, requestItemsOf } from './request-items';
import { mailReviewDecision } from './request-review-mail';
import { arrived, creatorUpload, itemView } from './request-views';

async function ownerOf(ctx: AppContext, portal: PortalRecord, user: UserRecord): Promise<UserRecord> {
  if (portal.ownerId === user.id) return user;
  const owner = await ctx.repos.users.findById(portal.ownerId);
  if (!owner) throw new NotFound(messages.uploadNotFound);
  return owner;
}

/** Every requested item of a portal with every upload, and uploads whose item the creator has removed. */
export async function listCreatorRequests(
  ctx: AppContext,
  user: UserRecord,
  portalId: string,
): Promise<CreatorRequests> {
  const portal = await loadPortalFor(ctx, user, portalId, 'read');
  const uploads = (await ctx.repos.requestUploads.listByPortal(portal.id)).filter(arrived);
  const limitMb = await fileSizeLimitMb(ctx, await ownerOf(ctx, portal, user));
  const located = requestItemsOf(portal.sections);
  const items = located.map((entry) => ({
    ...itemView(entry, limitMb, uploads, creatorUpload),
    sectionTitle: entry.section.title,
    dueDate: entry.section.dueDate ?? null,
  }));
  const known = new Set(located.map(({ section, item }) => `${section.id}/${item.id}`));
  const orphans = uploads.filter((upload) => !known.has(`${upload.sectionId}/${upload.itemId}`)).map(creatorUpload);
  return { items, orphans };
}

async function portalUpload(
  ctx: AppContext,
  user: UserRecord,
  portalId: string,
  uploadId: string,
  mode: 'read' | 'write',
) {
  const portal = await loadPortalFor(ctx, user, portalId, mode);
  const upload = await ctx.repos.requestUploads.findById(uploadId);
  if (!upload || upload.portalId !== portal.id || !arrived(upload)) throw new NotFound(messages.uploadNotFound);
  return { portal, upload };
}

/** Accepts or rejects a client's file; the client sees it in the portal and, with a proven address, by email. */
export async function reviewUpload(
  ctx: AppContext,
  user: UserRecord,
  portalId: string,
  uploadId: string,
  input: RequestUploadReview,
): Promise<RequestUpload> {
  const { portal, upload } = await portalUpload(ctx, user, portalId, uploadId, 'write');
  const note = input.note?.trim() || null;
  const decision = { status: input.status, note, reviewedBy: user.id, reviewedAt: ctx.clock().toISOString() };
  if (!(await ctx.repos.requestUploads.review(upload.id, decision))) throw new NotFound(messages.uploadNotFound);
  ctx.events.emit('request.reviewed', {
    portalId: portal.id,
    ownerId: portal.ownerId,
    uploadId: upload.id,
    itemId: upload.itemId,
    status: input.status,
    note,
    reviewedBy: user.id,
    at: decision.reviewedAt,
  });
  const itemTitle = findRequestItem(portal.sections, upload.itemId)?.item.title ?? 'a request';
  if (upload.status !== input.status || upload.note !== note) {
    await mailReviewDecision(ctx, portal, upload, { status: input.status, note, itemTitle }).catch((err) =>
      ctx.log.error({ err, uploadId }, 'review mail failed'),
    );
  }
  const updated = await ctx.repos.requestUploads.findById(upload.id);
  if (!updated || !arrived(updated)) throw new NotFound(messages.uploadNotFound);
  return creatorUpload(updated);
}

export async function openUpload(
  ctx: AppContext,
  user: UserRecord,
  portalId: string,
  uploadId: string,
  what: 'content' | 'thumbnail',
): Promise<StoredFile> {
  const { upload } = await portalUpload(ctx, user, portalId, uploadId, 'read');
  const key = what === 'content' ? upload.storageKey : upload.thumbnailKey;
  const stat = key ? await ctx.storage.stat(key) : null;
  if (!key || !stat)
    throw new NotFound(what === 'content' ? messages.uploadNotFound : 'This file has no preview image.');
  if (what === 'thumbnail') {
    return { key, size: stat.size, mime: 'image/webp', name: `${upload.name.replace(/\.[^.]*$/, '')}-thumbnail.webp` };
  }
  return { key, size: stat.size, mime: upload.mime ?? 'application/octet-stream', name: upload.name };
}

/** The uploads of a portal (or of one item) as a zip, each named after its item. */
export async function zipUploads(
  ctx: AppContext,
  user: UserRecord,
  portalId: string,
  itemId: string | undefined,
): Promise<{ filename: string; stream: Readable }> {
  const portal = await loadPortalFor(ctx, user, portalId, 'read');
  const titles = new Map(requestItemsOf(portal.sections).map(({ item }) => [item.id, item.title]));
  const uploads = (await ctx.repos.requestUploads.listByPortal(portal.id))
    .filter(arrived)
    .filter((upload) => !itemId || upload.itemId === itemId);
  const entries = uploads.flatMap((upload) =>
    upload.storageKey
      ? [
          {
            id: upload.id,
            key: upload.storageKey,
            name: `${titles.get(upload.itemId) ?? 'Removed item'} - ${upload.name}`,
            mime: upload.mime ?? 'application/octet-stream',
            size: upload.size,
            at: upload.uploadedAt ?? upload.createdAt,
          },
        ]
      : [],
  );
  if (entries.length === 0) throw new NotFound(messages.nothingToDownload);
  const base = portal.name.replace(/[/\\]/g, '_').trim() || 'portal';
  const suffix = itemId && titles.get(itemId) ? ` - ${titles.get(itemId)?.replace(/[/\\]/g, '_')}` : '';
  return { filename: `${base} - received${suffix}.zip`, stream: zipStoredFiles(ctx.storage, entries, ctx.log) };
}

const sharing = createKeyedSerial();

/** Copies an accepted upload into the portal's own files, where every client of the portal sees it. */
export async function shareUpload(
  ctx: AppContext,
  user: UserRecord,
  portalId: string,
  uploadId: string,
): Promise<{ fileId: string }> {
  return sharing(uploadId, async () => {
    const { portal, upload } = await portalUpload(ctx, user, portalId, uploadId, 'write');
    assertNotArchived(portal);
    if (upload.sharedFileId) throw new AppError(409, 'CONFLICT', messages.alreadyShared);
    if (upload.status !== 'accepted') throw new AppError(409, 'CONFLICT', messages.onlyAcceptedShared);
    const sourceKey = upload.storageKey;
    if (!sourceKey) throw new NotFound(messages.uploadNotFound);
    const owner = await ownerOf(ctx, portal, user);
    const { usedBytes, quotaBytes } = await storageUsage(ctx, owner);
    if (quotaBytes !== null && usedBytes + upload.size > quotaBytes) {
      const message =
        owner.id === user.id
          ? storageMessages.quotaExceeded(quotaBytes)
          : storageMessages.ownerQuotaExceeded(quotaBytes);
      throw new AppError(413, 'STORAGE_QUOTA_EXCEEDED', message);
    }
    const stored = await storeUpload(ctx.storage, portal.id, { open: () => ctx.storage.get(sourceKey) });
    const fileId = randomUUID();
    try {
      await ctx.repos.files.insertFirstVersion({
        id: fileId,
        portalId: portal.id,
        name: upload.name,
        mime: stored.mime,
        size: stored.size,
        storageKey: stored.storageKey,
        sha256: stored.sha256,
        thumbnailKey: stored.thumbnailKey,
        pageCount: stored.pageCount,
        uploadedAt: ctx.clock().toISOString(),
        uploadedBy: user.id,
        note: null,
      });
      await ctx.repos.requestUploads.markShared(upload.id, fileId);
    } catch (error) {
      await ctx.storage.delete(stored.storageKey);
      if (stored.thumbnailKey) await ctx.storage.delete(stored.thumbnailKey);
      throw error;
    }
    return { fileId };
  });
}
