import { GB, normalizePlan, normalizeUserType, storageMessages } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { readPlatformSettings } from '../app-settings';
import type { UserRecord } from '../users';
import { TusHttpError } from './tus-errors';

export interface StorageUsage {
  usedBytes: number;
  /** null: no quota (admins). */
  quotaBytes: number | null;
}

/** The owner's plan quota as the platform settings set it; admins have none. */
export async function storageQuotaBytes(ctx: AppContext, owner: UserRecord): Promise<number | null> {
  if (normalizeUserType(owner.userType) === 'admin') return null;
  const { storageQuotaGb } = await readPlatformSettings(ctx.repos.appSettings);
  return storageQuotaGb[normalizePlan(owner.plan)] * GB;
}

export async function storageUsage(ctx: AppContext, owner: UserRecord): Promise<StorageUsage> {
  const [usedBytes, clientBytes, quotaBytes] = await Promise.all([
    ctx.repos.uploads.storageUsedBy(owner.id),
    ctx.repos.requestUploads.storageUsedBy(owner.id),
    storageQuotaBytes(ctx, owner),
  ]);
  return { usedBytes: usedBytes + clientBytes, quotaBytes };
}

/**
 * Refuses, before a byte arrives, an upload of `bytes` into a portal of `ownerId` that would take the owner past
 * their quota (finished files, clients' files and uploads in progress all count); a team member uploads against the
 * owner's.
 */
export async function assertStorageRoom(ctx: AppContext, uploader: UserRecord, ownerId: string, bytes: number) {
  const owner = ownerId === uploader.id ? uploader : await ctx.repos.users.findById(ownerId);
  if (!owner) return;
  const { usedBytes, quotaBytes } = await storageUsage(ctx, owner);
  if (quotaBytes === null || usedBytes + bytes <= quotaBytes) return;
  const message =
    owner.id === uploader.id
      ? storageMessages.quotaExceeded(quotaBytes)
      : storageMessages.ownerQuotaExceeded(quotaBytes);
  throw new TusHttpError(413, 'STORAGE_QUOTA_EXCEEDED', message);
}
