import { escapeHtml } from '@clientdock/shared';
import { mailLayout } from './mail-layout';

/** The longest a name someone chose (person, team, portal, company, ticket subject) appears in a mail. */
export const MAIL_NAME_MAX = 80;
/** The longest subject a mail gets. */
const SUBJECT_MAX = 200;

/** Line breaks, tabs and the other control characters become one space: a header value stays on its one line. */
export function oneLine(value: string): string {
  let line = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    line += code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029 ? ' ' : ch;
  }
  return line.replace(/\s+/g, ' ').trim();
}

function cut(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length > max
    ? `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : value;
}

/**
 * A name someone chose, as a mail shows it: on one line and at most 80 characters, cut with an ellipsis. The
 * templates escape it where it goes into HTML.
 */
export function mailName(value: string | null | undefined, max = MAIL_NAME_MAX): string {
  return cut(oneLine(value ?? ''), max);
}

/** "Hi Ada," with the person's chosen name as `mailName` shows it, or "Hi there," without one. */
export function mailGreeting(name: string | null | undefined): string {
  return `Hi ${mailName(name) || 'there'},`;
}

/** A mail's subject: one line (no CR/LF can start another header), at most 200 characters. */
export function mailSubject(value: string): string {
  return cut(oneLine(value), SUBJECT_MAX);
}

export function actionMail(opts: { greeting: string; intro: string; action: string; url: string; outro?: string }) {
  const text = [opts.greeting, '', opts.intro, '', `${opts.action}: ${opts.url}`, '', opts.outro ?? '', '— ClientDock']
    .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
    .join('\n');
  const html = mailLayout({
    inner: `<p>${escapeHtml(opts.greeting)}</p><p>${escapeHtml(opts.intro)}</p>
<p><a href="${escapeHtml(opts.url)}" style="display:inline-block;background:#2563eb;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(opts.action)}</a></p>
<p style="color:#64748b;font-size:13px">${escapeHtml(opts.outro ?? '')}</p>
<p style="color:#64748b;font-size:13px">Or paste this link into your browser: ${escapeHtml(opts.url)}</p>`,
  });
  return { text, html };
}

/** A one-time code mail: the code large and alone on its line, easy to read and copy on a phone. */
export function codeMail(opts: { greeting: string; intro: string; code: string; outro: string; signature: string }) {
  const text = [opts.greeting, '', opts.intro, '', `    ${opts.code}`, '', opts.outro, '', `— ${opts.signature}`].join(
    '\n',
  );
  const html = mailLayout({
    inner: `<p>${escapeHtml(opts.greeting)}</p><p>${escapeHtml(opts.intro)}</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;font-family:ui-monospace,Menlo,Consolas,monospace;margin:24px 0">${escapeHtml(opts.code)}</p>
<p style="color:#64748b;font-size:13px">${escapeHtml(opts.outro)}</p>
<p style="color:#64748b;font-size:13px">— ${escapeHtml(opts.signature)}</p>`,
  });
  return { text, html };
}
