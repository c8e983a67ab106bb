// Direct reads and writes of a bench server's SQLite database, for what the API deliberately does not offer.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../../apps/server/package.json'));

function open(dataDir) {
  const SQLite = require('better-sqlite3');
  const db = new SQLite(path.join(dataDir, 'clientdock.sqlite'));
  db.pragma('busy_timeout = 10000');
  return db;
}

/** A paid plan without going through billing. */
export function setPlan(dataDir, userId, plan) {
  const db = open(dataDir);
  try {
    db.prepare(`update "user" set "plan" = ?, "subscriptionStatus" = 'active' where "id" = ?`).run(plan, userId);
  } finally {
    db.close();
  }
}

/** Where a file version's bytes are, relative to DATA_DIR/files. */
export function storageKeyOf(dataDir, versionId) {
  const db = open(dataDir);
  try {
    return db.prepare(`select "storageKey" from "portal_file" where "id" = ?`).get(versionId)?.storageKey ?? null;
  } finally {
    db.close();
  }
}

/** A portal's view events and its view count in the daily rollups, as written so far. */
export function countViews(dataDir, uuid) {
  const db = open(dataDir);
  try {
    const portal = db.prepare(`select "id" from "portal" where "uuid" = ?`).get(uuid);
    const events = db
      .prepare(`select count(*) as n from "event" where "portalId" = ? and "type" = 'view'`)
      .get(portal.id);
    const rollup = db
      .prepare(`select coalesce(sum("count"), 0) as n from "event_daily" where "portalId" = ? and "type" = 'view'`)
      .get(portal.id);
    return { events: Number(events.n), rollup: Number(rollup.n) };
  } finally {
    db.close();
  }
}
