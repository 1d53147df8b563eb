import { templateBlocks, type TemplateKind, type InventoryItem, type InventoryListQuery, type SiteDocument } from '../../schema';
import { blogPage as blogBackPage } from '../../schema/blog-page';
import type { PageData } from '../../renderer/data/source';
import { collectListQueries } from '../../renderer/ssr';
import type { SiteRoute } from '../../renderer/ssr-types';
import type { PostRoute } from '../../renderer/pages/detail/routes';
import type { Db } from '../db/client';
import { DEFAULT_PAGE_SIZE } from '../../schema/enums';
import { getArtist, getBlog, getShow, listInventory, listShows } from './content';
import { getInventoryItemWithRelated } from './content/art-page';
import { resolveArtistNames, resolveArtistStates, resolveContentLists } from './content/list-pages';
import type { ListContext } from '../../renderer/blocks/lists/list-context';

/**
 * The content detail pages, /artist/{artistId}, /show/{showId} and /post/{blogId}, resolved against
 * the site's own content: an id of another site, an unknown one or a post not yet published is not
 * found. Also the related works under an artwork.
 */

export type DetailMatch = { kind: 'artist'; artistId: number } | { kind: 'show'; showId: number } | { kind: 'post'; blogId: number };

/** The first page of an artist's works: the spec's list page, columns (4) times 3. */
const ARTIST_WORKS_PAGE = 12;
/** The spec's exhibitions list asks for up to 100. */
const ARTIST_SHOWS_LIMIT = 100;
/** Works under an artwork by the same artist. */
const RELATED_WORKS = 4;

const NOT_FOUND: SiteRoute = { kind: 'not-found' };

export async function resolveDetailRoute(db: Db, siteId: number, document: SiteDocument, match: DetailMatch): Promise<SiteRoute> {
  switch (match.kind) {
    case 'artist': {
      const artist = await getArtist(db, siteId, match.artistId);
      if (!artist) return NOT_FOUND;
      const artworksQuery: InventoryListQuery = { limit: ARTIST_WORKS_PAGE, offset: 0, artistId: artist.artistId };
      const [artworks, shows] = await Promise.all([
        listInventory(db, siteId, artworksQuery),
        listShows(db, siteId, { limit: ARTIST_SHOWS_LIMIT, offset: 0, artistId: artist.artistId }),
      ]);
      return { kind: 'artist', artist, artworks, artworksQuery, shows: shows.shows };
    }
    case 'show': {
      const show = await getShow(db, siteId, match.showId);
      if (!show) return NOT_FOUND;
      // A visitor's first page (spec §9: 30); the Show Grid loads the rest over /api/inventory?showId.
      const artworks = await listInventory(db, siteId, { limit: DEFAULT_PAGE_SIZE, offset: 0, showId: show.showId });
      return { kind: 'show', show, artworks: artworks.inventory, artworksHasMore: artworks.hasMore };
    }
    case 'post': {
      const post = await getBlog(db, siteId, match.blogId);
      return post ? { kind: 'post', post, back: blogPage(document) } : NOT_FOUND;
    }
  }
}

/**
 * The data of the list blocks a kind's template holds besides its own (an inventory list under an
 * artwork, or above the search results), read as a page's are, with the page's item as their context
 * (an artist's page lists that artist's works). The default templates hold none, so they cost no query.
 */
export async function templateData(db: Db, siteId: number, document: SiteDocument, kind: TemplateKind, context: ListContext = {}): Promise<PageData> {
  const blocks = templateBlocks(document.site.templates, kind);
  const queries = collectListQueries({ blocks }, context);
  const [results, lists, artistNames, artistStates] = await Promise.all([
    Promise.all(queries.map(({ query }) => listInventory(db, siteId, query))),
    resolveContentLists(db, siteId, blocks, context),
    resolveArtistNames(db, siteId, blocks),
    resolveArtistStates(db, siteId, blocks),
  ]);
  queries.forEach(({ blockId }, i) => (lists[blockId] = results[i]));
  return { lists, artistNames, ...(artistStates ? { artistStates } : {}) };
}

/** An artwork of the site and the first other works by its artist, for the art page; null when there is no such work. */
export async function artWithRelatedWorks(db: Db, siteId: number, inventoryId: number): Promise<{ item: InventoryItem; related: InventoryItem[] } | null> {
  return getInventoryItemWithRelated(db, siteId, inventoryId, RELATED_WORKS);
}

/** Where a post's link back goes: the first page with a blog list, else the Press page, else home (null). */
export function blogPage(document: SiteDocument): PostRoute['back'] {
  return blogBackPage(document.pages);
}
