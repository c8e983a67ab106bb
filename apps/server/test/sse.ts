import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface SseEvent {
  event: string;
  data: string;
}

/** The app on a real port (once per app), for clients that need a real connection. */
export async function baseUrl(app: FastifyInstance): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * A Server-Sent Events client over a real HTTP connection: collects events (and comment lines) as they
 * arrive; next(name) waits for the next one of that name not yet taken.
 */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const events: SseEvent[] = [];
  const comments: string[] = [];
  const waiters: (() => void)[] = [];
  let taken = 0;
  let buffer = '';
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, resolve);
    request.on('error', reject);
  });
  response.setEncoding('utf8');
  let ended = false;
  response.on('data', (chunk: string) => {
    buffer += chunk;
    let index = buffer.indexOf('\n\n');
    while (index >= 0) {
      const block = buffer.slice(0, index);
      buffer = buffer.slice(index + 2);
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith(':')) comments.push(line.slice(1).trim());
        else if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trim());
      }
      if (data.length > 0) events.push({ event, data: data.join('\n') });
      index = buffer.indexOf('\n\n');
    }
    for (const wake of waiters.splice(0)) wake();
  });
  const closed = new Promise<void>((resolve) =>
    response.on('close', () => {
      ended = true;
      for (const wake of waiters.splice(0)) wake();
      resolve();
    }),
  );

  async function next(name: string, timeoutMs = 5000): Promise<unknown> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = events.findIndex((e, i) => i >= taken && e.event === name);
      if (index >= 0) {
        taken = index + 1;
        return JSON.parse(events[index].data);
      }
      if (ended) throw new Error(`stream ended before a "${name}" event`);
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no "${name}" event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    status: response.statusCode,
    headers: response.headers,
    events,
    comments,
    next,
    closed,
    close: () => response.destroy(),
  };
}
