import type sharp from 'sharp';
import { loadPackage } from '../../lib/load-package';
import { InvalidSvgError, sanitizeSvg } from './svg-sanitizer';

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'svg';

export const IMAGE_MIME: Record<ImageKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

export const IMAGE_EXTENSION: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', svg: 'svg' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// Before the root element an SVG file may only hold a BOM, whitespace, an XML declaration, comments and a doctype.
const SVG_PROLOGUE = /^(?:\s|<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*<svg[\s>/]/i;

function decodeUtf8(bytes: Buffer): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return null;
  }
}

/** The image type by content (magic numbers, or an <svg> root element), never by name or declared type. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP')
    return 'webp';
  const text = decodeUtf8(bytes);
  if (text !== null && SVG_PROLOGUE.test(text)) return 'svg';
  return null;
}

export interface ProcessedImage {
  kind: ImageKind;
  bytes: Buffer;
  width: number;
  height: number;
}

export class UnreadableImageError extends Error {}

export interface RasterTarget {
  width: number;
  height: number;
  /** inside: scale down to fit, never up (logos); cover: fill the box exactly, cropping (avatars). */
  fit: 'inside' | 'cover';
}

/** Re-encodes in the same format at quality 90 (the spec's 0.9); metadata such as EXIF location is dropped. */
export async function resizeRaster(bytes: Buffer, kind: Exclude<ImageKind, 'svg'>, target: RasterTarget) {
  try {
    let pipeline = loadPackage<typeof sharp>('sharp')(bytes, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize({
        width: target.width,
        height: target.height,
        fit: target.fit,
        withoutEnlargement: target.fit === 'inside',
      });
    if (kind === 'jpeg') pipeline = pipeline.jpeg({ quality: 90 });
    else if (kind === 'webp') pipeline = pipeline.webp({ quality: 90 });
    else pipeline = pipeline.png({ compressionLevel: 9 });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    return { kind, bytes: data, width: info.width, height: info.height } satisfies ProcessedImage;
  } catch (error) {
    throw new UnreadableImageError(error instanceof Error ? error.message : String(error));
  }
}

function svgSize(markup: string): { width: number; height: number } {
  const root = /^<svg\b[^>]*>/.exec(markup)?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
  const viewBox = attribute('viewBox')
    ?.split(/[\s,]+/)
    .map(Number)
    .filter((n) => Number.isFinite(n));
  const width = Number.parseFloat(attribute('width') ?? '') || viewBox?.[2] || 0;
  const height = Number.parseFloat(attribute('height') ?? '') || viewBox?.[3] || 0;
  return { width: Math.round(width), height: Math.round(height) };
}

/** SVG is kept as vector (spec §9) but sanitised; throws UnreadableImageError when it is not usable SVG. */
export function cleanSvg(bytes: Buffer): ProcessedImage {
  const text = decodeUtf8(bytes);
  if (text === null) throw new UnreadableImageError('SVG is not UTF-8');
  try {
    const markup = sanitizeSvg(text);
    return { kind: 'svg', bytes: Buffer.from(markup, 'utf8'), ...svgSize(markup) };
  } catch (error) {
    if (error instanceof InvalidSvgError) throw new UnreadableImageError(error.message);
    throw error;
  }
}
