import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  body: string;
  json: { type: string; timestamp: string; data: Record<string, unknown> };
}

/** A webhook receiver on loopback: keeps what it is sent and answers as the test tells it. */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  let answered = 0;
  let answer: { status: number; body: string; delayMs: number } = { status: 200, body: 'ok', delayMs: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, body, json: JSON.parse(body) });
      const { status, body: text, delayMs } = answer;
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(text);
        answered++;
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    answer(status: number, body = '', delayMs = 0) {
      answer = { status, body, delayMs };
    },
    /** How many requests it has answered (a slow answer is counted once it is sent). */
    get answered() {
      return answered;
    },
    ofType(type: string) {
      return received.filter((hook) => hook.json.type === type);
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type WebhookReceiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
