import { and, asc, desc, eq, lte, type SQL } from 'drizzle-orm';
import { ListKind, type Blog, type BlogListQuery, type BlogListResponse } from '../../../schema';
import type { Db } from '../../db/client';
import { images, posts } from '../../db/schema';
import { hasMore, pageSize, toImage } from './format';
import { chosenListPosition, hasAnyTag, inChosenList } from './sources';

/** Blog posts: visitors see those published by now, newest first (a chosen list keeps its own order). */

const IMAGE_COLUMNS = { id: images.id, extension: images.extension, width: images.width, height: images.height, alt: images.alt };

export async function listBlogs(db: Db, siteId: number, query: BlogListQuery, now = new Date()): Promise<BlogListResponse> {
  const size = pageSize(query.limit, query.offset, query.maxLimit);
  if (size === 0) return { blogs: [], hasMore: false };
  const where: SQL[] = [eq(posts.siteId, siteId), lte(posts.publishedAt, now)];
  if (query.listId !== undefined) where.push(inChosenList(siteId, query.listId, ListKind.Blogs, posts.id));
  if (query.tags?.length) where.push(hasAnyTag(posts.tags, query.tags));
  if (query.artistId) where.push(eq(posts.artistId, query.artistId));
  if (query.inventoryId) where.push(eq(posts.inventoryId, query.inventoryId));
  const rows = await db
    .select({ post: posts, featured: IMAGE_COLUMNS })
    .from(posts)
    .leftJoin(images, and(eq(images.id, posts.featuredImageId), eq(images.siteId, siteId)))
    .where(and(...where))
    .orderBy(...(query.listId !== undefined ? [asc(chosenListPosition(query.listId, posts.id))] : []), desc(posts.publishedAt), desc(posts.id))
    .limit(size + 1)
    .offset(query.offset);
  return { blogs: rows.slice(0, size).map(toBlog), hasMore: hasMore(rows.length, size, query.offset, query.maxLimit) };
}

/** One post visitors may read (published by now), or null. */
export async function getBlog(db: Db, siteId: number, blogId: number, now = new Date()): Promise<Blog | null> {
  const rows = await db
    .select({ post: posts, featured: IMAGE_COLUMNS })
    .from(posts)
    .leftJoin(images, and(eq(images.id, posts.featuredImageId), eq(images.siteId, siteId)))
    .where(and(eq(posts.siteId, siteId), eq(posts.id, blogId), lte(posts.publishedAt, now)));
  return rows[0] ? toBlog(rows[0]) : null;
}

type Row = { post: typeof posts.$inferSelect; featured: { id: number | null; extension: string | null; width: number | null; height: number | null; alt: string | null } | null };

function toBlog({ post, featured }: Row): Blog {
  return {
    blogId: post.id,
    id: post.id,
    title: post.title,
    featured: featured?.id != null ? toImage(featured as Parameters<typeof toImage>[0]) : null,
    publishedAt: new Date(post.publishedAt).toISOString(),
    excerpt: post.excerpt,
    html: post.html,
    link: `post/${post.id}`,
    tags: post.tags,
  };
}
