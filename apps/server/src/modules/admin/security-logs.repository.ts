import type { Kysely } from 'kysely';
import { columnContains } from '../../db/like-pattern';
import type { Database } from '../../db/types';
import { parseJson, toIso } from '../../db/values';

export interface SecurityLogFilters {
  actions?: readonly string[];
  q?: string;
  from?: Date;
  to?: Date;
}

export interface SecurityLogRow {
  id: string;
  at: string;
  action: string;
  actorId: string | null;
  actorEmail: string | null;
  targetType: string | null;
  targetId: string | null;
  targetEmail: string | null;
  ip: string | null;
  userAgent: string | null;
  details: Record<string, unknown>;
}

/** The audit log as Security Logs reads it: filtered, newest first, with the target account's email. */
export function createSecurityLogsRepository(db: Kysely<Database>) {
  function filtered(filters: SecurityLogFilters) {
    let query = db
      .selectFrom('audit_log')
      .leftJoin('user as target', (join) =>
        join.onRef('target.id', '=', 'audit_log.targetId').on('audit_log.targetType', '=', 'user'),
      );
    if (filters.actions) query = query.where('audit_log.action', 'in', [...filters.actions]);
    if (filters.from) query = query.where('audit_log.at', '>=', filters.from.toISOString());
    if (filters.to) query = query.where('audit_log.at', '<=', filters.to.toISOString());
    const q = filters.q?.trim();
    if (q) {
      query = query.where((eb) =>
        eb.or([
          columnContains('audit_log.actorEmail', q),
          columnContains('target.email', q),
          columnContains('audit_log.targetId', q),
          columnContains('audit_log.ip', q),
          columnContains('audit_log.action', q),
        ]),
      );
    }
    return query;
  }

  return {
    async search(filters: SecurityLogFilters, limit: number, offset: number) {
      const rows = await filtered(filters)
        .selectAll('audit_log')
        .select('target.email as targetEmail')
        .orderBy('audit_log.at', 'desc')
        .orderBy('audit_log.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map(
        (row): SecurityLogRow => ({
          id: row.id,
          at: toIso(row.at)!,
          action: row.action,
          actorId: row.actorId,
          actorEmail: row.actorEmail,
          targetType: row.targetType,
          targetId: row.targetId,
          targetEmail: row.targetEmail ?? null,
          ip: row.ip,
          userAgent: row.userAgent,
          details: parseJson<Record<string, unknown>>(row.details, {}),
        }),
      );
    },
    async count(filters: SecurityLogFilters): Promise<number> {
      const { count } = await filtered(filters)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(count);
    },
  };
}
export type SecurityLogsRepository = ReturnType<typeof createSecurityLogsRepository>;
