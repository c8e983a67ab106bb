// A small closed-loop HTTP load generator: `connections` keep-alive loops for `seconds`.
// Dependency-free so the baseline and the app are measured by exactly the same client.
import http from 'node:http';

/** `cpu`, if given, answers the server's CPU seconds so far: the answer then says its CPU per request too. */
export async function measure({ url, headers = {}, connections = 32, seconds = 5, method = 'GET', cpu }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const target = new URL(url);
  const latencies = [];
  let errors = 0;
  const deadline = Date.now() + seconds * 1000;
  const once = () =>
    new Promise((resolve) => {
      const started = process.hrtime.bigint();
      const req = http.request(
        {
          agent,
          host: target.hostname,
          port: target.port,
          path: `${target.pathname}${target.search}`,
          method,
          headers,
        },
        (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode >= 400) errors += 1;
            latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end();
    });
  const loop = async () => {
    while (Date.now() < deadline) await once();
  };
  // Warm up briefly so JIT and connection set-up are not measured.
  const warmDeadline = Date.now() + 1000;
  while (Date.now() < warmDeadline) await once();
  latencies.length = 0;
  errors = 0;
  const started = Date.now();
  const cpuBefore = cpu?.();
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsed = (Date.now() - started) / 1000;
  const cpuMsPerRequest = cpu ? ((cpu() - cpuBefore) * 1000) / Math.max(1, latencies.length) : null;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0;
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: pct(50),
    p99: pct(99),
    errors,
    cpuMsPerRequest,
  };
}
