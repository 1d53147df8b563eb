import { sql } from 'drizzle-orm';
import { MAX_SITE_TAGS, type SiteTagsResponse, type TaggedKind } from '../../../schema/api/tags';
import type { Db } from '../../db/client';
import { artists, images, inventory, posts, shows } from '../../db/schema';

/** Where each kind's tags are kept; media are the pictures that are not an artwork's. */
function tagged(kind: TaggedKind, siteId: number) {
  switch (kind) {
    case 'inventory':
      return sql`select unnest(${inventory.tags}) as tag from ${inventory} where ${inventory.siteId} = ${siteId}`;
    case 'artists':
      return sql`select unnest(${artists.tags}) as tag from ${artists} where ${artists.siteId} = ${siteId}`;
    case 'shows':
      return sql`select unnest(${shows.tags}) as tag from ${shows} where ${shows.siteId} = ${siteId}`;
    case 'blogs':
      return sql`select unnest(${posts.tags}) as tag from ${posts} where ${posts.siteId} = ${siteId}`;
    case 'media':
      return sql`select unnest(${images.tags}) as tag from ${images} where ${images.siteId} = ${siteId} and ${images.inventoryId} is null`;
  }
}

/** The site's tags on one kind of content, by name, with how many items carry each, for the builder's tag picker. */
export async function listSiteTags(db: Db, siteId: number, kind: TaggedKind): Promise<SiteTagsResponse> {
  const result = (await db.execute(sql`select tag, count(*)::int as count from (${tagged(kind, siteId)}) t group by tag order by tag collate "C" limit ${MAX_SITE_TAGS}`)) as unknown as {
    rows: Array<{ tag: string; count: number }>;
  };
  return { tags: result.rows.map((r) => ({ tag: r.tag, count: Number(r.count) })) };
}
