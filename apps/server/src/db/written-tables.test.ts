import { describe, expect, it } from 'vitest';
import { tablesWritten } from './written-tables';

describe('tablesWritten', () => {
  it('names the table of an insert, an update and a delete, quoted or not', () => {
    expect(tablesWritten('insert into "portal" ("id") values (?)')).toEqual(['portal']);
    expect(tablesWritten('update "user" set "plan" = $1 where "id" = $2')).toEqual(['user']);
    expect(tablesWritten('  DELETE FROM portal_file WHERE "id" = ?')).toEqual(['portal_file']);
  });

  it('finds the writes inside a common table expression', () => {
    const sql = 'with moved as (update "portal" set "status" = ? returning "id") insert into "event" select 1';
    expect(tablesWritten(sql)).toEqual(['portal', 'event']);
  });

  it('names nothing for reads and transaction statements', () => {
    expect(tablesWritten('select * from "portal" where "updatedAt" > ?')).toEqual([]);
    expect(tablesWritten('select "id" from "user" where "note" = \'update "portal"\'')).toEqual([]);
    expect(tablesWritten('begin')).toEqual([]);
    expect(tablesWritten('commit')).toEqual([]);
    expect(tablesWritten('')).toEqual([]);
  });
});
