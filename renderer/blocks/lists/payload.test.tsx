import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../../schema/document';
import { PageDataContext, type ListResponse } from '../../data/source';
import { SiteRenderContext } from '../../site/context';
import { edition, item, site } from '../../testing/fixtures';
import { artist, blog, media, representative, show } from '../../testing/list-fixtures';
import { inventoryCardItem } from '../InventoryList/card-item';
import { renderBlocks } from '../registry';
import { ContentList, type ContentListProps } from './ContentList';

/**
 * What a list carries to the browser when it is an island: only what its cells draw (spec'd per kind in
 * cells.ts), and the browser draws the very markup the server sent from it.
 */

const BLOCK_TYPE = { inventory: 'inventory-list', artists: 'artists-list', shows: 'exhibitions-list', blogs: 'blogs-list', media: 'media-list', representatives: 'representatives-list' } as const;

/** Each kind's list with more to load (so it is an island), its items full of what cells never show. */
const LISTS: Record<keyof typeof BLOCK_TYPE, { response: ListResponse; fields: string[]; hidden: string[] }> = {
  inventory: {
    response: { inventory: [item({ notes: 'Kept in the back room', sku: 'SKU-1', editions: [edition({ framing: 'Oak frame' })] })], hasMore: false },
    fields: ['inventoryId', 'title', 'date', 'artistName', 'image', 'price'],
    hidden: ['Kept in the back room', 'SKU-1', 'Oak frame', 'editions', 'dimensions'],
  },
  artists: {
    response: { artists: [artist({ biography: '<p>A long biography</p>', curriculumVitae: '<p>Shows</p>', tags: ['secret-tag'] })], hasMore: false },
    fields: ['artistId', 'name', 'facts', 'picture'],
    hidden: ['A long biography', 'secret-tag', 'curriculumVitae'],
  },
  shows: {
    response: { shows: [show({ description: '<p>The whole essay</p>', openingReception: 'Wine at six', tags: ['secret-tag'] })], hasMore: false },
    fields: ['showId', 'title', 'date', 'image'],
    hidden: ['The whole essay', 'Wine at six', 'secret-tag', 'photos'],
  },
  blogs: {
    response: { blogs: [blog({ html: '<p>The whole post body</p>', tags: ['secret-tag'] })], hasMore: false },
    fields: ['blogId', 'title', 'publishedAt', 'excerpt', 'featured'],
    hidden: ['The whole post body', 'secret-tag'],
  },
  media: {
    response: { media: [media({ tags: ['secret-tag'], artistId: 77 })], hasMore: false },
    fields: ['id', 'extension', 'width', 'height', 'imageAlt', 'title', 'caption', 'inventoryId'],
    hidden: ['secret-tag', 'artistId'],
  },
  representatives: {
    response: { representatives: [representative()], hasMore: false },
    fields: ['representativeId', 'company', 'addressLineOne', 'addressLineTwo', 'city', 'state', 'zip', 'country', 'phone', 'website'],
    hidden: ['"id"'],
  },
};

function render(kind: keyof typeof BLOCK_TYPE, response: ListResponse): string {
  const block: Block = { id: 'l1', type: BLOCK_TYPE[kind], config: {} };
  return renderToString(
    <SiteRenderContext.Provider value={{ site: site(), linkParams: {} }}>
      <PageDataContext.Provider value={{ lists: { l1: { ...response, hasMore: true } } }}>{renderBlocks([block], 'visitor')}</PageDataContext.Provider>
    </SiteRenderContext.Provider>,
  );
}

function island(html: string): { props: ContentListProps; markup: string } {
  const match = /<div class="island" data-island="ContentList" data-props="([^"]*)">([\s\S]*)<\/div><\/section>/.exec(html);
  if (!match) throw new Error('no ContentList island');
  const json = match[1].replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  return { props: JSON.parse(json) as ContentListProps, markup: match[2] };
}

describe('a list island’s props', () => {
  for (const [kind, { response, fields, hidden }] of Object.entries(LISTS) as Array<[keyof typeof LISTS, (typeof LISTS)[keyof typeof LISTS]]>) {
    it(`${kind}: carry only what the cells draw, and the browser draws the server’s markup from them`, () => {
      const { props, markup } = island(render(kind, response));
      const [first] = props.items as Array<Record<string, unknown>>;
      expect(Object.keys(first).sort()).toEqual(fields.filter((f) => f in first).sort());
      expect(Object.keys(first).every((key) => fields.includes(key))).toBe(true);
      const json = JSON.stringify(props.items);
      for (const text of hidden) expect(json, text).not.toContain(text);
      expect(renderToString(<ContentList {...props} />)).toBe(markup);
    });
  }
});

describe('an artwork’s card', () => {
  it('is its status sticker or the price of its first available edition, worked out once', () => {
    expect(inventoryCardItem(item({ editions: [edition({ price: '$1,200.00', priceValue: 120000 })] })).price).toBe('$1,200.00');
    const sold = inventoryCardItem(item({ editions: [edition({ isSold: true, quantity: 0 })] }));
    expect(sold.status).toBe('sold');
    expect(sold.price).toBeUndefined();
    const bare = inventoryCardItem(item({ images: [], date: null, artist: null, editions: [] }));
    expect(Object.keys(bare).sort()).toEqual(['inventoryId', 'title']);
  });

  it('is a small share of the whole item on the wire', () => {
    const full = item({ editions: [edition(), edition({ editionId: 2 })], notes: 'Notes', creditLine: 'Gift of a friend' });
    expect(JSON.stringify(inventoryCardItem(full)).length).toBeLessThan(JSON.stringify(full).length / 3);
  });
});
