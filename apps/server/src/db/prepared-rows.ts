import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { Database } from './types';

const PLACEHOLDER = '\u0000prepared-rows:';

/** Rows in the largest statement: far below either database's limit on parameters (11 columns a row at most). */
export const MAX_ROWS_PER_STATEMENT = 128;

type Binding = { row: number; column: string } | { value: unknown };

interface Prepared {
  query: CompiledQuery;
  bindings: Binding[];
}

export interface PreparedRows<Row, R> {
  /** Runs the statement over every row of `rows` on `runner`, and answers the rows all its runs returned. */
  execute(runner: Kysely<Database>, rows: readonly Row[]): Promise<R[]>;
  /** For writes: runs it over every row, and answers how many rows it changed in all. */
  run(runner: Kysely<Database>, rows: readonly Row[]): Promise<bigint>;
}

/** The statement sizes for `count` rows: whole statements of the largest size, then count's binary digits. */
export function statementSizes(count: number): number[] {
  const sizes: number[] = [];
  let left = count;
  for (; left >= MAX_ROWS_PER_STATEMENT; left -= MAX_ROWS_PER_STATEMENT) sizes.push(MAX_ROWS_PER_STATEMENT);
  for (let size = MAX_ROWS_PER_STATEMENT / 2; size >= 1; size /= 2) if (left & size) sizes.push(size);
  return sizes;
}

/**
 * A multi-row statement (an insert or upsert of a batch) built and compiled once per size, 1, 2, 4 ... 128 rows,
 * and per database. A batch runs as a few statements of those sizes (`statementSizes`), so each statement's text
 * has been seen before: Kysely does not build it again and the database's prepared statement is reused. Building
 * a statement of a hundred rows cost more CPU than running it.
 *
 * `build(runner, rows)` receives placeholder rows: every column of `columns` stands in for the row's value, to be
 * used only where Kysely sends a value as a parameter (inserted values), never in raw SQL text.
 */
export function prepareRows<Row extends object, R = unknown>(
  columns: ReadonlyArray<keyof Row & string>,
  build: (runner: Kysely<Database>, rows: Row[]) => Compilable<R>,
): PreparedRows<Row, R> {
  // By the runner's adapter: the same object for a database handle and its transactions, one per dialect.
  const bySize = new WeakMap<object, Map<number, Prepared>>();

  const prepare = (runner: Kysely<Database>, size: number): Prepared => {
    const adapter = runner.getExecutor().adapter;
    let sizes = bySize.get(adapter);
    if (!sizes) {
      sizes = new Map();
      bySize.set(adapter, sizes);
    }
    const known = sizes.get(size);
    if (known) return known;
    const rows = Array.from(
      { length: size },
      (_, row) => Object.fromEntries(columns.map((column) => [column, `${PLACEHOLDER}${row}:${column}`])) as Row,
    );
    const query = build(runner, rows).compile();
    const bindings = query.parameters.map((value): Binding => {
      if (typeof value !== 'string' || !value.startsWith(PLACEHOLDER)) return { value };
      const [row, column] = value.slice(PLACEHOLDER.length).split(':') as [string, string];
      return { row: Number(row), column };
    });
    const prepared = { query, bindings };
    sizes.set(size, prepared);
    return prepared;
  };

  const runAll = async (runner: Kysely<Database>, rows: readonly Row[]) => {
    const results: Array<QueryResult<R>> = [];
    let offset = 0;
    for (const size of statementSizes(rows.length)) {
      const { query, bindings } = prepare(runner, size);
      const start = offset;
      const parameters = bindings.map((binding) =>
        'value' in binding ? binding.value : (rows[start + binding.row] as Record<string, unknown>)[binding.column],
      );
      results.push((await runner.executeQuery({ ...query, parameters })) as QueryResult<R>);
      offset += size;
    }
    return results;
  };

  return {
    execute: async (runner, rows) => (await runAll(runner, rows)).flatMap((result) => result.rows),
    run: async (runner, rows) =>
      (await runAll(runner, rows)).reduce((changed, result) => changed + (result.numAffectedRows ?? 0n), 0n),
  };
}
