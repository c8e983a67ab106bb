import { escapeHtml } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { mailGreeting, mailLayout, mailName, mailSubject } from '../mail';
import type { PortalRecord } from '../portals';
import { publicBranding, shareUrl } from '../public-portal';
import type { UserRecord } from '../users';

export interface RecipientMailInput {
  portal: PortalRecord;
  owner: UserRecord;
  recipient: { email: string; name: string | null; message: string | null };
  token: string;
  kind: 'invitation' | 'reminder';
  /** A reminder that the portal closes then (its expiry date). */
  closesAt?: string;
  /** The PIN itself, when the creator chose to send it with the invitation (PIN portals only). */
  pin?: string | null;
}

/** The personal link of an invitation: opening it proves the recipient's address once. */
export function personalLink(ctx: AppContext, uuid: string, token: string): string {
  return `${shareUrl(ctx, uuid)}?r=${encodeURIComponent(token)}`;
}

/** Past this, a portal's name makes the button a block of several lines; it then says "Open the portal". */
const BUTTON_NAME_LIMIT = 32;

/** The button's words: "Open <portal>" when the name is short enough to stay on one line on a phone. */
export function openLabel(title: string): string {
  return title.length <= BUTTON_NAME_LIMIT ? `Open ${title}` : 'Open the portal';
}

/**
 * The one button of a recipient's mail, and the address spelled out under it, broken anywhere so that a long
 * link never widens the mail past a phone's screen.
 */
export function buttonHtml(color: string, label: string, url: string): string {
  return `<p style="margin:24px 0"><a href="${escapeHtml(url)}" style="display:inline-block;background:${color};color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(label)}</a></p>`;
}

export function pasteLinkHtml(url: string): string {
  return `<p style="color:#64748b;font-size:13px;word-break:break-all">Or paste this link into your browser: <a href="${escapeHtml(url)}" style="color:#64748b">${escapeHtml(url)}</a></p>`;
}

/** The PIN set apart under the button, large and spaced so that it reads (and copies) digit by digit. */
function pinHtml(pin: string): string {
  return `<p style="margin:0 0 8px">Your PIN: <strong style="font-size:20px;letter-spacing:3px;font-family:monospace">${escapeHtml(pin)}</strong></p>
<p style="margin:0 0 16px;color:#64748b;font-size:13px">The portal asks for it when it opens.</p>`;
}

/** A logo's address as a mail client can load it (an uploaded logo is served from this instance). */
export function absolute(ctx: AppContext, url: string | null): string | null {
  if (!url) return null;
  return url.startsWith('/') ? `${ctx.config.publicUrl}${url}` : url;
}

/**
 * The invitation (or its reminder) in the portal's colours, from the studio's name: what was shared, the
 * creator's own words quoted, and one button with the personal link. On a PIN portal the PIN is in the mail
 * only when the creator asked for it; otherwise the mail says the portal will ask for it.
 */
export async function buildRecipientMail(ctx: AppContext, input: RecipientMailInput) {
  const { portal, owner, recipient } = input;
  const branding = await publicBranding(ctx, { portal, owner });
  const studio = mailName(branding.displayName) || 'ClientDock';
  const title = mailName(portal.name);
  const url = personalLink(ctx, portal.uuid, input.token);
  const isReminder = input.kind === 'reminder';
  const closes = input.closesAt
    ? new Date(input.closesAt).toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric' })
    : null;
  const subject = mailSubject(
    closes
      ? `Reminder: ${title} closes on ${closes}`
      : isReminder
        ? `Reminder: ${title} is waiting for you`
        : `${studio} shared ${title} with you`,
  );
  const intro = closes
    ? `${studio} shared "${title}" with you. It closes on ${closes}: have a look before then.`
    : isReminder
      ? `${studio} shared "${title}" with you and it is still waiting for you.`
      : `${studio} shared "${title}" with you.`;
  const message = recipient.message?.trim() || null;
  const pin = portal.accessType === 'pin' ? input.pin || null : null;
  const pinNote =
    portal.accessType === 'pin' && !pin ? `The portal asks for a PIN: ${studio} gives it to you separately.` : null;
  const outro =
    'This link is personal: it opens the portal as you, once. After that the portal opens as usual' +
    (portal.accessType === 'email' ? ', with a code sent to this address.' : '.');
  const action = isReminder ? 'Open the portal' : openLabel(title);

  const text = [
    mailGreeting(recipient.name),
    '',
    intro,
    ...(message ? ['', `${studio} wrote:`, ...message.split('\n').map((line) => `> ${line}`)] : []),
    '',
    `${action}: ${url}`,
    ...(pin ? ['', `Your PIN: ${pin}`, 'The portal asks for it when it opens.'] : []),
    ...(pinNote ? ['', pinNote] : []),
    '',
    outro,
    '',
    `— ${studio}`,
  ].join('\n');

  const color = escapeHtml(branding.primaryColor);
  const logo = absolute(ctx, branding.logoUrl);
  const header = logo
    ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(studio)}" style="max-height:48px;max-width:200px">`
    : `<p style="margin:0;font-size:18px;font-weight:700;color:${color}">${escapeHtml(studio)}</p>`;
  const quote = message
    ? `<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid ${color};background:#f8fafc;color:#334155;white-space:pre-line">${escapeHtml(message)}</blockquote>`
    : '';
  const html = mailLayout({
    band: branding.primaryColor,
    header,
    inner: `<p>${escapeHtml(mailGreeting(recipient.name))}</p>
<p>${escapeHtml(intro)}</p>
${quote}
${buttonHtml(color, action, url)}
${pin ? pinHtml(pin) : ''}
${pinNote ? `<p>${escapeHtml(pinNote)}</p>` : ''}
<p style="color:#64748b;font-size:13px">${escapeHtml(outro)}</p>
${pasteLinkHtml(url)}`,
    footer: `Sent by ${escapeHtml(studio)} with ClientDock to ${escapeHtml(recipient.email)}.`,
  });
  return { subject, text, html };
}

export async function sendRecipientMail(ctx: AppContext, input: RecipientMailInput): Promise<void> {
  const mail = await buildRecipientMail(ctx, input);
  await ctx.mailer.send({
    kind: input.kind === 'reminder' ? 'portal-recipient-reminder' : 'portal-recipient-invitation',
    to: input.recipient.email,
    ...mail,
  });
}
