import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/types';
import { toIso } from '../../db/values';

export interface SupportTicketRecord {
  id: string;
  name: string;
  email: string;
  topic: string;
  subject: string;
  message: string;
  status: string;
  userId: string | null;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
}

function toRecord(row: Selectable<Database['support_ticket']>): SupportTicketRecord {
  const { updatedAt: _updatedAt, ...rest } = row;
  return { ...rest, createdAt: toIso(row.createdAt)! };
}

export function createSupportTicketsRepository(db: Kysely<Database>) {
  return {
    async insert(ticket: SupportTicketRecord): Promise<void> {
      await db
        .insertInto('support_ticket')
        .values({ ...ticket, updatedAt: ticket.createdAt })
        .execute();
    },
    /** Times of the tickets sent from one client address, or by one sender, since a moment; oldest first. */
    async createdSince(by: { ip: string } | { email: string }, since: Date): Promise<Date[]> {
      let query = db.selectFrom('support_ticket').select('createdAt').where('createdAt', '>=', since.toISOString());
      query = 'ip' in by ? query.where('ip', '=', by.ip) : query.where('email', '=', by.email);
      const rows = await query.orderBy('createdAt', 'asc').execute();
      return rows.map((row) => new Date(toIso(row.createdAt)!));
    },
    async list(options: { status?: string; limit: number }): Promise<SupportTicketRecord[]> {
      let query = db.selectFrom('support_ticket').selectAll();
      if (options.status) query = query.where('status', '=', options.status);
      const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
      return rows.map((row) => toRecord(row));
    },
    /** Who is told about a new ticket: the instance's active admins. */
    async activeAdminIds(): Promise<string[]> {
      const rows = await db
        .selectFrom('user')
        .select('id')
        .where('userType', '=', 'admin')
        .where('status', '=', 'active')
        .execute();
      return rows.map((row) => row.id);
    },
  };
}
export type SupportTicketsRepository = ReturnType<typeof createSupportTicketsRepository>;
