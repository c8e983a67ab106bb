import { escapeHtml } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';

function linkify(text: string): string {
  return escapeHtml(text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>');
}

// Outside production, mail that had no SMTP server to go to is readable here, so a new user can
// follow verification links without any set-up.
export async function devMailboxRoutes(app: FastifyInstance) {
  if (app.ctx.config.env === 'production') return;

  app.get('/api/dev/mailbox', async () => ({ messages: await app.ctx.repos.mail.listRecent(50) }));

  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await app.ctx.repos.mail.listRecent(50);
    const items = mails
      .map(
        (m) =>
          `<article><header><strong>${escapeHtml(m.subject)}</strong><span>to ${escapeHtml(m.to)} · ${escapeHtml(
            new Date(m.createdAt).toLocaleString('en-US'),
          )} · ${escapeHtml(m.status)}</span></header><pre>${linkify(m.text)}</pre></article>`,
      )
      .join('');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Mailbox · ClientDock</title><style>
body{font-family:Inter,Helvetica,Arial,sans-serif;background:#f8fafc;color:#0f172a;margin:0;padding:24px}
main{max-width:760px;margin:auto}h1{font-size:22px}p.note{color:#475569}
article{background:#fff;border-radius:12px;padding:16px 20px;margin:12px 0;box-shadow:0 1px 2px #0001}
header{display:flex;flex-direction:column;gap:4px}header span{color:#64748b;font-size:13px}
pre{white-space:pre-wrap;word-break:break-word;font-family:inherit;font-size:14px}a{color:#2563eb}
@media (prefers-color-scheme:dark){body{background:#121212;color:#e2e8f0}article{background:#1e1e1e}a{color:#90caf9}}
</style></head><body><main><h1>Mailbox</h1><p class="note">Mail sent by this ClientDock instance while no SMTP server is configured (set SMTP_URL to deliver it). Newest first; this page does not exist in production.</p>
${items || '<p>No mail yet. Register an account and its verification mail shows up here.</p>'}</main></body></html>`;
  });
}
