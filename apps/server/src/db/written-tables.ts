// Statements that change rows begin with one of these (a CTE may hold them further in). Reads, and the
// transaction statements, begin with a letter none of them does: checking that letter keeps the hot path cheap.
const WRITE = /\b(?:insert\s+into|update|delete\s+from)\s+"?([A-Za-z_][A-Za-z0-9_]*)"?/gi;
const MAY_WRITE = new Set(['i', 'I', 'u', 'U', 'd', 'D', 'w', 'W']);

/** The tables a statement inserts into, updates or deletes from; none for a read. */
export function tablesWritten(sql: string): string[] {
  const start = sql.trimStart();
  if (!MAY_WRITE.has(start[0] ?? '')) return [];
  return [...start.matchAll(WRITE)].map((match) => match[1]!.toLowerCase());
}
