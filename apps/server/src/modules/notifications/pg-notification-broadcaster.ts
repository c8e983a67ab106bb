import type { Kysely } from 'kysely';
import type pg from 'pg';
import { loadPg } from '../../db/connection';
import type { Database } from '../../db/types';
import { createLocalFanout, type NotificationBroadcaster, type NotificationChange } from './notification-broadcaster';
import type { NotificationsRepository } from './notifications.repository';
import { pgNotify } from './pg-notify.repository';

interface WireMessage {
  u: string;
  k: 'c' | 'r' | 's';
  n?: string;
}

const RECONNECT_MAX_MS = 30_000;

/** The channel is per schema, so apps sharing a database in different schemas do not hear each other. */
export function channelName(schema: string | undefined): string {
  const suffix = schema ? `_${schema.toLowerCase().replace(/[^a-z0-9_]/g, '_')}` : '';
  return `clientdock_notifications${suffix}`.slice(0, 63);
}

function encode(userId: string, change: NotificationChange): string {
  const message: WireMessage =
    change.kind === 'created'
      ? { u: userId, k: 'c', n: change.notificationId }
      : { u: userId, k: change.kind === 'read' ? 'r' : 's' };
  return JSON.stringify(message);
}

function decode(payload: string | undefined): { userId: string; change: NotificationChange } | null {
  try {
    const message = JSON.parse(payload ?? '') as WireMessage;
    if (typeof message.u !== 'string') return null;
    if (message.k === 'c' && typeof message.n === 'string')
      return { userId: message.u, change: { kind: 'created', notificationId: message.n } };
    if (message.k === 'r') return { userId: message.u, change: { kind: 'read' } };
    if (message.k === 's') return { userId: message.u, change: { kind: 'sessions-ended' } };
    return null;
  } catch {
    return null;
  }
}

/**
 * Several app instances on one PostgreSQL database: a change is announced with NOTIFY (the user id and
 * notification id only, far under the 8000-byte payload limit) and every instance, this one included,
 * hears it on a dedicated LISTEN connection and re-reads what its own subscribers need.
 */
export function createPgBroadcaster(opts: {
  db: Kysely<Database>;
  connectionString: string;
  schema?: string;
  repository: NotificationsRepository;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}): NotificationBroadcaster {
  const channel = channelName(opts.schema);
  const fanout = createLocalFanout(opts.repository, (error) =>
    opts.log.error({ err: error }, 'live notification delivery failed'),
  );
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 500;
  let retryTimer: NodeJS.Timeout | null = null;

  function scheduleReconnect() {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch(() => scheduleReconnect());
    }, retryMs);
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  }

  async function connect(): Promise<void> {
    const next = new (loadPg().Client)({
      connectionString: opts.connectionString,
      options: opts.schema ? `-c search_path=${opts.schema}` : undefined,
    });
    next.on('notification', (message) => {
      if (message.channel !== channel) return;
      const decoded = decode(message.payload);
      if (decoded) void fanout.dispatch(decoded.userId, decoded.change);
    });
    const lost = (error?: Error) => {
      if (client !== next) return;
      client = null;
      if (!closed) opts.log.warn({ err: error }, 'live notification connection lost; reconnecting');
      next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('error', lost);
    next.on('end', () => lost());
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (closed) {
      await next.end().catch(() => {});
      return;
    }
    const wasReconnect = retryMs > 500;
    client = next;
    retryMs = 500;
    // Changes announced while no connection listened were missed: refresh the counts of open streams.
    if (wasReconnect) for (const userId of fanout.userIds()) void fanout.dispatch(userId, { kind: 'read' });
  }

  return {
    async publish(userId, change) {
      await pgNotify(opts.db, channel, encode(userId, change));
    },
    subscribe: (userId, listener) => fanout.subscribe(userId, listener),
    async start() {
      await connect();
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
  };
}
