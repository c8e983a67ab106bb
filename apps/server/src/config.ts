import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { API_TOKEN_RATE_PER_MINUTE } from '@clientdock/shared';
import { z } from 'zod';
import {
  ANALYTICS_SCRIPT_KINDS,
  type AnalyticsScript,
  analyticsScriptFromEnv,
  checkAnalyticsScriptEnv,
  isAllowedScriptUrl,
  SITE_ID_PATTERN,
} from './lib/analytics-script';
import { readVersion } from './lib/version';

export type DbDialect = 'sqlite' | 'postgres';

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  /** False when PUBLIC_URL is not given: sign-in then also accepts the loopback or private address the browser used. */
  publicUrlIsSet: boolean;
  database: { dialect: DbDialect; url: string | null; sqliteFile: string; pgSchema?: string };
  smtpUrl: string | null;
  mailFrom: string;
  authSecret: string;
  authRateLimit: boolean;
  /**
   * The proxies in front (TRUST_PROXY): false for none, a number of hops, or their addresses and CIDR ranges.
   * The client address is the right-most X-Forwarded-For entry that is not one of them.
   */
  trustProxy: false | number | string[];
  logLevel: string;
  /** pretty: readable lines (a terminal); json: one JSON object a line (log collectors). */
  logFormat: 'pretty' | 'json';
  version: string;
  /** Tells this server process apart from others on the same database (INSTANCE_ID, else made at start). */
  instanceId: string;
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
  /** Tests only: better-auth's origin check, which it skips under a test runner, applies. */
  checkOriginInTests?: boolean;
  /** Push service hosts beyond the browsers' own (PUSH_SERVICE_HOSTS, comma-separated, `*.` for subdomains). */
  pushServiceHosts: string[];
  /** An S3-compatible object store for files and partial uploads; null keeps them under DATA_DIR. */
  s3: S3Config | null;
  /** METRICS_TOKEN: GET /metrics answers only with it as a bearer token; null turns the metrics off. */
  metricsToken: string | null;
  /** Scheduled backups: archives go into `dir` (BACKUP_DIR, none when null), the newest `keep` are kept. */
  backup: { dir: string | null; keep: number };
  /** Card payments through Stripe; null when not configured: plans are then changed by an admin only. */
  stripe: StripeConfig | null;
  /** Requests a minute each API token may make (API_TOKEN_RATE_LIMIT, 60 by default). */
  apiTokenRatePerMinute: number;
  /**
   * WEBHOOK_ALLOW_PRIVATE: webhooks may reach loopback and private addresses (a receiver on the same
   * network); off by default, so a webhook cannot be pointed at this server's neighbours.
   */
  webhookAllowPrivate: boolean;
  /**
   * A Plausible or Umami script on the app's and public site's pages (ANALYTICS_SCRIPT_URL, ANALYTICS_SITE_ID,
   * ANALYTICS_SCRIPT_KIND), its origin allowed by the CSP; null (the default): no script, CSP unchanged.
   */
  analyticsScript: AnalyticsScript | null;
}

export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** The Stripe price id of each paid plan's monthly subscription. */
  prices: { pro: string; agency: string };
  /**
   * STRIPE_API_URL: where the Stripe API is reached, for a stand-in that speaks the same calls (a local test
   * server); null for Stripe itself.
   */
  apiUrl: string | null;
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

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
// Names proxy-addr knows for whole ranges, besides addresses and CIDRs.
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = net.isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

const text = z.string().trim();
const optionalText = text.optional().transform((value) => value || undefined);
const flag = (name: string) =>
  optionalText.refine((value) => value === undefined || ['true', 'false', '1', '0'].includes(value.toLowerCase()), {
    message: `${name} must be true or false`,
  });

/** Every variable the server reads, checked at once so a start lists all problems, each with its name. */
export const envSchema = z
  .object({
    NODE_ENV: optionalText,
    PORT: optionalText.refine(
      (value) => value === undefined || (/^\d+$/.test(value) && Number(value) <= 65535),
      'PORT must be a number from 0 to 65535',
    ),
    HOST: optionalText,
    DATA_DIR: optionalText,
    PUBLIC_URL: optionalText.refine(
      (value) => value === undefined || (/^https?:\/\//.test(value) && URL.canParse(value)),
      'PUBLIC_URL must be an absolute http(s) URL such as https://portal.example.com',
    ),
    DATABASE_URL: optionalText.refine(
      (value) => value === undefined || /^(postgres(ql)?:\/\/|file:|sqlite:)/.test(value),
      'DATABASE_URL must start with postgres:// (or be unset to use SQLite in DATA_DIR)',
    ),
    DATABASE_SCHEMA: optionalText,
    SMTP_URL: optionalText.refine(
      (value) => value === undefined || /^smtps?:\/\//.test(value),
      'SMTP_URL must look like smtp://user:pass@host:587 or smtps://...',
    ),
    MAIL_FROM: optionalText,
    AUTH_SECRET: optionalText.refine(
      (value) => value === undefined || value.length >= 32,
      'AUTH_SECRET must be at least 32 characters (or unset to have one generated)',
    ),
    AUTH_RATE_LIMIT: optionalText.refine(
      (value) => value === undefined || value === 'on' || value === 'off',
      'AUTH_RATE_LIMIT must be on or off',
    ),
    TRUST_PROXY: optionalText.refine(
      (value) =>
        value === undefined ||
        /^(true|false)$/i.test(value) ||
        /^\d+$/.test(value) ||
        value.split(',').every((entry) => isAddressOrCidr(entry.trim())),
      'TRUST_PROXY must be true, false, a number of proxies, or a comma list of proxy addresses or CIDR ranges',
    ),
    LOG_LEVEL: optionalText.refine(
      (value) => value === undefined || (LOG_LEVELS as readonly string[]).includes(value),
      `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`,
    ),
    LOG_FORMAT: optionalText.refine(
      (value) => value === undefined || value === 'json' || value === 'pretty',
      'LOG_FORMAT must be json or pretty',
    ),
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    VAPID_SUBJECT: optionalText.refine(
      (value) => value === undefined || /^(mailto:|https:\/\/)/.test(value),
      'VAPID_SUBJECT must be a mailto: or https:// address',
    ),
    PUSH_SERVICE_HOSTS: optionalText,
    S3_ENDPOINT: optionalText.refine(
      (value) => value === undefined || /^https?:\/\//.test(value),
      'S3_ENDPOINT must be an http:// or https:// address',
    ),
    S3_BUCKET: optionalText,
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_REGION: optionalText,
    S3_FORCE_PATH_STYLE: flag('S3_FORCE_PATH_STYLE'),
    BACKUP_DIR: optionalText.refine(
      (value) => value === undefined || path.isAbsolute(value),
      'BACKUP_DIR must be an absolute path such as /var/backups/clientdock (or unset for no scheduled backups)',
    ),
    BACKUP_KEEP: optionalText.refine(
      (value) => value === undefined || (/^\d+$/.test(value) && Number(value) >= 1),
      'BACKUP_KEEP must be a whole number of archives to keep, at least 1',
    ),
    API_TOKEN_RATE_LIMIT: optionalText.refine(
      (value) => value === undefined || (/^\d+$/.test(value) && Number(value) >= 1),
      'API_TOKEN_RATE_LIMIT must be a whole number of requests a minute, at least 1',
    ),
    WEBHOOK_ALLOW_PRIVATE: flag('WEBHOOK_ALLOW_PRIVATE'),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PRICE_PRO: optionalText,
    STRIPE_PRICE_AGENCY: optionalText,
    STRIPE_API_URL: optionalText.refine(
      (value) => value === undefined || (/^https?:\/\//.test(value) && URL.canParse(value)),
      'STRIPE_API_URL must be an http:// or https:// address (or unset for Stripe itself)',
    ),
    ANALYTICS_SCRIPT_URL: optionalText.refine(
      (value) => value === undefined || isAllowedScriptUrl(value),
      'ANALYTICS_SCRIPT_URL must be an https:// address of the analytics script, such as https://plausible.io/js/script.js (http:// only on localhost)',
    ),
    ANALYTICS_SITE_ID: optionalText.refine(
      (value) => value === undefined || SITE_ID_PATTERN.test(value),
      'ANALYTICS_SITE_ID must be the site domain (Plausible) or website id (Umami): letters, digits, dots, dashes, commas',
    ),
    ANALYTICS_SCRIPT_KIND: optionalText.refine(
      (value) => value === undefined || (ANALYTICS_SCRIPT_KINDS as readonly string[]).includes(value),
      `ANALYTICS_SCRIPT_KIND must be one of ${ANALYTICS_SCRIPT_KINDS.join(', ')}`,
    ),
    INSTANCE_ID: optionalText.refine(
      (value) => value === undefined || /^[\w.-]{1,64}$/.test(value),
      'INSTANCE_ID must be 1 to 64 letters, digits, dots, dashes or underscores',
    ),
  })
  .superRefine((env, issues) => {
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
      issues.addIssue({
        code: 'custom',
        path: [missing],
        message: `${missing} is missing: set both VAPID keys, or neither to have them generated`,
      });
    }
    const s3 = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY, env.S3_REGION];
    if (s3.some(Boolean)) {
      const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !env[name]);
      if (missing.length > 0) {
        issues.addIssue({
          code: 'custom',
          path: [missing[0] as string],
          message: `S3 storage is half configured: set ${missing.join(', ')}`,
        });
      }
    }
    const stripe = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PRO', 'STRIPE_PRICE_AGENCY'] as const;
    if (stripe.some((name) => env[name])) {
      const missing = stripe.filter((name) => !env[name]);
      if (missing.length > 0) {
        issues.addIssue({
          code: 'custom',
          path: [missing[0] as string],
          message: `Stripe payments are half configured: set ${missing.join(', ')}`,
        });
      }
    }
    checkAnalyticsScriptEnv(env, issues);
  });

type Env = z.infer<typeof envSchema>;

function parseEnv(env: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? '');
    const value = env[name];
    const shown = value === undefined || /SECRET|KEY|PASSWORD|TOKEN/.test(name) ? '' : ` (got "${value}")`;
    return `- ${issue.message}${shown}`;
  });
  throw new ConfigError(lines.join('\n'));
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (value === undefined || /^(false|0)$/i.test(value)) return false;
  // `true` keeps its old meaning, the one proxy in front; never "believe every X-Forwarded-For entry".
  if (/^true$/i.test(value)) return 1;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((entry) => entry.trim());
}

function parseDatabase(env: Env, dataDir: string): AppConfig['database'] {
  const url = env.DATABASE_URL ?? null;
  const sqliteFile = path.join(dataDir, 'clientdock.sqlite');
  if (!url) return { dialect: 'sqlite', url: null, sqliteFile };
  if (/^postgres(ql)?:\/\//.test(url)) return { dialect: 'postgres', url, sqliteFile, pgSchema: env.DATABASE_SCHEMA };
  return { dialect: 'sqlite', url: null, sqliteFile: path.resolve(url.replace(/^(file|sqlite):(\/\/)?/, '')) };
}

function parseVapid(env: Env, mailFrom: string): AppConfig['vapid'] {
  const address = mailFrom.match(/<([^>]+)>/)?.[1] ?? mailFrom.trim();
  return {
    publicKey: env.VAPID_PUBLIC_KEY ?? null,
    privateKey: env.VAPID_PRIVATE_KEY ?? null,
    subject: env.VAPID_SUBJECT ?? `mailto:${address}`,
  };
}

function parseS3(env: Env): S3Config | null {
  if (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return null;
  const endpoint = env.S3_ENDPOINT ?? null;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? /^(true|1)$/i.test(env.S3_FORCE_PATH_STYLE) : Boolean(endpoint),
  };
}

function parseStripe(env: Env): StripeConfig | null {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET || !env.STRIPE_PRICE_PRO || !env.STRIPE_PRICE_AGENCY)
    return null;
  return {
    secretKey: env.STRIPE_SECRET_KEY,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    prices: { pro: env.STRIPE_PRICE_PRO, agency: env.STRIPE_PRICE_AGENCY },
    apiUrl: env.STRIPE_API_URL ?? null,
  };
}

export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env, overrides: Partial<AppConfig> = {}): AppConfig {
  const env = parseEnv(rawEnv);
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? './data');
  fs.mkdirSync(dataDir, { recursive: true });
  const port = env.PORT === undefined ? 3000 : Number(env.PORT);
  const host = env.HOST || '0.0.0.0';
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  const secrets = loadOrCreateSecrets(dataDir);
  const mailFrom = env.MAIL_FROM || `ClientDock <no-reply@${new URL(publicUrl).hostname}>`;
  const logFormat = env.LOG_FORMAT ?? (process.stdout.isTTY ? 'pretty' : 'json');
  return {
    env: nodeEnv,
    port,
    host,
    dataDir,
    publicUrl,
    publicUrlIsSet: Boolean(env.PUBLIC_URL),
    database: parseDatabase(env, dataDir),
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom,
    authSecret: env.AUTH_SECRET || secrets.authSecret,
    authRateLimit: env.AUTH_RATE_LIMIT !== 'off',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info'),
    logFormat: logFormat as AppConfig['logFormat'],
    version: readVersion(),
    instanceId: env.INSTANCE_ID ?? randomBytes(6).toString('hex'),
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
    metricsToken: rawEnv.METRICS_TOKEN?.trim() || null,
    backup: { dir: env.BACKUP_DIR ? path.normalize(env.BACKUP_DIR) : null, keep: Number(env.BACKUP_KEEP ?? 7) },
    stripe: parseStripe(env),
    apiTokenRatePerMinute: Number(env.API_TOKEN_RATE_LIMIT ?? API_TOKEN_RATE_PER_MINUTE),
    webhookAllowPrivate: ['true', '1'].includes(env.WEBHOOK_ALLOW_PRIVATE?.toLowerCase() ?? ''),
    analyticsScript: analyticsScriptFromEnv(env, publicUrl),
    ...overrides,
  };
}
