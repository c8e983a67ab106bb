import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// Teams: better-auth's organization plugin tables (organization, member, invitation, and the session's active
// organization) as its schema describes them for 1.7, plus ClientDock's portal assignments and the member who
// created each portal (a team editor's portal limit counts the portals they made).
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);

  await db.schema
    .createTable('organization')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('slug', t.text, (c) => c.notNull().unique())
    .addColumn('logo', t.text)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('metadata', t.text)
    .execute();

  await db.schema
    .createTable('member')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('organizationId', t.id, (c) => c.notNull().references('organization.id').onDelete('cascade'))
    .addColumn('userId', t.id, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('role', t.text, (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_organizationId_idx').on('member').column('organizationId').execute();
  // One team per person: every rule reads "the team of this user".
  await db.schema.createIndex('member_userId_unique').on('member').column('userId').unique().execute();

  await db.schema
    .createTable('invitation')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('organizationId', t.id, (c) => c.notNull().references('organization.id').onDelete('cascade'))
    .addColumn('email', t.text, (c) => c.notNull())
    .addColumn('role', t.text)
    .addColumn('status', t.text, (c) => c.notNull().defaultTo('pending'))
    .addColumn('expiresAt', t.timestamp, (c) => c.notNull())
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('inviterId', t.id, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('invitation_organizationId_idx').on('invitation').column('organizationId').execute();
  await db.schema.createIndex('invitation_email_idx').on('invitation').column('email').execute();

  await db.schema.alterTable('session').addColumn('activeOrganizationId', t.text).execute();

  await db.schema
    .createTable('portal_assignment')
    .addColumn('portalId', t.id, (c) => c.notNull().references('portal.id').onDelete('cascade'))
    .addColumn('memberId', t.id, (c) => c.notNull().references('member.id').onDelete('cascade'))
    .addColumn('assignedBy', t.text)
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addPrimaryKeyConstraint('portal_assignment_pk', ['portalId', 'memberId'])
    .execute();
  await db.schema.createIndex('portal_assignment_member_idx').on('portal_assignment').column('memberId').execute();

  await db.schema.alterTable('portal').addColumn('createdBy', t.text).execute();
  await db.schema.createIndex('portal_createdBy_idx').on('portal').columns(['createdBy', 'status']).execute();
}
