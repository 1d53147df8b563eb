import { sql, type SQL } from 'drizzle-orm';
import { SearchType, UserType, type SearchQuery, type SearchResponse } from '../../../schema';
import type { Db } from '../../db/client';
import { describeHits, type SearchHit } from './search-results';

/**
 * Site search over the search documents the database keeps for every artwork, artist, post and show
 * (migration 0013): scoped to one site and to what visitors may see (active works, published posts).
 *
 * The visitor's words become a tsquery in the database (search_query: accents folded, each word a
 * prefix, or the site's nearest words when it matches nothing, so a typo still finds). Results come in
 * four parts, one after the other:
 * 1. Artists, shows and posts whose name or title matches, and
 * 2. works whose title matches, each ranked by ts_rank over the whole document (a word in the title
 *    counts more than the artist's name, which counts more than tags and text);
 * 3. the other shows, posts and artists that match (an exhibition of the artist searched for, a post
 *    that mentions them), kind by kind and newest first;
 * 4. the other works that match (the works of the artist searched for), in the site's order.
 * Works are kept apart from the rest (partial indexes), so the few artists, shows and posts that match
 * are found without reading the thousands of works a word can match.
 *
 * A part with more than PROBE matches (39,000 works for 'Turner' in the whole shared data, 16,000
 * titles 'Untitled') is not gathered at all: reading every match takes longer than the 50 ms a search
 * may, and ranking thousands of equal titles says nothing. Its page is read off an index in the part's
 * order (for works the site's own order, which mixes artists and collections), checking each document
 * on the way, which finds a page of a word that common within a few thousand documents.
 */

/**
 * Matches a part gathers through its text index before it is read in index order instead. Gathering
 * costs a read per match up to this; reading in order costs about a page's size over the share of
 * documents that match, which is at least this over the site's size: 2,500 keeps both to a few thousand
 * reads on the whole shared data (193,000 works).
 */
const PROBE = 2500;

/**
 * Documents read in order per hit wanted, for a part of more than PROBE matches: at least one in every
 * 77 documents of the whole shared data matches then, so 200 leaves room for matches that bunch up.
 */
const WINDOW_SPAN = 200;

export interface SearchScope {
  siteId: number;
  userType: number;
}

type Row = { total: number; kind: number | null; item_id: number | null };

interface Part {
  /** The part's hits from `offset`, at most `want`, and how many hits the part has in all (when fewer than wanted came). */
  (want: number, offset: number): Promise<{ hits: SearchHit[]; total: number }>;
}

async function rowsOf<T>(result: Promise<unknown>): Promise<T[]> {
  return ((await result) as { rows: T[] }).rows;
}

const toHits = (rows: Array<{ kind: number | null; item_id: number | null }>) => rows.filter((r) => r.kind !== null).map((r) => ({ kind: r.kind!, id: r.item_id! }));

/** The visitor's words as a tsquery's text, or null when nothing can match. */
async function tsquery(db: Db, siteId: number, text: string): Promise<string | null> {
  const rows = await rowsOf<{ query: string | null }>(db.execute(sql`select search_query(${siteId}, ${text})::text as query`));
  return rows[0]?.query || null;
}

interface PartSpec {
  /** Which documents the part holds: a literal kind condition, so the planner picks the part's partial index. */
  kinds: SQL;
  /** The text condition over a tsquery, answered by a GIN index. */
  match: (query: SQL) => SQL;
  /** The rank of a match, for a part that is ranked. */
  rank?: (query: SQL) => SQL;
  /** The part's order after the rank, which an index can give, over the columns kind, item_id and position. */
  order: SQL;
}

/**
 * One part: up to PROBE + 1 matches gathered through the text index (a bounded read); when that is all of
 * them, counted and ordered (by rank, then the part's order). Past PROBE, the page is read off an index
 * in the part's order, and the part is counted only when the page runs past its end.
 */
function part(db: Db, q: string, visible: SQL, spec: PartSpec): Part {
  const query = sql`${q}::tsquery`;
  return async (want, offset) => {
    // The tsquery comes from a CTE, so the planner does not weigh how many it matches: a word it knows
    // to be common would make it scan the table for the first PROBE rows rather than read the index.
    const gathered = await rowsOf<Row>(
      db.execute(sql`
        with q as materialized (select ${query} as query),
        m as materialized (
          select d.kind, d.item_id, d.position, ${spec.rank?.(sql`q.query`) ?? sql`0`} as rank from q, search_documents d
          where ${spec.kinds} and ${spec.match(sql`q.query`)} and ${visible} limit ${PROBE + 1}
        )
        select (select count(*) from m)::int as total, p.kind, p.item_id
        from (select 1) as one left join lateral (select kind, item_id from m order by rank desc, ${spec.order} limit ${want} offset ${offset}) p on true`),
    );
    const total = gathered[0]?.total ?? 0;
    if (total <= PROBE) return { hits: toHits(gathered), total };
    // The documents in the part's order, WINDOW_SPAN a hit wanted, checked one by one as they come (the
    // window has no text condition, so it is read off the order's index); a prefix of the whole order,
    // so a full page found in it is the page.
    const window = WINDOW_SPAN * (offset + want);
    const page = await rowsOf<Row>(
      db.execute(sql`
        select d.kind, d.item_id from (
          select d.kind, d.item_id, d.position, d.document, d.names from search_documents d
          where ${spec.kinds} and ${visible} order by ${spec.order} limit ${window}
        ) as d where ${spec.match(query)}
        order by ${spec.order} limit ${want} offset ${offset}`),
    );
    if (page.length >= want) return { hits: toHits(page), total: Number.POSITIVE_INFINITY };
    // Too few in the window (the matches bunch up further along, or the page is deep): all of them.
    const all = await rowsOf<Row>(
      db.execute(sql`
        with m as materialized (select d.kind, d.item_id, d.position from search_documents d where ${spec.kinds} and ${spec.match(query)} and ${visible})
        select (select count(*) from m)::int as total, p.kind, p.item_id
        from (select 1) as one left join lateral (select kind, item_id from m order by ${spec.order} limit ${want} offset ${offset}) p on true`),
    );
    return { hits: toHits(all), total: all[0]?.total ?? 0 };
  };
}

/** Up to `want` hits from `offset`, the parts one after the other. */
export async function findHits(db: Db, scope: SearchScope, query: Pick<SearchQuery, 'q' | 'type'>, want: number, offset: number, now: Date): Promise<SearchHit[]> {
  const artistSite = scope.userType === UserType.Artist;
  // Artist sites have no artist pages to find (nor an Artists tab).
  if (query.type === SearchType.Artist && artistSite) return [];
  const q = await tsquery(db, scope.siteId, query.q);
  if (!q) return [];
  const tab = query.type !== undefined ? sql`d.kind = ${query.type}` : artistSite ? sql`d.kind <> ${SearchType.Artist}` : sql`true`;
  const visible = sql`d.site_id = ${scope.siteId} and ${tab} and d.visible and (d.published_at is null or d.published_at <= ${now})`;
  const inNames = (query: SQL) => sql`d.names @@ ${query}`;
  const elsewhere = (query: SQL) => sql`d.document @@ ${query} and not d.names @@ ${query}`;

  const rank = (query: SQL) => sql`ts_rank(d.document, ${query})`;
  // The literal kind conditions name the partial index each part reads.
  const others = { kinds: sql`d.kind <> 0 and d.kind >= 1`, order: sql`kind desc, item_id desc` };
  const works = { kinds: sql`d.kind = 0`, order: sql`position, item_id` };
  const withOthers = query.type !== SearchType.Inventory;
  const withWorks = query.type === undefined || query.type === SearchType.Inventory;
  const parts: Part[] = [
    ...(withOthers ? [part(db, q, visible, { ...others, match: inNames, rank })] : []),
    ...(withWorks ? [part(db, q, visible, { ...works, match: inNames, rank })] : []),
    ...(withOthers ? [part(db, q, visible, { ...others, match: elsewhere })] : []),
    ...(withWorks ? [part(db, q, visible, { ...works, match: elsewhere })] : []),
  ];

  const hits: SearchHit[] = [];
  let skip = offset;
  for (const next of parts) {
    const page = await next(want - hits.length, skip);
    hits.push(...page.hits);
    if (hits.length >= want) break;
    skip = Math.max(0, skip - page.total);
  }
  return hits;
}

/** One page of a tab's results, each described as its result cell shows it. */
export async function searchSite(db: Db, scope: SearchScope, query: SearchQuery, now = new Date()): Promise<SearchResponse> {
  const hits = await findHits(db, scope, query, query.limit + 1, query.offset, now);
  const page = hits.slice(0, query.limit);
  return { results: await describeHits(db, scope.siteId, page, now), hasMore: hits.length > query.limit };
}
