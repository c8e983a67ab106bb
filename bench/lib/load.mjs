// Load with autocannon, the same client for the baselines and the app: `connections` keep-alive connections, one
// request at a time each, for `seconds`, after a one-second warm-up so JIT and connection set-up are not measured.
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(path.join(import.meta.dirname, '../../package.json'));
const autocannon = require('autocannon');

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/**
 * `amount`, if given, sends exactly that many requests and answers how many were answered (no timing).
 * `cpu`, if given, answers the server's CPU seconds so far: the answer then says its CPU per request too.
 * `headersPerRequest`, if given, is called for every request and its headers are added (a new visitor's cookie).
 */
export async function measure({
  url,
  headers = {},
  headersPerRequest,
  connections = 32,
  seconds = 5,
  method = 'GET',
  cpu,
  amount,
}) {
  const requests = headersPerRequest
    ? [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, ...headersPerRequest() } }) }]
    : undefined;
  const options = { url, method, headers, connections, requests };
  if (amount) {
    // Exactly `amount` requests, every one answered before this returns: for counting what they wrote.
    const result = await run({ ...options, amount });
    return { requests: result.requests.total, ok: result['2xx'], errors: result.errors + result.non2xx };
  }
  await run({ ...options, duration: 1 });
  const cpuBefore = cpu?.();
  const result = await run({ ...options, duration: seconds });
  const answered = result.requests.total;
  const cpuMsPerRequest = cpu ? ((cpu() - cpuBefore) * 1000) / Math.max(1, answered) : null;
  return {
    requests: answered,
    ok: result['2xx'],
    rps: answered / (result.duration || seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    cpuMsPerRequest,
  };
}
