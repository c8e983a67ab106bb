import { NOTIFICATION_STREAM_EVENTS } from '@clientdock/shared';
import type { FastifyInstance } from 'fastify';
import { toWebHeaders } from '../../lib/web-headers';
import { requireUserHook, resolveUser, signedInUser } from '../auth';
import type { NotificationStreamEvent } from './notification-broadcaster';

// Proxies and load balancers drop connections silent for 30-60 s; a comment line every 25 s keeps it open.
const HEARTBEAT_MS = 25_000;
// How long the browser waits before reconnecting after the connection drops.
const RETRY_MS = 5_000;

function frame(event: Exclude<NotificationStreamEvent, { event: 'sessions-ended' }>): string {
  return `event: ${NOTIFICATION_STREAM_EVENTS[event.event]}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/**
 * Server-Sent Events: the unread count on connect, then every new notification and every count change.
 * Sign-in is checked before the stream opens, so an anonymous request gets the usual 401 JSON answer.
 */
export async function notificationStreamRoutes(app: FastifyInstance) {
  const ctx = app.ctx;
  const open = new Set<() => void>();

  // Open streams would keep the server from closing; end them first.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(
    '/api/notifications/stream',
    {
      onRequest: requireUserHook,
      schema: { summary: 'Live notifications (Server-Sent Events)', tags: ['Notifications'] },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const raw = reply.raw;
      reply.hijack();
      // Headers set so far (security headers) are kept: writeHead merges them with these.
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        // Reverse proxies that buffer responses would hold events back.
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${RETRY_MS}\n\n`);

      let ended = false;
      const headers = toWebHeaders(request);
      // A session signed out or revoked since (sign-out, a password change, a suspension) stops the stream.
      const checkSession = () => resolveUser(ctx, headers).catch(() => end());
      const send = (event: NotificationStreamEvent) => {
        if (ended) return;
        if (event.event === 'sessions-ended') void checkSession();
        else raw.write(frame(event));
      };
      // Subscribe before reading the count, so nothing that happens in between is missed.
      const unsubscribe = ctx.broadcaster.subscribe(user.id, send);
      const heartbeat = setInterval(() => {
        if (ended) return;
        raw.write(': heartbeat\n\n');
        // The safety net for a session ended without an announcement (expiry, a change made by hand).
        void checkSession();
      }, HEARTBEAT_MS);
      heartbeat.unref();
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(end);
        raw.end();
      };
      open.add(end);
      // The response's 'close' is the client going away (the request's fires once its body is read).
      raw.on('close', end);
      raw.on('error', end);

      try {
        send({ event: 'unread', data: { unreadCount: await ctx.repos.notifications.countUnread(user.id) } });
      } catch (error) {
        request.log.error({ err: error }, 'notification stream failed to start');
        end();
      }
    },
  );
}
