import { and, asc, count, desc, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { ListKind, type DeletedResponse, type PostCreate, type PostRecord, type PostSort, type PostTableQuery, type PostTableResponse, type PostUpdate } from '../../../schema';
import type { Db } from '../../db/client';
import { artists, chosenListItems, inventory, posts } from '../../db/schema';
import { contentChanged } from '../content/changed';
import { richTextToPlain, sanitizeRichText } from '../content/html';
import { itemListedOnSite, refuseIfUsed } from './in-use';
import { checkIds, checkPictures, chosenListEntries, containsPattern, lockRecord, notFound, picturesOf, present, type Runner, type Tx } from './records';
import { trashRecord } from './trash';

/**
 * The owner's blog posts: the body sanitised before it is stored; a publish time still to come
 * schedules the post (visitors' lists read only those published by now).
 */

type PostRow = typeof posts.$inferSelect;

/** An excerpt made from the body when the owner writes none: its first 200 characters, cut at a word. */
export function excerptOf(html: string): string {
  const text = richTextToPlain(html);
  if (text.length <= 200) return text;
  return `${text.slice(0, 200).replace(/\s+\S*$/, '')}…`;
}

async function toRecords(runner: Runner, siteId: number, rows: PostRow[], now = new Date()): Promise<PostRecord[]> {
  const pictures = await picturesOf(runner, siteId, rows.map((p) => p.featuredImageId));
  return rows.map((p) => ({
    id: p.id,
    revision: p.revision,
    title: p.title,
    featured: (p.featuredImageId !== null && pictures.get(p.featuredImageId)) || null,
    publishedAt: p.publishedAt.toISOString(),
    isScheduled: p.publishedAt > now,
    excerpt: p.excerpt,
    html: p.html,
    artistId: p.artistId,
    inventoryId: p.inventoryId,
    tags: p.tags,
  }));
}

export async function readPost(runner: Runner, siteId: number, id: number): Promise<PostRecord> {
  const rows = await runner.select().from(posts).where(and(eq(posts.id, id), eq(posts.siteId, siteId)));
  if (!rows.length) throw notFound('post');
  return (await toRecords(runner, siteId, rows))[0];
}

const postOrders: Record<PostSort, SQL[]> = {
  '-published': [desc(posts.publishedAt), desc(posts.id)],
  published: [asc(posts.publishedAt), asc(posts.id)],
  title: [asc(sql`lower(${posts.title})`), asc(posts.id)],
  '-title': [desc(sql`lower(${posts.title})`), desc(posts.id)],
};

/**
 * The posts table in the order asked (the latest publish time first unless told, so scheduled ones on
 * top), optionally filtered by a search of titles, a tag and whether visitors see them yet.
 */
export async function listPosts(db: Db, siteId: number, query: Partial<PostTableQuery> & { offset: number; limit: number }, now = new Date()): Promise<PostTableResponse> {
  const where = and(
    eq(posts.siteId, siteId),
    query.q ? sql`lower(${posts.title}) like ${containsPattern(query.q)}` : undefined,
    query.tag ? sql`${posts.tags} @> array[${query.tag}]::text[]` : undefined,
    query.state === 'published' ? lte(posts.publishedAt, now) : undefined,
    query.state === 'scheduled' ? gt(posts.publishedAt, now) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(posts)
      .where(where)
      .orderBy(...postOrders[query.sort ?? '-published'])
      .limit(query.limit)
      .offset(query.offset),
    db.select({ total: count() }).from(posts).where(where),
  ]);
  const records = await toRecords(db, siteId, rows, now);
  return { items: records.map(({ html: _html, ...r }) => r), total: Number(total) };
}

async function checkReferences(tx: Tx, siteId: number, input: Omit<PostUpdate, 'revision'>): Promise<void> {
  await checkPictures(tx, siteId, 'featuredImageId', [input.featuredImageId]);
  await checkIds(tx, artists, siteId, 'artistId', [input.artistId], 'artist');
  await checkIds(tx, inventory, siteId, 'inventoryId', [input.inventoryId], 'artwork');
}

function values(input: Omit<PostUpdate, 'revision'>) {
  const html = input.html !== undefined ? sanitizeRichText(input.html) : undefined;
  return present({ ...input, html, publishedAt: input.publishedAt !== undefined ? new Date(input.publishedAt) : undefined });
}

export async function createPost(db: Db, siteId: number, input: PostCreate): Promise<PostRecord> {
  const id = await db.transaction(async (tx) => {
    await checkReferences(tx, siteId, input);
    const fields = values(input);
    const html = fields.html ?? '';
    const [row] = await tx
      .insert(posts)
      .values({ ...fields, title: input.title, siteId, html, excerpt: fields.excerpt || excerptOf(html) })
      .returning({ id: posts.id });
    return row.id;
  });
  await contentChanged(db, siteId);
  return readPost(db, siteId, id);
}

export async function updatePost(db: Db, siteId: number, id: number, input: PostUpdate): Promise<PostRecord> {
  const { revision, ...changes } = input;
  await db.transaction(async (tx) => {
    const next = await lockRecord(tx, posts, 'post', siteId, id, revision);
    await checkReferences(tx, siteId, changes);
    await tx
      .update(posts)
      .set({ ...values(changes), revision: next })
      .where(eq(posts.id, id));
  });
  await contentChanged(db, siteId);
  return readPost(db, siteId, id);
}

/** Deletes a post to the trash, unless a list the published site shows holds it. */
export async function deletePost(db: Db, siteId: number, id: number, revision: number | undefined): Promise<DeletedResponse> {
  const deleted = await db.transaction(async (tx) => {
    await lockRecord(tx, posts, 'post', siteId, id, revision);
    refuseIfUsed(await itemListedOnSite(tx, siteId, ListKind.Blogs, id, 'post'));
    const entries = chosenListEntries(siteId, ListKind.Blogs, id);
    const [row, listed] = await Promise.all([tx.select().from(posts).where(eq(posts.id, id)), tx.select().from(chosenListItems).where(entries)]);
    await tx.delete(chosenListItems).where(entries);
    await tx.delete(posts).where(eq(posts.id, id));
    return trashRecord(tx, siteId, 'post', id, row[0].title, { posts: row, chosenListItems: listed });
  });
  await contentChanged(db, siteId);
  return deleted;
}
