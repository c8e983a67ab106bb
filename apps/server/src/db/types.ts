// The schema's types are generated from the migrations (generated-types.ts); `Database` is the name the code uses.

export type * from './generated-types';
export type { DB as Database } from './generated-types';
