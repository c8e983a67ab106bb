import { escapeHtml } from '@clientdock/shared';
import type { z } from 'zod';

// An optional third-party web analytics script (Plausible or Umami) on the app's and public site's pages,
// configured by ANALYTICS_SCRIPT_URL, ANALYTICS_SITE_ID and ANALYTICS_SCRIPT_KIND.

export const ANALYTICS_SCRIPT_KINDS = ['plausible', 'umami'] as const;
export type AnalyticsScriptKind = (typeof ANALYTICS_SCRIPT_KINDS)[number];

export interface AnalyticsScript {
  kind: AnalyticsScriptKind;
  src: string;
  /** Plausible: the site's domain (data-domain); Umami: the website id (data-website-id). */
  siteId: string;
  /** The script's origin, the only one the Content-Security-Policy adds (script-src and connect-src). */
  origin: string;
}

interface AnalyticsEnv {
  ANALYTICS_SCRIPT_URL?: string;
  ANALYTICS_SITE_ID?: string;
  ANALYTICS_SCRIPT_KIND?: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** https, or http on this machine (a local analytics server while trying it out); nothing else. */
export function isAllowedScriptUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  if (url.username || url.password) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

/** The kind its address names (plausible.io/js/script.js, cloud.umami.is/script.js); null when it names neither. */
export function detectScriptKind(src: string): AnalyticsScriptKind | null {
  const lower = src.toLowerCase();
  const plausible = lower.includes('plausible');
  const umami = lower.includes('umami');
  if (plausible === umami) return null;
  return plausible ? 'plausible' : 'umami';
}

/** A domain list (Plausible) or an id (Umami): letters, digits, dots, dashes, commas, nothing to escape from. */
export const SITE_ID_PATTERN = /^[\w.,:-]{1,200}$/;

/**
 * The tag for the pages' <head>. Umami is told to leave out the query string: the app's addresses can carry
 * one-time tokens (a password reset link); Plausible keeps no query parameters but its campaign tags.
 */
export function analyticsScriptTag(script: AnalyticsScript): string {
  const src = escapeHtml(script.src);
  const id = escapeHtml(script.siteId);
  return script.kind === 'plausible'
    ? `<script defer data-domain="${id}" src="${src}"></script>`
    : `<script defer data-website-id="${id}" data-exclude-search="true" src="${src}"></script>`;
}

/** The page with the tag at the end of its <head>; a page without one is left as it is. */
export function withAnalyticsScript(html: string, tag: string | null): string {
  if (!tag) return html;
  const end = html.search(/<\/head>/i);
  return end < 0 ? html : `${html.slice(0, end)}${tag}${html.slice(end)}`;
}

/** The analytics variables together: a script address with what its kind needs, and nothing set without it. */
export function checkAnalyticsScriptEnv(env: AnalyticsEnv, issues: z.RefinementCtx) {
  const url = env.ANALYTICS_SCRIPT_URL;
  if (!url) {
    const stray = env.ANALYTICS_SITE_ID
      ? 'ANALYTICS_SITE_ID'
      : env.ANALYTICS_SCRIPT_KIND
        ? 'ANALYTICS_SCRIPT_KIND'
        : null;
    if (stray) {
      issues.addIssue({
        code: 'custom',
        path: ['ANALYTICS_SCRIPT_URL'],
        message: `ANALYTICS_SCRIPT_URL is missing: ${stray} is set, but no analytics script is loaded without its address`,
      });
    }
    return;
  }
  if (!isAllowedScriptUrl(url)) return;
  const kind = env.ANALYTICS_SCRIPT_KIND ?? detectScriptKind(url);
  if (!kind) {
    issues.addIssue({
      code: 'custom',
      path: ['ANALYTICS_SCRIPT_KIND'],
      message: 'ANALYTICS_SCRIPT_KIND is missing: set it to plausible or umami (the script address names neither)',
    });
  } else if (kind === 'umami' && !env.ANALYTICS_SITE_ID) {
    issues.addIssue({
      code: 'custom',
      path: ['ANALYTICS_SITE_ID'],
      message: 'ANALYTICS_SITE_ID is missing: Umami needs the website id of this site',
    });
  }
}

/** The script of the (checked) variables; null when ANALYTICS_SCRIPT_URL is not set. */
export function analyticsScriptFromEnv(env: AnalyticsEnv, publicUrl: string): AnalyticsScript | null {
  const src = env.ANALYTICS_SCRIPT_URL;
  if (!src) return null;
  const kind = (env.ANALYTICS_SCRIPT_KIND ?? detectScriptKind(src)) as AnalyticsScriptKind;
  // Plausible names a site by its domain: this instance's, unless told otherwise.
  const siteId = env.ANALYTICS_SITE_ID ?? new URL(publicUrl).hostname;
  return { kind, src, siteId, origin: new URL(src).origin };
}
