import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { readVersion } from './lib/version';

export type DbDialect = 'sqlite' | 'postgres';

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  database: { dialect: DbDialect; url: string | null; sqliteFile: string; pgSchema?: string };
  smtpUrl: string | null;
  mailFrom: string;
  authSecret: string;
  authRateLimit: boolean;
  trustProxy: boolean;
  logLevel: string;
  version: string;
  webDistDir: string;
  /** Scheduled jobs (expiry, clean-up); off in tests unless a test asks for them. */
  runJobs: boolean;
  /** Base of the growing delay after a wrong portal PIN or code: base x 2^failures, capped at 25 s. */
  throttleBaseMs: number;
  /** Web Push (VAPID) keys; when not given they are generated on first start and kept in the database. */
  vapid: { publicKey: string | null; privateKey: string | null; subject: string };
  /**
   * Tests only: lets push go to a stand-in push service (any host, http, loopback). Never set from the
   * environment: a real instance only talks to the browsers' push services and `pushServiceHosts`.
   */
  allowLocalPushServiceForTests: boolean;
  /** Push service hosts beyond the browsers' own (PUSH_SERVICE_HOSTS, comma-separated, `*.` for subdomains). */
  pushServiceHosts: string[];
  /** An S3-compatible object store for files and partial uploads; null keeps them under DATA_DIR. */
  s3: S3Config | null;
  /** METRICS_TOKEN: GET /metrics answers only with it as a bearer token; null turns the metrics off. */
  metricsToken: string | null;
}

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style addressing (http://host/bucket/key), which most self-hosted stores need. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

interface Secrets {
  authSecret?: string;
}

// Secrets that are not given are generated once and kept in DATA_DIR so restarts keep sessions valid.
function loadOrCreateSecrets(dataDir: string): Required<Secrets> {
  const file = path.join(dataDir, 'secrets.json');
  let secrets: Secrets = {};
  if (fs.existsSync(file)) secrets = JSON.parse(fs.readFileSync(file, 'utf8')) as Secrets;
  let changed = false;
  if (!secrets.authSecret) {
    secrets.authSecret = randomBytes(32).toString('base64url');
    changed = true;
  }
  if (changed) fs.writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets as Required<Secrets>;
}

function parsePort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new ConfigError(`PORT must be a number from 0 to 65535, got "${value}"`);
  return port;
}

function parseDatabase(env: NodeJS.ProcessEnv, dataDir: string): AppConfig['database'] {
  const url = env.DATABASE_URL?.trim() || null;
  const sqliteFile = path.join(dataDir, 'clientdock.sqlite');
  if (!url) return { dialect: 'sqlite', url: null, sqliteFile };
  if (/^postgres(ql)?:\/\//.test(url)) return { dialect: 'postgres', url, sqliteFile, pgSchema: env.DATABASE_SCHEMA };
  if (url.startsWith('file:') || url.startsWith('sqlite:')) {
    return { dialect: 'sqlite', url: null, sqliteFile: path.resolve(url.replace(/^(file|sqlite):(\/\/)?/, '')) };
  }
  throw new ConfigError('DATABASE_URL must start with postgres:// (or be unset to use SQLite in DATA_DIR)');
}

function parseSmtp(env: NodeJS.ProcessEnv): string | null {
  const url = env.SMTP_URL?.trim();
  if (!url) return null;
  if (!/^smtps?:\/\//.test(url))
    throw new ConfigError('SMTP_URL must look like smtp://user:pass@host:587 or smtps://...');
  return url;
}

function parseVapid(env: NodeJS.ProcessEnv, mailFrom: string): AppConfig['vapid'] {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || null;
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || null;
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new ConfigError(
      `${publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'} is missing: set both VAPID keys, or neither to have them generated`,
    );
  }
  const address = mailFrom.match(/<([^>]+)>/)?.[1] ?? mailFrom.trim();
  const subject = env.VAPID_SUBJECT?.trim() || `mailto:${address}`;
  if (!/^(mailto:|https:\/\/)/.test(subject)) {
    throw new ConfigError(`VAPID_SUBJECT must be a mailto: or https:// address, got "${subject}"`);
  }
  return { publicKey, privateKey, subject };
}

function parseS3(env: NodeJS.ProcessEnv): S3Config | null {
  const given = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_REGION'].filter((name) =>
    env[name]?.trim(),
  );
  if (given.length === 0) return null;
  const missing = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'].filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new ConfigError(`S3 storage is half configured: set ${missing.join(', ')}`);
  const endpoint = env.S3_ENDPOINT?.trim() || null;
  if (endpoint && !/^https?:\/\//.test(endpoint)) {
    throw new ConfigError(`S3_ENDPOINT must be an http:// or https:// address, got "${endpoint}"`);
  }
  return {
    bucket: (env.S3_BUCKET as string).trim(),
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint,
    accessKeyId: (env.S3_ACCESS_KEY_ID as string).trim(),
    secretAccessKey: (env.S3_SECRET_ACCESS_KEY as string).trim(),
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE !== 'false' : Boolean(endpoint),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? './data');
  fs.mkdirSync(dataDir, { recursive: true });
  const port = parsePort(env.PORT, 3000);
  const host = env.HOST || '0.0.0.0';
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  try {
    new URL(publicUrl);
  } catch {
    throw new ConfigError(`PUBLIC_URL must be an absolute URL such as https://portal.example.com, got "${publicUrl}"`);
  }
  const secrets = loadOrCreateSecrets(dataDir);
  const mailFrom = env.MAIL_FROM || `ClientDock <no-reply@${new URL(publicUrl).hostname}>`;
  return {
    env: nodeEnv,
    port,
    host,
    dataDir,
    publicUrl,
    database: parseDatabase(env, dataDir),
    smtpUrl: parseSmtp(env),
    mailFrom,
    authSecret: env.AUTH_SECRET || secrets.authSecret,
    authRateLimit: env.AUTH_RATE_LIMIT !== 'off',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    version: readVersion(),
    webDistDir: path.resolve(import.meta.dirname, '../../web/dist'),
    runJobs: nodeEnv !== 'test',
    throttleBaseMs: 100,
    vapid: parseVapid(env, mailFrom),
    allowLocalPushServiceForTests: false,
    pushServiceHosts: (env.PUSH_SERVICE_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    s3: parseS3(env),
    metricsToken: env.METRICS_TOKEN?.trim() || null,
    ...overrides,
  };
}
