import http from 'node:http';
import https from 'node:https';
import { OutboundAddressRefused, pinnedLookup, resolvePublicAddress } from '../../lib/outbound-address';
import { signWebhook } from './webhook-signature';

/** How long a receiver has to answer; Standard Webhooks receivers are expected to answer at once and work later. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of a receiver's answer the delivery log keeps. */
const KEPT_BYTES = 1024;

export interface WebhookRequest {
  url: string;
  secret: string;
  messageId: string;
  body: string;
  /** Seconds since the epoch, as the webhook-timestamp header and the signature carry it. */
  timestamp: number;
  allowPrivate: boolean;
  timeoutMs?: number;
}

export interface WebhookResponse {
  ok: boolean;
  status: number | null;
  durationMs: number;
  body: string | null;
  error: string | null;
}

/**
 * POSTs one signed message. The host is resolved once and every address it answers is checked (no loopback,
 * private, link-local or metadata address unless allowed); the connection goes to that checked address, so a
 * second DNS answer cannot swap another in. Redirects are not followed: a 3xx is a failed attempt.
 */
export async function sendWebhook(request: WebhookRequest): Promise<WebhookResponse> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(request.url);
  let address: string;
  try {
    address = await resolvePublicAddress(url.hostname, { allowPrivate: request.allowPrivate });
  } catch (error) {
    const message =
      error instanceof OutboundAddressRefused
        ? `Refused: ${error.message}. Webhooks only go to public addresses on this server.`
        : `The host name ${url.hostname} could not be resolved.`;
    return { ok: false, status: null, durationMs: elapsed(), body: null, error: message };
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<WebhookResponse, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup: pinnedLookup(address),
        headers: {
          'content-type': 'application/json',
          'user-agent': 'ClientDock-Webhooks/1',
          'webhook-id': request.messageId,
          'webhook-timestamp': String(request.timestamp),
          'webhook-signature': signWebhook(request.secret, request.messageId, request.timestamp, request.body),
          'content-length': Buffer.byteLength(request.body),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        const done = () => {
          const status = res.statusCode ?? 0;
          const body = Buffer.concat(chunks).toString('utf8');
          const ok = status >= 200 && status < 300;
          const error = ok
            ? null
            : status >= 300 && status < 400
              ? `The receiver answered ${status} (a redirect to ${res.headers.location ?? 'elsewhere'}). Redirects are not followed: use the final address.`
              : `The receiver answered ${status}.`;
          finish({ ok, status, body, error });
          res.destroy();
        };
        res.on('data', (chunk: Buffer) => {
          if (kept < KEPT_BYTES) {
            chunks.push(chunk.subarray(0, KEPT_BYTES - kept));
            kept += Math.min(chunk.length, KEPT_BYTES - kept);
          }
          if (kept >= KEPT_BYTES) done();
        });
        res.on('end', done);
        res.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({
        ok: false,
        status: null,
        body: null,
        error: `No answer within ${Math.round((request.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000)} seconds.`,
      });
      req.destroy();
    }, request.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
    req.on('error', (error: NodeJS.ErrnoException) => {
      finish({
        ok: false,
        status: null,
        body: null,
        error: `Could not reach the receiver: ${error.code ?? error.message}.`,
      });
    });
    req.end(request.body);
  });
}
