import type { RecipientUpdateChange } from '@clientdock/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types';
import { parseJson, toIso, toJson } from '../../db/values';

/** An update sent is kept in the audit log (who sent it to whom), which is also where the next one starts from. */
export const UPDATE_SENT_ACTION = 'portal.recipients_update_sent';

export interface SentUpdate {
  at: string;
  recipientIds: string[];
}

export function createRecipientUpdatesRepository(db: Kysely<Database>) {
  return {
    /** The files added or given a new version after `since`, one entry per file at its latest version. */
    async changesSince(portalId: string, since: string): Promise<RecipientUpdateChange[]> {
      const rows = await db
        .selectFrom('portal_file')
        .select(['fileGroupId', 'name', 'version', 'note', 'uploadedAt'])
        .where('portalId', '=', portalId)
        .where('uploadedAt', '>', since)
        .orderBy('uploadedAt', 'asc')
        .limit(500)
        .execute();
      const files = new Map<string, RecipientUpdateChange>();
      for (const row of rows) {
        const version = Number(row.version);
        const earlier = files.get(row.fileGroupId);
        files.delete(row.fileGroupId);
        files.set(row.fileGroupId, {
          fileId: row.fileGroupId,
          name: row.name,
          version,
          isNew: earlier?.isNew ?? version === 1,
          note: row.note,
          uploadedAt: toIso(row.uploadedAt)!,
        });
      }
      return [...files.values()];
    },
    /** The portal's latest updates sent, newest first. */
    async recentUpdates(portalId: string, limit = 100): Promise<SentUpdate[]> {
      const rows = await db
        .selectFrom('audit_log')
        .select(['at', 'details'])
        .where('action', '=', UPDATE_SENT_ACTION)
        .where('targetType', '=', 'portal')
        .where('targetId', '=', portalId)
        .orderBy('at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        at: toIso(row.at)!,
        recipientIds: parseJson<{ recipientIds?: string[] }>(row.details, {}).recipientIds ?? [],
      }));
    },
    async recordUpdate(input: { id: string; portalId: string; actorId: string; at: Date; recipientIds: string[] }) {
      await db
        .insertInto('audit_log')
        .values({
          id: input.id,
          at: input.at.toISOString(),
          action: UPDATE_SENT_ACTION,
          actorId: input.actorId,
          targetType: 'portal',
          targetId: input.portalId,
          details: toJson({ recipientIds: input.recipientIds }),
        })
        .execute();
    },
  };
}
