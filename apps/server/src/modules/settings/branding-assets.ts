import type { Readable } from 'node:stream';
import { accountMessages, type Branding, messages, type UploadedImage } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { AppError, NotFound } from '../../lib/errors';
import type { UserRecord } from '../users';
import {
  cleanSvg,
  IMAGE_EXTENSION,
  IMAGE_MIME,
  type ImageKind,
  type ProcessedImage,
  type RasterTarget,
  resizeRaster,
  sniffImage,
  UnreadableImageError,
} from './image-processing';
import { assertBrandingPlan, describeBranding } from './settings.service';

export type AssetKind = 'logo' | 'avatar' | 'banner';

interface AssetRules {
  accepts: readonly ImageKind[];
  invalidType: string;
  target: RasterTarget;
}

// Spec §9: logos are downscaled to fit 600x200 (SVG kept as vector); avatars are square crops.
const RULES: Record<AssetKind, AssetRules> = {
  logo: {
    accepts: ['jpeg', 'png', 'webp', 'svg'],
    invalidType: messages.invalidLogoType,
    target: { width: 600, height: 200, fit: 'inside' },
  },
  avatar: {
    accepts: ['jpeg', 'png', 'webp'],
    invalidType: messages.invalidImageType,
    target: { width: 256, height: 256, fit: 'cover' },
  },
  banner: {
    accepts: ['jpeg', 'png', 'webp'],
    invalidType: messages.invalidImageType,
    target: { width: 1600, height: 600, fit: 'inside' },
  },
};

const FILE_NAME = /^(logo|avatar|banner)-(\d{10,16})\.(jpg|png|webp|svg)$/;
const USER_ID = /^[A-Za-z0-9-]{1,64}$/;
const KIND_OF_EXTENSION: Record<string, ImageKind> = { jpg: 'jpeg', png: 'png', webp: 'webp', svg: 'svg' };

/** Checks the type by content and produces the bytes to store: resized raster or sanitised SVG. */
export async function prepareImage(kind: AssetKind, bytes: Buffer): Promise<ProcessedImage> {
  const rules = RULES[kind];
  const detected = sniffImage(bytes);
  if (!detected || !rules.accepts.includes(detected)) throw new AppError(400, 'INVALID_FILE_TYPE', rules.invalidType);
  try {
    return detected === 'svg' ? cleanSvg(bytes) : await resizeRaster(bytes, detected, rules.target);
  } catch (error) {
    if (error instanceof UnreadableImageError) throw new AppError(400, 'UNREADABLE_IMAGE', messages.failedLoadImage);
    throw error;
  }
}

export function assetUrl(kind: AssetKind, userId: string, file: string): string {
  return `/api/branding/${kind}/${userId}/${file}`;
}

/** Only URLs of this user's own stored assets are ever turned back into storage keys. */
function ownAssetKey(userId: string, url: string | null | undefined): string | null {
  if (!url) return null;
  const match = /^\/api\/branding\/(logo|avatar|banner)\/([^/]+)\/([^/]+)$/.exec(url);
  if (!match || match[2] !== userId || !FILE_NAME.test(match[3]) || !match[3].startsWith(`${match[1]}-`)) return null;
  return `branding/${userId}/${match[3]}`;
}

export async function deleteOwnAsset(ctx: AppContext, userId: string, url: string | null | undefined) {
  const key = ownAssetKey(userId, url);
  if (key) await ctx.storage.delete(key).catch(() => {});
}

/** Stores under the user's branding folder with a timestamped name (spec §3). */
export async function storeAsset(
  ctx: AppContext,
  userId: string,
  kind: AssetKind,
  image: ProcessedImage,
): Promise<UploadedImage> {
  const file = `${kind}-${Date.now()}.${IMAGE_EXTENSION[image.kind]}`;
  await ctx.storage.put(`branding/${userId}/${file}`, image.bytes);
  return {
    url: assetUrl(kind, userId, file),
    mime: IMAGE_MIME[image.kind],
    width: image.width,
    height: image.height,
    size: image.bytes.length,
  };
}

export async function uploadLogo(
  ctx: AppContext,
  user: UserRecord,
  bytes: Buffer,
): Promise<Branding & { logo: UploadedImage }> {
  assertBrandingPlan(user);
  const logo = await storeAsset(ctx, user.id, 'logo', await prepareImage('logo', bytes));
  let previous: unknown = null;
  const settings = await ctx.repos.settings.updateUser(user.id, {
    settings: (saved) => {
      const branding = (saved.branding ?? {}) as Record<string, unknown>;
      previous = branding.logoUrl;
      return { ...saved, branding: { ...branding, logoUrl: logo.url } };
    },
  });
  if (typeof previous === 'string' && previous !== logo.url) await deleteOwnAsset(ctx, user.id, previous);
  return { ...describeBranding(settings), logo };
}

export async function deleteLogo(ctx: AppContext, user: UserRecord): Promise<Branding> {
  let previous: unknown = null;
  const settings = await ctx.repos.settings.updateUser(user.id, {
    settings: (saved) => {
      const branding = (saved.branding ?? {}) as Record<string, unknown>;
      previous = branding.logoUrl;
      return { ...saved, branding: { ...branding, logoUrl: null } };
    },
  });
  if (typeof previous === 'string') await deleteOwnAsset(ctx, user.id, previous);
  return describeBranding(settings);
}

export async function uploadAvatar(ctx: AppContext, user: UserRecord, bytes: Buffer): Promise<UploadedImage> {
  const avatar = await storeAsset(ctx, user.id, 'avatar', await prepareImage('avatar', bytes));
  await ctx.repos.settings.updateUser(user.id, { image: avatar.url });
  if (user.image !== avatar.url) await deleteOwnAsset(ctx, user.id, user.image);
  return avatar;
}

export async function deleteAvatar(ctx: AppContext, user: UserRecord): Promise<void> {
  await ctx.repos.settings.updateUser(user.id, { image: null });
  await deleteOwnAsset(ctx, user.id, user.image);
}

export interface OpenedAsset {
  body: Readable;
  size: number;
  mime: string;
  kind: ImageKind;
}

export async function openAsset(ctx: AppContext, kind: string, userId: string, file: string): Promise<OpenedAsset> {
  const match = FILE_NAME.exec(file);
  if (!USER_ID.test(userId) || !match || match[1] !== kind) throw new NotFound(accountMessages.imageNotFound);
  const key = `branding/${userId}/${file}`;
  const stat = await ctx.storage.stat(key);
  if (!stat) throw new NotFound(accountMessages.imageNotFound);
  const imageKind = KIND_OF_EXTENSION[match[3]];
  return { body: await ctx.storage.get(key), size: stat.size, mime: IMAGE_MIME[imageKind], kind: imageKind };
}
