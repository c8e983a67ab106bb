import type { ProductEventName } from '@clientdock/shared';

// First-party product analytics (spec §7): small events to our own server, sent so they never hold up the page
// (a beacon, or a fetch that outlives it). No cookie, no id, nothing about the person.

type Props = Record<string, string | number | boolean>;

const ENDPOINT = '/api/events';
const MAX_TEXT = 200;

/** The browser asks not to be tracked (Do Not Track, or Global Privacy Control). */
export function trackingRefused(): boolean {
  if (typeof navigator === 'undefined') return true;
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const win = window as Window & { doNotTrack?: string };
  return nav.globalPrivacyControl === true || [nav.doNotTrack, win.doNotTrack, nav.msDoNotTrack].includes('1');
}

/**
 * The path without what could point at a person or a secret: no query or hash, ids and tokens replaced, so
 * `/dashboard/portals/5f0c…` becomes `/dashboard/portals/:id`.
 */
export function eventPath(pathname: string): string {
  const path = pathname
    .split('/')
    .map((part) => (/^[0-9a-f-]{16,}$/i.test(part) || /\d{3,}/.test(part) || part.length > 40 ? ':id' : part))
    .join('/');
  return path.slice(0, MAX_TEXT) || '/';
}

const EMAIL = /[^\s@]+@[^\s@]+\.[A-Za-z]{2,}/g;

/** A value for props: short, and never an email address (the server refuses those). */
export function eventText(value: string): string {
  return value.replace(EMAIL, '[email]').slice(0, MAX_TEXT);
}

/** Sends one event; a refused or failed send is dropped, as analytics must never disturb the page. */
export function trackProductEvent(name: ProductEventName, props?: Props): void {
  if (trackingRefused()) return;
  const body = JSON.stringify(props ? { name, props } : { name });
  try {
    if (typeof navigator.sendBeacon === 'function') {
      navigator.sendBeacon(ENDPOINT, new Blob([body], { type: 'application/json' }));
      return;
    }
    // Unit tests run without a beacon and answer every fetch with canned data: nothing to send there.
    if (import.meta.env.MODE === 'test') return;
    void fetch(ENDPOINT, {
      method: 'POST',
      body,
      keepalive: true,
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json' },
    }).catch(() => undefined);
  } catch {
    // A beacon queue that is full, or a browser without either: the event is lost, the page is not.
  }
}

/** A feature someone used, by a short stable name (`portal_share_link`, `analytics_csv`). */
export function trackFeature(feature: string): void {
  trackProductEvent('feature_used', { feature });
}
