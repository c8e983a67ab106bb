import fs from 'node:fs';
import path from 'node:path';
import type SQLite from 'better-sqlite3';
import { type Dialect, Kysely, type LogEvent, PostgresDialect, SqliteDialect } from 'kysely';
import type pg from 'pg';
import type { AppConfig, DbDialect } from '../config';
import { loadPackage } from '../lib/load-package';
import { checkpointElsewhere } from './sqlite-checkpoints';
import type { Database } from './types';
import { tablesWritten } from './written-tables';

export interface DbHandle {
  db: Kysely<Database>;
  dialect: DbDialect;
  close(): Promise<void>;
  /**
   * Calls `listener` after every statement that changed rows, through this handle (better-auth's included),
   * with the tables it wrote and its SQL. Returns the unsubscribe function.
   */
  onWrite(listener: (tables: string[], sql: string) => void): () => void;
}

// better-sqlite3 refuses to bind booleans and Dates; PostgreSQL accepts both. Converting here keeps
// repositories dialect-free: they write plain JS values and read through the helpers in values.ts.
function toSqliteValue(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value instanceof Date) return value.toISOString();
  return value;
}

// Kysely prepares every query it runs; preparing is a large share of a short query's CPU. The same SQL text
// reuses its statement (SQLite re-prepares it by itself after a schema change).
const STATEMENT_CACHE_SIZE = 500;

function wrapSqlite(database: SQLite.Database): SQLite.Database {
  const prepare = database.prepare.bind(database) as (...args: unknown[]) => SQLite.Statement;
  const statements = new Map<string, SQLite.Statement>();
  const prepareConverting = (args: unknown[]) => {
    const statement = prepare(...args);
    for (const method of ['run', 'get', 'all', 'iterate'] as const) {
      const original = statement[method].bind(statement) as (...args: unknown[]) => unknown;
      (statement as unknown as Record<string, unknown>)[method] = (...args: unknown[]) =>
        original(...args.map((arg) => (Array.isArray(arg) ? arg.map(toSqliteValue) : toSqliteValue(arg))));
    }
    return statement;
  };
  database.prepare = ((source: string, ...rest: unknown[]) => {
    if (rest.length > 0) return prepareConverting([source, ...rest]);
    const cached = statements.get(source);
    // A statement still being iterated cannot run again until its iterator is done.
    if (cached && !cached.busy) return cached;
    const statement = prepareConverting([source]);
    if (!cached) {
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
      statements.set(source, statement);
    }
    return statement;
  }) as SQLite.Database['prepare'];
  return database;
}

export function openSqlite(file: string): SQLite.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new (loadPackage<typeof SQLite>('better-sqlite3'))(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  database.pragma('synchronous = NORMAL');
  return wrapSqlite(database);
}

/** node-postgres, loaded when a PostgreSQL database is first opened. */
export function loadPg(): typeof pg {
  const driver = loadPackage<typeof pg>('pg');
  // COUNT(*) is int8 in PostgreSQL, which node-postgres returns as a string by default.
  driver.types.setTypeParser(20, (value) => Number.parseInt(value, 10));
  return driver;
}

/**
 * `onPoolError`: a PostgreSQL connection died (the pool replaces it). `onCheckpointError`: SQLite's checkpoints
 * on the helper thread failed (the connection checkpoints by itself again).
 */
export function createDb(
  config: AppConfig['database'],
  onPoolError?: (error: Error) => void,
  onCheckpointError?: (error: Error) => void,
): DbHandle {
  const listeners = new Set<(tables: string[], sql: string) => void>();
  // Kysely hands every statement it ran to its logger, prepared ones included: the one place that sees them all.
  const log = (event: LogEvent) => {
    if (event.level !== 'query' || listeners.size === 0) return;
    const tables = tablesWritten(event.query.sql);
    if (tables.length > 0) for (const listener of listeners) listener(tables, event.query.sql);
  };
  const onWrite = (listener: (tables: string[], sql: string) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  const open = (dialect: Dialect) => new Kysely<Database>({ dialect, log });
  if (config.dialect === 'sqlite') {
    const database = openSqlite(config.sqliteFile);
    const checkpoints = checkpointElsewhere(database, config.sqliteFile, (error) => onCheckpointError?.(error));
    const db = open(new SqliteDialect({ database }));
    const close = async () => {
      await checkpoints.stop();
      await db.destroy();
    };
    return { db, dialect: 'sqlite', close, onWrite };
  }
  const pool = new (loadPg().Pool)({
    connectionString: config.url!,
    max: 10,
    options: config.pgSchema ? `-c search_path=${config.pgSchema}` : undefined,
  });
  // An idle client whose connection dies (server restart, admin kill) emits 'error' on the pool;
  // unhandled, that would crash the process. The pool replaces the client on the next query.
  pool.on('error', (error) => onPoolError?.(error));
  // A checked-out client has no pool listener: its connection dying mid-query would otherwise be unhandled too.
  pool.on('connect', (client) => client.on('error', (error) => onPoolError?.(error)));
  const db = open(new PostgresDialect({ pool }));
  return { db, dialect: 'postgres', close: () => db.destroy(), onWrite };
}
