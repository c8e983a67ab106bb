import fs from 'node:fs';
import path from 'node:path';

/** Paths the client portal's own page answers: /portal (paste a link) and /portal/... */
export function isClientPortalPath(url: string): boolean {
  return /^\/portal(?:[/?#]|$)/.test(url);
}

/** The uuid of /portal/:uuid when it looks like one (anything else must never reach the HTML). */
export function clientPortalUuid(url: string): string | null {
  return /^\/portal\/([A-Za-z0-9-]{1,64})\/?(?:[?#]|$)/.exec(url)?.[1] ?? null;
}

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * The client portal's page (the build's portal.html: its own entry, without the router or the signed-in app,
 * whose scripts the build already lists as modulepreloads). Its few kilobytes of CSS are inlined: on a slow phone
 * connection a stylesheet request would share the bandwidth with the scripts, and the page could not paint
 * before it arrived. Answers null when the build has none.
 */
export function clientPortalHtml(distDir: string): string | null {
  const file = path.join(distDir, 'portal.html');
  if (!fs.existsSync(file)) return null;
  return fs.readFileSync(file, 'utf8').replace(STYLESHEET, (link, asset: string) => {
    const css = path.join(distDir, asset);
    return fs.existsSync(css)
      ? `<style>${fs.readFileSync(css, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`
      : link;
  });
}

/** The portal's data starts loading with the scripts instead of after them (the page's own fetch picks it up). */
export function withPortalDataPreload(html: string, uuid: string): string {
  const link = `<link rel="preload" as="fetch" crossorigin href="/api/public/portals/${uuid}">`;
  return html.replace('</head>', `${link}</head>`);
}
