import { randomUUID } from 'node:crypto';
import { displayNameOf, portalMessages } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { NotFound } from '../../lib/errors';
import { assertCanAccessPortal, assertNotArchived } from '../access';
import { storeUpload, type UploadedBytes } from '../files';
import { mailNewVersion, recordActivity } from '../public-portal';
import type { UserRecord } from '../users';
import type { UploadRecord } from './uploads.repository';

/**
 * Turns a completed upload into a portal file (or the next version of one). The portal is checked again:
 * it may have been archived, deleted or given away while the bytes were on their way.
 */
export async function finishUpload(
  ctx: AppContext,
  user: UserRecord,
  upload: UploadRecord,
  bytes: UploadedBytes,
  { notifyClients = true }: { notifyClients?: boolean } = {},
): Promise<{ fileId: string; versionId: string }> {
  const found = await ctx.repos.portals.findById(upload.portalId);
  await assertCanAccessPortal(ctx, user, found, 'write');
  const portal = found as NonNullable<typeof found>;
  assertNotArchived(portal);
  const stored = await storeUpload(ctx.storage, portal.id, bytes);
  const versionId: string = randomUUID();
  const row = {
    id: versionId,
    portalId: portal.id,
    name: upload.filename,
    mime: stored.mime,
    size: stored.size,
    storageKey: stored.storageKey,
    sha256: stored.sha256,
    thumbnailKey: stored.thumbnailKey,
    pageCount: stored.pageCount,
    uploadedAt: ctx.clock().toISOString(),
    uploadedBy: user.id,
    note: upload.replacesFileId ? upload.note : null,
  };
  let fileId = versionId;
  try {
    if (upload.replacesFileId) {
      const added = await ctx.repos.files.insertNextVersion(upload.replacesFileId, row);
      if (!added) throw new NotFound(portalMessages.fileNotFound);
      fileId = upload.replacesFileId;
    } else {
      await ctx.repos.files.insertFirstVersion(row);
    }
    await ctx.repos.portals.update(portal.id, { updatedAt: row.uploadedAt });
  } catch (error) {
    await ctx.storage.delete(stored.storageKey);
    if (stored.thumbnailKey) await ctx.storage.delete(stored.thumbnailKey);
    throw error;
  }
  const latest = upload.replacesFileId ? await ctx.repos.files.findLatest(portal.id, fileId) : undefined;
  if (latest?.id === versionId) {
    const who = displayNameOf({ ...user, email: null });
    await recordActivity(ctx, portal, {
      type: 'version',
      fileId,
      summary: `${who} published version ${latest.version} of "${latest.name}" in "${portal.name}"`,
      actorUserId: user.id,
      detail: { version: { number: latest.version, note: latest.note, size: latest.size, mime: latest.mime } },
    });
    // The version is published either way: a mail that cannot be written does not undo it.
    const file = { fileId, name: latest.name, version: latest.version, note: latest.note };
    if (notifyClients) {
      await mailNewVersion(ctx, portal, file).catch((err) => ctx.log.error({ err }, 'new-version mail failed'));
    }
  }
  return { fileId, versionId };
}
