import { type FileUpdate, type PortalFile, portalMessages, type Section } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { BadRequest, NotFound } from '../../lib/errors';
import { assertNotArchived, loadPortalFor } from '../access';
import { withoutFile } from '../sections';
import type { UserRecord } from '../users';
import { reviewSummaries } from './file-review-summary';
import type { PortalFileRecord } from './files.repository';

export function toFileResponse(file: PortalFileRecord): PortalFile {
  const base = `/api/portals/${file.portalId}/files/${file.fileGroupId}`;
  return {
    id: file.fileGroupId,
    versionId: file.id,
    portalId: file.portalId,
    name: file.name,
    mime: file.mime,
    size: file.size,
    sha256: file.sha256,
    version: file.version,
    versions: file.versions,
    position: file.position,
    downloadCount: file.downloadCount,
    hasThumbnail: file.thumbnailKey !== null,
    downloadUrl: `${base}/download?version=${file.version}`,
    thumbnailUrl: file.thumbnailKey ? `${base}/thumbnail?version=${file.version}` : null,
    uploadedAt: file.uploadedAt,
    uploadedBy: file.uploadedBy,
  };
}

export async function listFileResponses(ctx: AppContext, portalId: string): Promise<PortalFile[]> {
  return (await ctx.repos.files.listLatest(portalId)).map(toFileResponse);
}

/** The creator's file list: each file with where its review stands. */
export async function listFiles(ctx: AppContext, user: UserRecord, portalId: string) {
  const portal = await loadPortalFor(ctx, user, portalId, 'read');
  const records = await ctx.repos.files.listLatest(portal.id);
  const reviews = await reviewSummaries(ctx, portal.id, records);
  return { files: records.map((file) => ({ ...toFileResponse(file), review: reviews.get(file.fileGroupId) })) };
}

async function loadLatest(ctx: AppContext, portalId: string, fileId: string): Promise<PortalFileRecord> {
  const file = await ctx.repos.files.findLatest(portalId, fileId);
  if (!file) throw new NotFound(portalMessages.fileNotFound);
  return file;
}

export async function listVersions(ctx: AppContext, user: UserRecord, portalId: string, fileId: string) {
  const portal = await loadPortalFor(ctx, user, portalId, 'read');
  const versions = await ctx.repos.files.listVersions(portal.id, fileId);
  if (versions.length === 0) throw new NotFound(portalMessages.fileNotFound);
  return { files: versions.map((version) => ({ ...toFileResponse(version), note: version.note ?? null })) };
}

/** One version of a file (the latest unless asked) for the creator's download and thumbnail routes. */
export async function getFileVersion(
  ctx: AppContext,
  user: UserRecord,
  portalId: string,
  fileId: string,
  version?: number,
): Promise<PortalFileRecord> {
  const portal = await loadPortalFor(ctx, user, portalId, 'read');
  const file =
    version === undefined
      ? await ctx.repos.files.findLatest(portal.id, fileId)
      : await ctx.repos.files.findVersion(portal.id, fileId, version);
  if (!file) throw new NotFound(portalMessages.fileNotFound);
  return file;
}

export async function updateFile(
  ctx: AppContext,
  user: UserRecord,
  portalId: string,
  fileId: string,
  input: FileUpdate,
): Promise<PortalFile> {
  const portal = await loadPortalFor(ctx, user, portalId, 'write');
  assertNotArchived(portal);
  await loadLatest(ctx, portal.id, fileId);
  if (input.name !== undefined) await ctx.repos.files.rename(portal.id, fileId, input.name);
  if (input.position !== undefined) {
    const order = (await ctx.repos.files.listLatest(portal.id)).map((f) => f.fileGroupId).filter((id) => id !== fileId);
    order.splice(Math.min(input.position, order.length), 0, fileId);
    await ctx.repos.files.setOrder(portal.id, order);
  }
  return toFileResponse(await loadLatest(ctx, portal.id, fileId));
}

export async function reorderFiles(ctx: AppContext, user: UserRecord, portalId: string, fileIds: string[]) {
  const portal = await loadPortalFor(ctx, user, portalId, 'write');
  assertNotArchived(portal);
  const current = new Set(await ctx.repos.files.fileIdsOfPortal(portal.id));
  if (fileIds.length !== current.size || fileIds.some((id) => !current.has(id))) {
    throw new BadRequest(portalMessages.fileOrderMismatch);
  }
  await ctx.repos.files.setOrder(portal.id, fileIds);
  return { files: await listFileResponses(ctx, portal.id) };
}

/** Deletes every version and its bytes, and takes the file out of the portal's sections. */
export async function deleteFile(ctx: AppContext, user: UserRecord, portalId: string, fileId: string) {
  const portal = await loadPortalFor(ctx, user, portalId, 'write');
  assertNotArchived(portal);
  await loadLatest(ctx, portal.id, fileId);
  const keys = await ctx.repos.files.storageKeysOfPortal(portal.id, fileId);
  await ctx.repos.files.deleteFile(portal.id, fileId);
  await ctx.repos.portals.update(portal.id, {
    sections: withoutFile(portal.sections as Section[], fileId),
    updatedAt: ctx.clock().toISOString(),
  });
  await Promise.all(keys.map((key) => ctx.storage.delete(key)));
}
