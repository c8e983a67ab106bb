import type { ColumnType } from 'kysely';

// Column types that hold on both databases; the generated schema (generated-types.ts) maps PostgreSQL's
// types onto them. Repositories read these values through values.ts.

/** timestamptz on PostgreSQL (read as Date), an ISO string on SQLite. Written as an ISO string or a Date. */
export type DbTimestamp = ColumnType<Date | string, Date | string, Date | string>;

/** boolean on PostgreSQL, 0 or 1 on SQLite. */
export type DbBool = ColumnType<boolean | number, boolean, boolean>;

/** jsonb on PostgreSQL (read as the parsed value), text on SQLite. Written as JSON text (toJson). */
export type DbJson = ColumnType<unknown, string, string>;
