import fs from 'node:fs';
import path from 'node:path';

/** Where the web build writes the public pages rendered to HTML: <dist>/prerendered/<path>/index.html. */
export const PRERENDER_DIR = 'prerendered';

/** A public page the build rendered to HTML. Paths are relative to the dist folder. */
export interface PrerenderedPage {
  file: string;
  /** Its copies drawn for other offers than the build's own, by name (see offerVariant in @clientdock/shared). */
  offerCopies: Map<string, string>;
}

// index.html, or index.<offer>.html for a copy drawn for another offer (e.g. index.billing-none.prices-hidden.html).
const PAGE_FILE = /^index(?:\.([a-z-]+(?:\.[a-z-]+)*))?\.html$/;

/**
 * The prerendered pages of a build, by URL path ("/", "/pricing"), each with its offer copies. Empty when the
 * build has none.
 */
export function findPrerenderedPages(distDir: string): Map<string, PrerenderedPage> {
  const pages = new Map<string, PrerenderedPage>();
  const root = path.join(distDir, PRERENDER_DIR);
  if (!fs.existsSync(root)) return pages;
  const visit = (dir: string) => {
    const route = `/${path.relative(root, dir).split(path.sep).join('/')}`;
    const relative = (name: string) => path.relative(distDir, path.join(dir, name)).split(path.sep).join('/');
    const offerCopies = new Map<string, string>();
    let hasPage = false;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) visit(path.join(dir, entry.name));
      const match = entry.isFile() ? PAGE_FILE.exec(entry.name) : null;
      if (!match) continue;
      if (match[1]) offerCopies.set(match[1], relative(entry.name));
      else hasPage = true;
    }
    if (hasPage) pages.set(route, { file: relative('index.html'), offerCopies });
  };
  visit(root);
  return pages;
}

// The sign-in cookie ("<prefix>.session_token", "__Secure-" in front over HTTPS). Only its presence matters:
// a signed-in visitor gets the app itself, which sends them where they belong; everyone else gets the page.
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?[\w-]+\.session_token=/;

export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return Boolean(cookieHeader && SESSION_COOKIE.test(cookieHeader));
}

export function normalizePagePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
