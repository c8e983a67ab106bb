import type { Kysely } from 'kysely';
import type { DbDialect } from '../../config';
import { columnTypes } from '../column-types';

// The template marketplace: portal layouts (the six official samples and those creators share), their reviews,
// who acquired or used which template (a review needs a use; a paid template needs a purchase), and the record
// of the versioned seeding of the samples.
export async function up(db: Kysely<unknown>, dialect: DbDialect): Promise<void> {
  const t = columnTypes(dialect);

  await db.schema
    .createTable('template')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('name', t.text, (c) => c.notNull())
    .addColumn('description', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('excerpt', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('category', t.text, (c) => c.notNull().defaultTo('general'))
    .addColumn('sections', t.json, (c) => c.notNull().defaultTo('[]'))
    .addColumn('tags', t.json, (c) => c.notNull().defaultTo('[]'))
    .addColumn('complexity', t.text, (c) => c.notNull().defaultTo('beginner'))
    .addColumn('estimatedSetupTime', t.int, (c) => c.notNull().defaultTo(15))
    .addColumn('supportLevel', t.text, (c) => c.notNull().defaultTo('community'))
    .addColumn('preview', t.json, (c) => c.notNull().defaultTo('{}'))
    .addColumn('pricingType', t.text, (c) => c.notNull().defaultTo('free'))
    .addColumn('currency', t.text, (c) => c.notNull().defaultTo('USD'))
    // Money in cents: no rounding surprises in sums.
    .addColumn('priceCents', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('downloads', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('rating', t.real, (c) => c.notNull().defaultTo(0))
    .addColumn('reviewCount', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('revenueCents', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('creatorId', t.id, (c) => c.references('user.id').onDelete('cascade'))
    .addColumn('creatorName', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('sourcePortalId', t.id)
    .addColumn('isPublic', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(true)))
    .addColumn('status', t.text, (c) => c.notNull().defaultTo('pending'))
    .addColumn('rejectionReason', t.text)
    .addColumn('reviewedAt', t.timestamp)
    .addColumn('reviewedBy', t.id)
    .addColumn('featured', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .addColumn('verified', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .addColumn('isSampleTemplate', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  // The marketplace reads approved public templates, featured first, then by downloads.
  await db.schema
    .createIndex('template_marketplace_idx')
    .on('template')
    .columns(['status', 'isPublic', 'featured', 'downloads'])
    .execute();
  await db.schema.createIndex('template_creator_idx').on('template').columns(['creatorId', 'updatedAt']).execute();

  await db.schema
    .createTable('template_review')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('templateId', t.id, (c) => c.notNull().references('template.id').onDelete('cascade'))
    .addColumn('userId', t.id, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('userName', t.text, (c) => c.notNull())
    .addColumn('rating', t.int, (c) => c.notNull())
    .addColumn('review', t.text, (c) => c.notNull().defaultTo(''))
    .addColumn('createdAt', t.timestamp, (c) => c.notNull())
    .addColumn('updatedAt', t.timestamp, (c) => c.notNull())
    .execute();
  // One review per person and template.
  await db.schema
    .createIndex('template_review_user_unique')
    .on('template_review')
    .columns(['templateId', 'userId'])
    .unique()
    .execute();
  await db.schema
    .createIndex('template_review_list_idx')
    .on('template_review')
    .columns(['templateId', 'createdAt'])
    .execute();

  await db.schema
    .createTable('template_acquisition')
    .addColumn('templateId', t.id, (c) => c.notNull().references('template.id').onDelete('cascade'))
    .addColumn('userId', t.id, (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('pricePaidCents', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('currency', t.text, (c) => c.notNull().defaultTo('USD'))
    .addColumn('acquiredAt', t.timestamp, (c) => c.notNull())
    // Set when the person first makes a portal from it: what allows a review.
    .addColumn('usedAt', t.timestamp)
    .addPrimaryKeyConstraint('template_acquisition_pk', ['templateId', 'userId'])
    .execute();
  await db.schema.createIndex('template_acquisition_user_idx').on('template_acquisition').column('userId').execute();

  await db.schema
    .createTable('system_migration')
    .addColumn('id', t.id, (c) => c.primaryKey())
    .addColumn('migrated', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .addColumn('migratedAt', t.timestamp)
    .addColumn('migratedCount', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('totalSampleTemplates', t.int, (c) => c.notNull().defaultTo(0))
    .addColumn('force', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
    .addColumn('version', t.int, (c) => c.notNull().defaultTo(0))
    .execute();
}
