import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dirs: string[] = [];
function tempDir() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientdock-config-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database).toMatchObject({ dialect: 'sqlite', sqliteFile: path.join(dataDir, 'clientdock.sqlite') });
    expect(config.smtpUrl).toBeNull();
    expect(config.vapid).toEqual({ publicKey: null, privateKey: null, subject: 'mailto:no-reply@localhost' });
  });

  it('generates the auth secret once and keeps it in DATA_DIR', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).authSecret).toBe(first);
    expect(fs.statSync(path.join(dataDir, 'secrets.json')).mode & 0o077).toBe(0);
  });

  it('selects PostgreSQL from a postgres URL', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://u:p@db:5432/x' });
    expect(config.database).toMatchObject({ dialect: 'postgres', url: 'postgres://u:p@db:5432/x' });
  });

  it('keeps files on disk unless S3 is configured, and then uses path-style addressing for an own endpoint', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).s3).toBeNull();
    const env = { S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(loadConfig({ DATA_DIR: tempDir(), ...env }).s3).toMatchObject({
      bucket: 'files',
      region: 'us-east-1',
      endpoint: null,
      forcePathStyle: false,
    });
    const own = loadConfig({ DATA_DIR: tempDir(), ...env, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu' });
    expect(own.s3).toMatchObject({ endpoint: 'http://127.0.0.1:9000', region: 'eu', forcePathStyle: true });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ SMTP_URL: 'mail.example.com' }, /SMTP_URL/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
    [{ VAPID_PUBLIC_KEY: 'abc' }, /VAPID_PRIVATE_KEY is missing/],
    [{ VAPID_PRIVATE_KEY: 'abc' }, /VAPID_PUBLIC_KEY is missing/],
    [{ VAPID_SUBJECT: 'http://example.com' }, /VAPID_SUBJECT/],
    [{ S3_BUCKET: 'files' }, /set S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/],
    [{ S3_ENDPOINT: 'minio:9000', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }, /S3_ENDPOINT/],
  ])('names the misconfigured variable in %j', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(message);
  });
});

describe('loadConfig checks the whole environment at once', () => {
  it('lists every problem, each with its variable, instead of stopping at the first', () => {
    let message = '';
    try {
      loadConfig({ DATA_DIR: tempDir(), LOG_LEVEL: 'verbose', TRUST_PROXY: 'yes', PORT: 'abc', LOG_FORMAT: 'xml' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(/LOG_LEVEL must be one of .*\(got "verbose"\)/);
    expect(message).toMatch(/TRUST_PROXY must be .*\(got "yes"\)/);
    expect(message).toMatch(/PORT must be/);
    expect(message).toMatch(/LOG_FORMAT must be json or pretty/);
  });

  it('reads TRUST_PROXY as a hop count or a list of proxies, never as "trust every hop"', () => {
    const trust = (value: string) => loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: value }).trustProxy;
    expect(loadConfig({ DATA_DIR: tempDir() }).trustProxy).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(1);
    expect(trust('1')).toBe(1);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 172.16.0.0/12,loopback')).toEqual(['10.0.0.1', '172.16.0.0/12', 'loopback']);
    expect(() => trust('10.0.0.1/40')).toThrow(/TRUST_PROXY/);
  });

  it('knows whether PUBLIC_URL was given', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).publicUrlIsSet).toBe(false);
    expect(loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL: 'https://portal.example.com/' })).toMatchObject({
      publicUrlIsSet: true,
      publicUrl: 'https://portal.example.com',
    });
  });

  it('refuses an INSTANCE_ID that would not read well in a log line', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), INSTANCE_ID: 'web-2' }).instanceId).toBe('web-2');
    expect(() => loadConfig({ DATA_DIR: tempDir(), INSTANCE_ID: 'web 2; rm' })).toThrow(/INSTANCE_ID must be/);
  });

  it('schedules backups only with BACKUP_DIR, keeping 7 unless BACKUP_KEEP says otherwise', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).backup).toEqual({ dir: null, keep: 7 });
    expect(loadConfig({ DATA_DIR: tempDir(), BACKUP_DIR: '/var/backups/cd/', BACKUP_KEEP: '14' }).backup).toEqual({
      dir: '/var/backups/cd/',
      keep: 14,
    });
  });

  it.each([
    [{ BACKUP_DIR: 'backups' }, 'BACKUP_DIR must be an absolute path', '(got "backups")'],
    [
      { BACKUP_DIR: '/b', BACKUP_KEEP: '0' },
      'BACKUP_KEEP must be a whole number of archives to keep, at least 1',
      '"0"',
    ],
    [{ BACKUP_KEEP: 'seven' }, 'BACKUP_KEEP must be a whole number', '(got "seven")'],
    [{ BACKUP_KEEP: '2.5' }, 'BACKUP_KEEP must be a whole number', '(got "2.5")'],
  ])('refuses backup settings %j with a message that says what to set', (env, message, shown) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(message);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(shown);
  });

  it('writes JSON logs unless asked for readable ones', () => {
    expect(loadConfig({ DATA_DIR: tempDir(), LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(loadConfig({ DATA_DIR: tempDir(), LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
  });
});

describe('the optional analytics script', () => {
  const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: tempDir(), ...env });

  it('is off unless ANALYTICS_SCRIPT_URL is set', () => {
    expect(load({}).analyticsScript).toBeNull();
  });

  it('tells Plausible from Umami by the address or ANALYTICS_SCRIPT_KIND; Plausible names the site by PUBLIC_URL', () => {
    expect(
      load({ PUBLIC_URL: 'https://portal.example.com', ANALYTICS_SCRIPT_URL: 'https://plausible.io/js/script.js' })
        .analyticsScript,
    ).toEqual({
      kind: 'plausible',
      src: 'https://plausible.io/js/script.js',
      siteId: 'portal.example.com',
      origin: 'https://plausible.io',
    });
    expect(
      load({
        ANALYTICS_SCRIPT_URL: 'https://cloud.umami.is/script.js',
        ANALYTICS_SITE_ID: '94db1cb1-74f4-4a40-ad6c-962362670409',
      }).analyticsScript,
    ).toMatchObject({
      kind: 'umami',
      siteId: '94db1cb1-74f4-4a40-ad6c-962362670409',
      origin: 'https://cloud.umami.is',
    });
    expect(
      load({
        ANALYTICS_SCRIPT_URL: 'https://stats.studio.test/js/s.js',
        ANALYTICS_SCRIPT_KIND: 'plausible',
        ANALYTICS_SITE_ID: 'studio.test',
      }).analyticsScript,
    ).toMatchObject({ kind: 'plausible', siteId: 'studio.test', origin: 'https://stats.studio.test' });
    expect(
      load({ ANALYTICS_SCRIPT_URL: 'http://localhost:8000/js/script.js', ANALYTICS_SCRIPT_KIND: 'plausible' })
        .analyticsScript?.origin,
    ).toBe('http://localhost:8000');
  });

  it.each([
    [
      { ANALYTICS_SCRIPT_URL: 'http://plausible.io/js/script.js' },
      /ANALYTICS_SCRIPT_URL must be an https:\/\/ address/,
    ],
    [{ ANALYTICS_SCRIPT_URL: 'plausible.io/js/script.js' }, /ANALYTICS_SCRIPT_URL must be an https:\/\/ address/],
    [{ ANALYTICS_SCRIPT_URL: 'javascript:alert(1)//plausible' }, /ANALYTICS_SCRIPT_URL must be/],
    [{ ANALYTICS_SCRIPT_URL: 'https://stats.studio.test/s.js' }, /ANALYTICS_SCRIPT_KIND is missing/],
    [{ ANALYTICS_SCRIPT_URL: 'https://cloud.umami.is/script.js' }, /ANALYTICS_SITE_ID is missing: Umami/],
    [
      { ANALYTICS_SCRIPT_URL: 'https://plausible.io/js/script.js', ANALYTICS_SCRIPT_KIND: 'matomo' },
      /ANALYTICS_SCRIPT_KIND must be one of plausible, umami/,
    ],
    [
      { ANALYTICS_SCRIPT_URL: 'https://plausible.io/js/script.js', ANALYTICS_SITE_ID: 'a" onload="x' },
      /ANALYTICS_SITE_ID must be/,
    ],
    [{ ANALYTICS_SITE_ID: 'studio.test' }, /ANALYTICS_SCRIPT_URL is missing: ANALYTICS_SITE_ID is set/],
  ])('refuses to start with %j, naming the variable', (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });
});
