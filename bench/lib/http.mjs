// One HTTP request over node:http, with a body that may be a generator of buffers (sent with back-pressure, never
// held whole) and an answer that may be counted instead of kept (downloads of hundreds of MB).
import { createHash } from 'node:crypto';
import http from 'node:http';

/**
 * Answers { status, headers, buffer and body (as text; both empty when `discard`), bytes, sha256 (when `hash`), ms }.
 * `body` is a string, a Buffer or a (sync or async) iterable of Buffers; an iterable needs a content-length header.
 */
export function request(
  url,
  { method = 'GET', headers = {}, body, agent, localAddress, discard = false, hash = false } = {},
) {
  const target = new URL(url);
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method,
        headers,
        agent,
        localAddress,
      },
      (res) => {
        const chunks = [];
        const digest = hash ? createHash('sha256') : null;
        let bytes = 0;
        res.on('data', (chunk) => {
          bytes += chunk.length;
          digest?.update(chunk);
          if (!discard) chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () => {
          const buffer = Buffer.concat(chunks);
          resolve({
            status: res.statusCode,
            headers: res.headers,
            buffer,
            body: buffer.toString('utf8'),
            bytes,
            sha256: digest?.digest('hex') ?? null,
            ms: Number(process.hrtime.bigint() - started) / 1e6,
          });
        });
      },
    );
    req.on('error', reject);
    if (body === undefined || typeof body === 'string' || Buffer.isBuffer(body)) {
      req.end(body);
      return;
    }
    (async () => {
      for await (const chunk of body) {
        if (req.destroyed) return;
        if (!req.write(chunk)) {
          await new Promise((r) => {
            const done = () => {
              req.off('drain', done);
              req.off('close', done);
              r();
            };
            req.on('drain', done);
            req.on('close', done);
          });
        }
      }
      req.end();
    })().catch((error) => req.destroy(error));
  });
}

export function json(res) {
  try {
    return JSON.parse(res.body);
  } catch {
    throw new Error(`expected JSON, got ${res.status}: ${res.body.slice(0, 200)}`);
  }
}
