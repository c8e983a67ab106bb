import { escapeHtml, type RecipientUpdateChange } from '@clientdock/shared';
import type { AppContext } from '../../app-context';
import { mailGreeting, mailLayout, mailName, mailSubject } from '../mail';
import type { PortalRecord } from '../portals';
import { publicBranding, shareUrl } from '../public-portal';
import type { UserRecord } from '../users';
import { absolute, buttonHtml, openLabel, pasteLinkHtml } from './recipient-mail';

export interface UpdateMailInput {
  portal: PortalRecord;
  owner: UserRecord;
  recipient: { email: string; name: string | null };
  changes: RecipientUpdateChange[];
  message: string | null;
}

/** One line per file: what is new about it. */
export function changeLine(change: RecipientUpdateChange): string {
  const name = mailName(change.name);
  const what = change.isNew
    ? `New file: ${name}${change.version > 1 ? ` (now at version ${change.version})` : ''}`
    : `Version ${change.version} of ${name}`;
  return change.note ? `${what}. What changed: ${mailName(change.note, 300)}` : what;
}

/**
 * "What's new in <portal>", branded like the invitation: the creator's message quoted, then the files added
 * or given a new version since the recipient's last update. The button opens the portal as usual (no
 * personal link: that one proves an address once, and an update may be forwarded).
 */
export async function buildUpdateMail(ctx: AppContext, input: UpdateMailInput) {
  const { portal, owner, recipient, changes } = input;
  const branding = await publicBranding(ctx, { portal, owner });
  const studio = mailName(branding.displayName) || 'ClientDock';
  const title = mailName(portal.name);
  const url = shareUrl(ctx, portal.uuid);
  const subject = mailSubject(`What's new in ${title}`);
  const intro =
    changes.length > 0
      ? `${studio} added to "${title}" since your last update:`
      : `${studio} has an update on "${title}".`;
  const lines = changes.map(changeLine);
  const message = input.message?.trim() || null;
  const action = openLabel(title);

  const text = [
    mailGreeting(recipient.name),
    '',
    ...(message ? [`${studio} wrote:`, ...message.split('\n').map((line) => `> ${line}`), ''] : []),
    intro,
    ...lines.map((line) => `- ${line}`),
    '',
    `${action}: ${url}`,
    '',
    'You get this email because this portal was sent to you.',
    '',
    `— ${studio}`,
  ].join('\n');

  const color = escapeHtml(branding.primaryColor);
  const logo = absolute(ctx, branding.logoUrl);
  const quote = message
    ? `<blockquote style="margin:16px 0;padding:12px 16px;border-left:4px solid ${color};background:#f8fafc;color:#334155;white-space:pre-line">${escapeHtml(message)}</blockquote>`
    : '';
  // A file name without spaces or hyphens must still wrap on a phone.
  const list =
    lines.length > 0
      ? `<ul style="margin:8px 0 0;padding-left:20px">${lines.map((line) => `<li style="margin:0 0 6px;overflow-wrap:anywhere">${escapeHtml(line)}</li>`).join('')}</ul>`
      : '';
  const html = mailLayout({
    band: branding.primaryColor,
    header: logo
      ? `<img src="${escapeHtml(logo)}" alt="${escapeHtml(studio)}" style="max-height:48px;max-width:200px">`
      : `<p style="margin:0;font-size:18px;font-weight:700;color:${color}">${escapeHtml(studio)}</p>`,
    inner: `<p>${escapeHtml(mailGreeting(recipient.name))}</p>
${quote}
<p>${escapeHtml(intro)}</p>
${list}
${buttonHtml(color, action, url)}
${pasteLinkHtml(url)}
<p style="color:#64748b;font-size:13px">You get this email because this portal was sent to you.</p>`,
    footer: `Sent by ${escapeHtml(studio)} with ClientDock to ${escapeHtml(recipient.email)}.`,
  });
  return { subject, text, html };
}
