import fs from 'node:fs';
import path from 'node:path';

/** Where the web build writes the public pages rendered to HTML: <dist>/prerendered/<path>/index.html. */
export const PRERENDER_DIR = 'prerendered';

/**
 * The prerendered pages of a build, by URL path ("/", "/pricing"), each with its file relative to the dist
 * folder. Empty when the build has none.
 */
export function findPrerenderedPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const root = path.join(distDir, PRERENDER_DIR);
  if (!fs.existsSync(root)) return pages;
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else if (entry.name === 'index.html') {
        const route = path.relative(root, path.dirname(full)).split(path.sep).join('/');
        pages.set(`/${route}`, path.relative(distDir, full).split(path.sep).join('/'));
      }
    }
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
