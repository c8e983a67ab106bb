import { randomUUID } from 'node:crypto';
import {
  displayNameOf,
  SUPPORT_TOPIC_LABELS,
  type SupportReply,
  type SupportTicket,
  type SupportTicketDetail,
  type SupportTicketReceipt,
  type SupportTicketStatus,
  type SupportTopic,
  supportReplyMessages,
  type supportTicketCreateSchema,
  supportTicketMessages,
} from '@clientdock/shared';
import type { z } from 'zod';
import type { AppContext } from '../../app-context';
import { AppError, NotFound } from '../../lib/errors';
import type { RequestMeta } from '../../lib/request-meta';
import { HOUR_MS, hasMailAllowance, mailName } from '../mail';
import { notifyUser } from '../notifications';
import type { UserRecord } from '../users';
import { supportReplyMail } from './support-reply-mail';
import type { SupportReplyRecord, SupportTicketRecord } from './support-tickets.repository';

/** Per client address and per sender: enough for a real conversation, too few for a flood. */
export const TICKET_THROTTLE = { maxPerWindow: 5, windowMinutes: 60 } as const;

const WINDOW_MS = TICKET_THROTTLE.windowMinutes * 60_000;

/**
 * Tickets announced to the admins by instant mail in an hour, instance-wide: many senders at once cannot turn the
 * contact form into a mail flood. Past it the ticket is still stored and shown in the admins' bell and list, only
 * its mail is skipped: the sender was already told it arrived, and nothing they sent is lost.
 */
export const SUPPORT_TICKET_MAILS_PER_HOUR = 100;

/** A short code the sender can quote ("#1F3A9C2B"); it is the start of the ticket's id. */
export function ticketReference(id: string): string {
  return `#${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

function tooManyTickets(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    429,
    'TOO_MANY_REQUESTS',
    supportTicketMessages.tooManyTickets(Math.ceil(seconds / 60)),
    undefined,
    { 'retry-after': String(seconds) },
    { retryAfterSeconds: seconds },
  );
}

/** The wait until the oldest of the window's tickets leaves it, or 0 when one more may be sent. */
function waitFor(times: Date[], now: Date): number {
  if (times.length < TICKET_THROTTLE.maxPerWindow) return 0;
  const oldestCounted = times[times.length - TICKET_THROTTLE.maxPerWindow];
  return Math.max(1000, oldestCounted.getTime() + WINDOW_MS - now.getTime());
}

async function checkThrottle(ctx: AppContext, ip: string | null, email: string) {
  const now = ctx.clock();
  const since = new Date(now.getTime() - WINDOW_MS);
  const repo = ctx.repos.supportTickets;
  const bySender = waitFor(await repo.createdSince({ email }, since), now);
  const byAddress = ip ? waitFor(await repo.createdSince({ ip }, since), now) : 0;
  const wait = Math.max(bySender, byAddress);
  if (wait > 0) throw tooManyTickets(wait);
}

function toTicket(record: SupportTicketRecord): SupportTicket {
  return {
    id: record.id,
    reference: ticketReference(record.id),
    name: record.name,
    email: record.email,
    topic: record.topic as SupportTopic,
    subject: record.subject,
    message: record.message,
    status: toStatus(record.status),
    userId: record.userId,
    replyCount: record.replyCount ?? 0,
    lastReplyAt: record.lastReplyAt ?? null,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt ?? record.createdAt,
  };
}

function toStatus(value: string): SupportTicketStatus {
  return value === 'closed' || value === 'pending' ? value : 'open';
}

function toReply(record: SupportReplyRecord): SupportReply {
  const delivery = record.mailStatus === 'sent' ? 'sent' : record.mailStatus === 'failed' ? 'failed' : 'queued';
  return {
    id: record.id,
    authorName: record.authorName,
    message: record.message,
    delivery,
    createdAt: record.createdAt,
  };
}

/** Tells the instance's admins in the bell; a failure here never loses the ticket. */
async function announceToAdmins(ctx: AppContext, ticket: SupportTicketRecord) {
  const about = ticket.subject || SUPPORT_TOPIC_LABELS[ticket.topic as SupportTopic] || 'a question';
  const instantMail = await hasMailAllowance(ctx, {
    name: 'support-ticket-mail',
    key: 'instance',
    max: SUPPORT_TICKET_MAILS_PER_HOUR,
    windowMs: HOUR_MS,
  });
  for (const adminId of await ctx.repos.supportTickets.activeAdminIds()) {
    await notifyUser(
      ctx,
      adminId,
      {
        type: 'other',
        title: 'New support ticket',
        message: `${mailName(ticket.name)} wrote about ${mailName(about)} (${ticketReference(ticket.id)}).`,
        link: '/admin/support-tickets',
      },
      // Each ticket is its own mail, at once: the hourly ceiling above is what keeps a flood out of the inbox.
      { preference: null, instantMail, mailAtOnce: true },
    );
  }
}

export async function createTicket(
  ctx: AppContext,
  input: z.output<typeof supportTicketCreateSchema>,
  meta: RequestMeta,
  userId: string | null,
): Promise<{ receipt: SupportTicketReceipt; announced: Promise<void> }> {
  const email = input.email.trim().toLowerCase();
  await checkThrottle(ctx, meta.ip, email);
  const record: SupportTicketRecord = {
    id: randomUUID(),
    name: input.name,
    email,
    topic: input.topic,
    subject: input.subject,
    message: input.message,
    status: 'open',
    userId,
    ip: meta.ip,
    userAgent: meta.userAgent,
    createdAt: ctx.clock().toISOString(),
  };
  await ctx.repos.supportTickets.insert(record);
  // Not awaited: the sender's confirmation must not wait for mail or push to the admins.
  const announced = announceToAdmins(ctx, record).catch((error) =>
    ctx.log.error({ err: error }, 'support ticket announcement failed'),
  );
  return { receipt: { id: record.id, reference: ticketReference(record.id), createdAt: record.createdAt }, announced };
}

export async function listTickets(ctx: AppContext, status?: SupportTicketStatus): Promise<SupportTicket[]> {
  const records = await ctx.repos.supportTickets.list({ status, limit: 200 });
  return records.map(toTicket);
}

async function loadTicket(ctx: AppContext, id: string): Promise<SupportTicketRecord> {
  const record = await ctx.repos.supportTickets.findById(id);
  if (!record) throw new NotFound(supportReplyMessages.ticketNotFound);
  return record;
}

/** One ticket with its thread: the sender's message, then every answer sent, oldest first. */
export async function getTicket(ctx: AppContext, id: string): Promise<SupportTicketDetail> {
  const record = await loadTicket(ctx, id);
  const replies = await ctx.repos.supportTickets.listReplies(id);
  return {
    ...toTicket({ ...record, replyCount: replies.length, lastReplyAt: replies.at(-1)?.createdAt ?? null }),
    replies: replies.map(toReply),
  };
}

export async function setTicketStatus(
  ctx: AppContext,
  id: string,
  status: SupportTicketStatus,
): Promise<SupportTicketDetail> {
  await loadTicket(ctx, id);
  await ctx.repos.supportTickets.setStatus(id, status, ctx.clock());
  return getTicket(ctx, id);
}

function nameOf(user: UserRecord): string {
  return displayNameOf({ ...user, email: null }) || 'The ClientDock team';
}

/**
 * Stores the answer, then mails it to the sender (the outbox keeps it if the mail server is away), and sets
 * the ticket's status (pending by default: waiting on the sender).
 */
export async function replyToTicket(
  ctx: AppContext,
  admin: UserRecord,
  id: string,
  input: { message: string; status: SupportTicketStatus },
): Promise<SupportTicketDetail> {
  const ticket = await loadTicket(ctx, id);
  const now = ctx.clock();
  const reply: SupportReplyRecord = {
    id: randomUUID(),
    ticketId: id,
    authorId: admin.id,
    authorName: nameOf(admin),
    message: input.message,
    mailId: null,
    createdAt: now.toISOString(),
  };
  await ctx.repos.supportTickets.insertReply(reply);
  const mail = await ctx.mailer.send(
    supportReplyMail({ ticket, reference: ticketReference(id), reply: input.message, authorName: reply.authorName }),
  );
  await ctx.repos.supportTickets.setReplyMail(reply.id, mail.id);
  await ctx.repos.supportTickets.setStatus(id, input.status, now);
  return getTicket(ctx, id);
}
