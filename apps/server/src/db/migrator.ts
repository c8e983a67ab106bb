import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DbDialect } from '../config';
import * as m0001 from './migrations/0001-foundation';
import * as m0002 from './migrations/0002-portals-files';
import * as m0003 from './migrations/0003-account-settings';
import * as m0004 from './migrations/0004-client-portal';
import * as m0005 from './migrations/0005-notifications';
import * as m0006 from './migrations/0006-analytics';
import * as m0007 from './migrations/0007-public-site';
import * as m0008 from './migrations/0008-teams';
import * as m0009 from './migrations/0009-templates';
import * as m0010 from './migrations/0010-admin';
import * as m0011 from './migrations/0011-admin-content';
import * as m0012 from './migrations/0012-upload-locks';
import * as m0013 from './migrations/0013-rate-windows';
import * as m0014 from './migrations/0014-sign-in-throttle';
import * as m0015 from './migrations/0015-two-factor-passkeys';
import * as m0017 from './migrations/0017-custom-domain-claims';
import * as m0020 from './migrations/0020-operations';
import * as m0021 from './migrations/0021-pinned-feedback';
import * as m0022 from './migrations/0022-review-round-trip';
import * as m0023 from './migrations/0023-recipients';
import * as m0024 from './migrations/0024-pdf-page-count';
import * as m0025 from './migrations/0025-notification-mail-bursts';
import * as m0026 from './migrations/0026-file-requests';
import * as m0027 from './migrations/0027-recoverable-pin';
import * as m0028 from './migrations/0028-billing';
import * as m0029 from './migrations/0029-reminder-schedules';
import * as m0030 from './migrations/0030-api-tokens-webhooks';
import * as m0031 from './migrations/0031-product-events';
import * as m0032 from './migrations/0032-reading';
import * as m0033 from './migrations/0033-analytics-rollups';
import * as m0035 from './migrations/0035-webhook-format';
import * as m0036 from './migrations/0036-visitor-running-totals';
import * as m0037 from './migrations/0037-download-versions';
import * as m0038 from './migrations/0038-visitor-month-to-date';
import * as m0039 from './migrations/0039-visitor-month-to-date-by-day';

type MigrationModule = { up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> };

// Listed explicitly (not read from the folder) so the set is the same under tsx, tests and bundlers.
const MIGRATIONS: Record<string, MigrationModule> = {
  '0001-foundation': m0001,
  '0002-portals-files': m0002,
  '0003-account-settings': m0003,
  '0004-client-portal': m0004,
  '0005-notifications': m0005,
  '0006-analytics': m0006,
  '0007-public-site': m0007,
  '0008-teams': m0008,
  '0009-templates': m0009,
  '0010-admin': m0010,
  '0011-admin-content': m0011,
  '0012-upload-locks': m0012,
  '0013-rate-windows': m0013,
  '0014-sign-in-throttle': m0014,
  '0015-two-factor-passkeys': m0015,
  '0017-custom-domain-claims': m0017,
  '0020-operations': m0020,
  '0021-pinned-feedback': m0021,
  '0022-review-round-trip': m0022,
  '0023-recipients': m0023,
  '0024-pdf-page-count': m0024,
  '0025-notification-mail-bursts': m0025,
  '0026-file-requests': m0026,
  '0027-recoverable-pin': m0027,
  '0028-billing': m0028,
  '0029-reminder-schedules': m0029,
  '0030-api-tokens-webhooks': m0030,
  '0031-product-events': m0031,
  '0032-reading': m0032,
  '0033-analytics-rollups': m0033,
  '0035-webhook-format': m0035,
  '0036-visitor-running-totals': m0036,
  '0037-download-versions': m0037,
  '0038-visitor-month-to-date': m0038,
  '0039-visitor-month-to-date-by-day': m0039,
};

class StaticProvider implements MigrationProvider {
  constructor(private readonly dialect: DbDialect) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    return Object.fromEntries(
      Object.entries(MIGRATIONS).map(([name, module]) => [
        name,
        { up: (db: Kysely<unknown>) => module.up(db, this.dialect) },
      ]),
    );
  }
}

export async function migrateToLatest(db: Kysely<unknown>, dialect: DbDialect, schema?: string): Promise<string[]> {
  // With a schema, Kysely looks for its own tables there and not in whichever schema has them first.
  const migrator = new Migrator({ db, provider: new StaticProvider(dialect), migrationTableSchema: schema });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

export function migrationNames(): string[] {
  return Object.keys(MIGRATIONS);
}
