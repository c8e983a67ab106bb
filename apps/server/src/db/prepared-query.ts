import type { Compilable, CompiledQuery, Kysely, QueryResult } from 'kysely';
import type { Database } from './types';

// Building and compiling a query with Kysely's builder costs more CPU than running a short one. A hot query
// is built once with placeholders and compiled for the connection's dialect; each run swaps in its values.
const PLACEHOLDER = '\u0000prepared-query:';

type Binding = { arg: string } | { value: unknown };

type Args = Record<string, unknown>;

export interface PreparedQuery<R> {
  execute(args: Args): Promise<R[]>;
  executeTakeFirst(args: Args): Promise<R | undefined>;
  /** For writes: the rows changed (undefined where the driver does not say). */
  run(args: Args): Promise<bigint | undefined>;
  /** The same query on another runner of the same dialect, such as a transaction. */
  on(runner: Kysely<Database>): PreparedQuery<R>;
}

/**
 * `build` receives `arg(name)`, which stands in for the value passed under that name at run time. Use it only
 * where Kysely sends a value as a parameter (comparisons, inserted and updated values), never in `lit()` or
 * raw SQL text.
 */
export function prepareQuery<R>(
  db: Kysely<Database>,
  build: (arg: <T>(name: string) => T) => Compilable<R>,
): PreparedQuery<R> {
  let compiled: CompiledQuery<R> | undefined;
  let bindings: Binding[] = [];
  const compile = () => {
    compiled = build(<T>(name: string) => `${PLACEHOLDER}${name}` as T).compile();
    bindings = compiled.parameters.map((value) =>
      typeof value === 'string' && value.startsWith(PLACEHOLDER) ? { arg: value.slice(PLACEHOLDER.length) } : { value },
    );
    return compiled;
  };
  const bind = (args: Args): CompiledQuery<R> => {
    const query = compiled ?? compile();
    const parameters = bindings.map((binding) => {
      if (!('arg' in binding)) return binding.value;
      if (!(binding.arg in args)) throw new Error(`prepared query: no value for ${binding.arg}`);
      return args[binding.arg];
    });
    return { ...query, parameters };
  };
  const on = (runner: Kysely<Database>): PreparedQuery<R> => ({
    async execute(args) {
      const result = (await runner.executeQuery(bind(args))) as QueryResult<R>;
      return result.rows;
    },
    async executeTakeFirst(args) {
      const result = (await runner.executeQuery(bind(args))) as QueryResult<R>;
      return result.rows[0];
    },
    async run(args) {
      const result = await runner.executeQuery(bind(args));
      return result.numAffectedRows;
    },
    on,
  });
  return on(db);
}
