import type { Selectable } from 'kysely';

// How a value of the generated schema reads once values.ts has converted it: timestamps as ISO strings,
// booleans as booleans. Other values read as they are.
type Read<T> = [NonNullable<T>] extends [Date | string]
  ? Date extends NonNullable<T>
    ? string | Extract<T, null>
    : T
  : [NonNullable<T>] extends [boolean | number]
    ? boolean extends NonNullable<T>
      ? boolean | Extract<T, null>
      : T
    : T;

/**
 * A table's row as repositories hand it to services, derived from the generated table so it follows the
 * migrations. `Shape` gives what the schema cannot tell: JSON columns' parsed shape, strings narrowed to
 * their values, fields added or made optional.
 */
export type RowRecord<Table, Shape extends object = Record<never, never>> = Omit<
  { [K in keyof Selectable<Table>]: Read<Selectable<Table>[K]> },
  keyof Shape
> &
  Shape;
