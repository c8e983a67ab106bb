import { fileRequestMessages as messages, type PublicRequests } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { AppError, NotFound } from '../../lib/errors';
import type { StoredFile } from '../../lib/serve-stored-file';
import { fileSizeLimitMb } from '../app-settings';
import type { PortalAccess, VisitorRecord } from '../public-portal';
import { requestItemsOf } from './request-items';
import { arrived, itemView, publicUpload } from './request-views';

function verifiedEmailOf(access: PortalAccess, visitor: VisitorRecord): string | null {
  return access.grant?.email ?? (visitor.emailVerified ? visitor.email : null);
}

/** The portal's requested items with the uploads this client sent (this browser, or its proven address). */
export async function listPublicRequests(
  ctx: AppContext,
  access: PortalAccess,
  visitor: VisitorRecord | undefined,
): Promise<PublicRequests> {
  const located = requestItemsOf(access.portal.sections);
  if (located.length === 0) return { items: [] };
  const uploads = visitor
    ? (
        await ctx.repos.requestUploads.listForClient(access.portal.id, visitor.id, verifiedEmailOf(access, visitor))
      ).filter(arrived)
    : [];
  const limitMb = await fileSizeLimitMb(ctx, access.owner);
  return { items: located.map((entry) => itemView(entry, limitMb, uploads, publicUpload)) };
}

async function ownArrivedUpload(ctx: AppContext, access: PortalAccess, visitor: VisitorRecord, uploadId: string) {
  const upload = await ctx.repos.requestUploads.findById(uploadId);
  const email = verifiedEmailOf(access, visitor);
  const mine =
    upload?.visitorId === visitor.id || (email !== null && upload?.emailVerified && upload.uploaderEmail === email);
  if (!upload || upload.portalId !== access.portal.id || !mine || !arrived(upload)) {
    throw new NotFound(messages.uploadNotFound);
  }
  return upload;
}

/** A client takes back a file it sent, unless the creator accepted it already; its bytes go too. */
export async function removeOwnUpload(
  ctx: AppContext,
  access: PortalAccess,
  visitor: VisitorRecord | undefined,
  uploadId: string,
): Promise<void> {
  if (!visitor) throw new NotFound(messages.uploadNotFound);
  await ownArrivedUpload(ctx, access, visitor, uploadId);
  const removed = await ctx.repos.requestUploads.deleteUnlessAccepted(uploadId);
  if (!removed) throw new AppError(409, 'CONFLICT', messages.alreadyAccepted);
  for (const key of [removed.storageKey, removed.thumbnailKey]) {
    if (key) await ctx.storage.delete(key).catch((err) => ctx.log.warn({ err, key }, 'could not delete upload bytes'));
  }
}

/** A file the client sent, to look at again. */
export async function openOwnUpload(
  ctx: AppContext,
  access: PortalAccess,
  visitor: VisitorRecord | undefined,
  uploadId: string,
): Promise<StoredFile> {
  if (!visitor) throw new NotFound(messages.uploadNotFound);
  const upload = await ownArrivedUpload(ctx, access, visitor, uploadId);
  if (!upload.storageKey) throw new NotFound(messages.uploadNotFound);
  return {
    key: upload.storageKey,
    size: upload.size,
    mime: upload.mime ?? 'application/octet-stream',
    name: upload.name,
  };
}
