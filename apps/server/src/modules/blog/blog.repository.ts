import type { Kysely, Selectable } from 'kysely';
import type { RowRecord } from '../../db/row-record';
import type { BlogPost, Database } from '../../db/types';
import { parseJson, toIso, toJson } from '../../db/values';

export type BlogPostRecord = RowRecord<
  BlogPost,
  {
    tags: string[];
    status: 'draft' | 'published';
    /** The Markdown source of `content` (posts stored before Markdown have their HTML here). */
    markdown?: string;
  }
>;

export type BlogPostChanges = Partial<Omit<BlogPostRecord, 'id' | 'createdAt' | 'authorId'>>;

function toRecord(row: Selectable<Database['blog_post']>): BlogPostRecord {
  return {
    ...row,
    tags: parseJson<string[]>(row.tags, []),
    status: row.status === 'published' ? 'published' : 'draft',
    publishedAt: toIso(row.publishedAt),
    createdAt: toIso(row.createdAt)!,
    updatedAt: toIso(row.updatedAt)!,
  };
}

export function createBlogRepository(db: Kysely<Database>) {
  // Published means published and not scheduled for later.
  const published = (now: Date) =>
    db
      .selectFrom('blog_post')
      .where('status', '=', 'published')
      .where('publishedAt', 'is not', null)
      .where('publishedAt', '<=', now.toISOString());

  return {
    async insert(post: BlogPostRecord): Promise<void> {
      await db
        .insertInto('blog_post')
        .values({ ...post, tags: toJson(post.tags), markdown: post.markdown ?? post.content })
        .execute();
    },
    /** Every post for the Blog Manager, whatever its status, the latest changed first. */
    async listAll(limit: number): Promise<BlogPostRecord[]> {
      const rows = await db
        .selectFrom('blog_post')
        .selectAll()
        .orderBy('updatedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toRecord);
    },
    async findById(id: string): Promise<BlogPostRecord | undefined> {
      const row = await db.selectFrom('blog_post').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    /** Whether another post (not `exceptId`) has this address. */
    async slugTaken(slug: string, exceptId?: string): Promise<boolean> {
      let query = db.selectFrom('blog_post').select('id').where('slug', '=', slug);
      if (exceptId) query = query.where('id', '!=', exceptId);
      return (await query.executeTakeFirst()) !== undefined;
    },
    /** The addresses that start with `prefix`, to pick a free one for a new post. */
    async slugsStartingWith(prefix: string): Promise<string[]> {
      const rows = await db.selectFrom('blog_post').select('slug').where('slug', 'like', `${prefix}%`).execute();
      return rows.map((row) => row.slug);
    },
    async update(id: string, changes: BlogPostChanges): Promise<void> {
      const { tags, ...rest } = changes;
      await db
        .updateTable('blog_post')
        .set({ ...rest, ...(tags ? { tags: toJson(tags) } : {}) })
        .where('id', '=', id)
        .execute();
    },
    async delete(id: string): Promise<boolean> {
      const result = await db.deleteFrom('blog_post').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** Whether a post other than `exceptId` shows this image as its cover. */
    async coverInUse(url: string, exceptId: string): Promise<boolean> {
      const row = await db
        .selectFrom('blog_post')
        .select('id')
        .where('coverImage', '=', url)
        .where('id', '!=', exceptId)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** A page of published posts, newest first; a tag narrows them (matched in the application, tags are JSON). */
    async listPublished(options: {
      now: Date;
      offset: number;
      limit: number;
      tag?: string;
    }): Promise<{ posts: BlogPostRecord[]; total: number }> {
      if (options.tag) {
        const tag = options.tag.toLowerCase();
        const rows = await published(options.now).selectAll().orderBy('publishedAt', 'desc').execute();
        const matching = rows.map(toRecord).filter((post) => post.tags.some((t) => t.toLowerCase() === tag));
        return { posts: matching.slice(options.offset, options.offset + options.limit), total: matching.length };
      }
      const [rows, count] = await Promise.all([
        published(options.now)
          .selectAll()
          .orderBy('publishedAt', 'desc')
          .orderBy('id', 'desc')
          .offset(options.offset)
          .limit(options.limit)
          .execute(),
        published(options.now)
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { posts: rows.map(toRecord), total: Number(count.count) };
    },
    async findPublished(idOrSlug: string, now: Date): Promise<BlogPostRecord | undefined> {
      const row = await published(now)
        .selectAll()
        .where((eb) => eb.or([eb('id', '=', idOrSlug), eb('slug', '=', idOrSlug.toLowerCase())]))
        .executeTakeFirst();
      return row ? toRecord(row) : undefined;
    },
    /** Every published post's address and last change, for the sitemap. */
    async publishedSlugs(now: Date): Promise<Array<{ slug: string; updatedAt: string }>> {
      const rows = await published(now).select(['slug', 'updatedAt']).orderBy('publishedAt', 'desc').execute();
      return rows.map((row) => ({ slug: row.slug, updatedAt: toIso(row.updatedAt)! }));
    },
  };
}
export type BlogRepository = ReturnType<typeof createBlogRepository>;
