import {
  SUPPORT_TOPIC_LABELS,
  type SupportTicket,
  type SupportTicketStatus,
  type SupportTopic,
} from '@clientdock/shared';

export const TICKET_STATUS_LABELS: Record<SupportTicketStatus, string> = {
  open: 'Open',
  pending: 'Pending',
  closed: 'Closed',
};

export const TICKET_STATUS_HINTS: Record<SupportTicketStatus, string> = {
  open: 'Waiting on us',
  pending: 'Answered, waiting on the sender',
  closed: 'Done',
};

export const TICKET_STATUS_COLORS: Record<SupportTicketStatus, 'warning' | 'info' | 'default'> = {
  open: 'warning',
  pending: 'info',
  closed: 'default',
};

/** The subject, or the topic the sender chose when they gave none. */
export function ticketTitle(ticket: Pick<SupportTicket, 'subject' | 'topic'>): string {
  return ticket.subject || SUPPORT_TOPIC_LABELS[ticket.topic as SupportTopic] || 'Message';
}
