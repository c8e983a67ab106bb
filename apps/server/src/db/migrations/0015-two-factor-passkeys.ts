import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// better-auth's twoFactor plugin (TOTP secret and recovery codes, both encrypted with the auth secret) and
// @better-auth/passkey's tables, as their schemas describe them for better-auth 1.7 / passkey 1.7.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);

  await db.schema
    .alterTable('user')
    .addColumn('twoFactorEnabled', t.bool, (c) => c.defaultTo(t.boolDefault(false)))
    .execute();

  await db.schema
    .createTable('twoFactor')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('secret', t.text, (c) => c.notNull())
    .addColumn('backupCodes', t.text, (c) => c.notNull())
    .addColumn('userId', t.id, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('verified', t.bool, (c) => c.defaultTo(t.boolDefault(true)))
    .addColumn('failedVerificationCount', t.int, (c) => c.defaultTo(0))
    .addColumn('lockedUntil', t.timestamp)
    .execute();
  await db.schema.createIndex('twoFactor_secret_idx').on('twoFactor').column('secret').execute();
  await db.schema.createIndex('twoFactor_userId_idx').on('twoFactor').column('userId').execute();

  await db.schema
    .createTable('passkey')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('name', t.text)
    .addColumn('publicKey', t.text, (c) => c.notNull())
    .addColumn('userId', t.id, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('credentialID', t.text, (c) => c.notNull())
    .addColumn('counter', t.int, (c) => c.notNull())
    .addColumn('deviceType', t.text, (c) => c.notNull())
    .addColumn('backedUp', t.bool, (c) => c.notNull())
    .addColumn('transports', t.text)
    .addColumn('createdAt', t.timestamp)
    .addColumn('aaguid', t.text)
    .execute();
  await db.schema.createIndex('passkey_userId_idx').on('passkey').column('userId').execute();
  await db.schema.createIndex('passkey_credentialID_idx').on('passkey').column('credentialID').execute();
}
