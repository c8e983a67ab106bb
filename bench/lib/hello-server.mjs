// The baselines: a bare Fastify route answering a small JSON object, nothing else; and a bare Fastify route doing
// a portal view's database work by hand on better-sqlite3 (same engine and settings as the app): read a portal and
// its files, then in one transaction insert a visitor and a view event and upsert three daily rollup rows.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(path.join(process.cwd(), 'package.json'));
const Fastify = require('fastify');
const Database = require('better-sqlite3');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-bench-bare-'));
const db = new Database(path.join(dir, 'bare.sqlite'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec(`
  create table portal (id text primary key, uuid text unique not null, name text not null, ownerId text not null);
  create table file (id text primary key, portalId text not null, name text not null, size integer not null);
  create index file_portal on file (portalId);
  create table visitor (id text primary key, portalId text not null, cookieId text not null, firstSeenAt text not null);
  create table event (id text primary key, portalId text not null, visitorId text, type text not null, at text not null);
  create index event_portal_at on event (portalId, at);
  create table event_daily (portalId text not null, day text not null, type text not null, count integer not null,
    primary key (portalId, day, type));
  create table visitor_daily (portalId text not null, visitorId text not null, day text not null, views integer not null,
    primary key (portalId, visitorId, day));
  create table portal_daily (portalId text not null, day text not null, visitors integer not null,
    primary key (portalId, day));
`);
const portalId = crypto.randomUUID();
const uuid = crypto.randomBytes(16).toString('hex');
db.prepare('insert into portal values (?, ?, ?, ?)').run(portalId, uuid, 'Bench portal', 'owner');
for (let i = 0; i < 3; i++)
  db.prepare('insert into file values (?, ?, ?, ?)').run(crypto.randomUUID(), portalId, `f${i}`, 1000);

const readPortal = db.prepare('select * from portal where uuid = ?');
const readFiles = db.prepare('select id, name, size from file where portalId = ? order by name');
const insertVisitor = db.prepare('insert into visitor values (?, ?, ?, ?)');
const insertEvent = db.prepare('insert into event values (?, ?, ?, ?, ?)');
const upsertEventDaily = db.prepare(
  'insert into event_daily values (?, ?, ?, 1) on conflict do update set count = count + 1',
);
const upsertVisitorDaily = db.prepare(
  'insert into visitor_daily values (?, ?, ?, 1) on conflict do update set views = views + 1',
);
const upsertPortalDaily = db.prepare(
  'insert into portal_daily values (?, ?, 1) on conflict do update set visitors = visitors + 1',
);
const recordView = db.transaction((portal, visitorId, at) => {
  const day = at.slice(0, 10);
  insertVisitor.run(visitorId, portal, crypto.randomUUID(), at);
  insertEvent.run(crypto.randomUUID(), portal, visitorId, 'view', at);
  upsertEventDaily.run(portal, day, 'view');
  upsertVisitorDaily.run(portal, visitorId, day);
  upsertPortalDaily.run(portal, day);
});

const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
app.get('/portal-view/:uuid', async (request, reply) => {
  const portal = readPortal.get(request.params.uuid);
  if (!portal) return reply.code(404).send({ error: 'not found' });
  const visitorId = crypto.randomUUID();
  recordView(portal.id, visitorId, new Date().toISOString());
  reply.header('set-cookie', `visitor=${visitorId}; Path=/; HttpOnly; SameSite=Lax`);
  return { portal: { id: portal.id, name: portal.name }, files: readFiles.all(portal.id) };
});
app.get('/portal-uuid', async () => ({ uuid }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
  process.exit(0);
});
