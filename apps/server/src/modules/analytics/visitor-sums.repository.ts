import { type ExpressionBuilder, sql } from 'kysely';
import type { Database } from '../../db/types';

/** A visitor's daily rows added up: what every per-visitor rollup (month, running, month to date) holds. */
export function visitorDaySums(d: ExpressionBuilder<Database, 'visitor_daily'>) {
  return [
    d.fn.sum<number>('views').as('views'),
    d.fn.sum<number>('downloads').as('downloads'),
    d.fn.sum<number>('comments').as('comments'),
    d.fn.sum<number>('approvals').as('approvals'),
    d.fn.max('lastAt').as('lastAt'),
  ] as const;
}

/** On a rollup row already there, the sums just read replace its own. */
export const replaceVisitorSums = {
  views: sql<number>`excluded."views"`,
  downloads: sql<number>`excluded."downloads"`,
  comments: sql<number>`excluded."comments"`,
  approvals: sql<number>`excluded."approvals"`,
  lastAt: sql<string>`excluded."lastAt"`,
};
