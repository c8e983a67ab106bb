import { z } from 'zod';

export const IMAGE_URL_MAX_LENGTH = 2000;
export const imageUrlMessage = 'Use an image address starting with https:// or one of this site’s own paths (/...).';

/**
 * The one rule for every stored image or logo address (profile image, portal logo): an absolute https: URL or
 * a path of this site (a single leading "/"). Anything else (javascript:, data:, http:, "//host", "\host")
 * could run script, leak visitors to another site or mix insecure content into the page.
 */
export function isSafeImageUrl(value: string): boolean {
  if (value.length === 0 || value.length > IMAGE_URL_MAX_LENGTH) return false;
  // Control characters, spaces and backslashes: browsers strip or rewrite them, so "/\evil.com" is another host.
  if (hasUnsafeCharacter(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return HTTPS_URL.test(value);
}

const HTTPS_URL =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:[/?#]\S*)?$/i;

function hasUnsafeCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f || value[i] === '\\' || /\s/.test(value[i] ?? '')) return true;
  }
  return false;
}

export const imageUrlSchema = z.string().trim().max(IMAGE_URL_MAX_LENGTH).refine(isSafeImageUrl, imageUrlMessage);
