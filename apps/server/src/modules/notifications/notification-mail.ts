import type { Branding } from '@clientdock/shared';
import { escapeHtml } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import type { MailMessage } from '../mail';
import { mailGreeting, mailLayout, mailSubject } from '../mail';
import { describeBranding } from '../settings';
import type { UserRecord } from '../users';
import type { NotificationRecord } from './notifications.repository';
import { createUnsubscribeToken } from './unsubscribe-token';

const DIGEST_ITEM_LIMIT = 50;

function absolute(publicUrl: string, pathOrUrl: string | null): string {
  if (!pathOrUrl) return `${publicUrl}/dashboard`;
  if (/^https?:\/\//.test(pathOrUrl)) return pathOrUrl;
  return `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

function formatWhen(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: '2-digit',
    day: '2-digit',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));
}

interface MailFrame {
  greeting: string;
  branding: Branding;
  logoUrl: string | null;
  settingsUrl: string;
  unsubscribeUrl: string;
  reason: string;
}

function frameFor(ctx: AppContext, user: UserRecord, reason: string): MailFrame {
  const { publicUrl, authSecret } = ctx.config;
  const branding = describeBranding(user.settings);
  return {
    greeting: mailGreeting(user.firstName || user.name),
    branding,
    logoUrl: branding.logoUrl ? absolute(publicUrl, branding.logoUrl) : null,
    settingsUrl: `${publicUrl}/dashboard/settings`,
    unsubscribeUrl: `${publicUrl}/api/notifications/unsubscribe?token=${createUnsubscribeToken(authSecret, user.id)}`,
    reason,
  };
}

/** The creator's own colours and logo around the content, with the unsubscribe footer. */
function wrapHtml(frame: MailFrame, inner: string): string {
  // The footer's links stay grey: a light secondary colour (amber, say) is unreadable on white.
  const { primaryColor } = frame.branding;
  const header = frame.logoUrl
    ? `<img src="${escapeHtml(frame.logoUrl)}" alt="" style="max-height:48px;max-width:240px">`
    : `<span style="font-size:18px;font-weight:700;color:${primaryColor}">ClientDock</span>`;
  return mailLayout({
    width: 560,
    band: primaryColor,
    header,
    inner: `<p>${escapeHtml(frame.greeting)}</p>
${inner}`,
    footer: `<p style="margin:0 0 4px">${escapeHtml(frame.reason)}</p>
<p style="margin:0"><a href="${escapeHtml(frame.settingsUrl)}" style="color:#475569">Notification settings</a> · <a href="${escapeHtml(frame.unsubscribeUrl)}" style="color:#475569">Unsubscribe from these emails</a></p>`,
  });
}

function button(frame: MailFrame, label: string, url: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:${frame.branding.primaryColor};color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(label)}</a></p>`;
}

function textFooter(frame: MailFrame): string[] {
  return ['', '—', frame.reason, `Notification settings: ${frame.settingsUrl}`, `Unsubscribe: ${frame.unsubscribeUrl}`];
}

function unsubscribeHeaders(frame: MailFrame): Record<string, string> {
  // RFC 8058 one-click: mail apps POST to the same link.
  return { 'List-Unsubscribe': `<${frame.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** One notification, sent as it happens (emailFrequency 'instant'). */
export function instantNotificationMail(
  ctx: AppContext,
  user: UserRecord,
  notification: Pick<NotificationRecord, 'title' | 'message' | 'link'>,
): MailMessage {
  const frame = frameFor(ctx, user, 'You get this email because instant email notifications are on.');
  const url = absolute(ctx.config.publicUrl, notification.link);
  const text = [
    frame.greeting,
    '',
    notification.title,
    notification.message,
    '',
    `Open in ClientDock: ${url}`,
    ...textFooter(frame),
  ].join('\n');
  const html = wrapHtml(
    frame,
    `<p style="font-size:16px;font-weight:600;margin:16px 0 4px">${escapeHtml(notification.title)}</p>
<p style="margin:0">${escapeHtml(notification.message)}</p>
${button(frame, 'Open in ClientDock', url)}`,
  );
  return {
    kind: 'notification',
    to: user.email,
    subject: mailSubject(notification.title),
    text,
    html,
    headers: unsubscribeHeaders(frame),
  };
}

function itemLines(ctx: AppContext, items: NotificationRecord[], timeZone: string): string[] {
  return items.map(
    (item) =>
      `- ${item.title}: ${item.message} (${formatWhen(item.createdAt, timeZone)})\n  ${absolute(ctx.config.publicUrl, item.link)}`,
  );
}

function itemRows(ctx: AppContext, items: NotificationRecord[], timeZone: string): string {
  const rows = items
    .map(
      (item) => `<tr><td style="padding:10px 0;border-bottom:1px solid #e2e8f0">
<a href="${escapeHtml(absolute(ctx.config.publicUrl, item.link))}" style="color:#0f172a;font-weight:600;text-decoration:none">${escapeHtml(item.title)}</a>
<div>${escapeHtml(item.message)}</div>
<div style="color:#64748b;font-size:12px">${escapeHtml(formatWhen(item.createdAt, timeZone))}</div></td></tr>`,
    )
    .join('');
  return `<table role="presentation" style="width:100%;border-collapse:collapse">${rows}</table>`;
}

/**
 * The instant mails of one burst, oldest first: one notification reads as its own mail; several become one
 * mail listing them, named after their portal when they share one.
 */
export function burstMail(
  ctx: AppContext,
  user: UserRecord,
  items: NotificationRecord[],
  options: { portalName: string | null; timeZone: string },
): MailMessage {
  if (items.length === 1) return instantNotificationMail(ctx, user, items[0]);
  const frame = frameFor(ctx, user, 'You get this email because instant email notifications are on.');
  const where = options.portalName ? ` in ${options.portalName}` : '';
  const headline = `${items.length} new things${where}`;
  const links = new Set(items.map((item) => item.link));
  const url = absolute(
    ctx.config.publicUrl,
    links.size === 1 ? items[0].link : options.portalName ? items.at(-1)!.link : null,
  );
  const text = [
    frame.greeting,
    '',
    `${headline}:`,
    '',
    ...itemLines(ctx, items, options.timeZone),
    '',
    `Open in ClientDock: ${url}`,
    ...textFooter(frame),
  ].join('\n');
  const html = wrapHtml(
    frame,
    `<p style="font-size:16px;font-weight:600;margin:16px 0 8px">${escapeHtml(headline)}</p>
${itemRows(ctx, items, options.timeZone)}
${button(frame, 'Open in ClientDock', url)}`,
  );
  return {
    kind: 'notification-burst',
    to: user.email,
    subject: mailSubject(headline),
    text,
    html,
    headers: unsubscribeHeaders(frame),
  };
}

/** The notifications of one digest period, oldest first. */
export function digestMail(
  ctx: AppContext,
  user: UserRecord,
  period: 'daily' | 'weekly',
  items: NotificationRecord[],
  timeZone: string,
): MailMessage {
  const frame = frameFor(ctx, user, `You get this email because ${period} email summaries are on.`);
  const shown = items.slice(-DIGEST_ITEM_LIMIT).reverse();
  const more = items.length - shown.length;
  const count = `${items.length} new notification${items.length === 1 ? '' : 's'}`;
  const intro = `Here is your ${period} summary: ${count}.`;
  const dashboardUrl = `${ctx.config.publicUrl}/dashboard`;
  const text = [
    frame.greeting,
    '',
    intro,
    '',
    ...itemLines(ctx, shown, timeZone),
    ...(more > 0 ? [`…and ${more} more.`] : []),
    '',
    `Open ClientDock: ${dashboardUrl}`,
    ...textFooter(frame),
  ].join('\n');
  const html = wrapHtml(
    frame,
    `<p>${escapeHtml(intro)}</p>
${itemRows(ctx, shown, timeZone)}
${more > 0 ? `<p style="color:#64748b">…and ${more} more.</p>` : ''}
${button(frame, 'Open ClientDock', dashboardUrl)}`,
  );
  const subject = `Your ${period} ClientDock summary: ${count}`;
  return { kind: `digest-${period}`, to: user.email, subject, text, html, headers: unsubscribeHeaders(frame) };
}
