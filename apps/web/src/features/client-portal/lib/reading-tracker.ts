// Reading analytics from the portal page: seconds per PDF page, media played and images shown, summed here and
// sent in small batches (every 15 s, and when the page is hidden or left) by beacon, so nothing waits on them.
// The limits match the server's (packages/shared, READING_LIMITS); they are repeated so zod stays out of this bundle.

export type ReadingItemKind = 'page' | 'media' | 'image';

interface Pending {
  fileId: string;
  version: number;
  kind: ReadingItemKind;
  page?: number;
  seconds: number;
  position?: number;
  duration?: number;
}

const FLUSH_MS = 15_000;
const MAX_ITEMS = 50;
const MAX_SECONDS_PER_ITEM = 120;
const MAX_MEDIA_SECONDS = 86_400;

const pending = new Map<string, Map<string, Pending>>();
let timer: ReturnType<typeof setInterval> | undefined;

function send(uuid: string, items: object[]): void {
  const url = `/api/public/portals/${encodeURIComponent(uuid)}/reading`;
  const body = JSON.stringify({ items });
  try {
    if (
      typeof navigator.sendBeacon === 'function' &&
      navigator.sendBeacon(url, new Blob([body], { type: 'application/json' }))
    ) {
      return;
    }
    void fetch(url, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
      credentials: 'same-origin',
      keepalive: true,
    }).catch(() => undefined);
  } catch {
    // Reading times are a nicety: a browser that cannot send them loses them, and the client notices nothing.
  }
}

const clampMedia = (value: number | undefined) =>
  value === undefined || !Number.isFinite(value) ? undefined : Math.min(MAX_MEDIA_SECONDS, Math.max(0, value));

/** Sends what was read since the last flush, in batches the server takes. */
export function flushReading(): void {
  for (const [uuid, items] of pending) {
    const batch: object[] = [];
    for (const item of items.values()) {
      let left = Math.round(item.seconds * 10) / 10;
      while (left > 0) {
        const seconds = Math.min(left, MAX_SECONDS_PER_ITEM);
        left = Math.round((left - seconds) * 10) / 10;
        batch.push({
          fileId: item.fileId,
          version: item.version,
          kind: item.kind,
          ...(item.kind === 'page' ? { page: item.page } : {}),
          seconds,
          ...(item.kind === 'media'
            ? { position: clampMedia(item.position), duration: clampMedia(item.duration) || undefined }
            : {}),
        });
      }
    }
    for (let start = 0; start < batch.length; start += MAX_ITEMS) send(uuid, batch.slice(start, start + MAX_ITEMS));
  }
  pending.clear();
}

function onHide() {
  if (document.visibilityState === 'hidden') flushReading();
}

function start() {
  if (timer !== undefined) return;
  timer = setInterval(flushReading, FLUSH_MS);
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', flushReading);
}

/** Adds seconds to a page, a medium (with the furthest position reached) or an image of portal `uuid`. */
export function addReading(uuid: string, entry: Pending): void {
  if (!(entry.seconds > 0)) return;
  start();
  const items = pending.get(uuid) ?? new Map<string, Pending>();
  pending.set(uuid, items);
  const key = `${entry.fileId}:${entry.version}:${entry.kind}:${entry.page ?? 0}`;
  const known = items.get(key);
  if (!known) {
    items.set(key, { ...entry });
    return;
  }
  known.seconds += entry.seconds;
  if (entry.position !== undefined) known.position = Math.max(known.position ?? 0, entry.position);
  if (entry.duration !== undefined) known.duration = entry.duration;
}
