import { escapeHtml } from '@clientdock/shared';

export function actionMail(opts: { greeting: string; intro: string; action: string; url: string; outro?: string }) {
  const text = [opts.greeting, '', opts.intro, '', `${opts.action}: ${opts.url}`, '', opts.outro ?? '', '— ClientDock']
    .filter((line, i, all) => !(line === '' && all[i - 1] === ''))
    .join('\n');
  const html = `<!doctype html><html><body style="font-family:Inter,Helvetica,Arial,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<p>${escapeHtml(opts.greeting)}</p><p>${escapeHtml(opts.intro)}</p>
<p><a href="${escapeHtml(opts.url)}" style="display:inline-block;background:#2563eb;color:#fff;padding:12px 20px;border-radius:8px;text-decoration:none">${escapeHtml(opts.action)}</a></p>
<p style="color:#64748b;font-size:13px">${escapeHtml(opts.outro ?? '')}</p>
<p style="color:#64748b;font-size:13px">Or paste this link into your browser: ${escapeHtml(opts.url)}</p>
</div></body></html>`;
  return { text, html };
}

/** A one-time code mail: the code large and alone on its line, easy to read and copy on a phone. */
export function codeMail(opts: { greeting: string; intro: string; code: string; outro: string; signature: string }) {
  const text = [opts.greeting, '', opts.intro, '', `    ${opts.code}`, '', opts.outro, '', `— ${opts.signature}`].join(
    '\n',
  );
  const html = `<!doctype html><html><body style="font-family:Inter,Helvetica,Arial,sans-serif;color:#0f172a;background:#f8fafc;padding:24px">
<div style="max-width:520px;margin:auto;background:#fff;border-radius:12px;padding:32px">
<p>${escapeHtml(opts.greeting)}</p><p>${escapeHtml(opts.intro)}</p>
<p style="font-size:32px;font-weight:700;letter-spacing:8px;font-family:ui-monospace,Menlo,Consolas,monospace;margin:24px 0">${escapeHtml(opts.code)}</p>
<p style="color:#64748b;font-size:13px">${escapeHtml(opts.outro)}</p>
<p style="color:#64748b;font-size:13px">— ${escapeHtml(opts.signature)}</p>
</div></body></html>`;
  return { text, html };
}
