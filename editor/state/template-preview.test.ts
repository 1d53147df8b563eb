import { describe, expect, it } from 'vitest';
import type { SiteDocument } from '../../schema';
import { item, list } from '../../renderer/testing/fixtures';
import { artistFixture, postFixture, showFixture } from '../../renderer/testing/content-fixtures';
import type { DataSource } from '../../renderer/data/source';
import { loadTemplateItem } from './template-preview';

const document: SiteDocument = {
  schemaVersion: 1,
  site: { company: 'Gallery', layout: 'classic', colors: {} },
  pages: [
    { pageId: 'home', title: 'Home', slug: '', type: 7, showInNavigation: true, isTitleVisible: true, blocks: [] },
    { pageId: 'news', title: 'News', slug: 'news', type: 4, showInNavigation: true, isTitleVisible: true, blocks: [] },
  ],
};

/** A data source over fixed answers, recording what it was asked. */
function source(answers: { inventory?: ReturnType<typeof item>[]; artists?: ReturnType<typeof artistFixture>[]; shows?: ReturnType<typeof showFixture>[]; blogs?: ReturnType<typeof postFixture>[] }) {
  const asked: string[] = [];
  const data: DataSource = {
    listInventory: async (q) => (asked.push(`inventory ${JSON.stringify(q)}`), list((answers.inventory ?? []).filter((w) => !q.artistId || w.artist?.artistId === q.artistId).slice(0, q.limit))),
    getInventory: async () => null,
    listArtists: async (q) => (asked.push(`artists ${JSON.stringify(q)}`), { artists: (answers.artists ?? []).slice(0, q.limit), hasMore: false }),
    listShows: async (q) => (asked.push(`shows ${JSON.stringify(q)}`), { shows: (answers.shows ?? []).slice(0, q.limit), hasMore: false }),
    listBlogs: async (q) => (asked.push(`blogs ${JSON.stringify(q)}`), { blogs: (answers.blogs ?? []).slice(0, q.limit), hasMore: false }),
    listRepresentatives: async () => ({ representatives: [], hasMore: false }),
    listMedia: async () => ({ media: [], hasMore: false }),
  };
  return { data, asked };
}

describe('the item a template is shown with in the builder', () => {
  it('is the site’s own first artwork, with other works by its artist', async () => {
    const works = [item({ inventoryId: 1, title: 'First' }), item({ inventoryId: 2, title: 'Second' }), item({ inventoryId: 3, title: 'Third', artist: { artistId: 99, name: 'Other', lifespan: null } })];
    const { data } = source({ inventory: works });
    const route = await loadTemplateItem(data, 'inventory', document);
    expect(route.kind === 'art' && route.item.title).toBe('First');
    expect(route.kind === 'art' && route.related?.map((w) => w.title)).toEqual(['Second']);
  });

  it('is the first artist with their works and shows, the first show, and the first post with its way back', async () => {
    const { data, asked } = source({ artists: [artistFixture()], shows: [showFixture()], blogs: [postFixture()], inventory: [item()] });
    const artist = await loadTemplateItem(data, 'artist', document);
    expect(artist.kind === 'artist' && [artist.artist.name, artist.artworks.inventory.length, artist.shows.length]).toEqual(['Mary Cassatt', 1, 1]);
    expect(asked).toContain('inventory {"limit":12,"offset":0,"artistId":7}');
    const show = await loadTemplateItem(data, 'show', document);
    expect(show.kind === 'show' && show.show.title).toBe('Harbour Light');
    // The show's own works, as many as the widest Show Grid previews (6 columns x 3).
    expect(asked).toContain(`inventory {"limit":18,"offset":0,"showId":${showFixture().showId}}`);
    const post = await loadTemplateItem(data, 'post', document);
    expect(post.kind === 'post' && post.back).toEqual({ pageId: 'news', title: 'News', slug: 'news' });
  });

  it('is a sample only while the site has none of the kind, or nothing can be asked', async () => {
    const { data } = source({});
    for (const kind of ['inventory', 'artist', 'show', 'post'] as const) {
      const route = await loadTemplateItem(data, kind, document);
      const id = route.kind === 'art' ? route.item.inventoryId : route.kind === 'artist' ? route.artist.artistId : route.kind === 'show' ? route.show.showId : route.post.blogId;
      expect(id, kind).toBeLessThan(0);
    }
    const offline = await loadTemplateItem(null, 'inventory', document);
    expect(offline.kind === 'art' && offline.item.title).toBe('Morning Harbour');
  });
});
