import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { withAnalyticsScript } from '../lib/analytics-script';
import { readPublicPlatform } from '../modules/app-settings';

/** What the instance sells, as the pages need it before any script runs. */
export interface Offer {
  billing: 'stripe' | 'none';
  showPrices: boolean;
}

/** What the build drew its pages with: plans for sale, prices shown. Pages of such an instance go out as built. */
export const isBuiltOffer = (offer: Offer) => offer.billing === 'stripe' && offer.showPrices;

/**
 * Marks the page's <html> with the instance's offer (`data-billing="none"`, `data-prices="hidden"`): the page's
 * own styles hide what does not apply before the app has loaded, and the app starts from the same answer.
 */
export function markOffer(html: string, offer: Offer): string {
  const marks = [
    offer.billing === 'none' ? ' data-billing="none"' : '',
    offer.showPrices ? '' : ' data-prices="hidden"',
  ].join('');
  return marks ? html.replace(/<html(?=[\s>])/i, `<html${marks}`) : html;
}

export async function readOffer(ctx: AppContext): Promise<Offer> {
  const { billing, showPrices } = await readPublicPlatform(ctx);
  return { billing, showPrices };
}

/**
 * Sends a built HTML page marked with the offer, with `headTag` (the analytics script) when there is one. Built pages never change while the server runs, so each page and
 * offer is marked and compressed once.
 */
export function createMarkedPages(distDir: string, headTag: string | null = null) {
  const cache = new Map<string, { html: string; unmarked: boolean; gzip?: Buffer; br?: Buffer }>();
  return function sendMarked(request: FastifyRequest, reply: FastifyReply, file: string, offer: Offer) {
    const key = `${file}|${offer.billing}|${offer.showPrices}`;
    let entry = cache.get(key);
    if (!entry) {
      const built = fs.readFileSync(path.join(distDir, file), 'utf8');
      const html = withAnalyticsScript(markOffer(built, offer), headTag);
      entry = { html, unmarked: html === built };
      cache.set(key, entry);
    }
    // A page without an <html> element to mark goes out as built (and precompressed).
    if (entry.unmarked) return reply.type('text/html; charset=utf-8').sendFile(file);
    reply.type('text/html; charset=utf-8');
    if (!reply.getHeader('vary')) reply.header('vary', 'accept-encoding');
    const accepts = String(request.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accepts)) {
      entry.br ??= zlib.brotliCompressSync(entry.html);
      return reply.header('content-encoding', 'br').send(entry.br);
    }
    if (/\bgzip\b/.test(accepts)) {
      entry.gzip ??= zlib.gzipSync(entry.html);
      return reply.header('content-encoding', 'gzip').send(entry.gzip);
    }
    return reply.send(entry.html);
  };
}
