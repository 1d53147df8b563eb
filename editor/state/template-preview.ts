import type { Artist, InventoryListQuery, SiteDocument } from '../../schema';
import { ContentKind, ListLayout } from '../../schema/list-layouts';
import { builderPageSize } from '../../schema/list-paging';
import type { Blog, Show } from '../../schema/api/lists';
import { blogPage } from '../../schema/blog-page';
import type { ItemTemplateKind } from '../../schema/detail-blocks';
import { sampleInventoryItem, sampleInventoryList } from '../../renderer/data/sample';
import type { DataSource } from '../../renderer/data/source';
import type { TemplateRoute } from '../../renderer/pages/detail/routes';

/**
 * The item a detail template is shown with on the canvas: the site's own first artwork, artist,
 * exhibition or post (with what its page shows around it), read over the builder's data source; a
 * sample only while the site has none of that kind. The related lists follow the server's own rules
 * (server/services/detail-pages.ts) as closely as the public API allows.
 */

/** Works under an artwork, and an artist's first page of works and exhibitions, as the server reads them. */
const RELATED_WORKS = 4;
const ARTIST_WORKS_PAGE = 12;
const ARTIST_SHOWS_LIMIT = 100;
/** An exhibition's own works, as many as the widest Show Grid previews (builder page size, 6 columns x 3). */
const SHOW_WORKS_PREVIEW = builderPageSize(ContentKind.Inventory, 6, ListLayout.Grid, null);

export async function loadTemplateItem(source: DataSource | null, kind: ItemTemplateKind, document: SiteDocument): Promise<TemplateRoute> {
  if (!source) return sampleRoute(kind, document);
  switch (kind) {
    case 'modal':
      return inModal(await loadTemplateItem(source, 'inventory', document));
    case 'inventory': {
      const item = (await source.listInventory({ limit: 1, offset: 0 })).inventory[0];
      if (!item) return sampleRoute(kind, document);
      const related = item.artist ? (await source.listInventory({ limit: RELATED_WORKS + 1, offset: 0, artistId: item.artist.artistId })).inventory : [];
      return { kind: 'art', item, related: related.filter((w) => w.inventoryId !== item.inventoryId).slice(0, RELATED_WORKS) };
    }
    case 'artist': {
      const artist = (await source.listArtists({ limit: 1, offset: 0 })).artists[0];
      if (!artist) return sampleRoute(kind, document);
      const artworksQuery: InventoryListQuery = { limit: ARTIST_WORKS_PAGE, offset: 0, artistId: artist.artistId };
      const [artworks, shows] = await Promise.all([source.listInventory(artworksQuery), source.listShows({ limit: ARTIST_SHOWS_LIMIT, offset: 0, artistId: artist.artistId })]);
      return { kind: 'artist', artist, artworks, artworksQuery, shows: shows.shows };
    }
    case 'show': {
      const show = (await source.listShows({ limit: 1, offset: 0 })).shows[0];
      if (!show) return sampleRoute(kind, document);
      const { inventory: artworks } = await source.listInventory({ limit: SHOW_WORKS_PREVIEW, offset: 0, showId: show.showId });
      return { kind: 'show', show, artworks };
    }
    case 'post': {
      const post = (await source.listBlogs({ limit: 1, offset: 0 })).blogs[0];
      return post ? { kind: 'post', post, back: blogPage(document.pages) } : sampleRoute(kind, document);
    }
  }
}

const SAMPLE_TEXT = '<p>This sample stands in until the site has one of its own: each page shows its own text here.</p>';

const sampleArtist: Artist = {
  artistId: -1,
  id: -1,
  name: 'Sample Artist',
  lifespan: 'b. 1970',
  country: 'American',
  address: { country: null, state: null },
  bio: 'American, b. 1970',
  biography: SAMPLE_TEXT,
  curriculumVitae: null,
  url: null,
  cover: null,
  profile: null,
  tags: [],
};

const sampleShow: Show = {
  showId: -1,
  id: -1,
  title: 'Sample Exhibition',
  date: 'March 3 – April 20, 2024',
  startDate: '2024-03-03',
  endDate: '2024-04-20',
  description: SAMPLE_TEXT,
  openingReception: null,
  image: null,
  photos: [],
  artists: [{ artistId: -1, name: 'Sample Artist', lifespan: null }],
  tags: [],
};

const samplePost: Blog = {
  blogId: -1,
  id: -1,
  title: 'Sample Post',
  featured: null,
  publishedAt: '2024-03-05T10:00:00.000Z',
  excerpt: '',
  html: SAMPLE_TEXT,
  link: '',
  tags: [],
};

/** A sample item of a kind, for a site that has none yet (ids are negative, so nothing can be bought). */
export function sampleRoute(kind: ItemTemplateKind, document: SiteDocument): TemplateRoute {
  switch (kind) {
    case 'modal':
      return inModal(sampleRoute('inventory', document));
    case 'inventory':
      return { kind: 'art', item: sampleInventoryItem(0), related: [1, 2, 3, 4].map(sampleInventoryItem) };
    case 'artist':
      return { kind: 'artist', artist: sampleArtist, artworks: sampleInventoryList(4), artworksQuery: { limit: ARTIST_WORKS_PAGE, offset: 0 }, shows: [sampleShow] };
    case 'show':
      return { kind: 'show', show: sampleShow, artworks: sampleInventoryList(4).inventory };
    case 'post':
      return { kind: 'post', post: samplePost, back: blogPage(document.pages) };
  }
}

/** An artwork's route as the inventory detail modal draws it. */
function inModal(route: TemplateRoute): TemplateRoute {
  return route.kind === 'art' ? { ...route, modal: true } : route;
}
