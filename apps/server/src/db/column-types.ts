import type { DbDialect } from '../config';

// Portable column types for migrations: both databases from the same files.
export function columnTypes(dialect: DbDialect) {
  const pg = dialect === 'postgres';
  return {
    id: 'text',
    text: 'text',
    int: 'integer',
    bigint: 'bigint',
    real: pg ? 'double precision' : 'real',
    bool: pg ? 'boolean' : 'integer',
    timestamp: pg ? 'timestamptz' : 'date',
    json: pg ? 'jsonb' : 'text',
    boolDefault: (value: boolean) => (pg ? value : value ? 1 : 0),
  } as const;
}
