import { escapeHtml, notificationMessages } from '@clientdock/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { disableNotificationEmail } from './notification-preferences';
import { verifyUnsubscribeToken } from './unsubscribe-token';

const tokenQuery = z.object({ token: z.string().max(500).optional() });

function page(reply: FastifyReply, status: number, title: string, body: string, settingsUrl: string) {
  return (
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      // The token is in the address: keep it out of caches and of the Referer of the settings link.
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .header('x-robots-tag', 'noindex')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title} · ClientDock</title></head>
<body style="margin:0;font-family:Inter,Roboto,Helvetica,Arial,sans-serif;background:#f8fafc;color:#0f172a">
<main style="max-width:480px;margin:15vh auto;background:#fff;border-radius:12px;padding:32px;box-shadow:0 1px 3px rgba(15,23,42,.08)">
<h1 style="font-size:22px;margin:0 0 12px">${title}</h1><p style="line-height:1.5">${body}</p>
<p><a href="${settingsUrl}" style="color:#2563eb">Notification settings</a></p></main></body></html>`)
  );
}

/** The confirmation a GET shows: a button that POSTs back to the same link. */
function confirmForm(token: string): string {
  const action = `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
  return `Stop notification emails from ClientDock? Notifications still appear in ClientDock.</p>
<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit" style="font:inherit;font-weight:600;background:#2563eb;color:#fff;border:0;border-radius:8px;padding:12px 20px;cursor:pointer">Unsubscribe</button></form><p>`;
}

/**
 * The link in every notification mail (public: the signed token says whose it is). It turns notification
 * email off; in-app and push notifications stay as they were. A GET changes nothing, because mail scanners
 * follow links: it asks for confirmation. A POST unsubscribes: the page's button, or a mail app's RFC 8058
 * one-click POST (`List-Unsubscribe=One-Click`) to the URL of the List-Unsubscribe header.
 */
export async function unsubscribeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const settingsUrl = `${ctx.config.publicUrl}/dashboard/settings`;

  // RFC 8058: the one-click POST body is `List-Unsubscribe=One-Click`; the token is in the URL.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  const userOf = async (token: string | undefined) => {
    const userId = token ? verifyUnsubscribeToken(ctx.config.authSecret, token) : null;
    return userId ? await ctx.repos.users.findById(userId) : undefined;
  };
  const invalid = (reply: FastifyReply) =>
    page(reply, 400, 'Link not valid', notificationMessages.unsubscribeInvalid, settingsUrl);

  const confirm = async (token: string | undefined, reply: FastifyReply) => {
    if (!token || !(await userOf(token))) return invalid(reply);
    return page(reply, 200, 'Unsubscribe from emails', confirmForm(token), settingsUrl);
  };

  const unsubscribe = async (token: string | undefined, reply: FastifyReply) => {
    const user = await userOf(token);
    if (!user) return invalid(reply);
    await disableNotificationEmail(ctx, user.id);
    return page(
      reply,
      200,
      'You are unsubscribed',
      'You will get no more notification emails. Notifications still appear in ClientDock, and you can turn emails back on in your notification settings.',
      settingsUrl,
    );
  };

  app.get(
    '/api/notifications/unsubscribe',
    {
      schema: { summary: 'Check an unsubscribe link from an email', tags: ['Notifications'], querystring: tokenQuery },
    },
    (request, reply) => confirm(request.query.token, reply),
  );
  app.post(
    '/api/notifications/unsubscribe',
    {
      schema: {
        summary: 'Unsubscribe from notification emails (one click)',
        tags: ['Notifications'],
        querystring: tokenQuery,
      },
    },
    (request, reply) => unsubscribe(request.query.token, reply),
  );
}
