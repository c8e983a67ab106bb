import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { nowIso, toJson } from '../../db/values';
import { sequentialId } from '../../lib/time-ordered-id';

export interface AuditEntry {
  action: string;
  actorId?: string | null;
  actorEmail?: string | null;
  targetType?: string | null;
  targetId?: string | null;
  ip?: string | null;
  userAgent?: string | null;
  details?: Record<string, unknown>;
}

export function createAuditRepository(db: Kysely<Database>) {
  return {
    async record(entry: AuditEntry) {
      await db
        .insertInto('audit_log')
        .values({
          // Entries of one millisecond (a domain added, then verified) read back newest first by their ids.
          id: sequentialId(),
          at: nowIso(),
          action: entry.action,
          actorId: entry.actorId ?? null,
          actorEmail: entry.actorEmail ?? null,
          targetType: entry.targetType ?? null,
          targetId: entry.targetId ?? null,
          ip: entry.ip ?? null,
          userAgent: entry.userAgent ?? null,
          details: toJson(entry.details ?? {}),
        })
        .execute();
    },
    async listByAction(action: string) {
      return db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('at', 'desc').execute();
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
