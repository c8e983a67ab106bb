import type { PublicPortal } from '@clientdock/shared';
import type { PortalRecord } from '../portals';
import type { UserRecord } from '../users';

/** The tables a portal's public view is read from. */
const PORTAL_VIEW_TABLES = new Set(['portal', 'user', 'portal_file', 'creator_profile']);
// A download adds one to its file's counter, which no client is shown: counting must not empty the cache.
const DOWNLOAD_COUNT = /^update "portal_file" set "downloadCount" = /;

/** Whether a write (its tables and SQL) may change what a portal's client is shown. */
export function changesPortalView(tables: string[], sql: string): boolean {
  return tables.some((table) => PORTAL_VIEW_TABLES.has(table)) && !DOWNLOAD_COUNT.test(sql);
}

/** How long a portal read for one client is shown to the next ones. */
const FRESH_MS = 1000;
/**
 * After a write, nothing read in this long is kept. A write inside a transaction is seen here before its
 * commit: a read on another connection meanwhile still finds the old rows, and must not be kept.
 */
const SETTLE_MS = 1000;
const MAX_PORTALS = 1000;

interface Found {
  portal: PortalRecord;
  owner: UserRecord | undefined;
}

interface Entry {
  at: number;
  found: Found;
  described?: PublicPortal;
}

export interface PortalCache {
  /** The portal and its owner by uuid: kept for a second, never kept when not found. */
  found(uuid: string, read: () => Promise<Found | undefined>): Promise<Found | undefined>;
  /** What the client is shown of a portal `found` answered (the same record), kept with it. */
  described(portal: PortalRecord, read: () => Promise<PublicPortal>): Promise<PublicPortal>;
  /** Something a view shows changed: forget everything, and keep nothing read until the write has settled. */
  changed(): void;
}

/**
 * Recently read public portals, so a burst of clients opening one portal reads it once a second instead of once
 * a view (decision 0018). This instance forgets on its own writes; another instance's write shows here within
 * FRESH_MS.
 */
export function createPortalCache(now: () => number = () => performance.now()): PortalCache {
  const entries = new Map<string, Entry>();
  let changedAt = Number.NEGATIVE_INFINITY;
  // A read that began before the last write (or while it settled) may hold the old rows.
  const keepable = (readAt: number) => readAt >= changedAt + SETTLE_MS;
  const fresh = (uuid: string, at: number) => {
    const entry = entries.get(uuid);
    if (entry && at - entry.at < FRESH_MS) return entry;
    if (entry) entries.delete(uuid);
    return undefined;
  };

  return {
    async found(uuid, read) {
      const at = now();
      const entry = fresh(uuid, at);
      if (entry) return entry.found;
      const found = await read();
      if (found && keepable(at)) {
        // Entries are in the order they were read: the stale ones, and past the limit the oldest, are first.
        for (const [key, entry] of entries) {
          if (at - entry.at < FRESH_MS && entries.size < MAX_PORTALS) break;
          entries.delete(key);
        }
        entries.set(uuid, { at, found });
      }
      return found;
    },
    async described(portal, read) {
      const at = now();
      const entry = fresh(portal.uuid, at);
      if (entry?.found.portal !== portal) return read();
      if (entry.described) return entry.described;
      const described = await read();
      if (keepable(at) && entries.get(portal.uuid) === entry) entry.described = described;
      return described;
    },
    changed() {
      entries.clear();
      changedAt = now();
    },
  };
}
