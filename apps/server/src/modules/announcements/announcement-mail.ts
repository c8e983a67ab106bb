import { announcementMessages, escapeHtml, textParagraphsHtml } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import type { MailMessage } from '../mail';
import { mailGreeting, mailLayout, mailSubject } from '../mail';
import { createUnsubscribeToken } from '../notifications';
import type { AnnouncementRecord, Recipient } from './announcements.repository';

/** An announcement by email, with the same unsubscribe link as notification mail. */
export function announcementMail(ctx: AppContext, announcement: AnnouncementRecord, to: Recipient): MailMessage {
  const { publicUrl, authSecret } = ctx.config;
  const greeting = mailGreeting(to.firstName || to.name);
  const link = announcement.link ? `${publicUrl}${announcement.link}` : null;
  const settingsUrl = `${publicUrl}/dashboard/settings?tab=notifications`;
  const unsubscribeUrl = `${publicUrl}/api/notifications/unsubscribe?token=${createUnsubscribeToken(authSecret, to.id)}`;
  const reason = 'You get this email because you have a ClientDock account on this instance.';
  const text = [
    greeting,
    '',
    announcement.title,
    '',
    announcement.message,
    ...(link ? ['', `Read more: ${link}`] : []),
    '',
    '— The ClientDock team',
    '',
    reason,
    `Notification settings: ${settingsUrl}`,
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n');
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link)}" style="display:inline-block;background:#2563eb;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">Read more</a></p>`
    : '';
  const html = mailLayout({
    width: 560,
    band: '#2563eb',
    inner: `<p>${escapeHtml(greeting)}</p>
<p style="font-size:18px;font-weight:600;margin:16px 0 8px">${escapeHtml(announcement.title)}</p>
${textParagraphsHtml(announcement.message)}${button}
<p>— The ClientDock team</p>`,
    footer: `<p style="margin:0 0 4px">${escapeHtml(reason)}</p>
<p style="margin:0"><a href="${escapeHtml(settingsUrl)}" style="color:#059669">Notification settings</a> · <a href="${escapeHtml(unsubscribeUrl)}" style="color:#059669">Unsubscribe from these emails</a></p>`,
  });
  return {
    kind: 'announcement',
    to: to.email,
    subject: mailSubject(announcementMessages.emailSubject(announcement.title)),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
