import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { escapeHtml, offerVariant, PRERENDER_CONTACT_PLACEHOLDER } from '@clientdock/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { withAnalyticsScript } from '../lib/analytics-script';
import { readPublicPlatform } from '../modules/app-settings';

/** What the instance sells, as the pages need it before any script runs. */
export interface Offer {
  billing: 'stripe' | 'none';
  showPrices: boolean;
  /** The administrator's address, said where nothing is sold. */
  contact: string | null;
}

/** What the build drew its pages with: plans for sale, prices shown. Pages of such an instance go out as built. */
export const isBuiltOffer = (offer: Offer) => offer.billing === 'stripe' && offer.showPrices;

/** The name of the prerendered copy drawn for this offer ('' for the build's own). */
export const offerCopyName = (offer: Offer) => offerVariant({ ...offer, hasContact: Boolean(offer.contact) });

/**
 * Marks the page's <html> with the instance's offer (`data-billing="none"`, `data-prices="hidden"`,
 * `data-contact`), which the app starts from, and writes the administrator's address where a copy drawn with one
 * holds its place. On a page drawn for another offer (an older build's), the page's own styles hide what does not
 * apply until the app draws it afresh.
 */
export function markOffer(html: string, offer: Offer): string {
  const contact = offer.billing === 'none' && offer.contact ? escapeHtml(offer.contact) : null;
  const marks = [
    offer.billing === 'none' ? ' data-billing="none"' : '',
    offer.showPrices ? '' : ' data-prices="hidden"',
    contact ? ` data-contact="${contact}"` : '',
  ].join('');
  if (!marks) return html;
  const marked = html.replace(/<html(?=[\s>])/i, `<html${marks}`);
  return contact ? marked.replaceAll(PRERENDER_CONTACT_PLACEHOLDER, contact) : marked;
}

export async function readOffer(ctx: AppContext): Promise<Offer> {
  const { billing, showPrices, supportEmail } = await readPublicPlatform(ctx);
  return { billing, showPrices, contact: supportEmail };
}

/**
 * Sends a built HTML page marked with the offer, with `headTag` (the analytics script) when there is one. Built pages never change while the server runs, so each page and
 * offer is marked and compressed once.
 */
export function createMarkedPages(distDir: string, headTag: string | null = null) {
  const cache = new Map<string, { html: string; unmarked: boolean; gzip?: Buffer; br?: Buffer }>();
  return function sendMarked(request: FastifyRequest, reply: FastifyReply, file: string, offer: Offer) {
    const key = `${file}|${offer.billing}|${offer.showPrices}|${offer.contact}`;
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
