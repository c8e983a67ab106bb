import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { BLOG_IMAGE_URL_PATTERN, blogAdminMessages, messages, type UploadedImage } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { AppError, NotFound } from '../../lib/errors';
import {
  IMAGE_EXTENSION,
  IMAGE_MIME,
  type ImageKind,
  resizeRaster,
  sniffImage,
  UnreadableImageError,
} from '../settings';

// Wide enough for a full-width cover on a retina screen; larger uploads are scaled down, never up.
const TARGET = { width: 2000, height: 2000, fit: 'inside' } as const;
const FILE_NAME = /^([a-z0-9-]{8,64})\.(jpg|png|webp)$/;
const KIND_OF_EXTENSION: Record<string, Exclude<ImageKind, 'svg'>> = { jpg: 'jpeg', png: 'png', webp: 'webp' };

const storageKey = (file: string) => `blog/${file}`;

/** Stores an image for a post (its cover, or one in the text): JPEG, PNG or WebP, checked by content. */
export async function storeBlogImage(ctx: AppContext, bytes: Buffer): Promise<UploadedImage> {
  const kind = sniffImage(bytes);
  if (!kind || kind === 'svg') throw new AppError(400, 'INVALID_FILE_TYPE', messages.invalidImageType);
  let image: Awaited<ReturnType<typeof resizeRaster>>;
  try {
    image = await resizeRaster(bytes, kind, TARGET);
  } catch (error) {
    if (error instanceof UnreadableImageError) throw new AppError(400, 'UNREADABLE_IMAGE', messages.failedLoadImage);
    throw error;
  }
  const file = `${randomUUID()}.${IMAGE_EXTENSION[kind]}`;
  await ctx.storage.put(storageKey(file), image.bytes);
  return {
    url: `/api/blog/images/${file}`,
    mime: IMAGE_MIME[kind],
    width: image.width,
    height: image.height,
    size: image.bytes.length,
  };
}

/** Removes an uploaded blog image by its URL; anything that is not one is left alone. */
export async function deleteBlogImage(ctx: AppContext, url: string | null): Promise<void> {
  if (!url || !BLOG_IMAGE_URL_PATTERN.test(url)) return;
  const file = url.slice(url.lastIndexOf('/') + 1);
  await ctx.storage.delete(storageKey(file)).catch(() => {});
}

export async function openBlogImage(
  ctx: AppContext,
  file: string,
): Promise<{ body: Readable; size: number; mime: string }> {
  const match = FILE_NAME.exec(file);
  if (!match) throw new NotFound(blogAdminMessages.imageNotFound);
  const stat = await ctx.storage.stat(storageKey(file));
  if (!stat) throw new NotFound(blogAdminMessages.imageNotFound);
  return {
    body: await ctx.storage.get(storageKey(file)),
    size: stat.size,
    mime: IMAGE_MIME[KIND_OF_EXTENSION[match[2]]],
  };
}
