import os from 'node:os';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

/** How long a graceful stop may take (in-flight requests finishing) before the process exits anyway. */
const STOP_GRACE_MS = 10_000;

function lanAddresses(): string[] {
  return Object.values(os.networkInterfaces())
    .flat()
    .filter((entry) => entry && entry.family === 'IPv4' && !entry.internal)
    .map((entry) => (entry as os.NetworkInterfaceInfo).address);
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error:\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: no new connections, finishing the requests under way (at most 10 s)`);
    const force = setTimeout(() => {
      app.log.warn('requests still running after 10 s; stopping now');
      process.exit(1);
    }, STOP_GRACE_MS);
    force.unref();
    try {
      await app.close();
      app.log.info('stopped');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'stopping failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGHUP', () => void shutdown('SIGHUP'));
  await app.listen({ port: config.port, host: config.host });
  const port = (app.server.address() as { port: number } | null)?.port ?? config.port;
  app.log.info(
    `ClientDock ${config.version} ready (database: ${config.database.dialect}, data: ${config.dataDir}, ${Math.round(process.uptime() * 1000)} ms)`,
  );
  if (config.publicUrlIsSet) {
    app.log.info(`Open ${config.publicUrl}`);
  } else {
    const everywhere = config.host === '0.0.0.0' || config.host === '::';
    const lan = everywhere ? lanAddresses().map((address) => `http://${address}:${port}`) : [];
    app.log.info(`Open http://localhost:${port}${lan.length ? ` (or on this network: ${lan.join(', ')})` : ''}`);
    app.log.info(
      'PUBLIC_URL is not set: sign-in works from this machine and the local network only, and links in mails point to ' +
        `${config.publicUrl}. Set PUBLIC_URL to the address people use (e.g. PUBLIC_URL=https://portal.example.com).`,
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
