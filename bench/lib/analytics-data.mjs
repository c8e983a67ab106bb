// Writes a creator's history straight into the database: files, visitors, events and the daily rollups the
// app keeps beside them, in large batches inside transactions. Deterministic (seeded), so runs compare.
// Events come in visits, as they do from a real client: a visit opens the portal (a view) and then does
// 0 to 3 more things the same minute (download 55 %, comment 20 %, approval 15 %, form 10 %). Visits are
// spread evenly over the period, across portals and their visitors.
import { randomBytes, randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.resolve(import.meta.dirname, '../../apps/server/package.json'));

const DAY_MS = 86_400_000;
const AFTER_VIEW = [
  ['download', 0.55],
  ['comment', 0.2],
  ['approval', 0.15],
  ['form', 0.1],
];

function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pickType(r) {
  let sum = 0;
  for (const [type, share] of AFTER_VIEW) {
    sum += share;
    if (r < sum) return type;
  }
  return 'download';
}

/** Files and visitors per portal, then `events` events spread evenly over the last `days` days. */
function* generate({ ownerId, portalIds, events, days, filesPerPortal, visitorsPerPortal, now }) {
  const random = prng(20261123);
  const iso = new Date(now).toISOString();
  const files = new Map();
  const visitors = new Map();
  for (const [p, portalId] of portalIds.entries()) {
    const fileIds = [];
    for (let f = 0; f < filesPerPortal; f++) {
      const id = randomUUID();
      fileIds.push(id);
      yield {
        table: 'portal_file',
        row: {
          id,
          portalId,
          fileGroupId: id,
          parentFileId: null,
          version: 1,
          name: `Deliverable ${p + 1}-${f + 1}.pdf`,
          mime: 'application/pdf',
          size: 1024,
          storageKey: `bench/${id}`,
          sha256: '0'.repeat(64),
          thumbnailKey: null,
          position: f,
          downloadCount: 0,
          uploadedAt: iso,
          uploadedBy: ownerId,
        },
      };
    }
    files.set(portalId, fileIds);
    const visitorIds = [];
    for (let v = 0; v < visitorsPerPortal; v++) {
      const id = randomUUID();
      visitorIds.push(id);
      const verified = v % 4 === 0;
      yield {
        table: 'visitor',
        row: {
          id,
          portalId,
          cookieId: id,
          name: v % 2 === 0 ? `Client ${v}` : null,
          email: verified ? `client-${v}@example.com` : null,
          emailVerified: verified,
          firstSeenAt: iso,
          lastSeenAt: iso,
        },
      };
    }
    visitors.set(portalId, visitorIds);
  }
  const span = days * DAY_MS - 5 * 60_000;
  // The visits are drawn first, then written oldest first, as the app writes them: with ids and times in
  // step, a large load appends to the event table's indexes instead of writing all over them (what a load of
  // 10,000,000 events needs to finish), and a day's rollups are complete once the next day begins.
  const visitCount = Math.ceil(events);
  const visitPortal = new Uint16Array(visitCount);
  const visitVisitor = new Uint32Array(visitCount);
  const visitStart = new Float64Array(visitCount);
  const visitFirst = new Uint32Array(visitCount + 1);
  const eventType = new Uint8Array(events);
  const eventFile = new Int16Array(events);
  let visits = 0;
  let produced = 0;
  while (produced < events) {
    const p = Math.floor(random() * portalIds.length);
    const visitorList = visitors.get(portalIds[p]);
    visitPortal[visits] = p;
    visitVisitor[visits] = Math.floor(random() * visitorList.length);
    visitStart[visits] = now - 5 * 60_000 - Math.floor(random() * span);
    visitFirst[visits] = produced;
    const size = Math.min(1 + Math.floor(random() * 4), events - produced);
    for (let step = 0; step < size; step++) {
      const type = step === 0 ? 'view' : pickType(random());
      const withFile = type === 'download' || type === 'comment' || type === 'approval';
      eventType[produced + step] = TYPES.indexOf(type);
      eventFile[produced + step] = withFile ? Math.floor(random() * filesPerPortal) : -1;
    }
    produced += size;
    visits++;
  }
  visitFirst[visits] = produced;
  const order = new Uint32Array(visits).map((_, i) => i).sort((a, b) => visitStart[a] - visitStart[b]);
  for (const v of order) {
    const portalId = portalIds[visitPortal[v]];
    const visitorId = visitors.get(portalId)[visitVisitor[v]];
    for (let e = visitFirst[v]; e < visitFirst[v + 1]; e++) {
      const step = e - visitFirst[v];
      const at = visitStart[v] + step * 15_000;
      yield {
        table: 'event',
        row: {
          id: timeOrderedId(at),
          portalId,
          ownerId,
          type: TYPES[eventType[e]],
          fileId: eventFile[e] >= 0 ? files.get(portalId)[eventFile[e]] : null,
          visitorId,
          at: new Date(at).toISOString(),
        },
      };
    }
  }
}

const TYPES = ['view', ...AFTER_VIEW.map(([type]) => type)];

/** A UUID version 7 for a time, as the app gives events: the time first, so ids sort as the events happened. */
function timeOrderedId(at) {
  const bytes = randomBytes(16);
  bytes.writeUIntBE(Math.floor(at), 0, 6);
  bytes[6] = (bytes[6] & 0x0f) | 0x70;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The rollup rows the app would have written event by event. */
function rollupCounter() {
  const daily = new Map();
  const perFile = new Map();
  const perVisitor = new Map();
  const VISITOR_COLUMN = {
    view: 'views',
    download: 'downloads',
    comment: 'comments',
    approval: 'approvals',
    form: 'forms',
  };
  return {
    add(event) {
      const day = event.at.slice(0, 10);
      const key = `${event.portalId}|${day}|${event.type}`;
      const row = daily.get(key);
      if (row) row.count++;
      else daily.set(key, { portalId: event.portalId, ownerId: event.ownerId, day, type: event.type, count: 1 });
      const visitorKey = `${event.portalId}|${day}|${event.visitorId}`;
      let visit = perVisitor.get(visitorKey);
      if (!visit) {
        visit = {
          portalId: event.portalId,
          ownerId: event.ownerId,
          day,
          visitorId: event.visitorId,
          views: 0,
          downloads: 0,
          comments: 0,
          approvals: 0,
          forms: 0,
          lastAt: event.at,
        };
        perVisitor.set(visitorKey, visit);
      }
      visit[VISITOR_COLUMN[event.type]]++;
      if (event.at > visit.lastAt) visit.lastAt = event.at;
      if (event.type !== 'download' || !event.fileId) return;
      const fileKey = `${event.portalId}|${day}|${event.fileId}`;
      const fileRow = perFile.get(fileKey);
      if (fileRow) fileRow.downloads++;
      else
        perFile.set(fileKey, {
          portalId: event.portalId,
          ownerId: event.ownerId,
          fileId: event.fileId,
          day,
          downloads: 1,
        });
    },
    /** The rows of the days before `day` (all of them without one), taken out of the counter. */
    take(day = '9999-12-31') {
      const taken = (map) => {
        const rows = [];
        for (const [key, row] of map) {
          if (row.day >= day) continue;
          rows.push(row);
          map.delete(key);
        }
        return rows;
      };
      return [
        ['event_daily', taken(daily)],
        ['file_daily', taken(perFile)],
        ['visitor_daily', taken(perVisitor)],
      ];
    },
  };
}

const dayBefore = (day) => new Date(Date.parse(day) - DAY_MS).toISOString().slice(0, 10);

function batches(spec, size, onBatch) {
  const rollups = rollupCounter();
  let table = null;
  let rows = [];
  const flush = async () => {
    if (rows.length > 0) await onBatch(table, rows);
    rows = [];
  };
  const writeRollups = async (before) => {
    await flush();
    for (const [name, list] of rollups.take(before)) {
      table = name;
      for (let i = 0; i < list.length; i += size) await onBatch(name, list.slice(i, i + size));
    }
  };
  let day = null;
  return (async () => {
    for (const { table: next, row } of generate(spec)) {
      // Events come oldest first, a visit's last step at most a minute after its first: once an event of a
      // day is out, no event of the day two before it is still to come, and that day's rollups are whole.
      if (next === 'event' && row.at.slice(0, 10) !== day) {
        day = row.at.slice(0, 10);
        await writeRollups(dayBefore(day));
      }
      if (next !== table || rows.length >= size) {
        await flush();
        table = next;
      }
      rows.push(row);
      if (next === 'event') rollups.add(row);
    }
    await writeRollups();
  })();
}

const quote = (name) => `"${name}"`;

export async function fillSqlite(file, spec) {
  const SQLite = require('better-sqlite3');
  const db = new SQLite(file);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 10000');
  // A bulk load touches index pages all over: a large page cache keeps them in memory between batches.
  db.pragma('cache_size = -262144');
  const statements = new Map();
  const insert = (table, columns) => {
    const key = `${table}:${columns.join(',')}`;
    if (!statements.has(key)) {
      statements.set(
        key,
        db.prepare(
          `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values (${columns.map(() => '?').join(', ')})`,
        ),
      );
    }
    return statements.get(key);
  };
  const write = db.transaction((table, rows) => {
    const columns = Object.keys(rows[0]);
    const statement = insert(table, columns);
    for (const row of rows) statement.run(columns.map((c) => (typeof row[c] === 'boolean' ? Number(row[c]) : row[c])));
  });
  await batches(spec, 20_000, async (table, rows) => write(table, rows));
  // No ANALYZE: a real SQLite database has no table statistics either, and the queries must not need them.
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
}

export async function fillPostgres(url, spec) {
  const pg = require('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await batches(spec, 5_000, async (table, rows) => {
      const columns = Object.keys(rows[0]);
      const values = [];
      const tuples = rows.map((row, r) => {
        for (const c of columns) values.push(row[c]);
        return `(${columns.map((_, i) => `$${r * columns.length + i + 1}`).join(', ')})`;
      });
      await client.query(
        `insert into ${quote(table)} (${columns.map(quote).join(', ')}) values ${tuples.join(', ')}`,
        values,
      );
    });
    // What autovacuum does on its own after a bulk load; without it the first queries pay for it.
    await client.query('vacuum analyze');
  } finally {
    await client.end();
  }
}
