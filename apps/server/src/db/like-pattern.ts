import { type RawBuilder, sql } from 'kysely';

/** `%text%` for a LIKE with `escape '\'`, so a search for "50%" or "a_b" means those characters. */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** Case-insensitive "column contains text" on SQLite and PostgreSQL alike. */
export function columnContains(column: string, text: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${containsPattern(text)} escape '\\'`;
}
