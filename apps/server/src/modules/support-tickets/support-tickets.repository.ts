import type { Kysely, Selectable } from 'kysely';
import type { RowRecord } from '../../db/row-record';
import type { Database, SupportTicket, SupportTicketReply } from '../../db/types';
import { toIso } from '../../db/values';

export type SupportTicketRecord = RowRecord<
  SupportTicket,
  {
    /** Read back only: the last change (status or reply). */
    updatedAt?: string;
    replyCount?: number;
    lastReplyAt?: string | null;
  }
>;

export type SupportReplyRecord = RowRecord<
  SupportTicketReply,
  {
    /** The outbox status of its mail, read back only. */
    mailStatus?: string | null;
  }
>;

type TicketRow = Selectable<Database['support_ticket']> & { replyCount?: unknown; lastReplyAt?: unknown };

function toRecord(row: TicketRow): SupportTicketRecord {
  return {
    ...row,
    createdAt: toIso(row.createdAt)!,
    updatedAt: toIso(row.updatedAt)!,
    replyCount: Number(row.replyCount ?? 0),
    lastReplyAt: toIso(row.lastReplyAt),
  };
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
      let query = db
        .selectFrom('support_ticket')
        .selectAll('support_ticket')
        .select((eb) => [
          eb
            .selectFrom('support_ticket_reply as r')
            .select((r) => r.fn.countAll<number>().as('n'))
            .whereRef('r.ticketId', '=', 'support_ticket.id')
            .as('replyCount'),
          eb
            .selectFrom('support_ticket_reply as r')
            .select((r) => r.fn.max('r.createdAt').as('at'))
            .whereRef('r.ticketId', '=', 'support_ticket.id')
            .as('lastReplyAt'),
        ]);
      if (options.status) query = query.where('status', '=', options.status);
      const rows = await query.orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(options.limit).execute();
      return rows.map((row) => toRecord(row));
    },
    async findById(id: string): Promise<SupportTicketRecord | undefined> {
      const row = await db.selectFrom('support_ticket').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    async setStatus(id: string, status: string, at: Date): Promise<boolean> {
      const result = await db
        .updateTable('support_ticket')
        .set({ status, updatedAt: at.toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    async insertReply(reply: SupportReplyRecord): Promise<void> {
      const { mailStatus: _mailStatus, ...row } = reply;
      await db.insertInto('support_ticket_reply').values(row).execute();
    },
    async setReplyMail(replyId: string, mailId: string): Promise<void> {
      await db.updateTable('support_ticket_reply').set({ mailId }).where('id', '=', replyId).execute();
    },
    /** A ticket's replies, oldest first, with the delivery state of each one's mail. */
    async listReplies(ticketId: string): Promise<SupportReplyRecord[]> {
      const rows = await db
        .selectFrom('support_ticket_reply as r')
        .leftJoin('outbox as o', 'o.id', 'r.mailId')
        .selectAll('r')
        .select('o.status as mailStatus')
        .where('r.ticketId', '=', ticketId)
        .orderBy('r.createdAt', 'asc')
        .orderBy('r.id', 'asc')
        .execute();
      return rows.map((row) => ({ ...row, createdAt: toIso(row.createdAt)! }));
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
