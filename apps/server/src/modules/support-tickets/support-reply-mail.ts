import { escapeHtml, SUPPORT_TOPIC_LABELS, type SupportTopic, textParagraphsHtml } from '@clientdock/shared';
import type { MailMessage } from '../mail';
import { mailLayout, mailName, mailSubject } from '../mail';
import type { SupportTicketRecord } from './support-tickets.repository';

/** The answer to a contact-form message, quoting it, so the sender sees what it answers. */
export function supportReplyMail(opts: {
  ticket: SupportTicketRecord;
  reference: string;
  reply: string;
  authorName: string;
}): MailMessage {
  const { ticket, reference, reply } = opts;
  const name = mailName(ticket.name);
  const authorName = mailName(opts.authorName);
  const about = mailName(ticket.subject) || SUPPORT_TOPIC_LABELS[ticket.topic as SupportTopic] || 'your message';
  const sentOn = new Date(ticket.createdAt).toLocaleDateString('en-US', { timeZone: 'UTC' });
  const signature = `${authorName}, ClientDock support`;
  const quoted = ticket.message
    .split('\n')
    .map((line) => `> ${line}`)
    .join('\n');
  const text = [
    `Hello ${name},`,
    '',
    reply,
    '',
    `— ${signature}`,
    '',
    `You wrote on ${sentOn} (${reference}):`,
    quoted,
    '',
    `To answer, reply to this email or write again through the contact form and quote ${reference}.`,
  ].join('\n');
  const html = mailLayout({
    width: 560,
    inner: `<p>Hello ${escapeHtml(name)},</p>${textParagraphsHtml(reply)}
<p>— ${escapeHtml(signature)}</p>
<div style="margin-top:24px;padding-left:12px;border-left:3px solid #e2e8f0;color:#64748b;font-size:14px">
<p>You wrote on ${escapeHtml(sentOn)} (${escapeHtml(reference)}):</p>${textParagraphsHtml(ticket.message)}</div>
<p style="color:#64748b;font-size:13px">To answer, reply to this email or write again through the contact form and quote ${escapeHtml(reference)}.</p>`,
  });
  return { kind: 'support_reply', to: ticket.email, subject: mailSubject(`Re: ${about} [${reference}]`), text, html };
}
