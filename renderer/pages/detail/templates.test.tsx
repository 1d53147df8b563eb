import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockType } from '../../../schema/block-types';
import { catalogueEntry } from '../../../schema/catalogue';
import type { Block } from '../../../schema/document';
import type { DetailTemplates } from '../../../schema/detail-templates';
import { renderBlocks } from '../../blocks/registry';
import { renderSiteHtml } from '../../ssr';
import { postFixture, showFixture } from '../../testing/content-fixtures';
import { document, edition, item, list, page, renderRequest, site } from '../../testing/fixtures';
import type { SiteRoute } from '../../ssr-types';
import { DetailContext } from './context';

/** Detail pages drawn with their templates: the defaults as the fixed pages were, and the owner's own. */

const body = (html: string) => html.slice(html.indexOf('<body'));
const main = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>'));
const text = (id: string, words: string) => ({ id, type: BlockType.Text, config: { text: words, variant: 'paragraph', align: 'left' } });
const block = (type: string, config: Record<string, unknown> = {}, id = `b-${type}`): Block => ({ id, type, config: { ...(catalogueEntry(type)!.defaultConfig as Record<string, unknown>), ...config } });

function render(route: SiteRoute, templates?: DetailTemplates, data = { lists: {} }) {
  const base = renderRequest(route, { path: '/x', data });
  const doc = document([page([])]);
  if (templates) doc.site.templates = templates;
  return renderSiteHtml({ ...base, document: doc, site: site({ isStripeConnected: true, config: { ...base.site.config, layout: 'novara' } }) }).html;
}

const twoImages = [
  { id: 5, extension: 'jpg', width: 800, height: 600, imageAlt: 'Front' },
  { id: 6, extension: 'jpg', width: 800, height: 600, imageAlt: 'Back' },
];
const artRoute = (inventoryId: number, title: string): SiteRoute => ({
  kind: 'art',
  item: item({ inventoryId, title, images: twoImages }),
  related: [item({ inventoryId: 900, title: 'Quiet Field' })],
});

describe('the default artwork template', () => {
  it('draws the art page as before: pictures, then the details with the title as heading, then more by the artist', () => {
    const html = main(render(artRoute(101, 'Harbour at Dusk')));
    expect(html).toMatch(/<article class="art-page" data-recently-viewed="[^"]*Harbour at Dusk[^"]*" data-recently-viewed-key="[^"]+"><div class="art-page__main"><div class="art-page__images"><figure class="art-page__image"><img src="\/img\/w_1366\/5\.jpg"/);
    expect(html).toContain('<ul class="art-page__thumbs"><li><img src="/img/w_320/6.jpg"');
    expect(html).toMatch(/<\/div><div class="art-page__details"><h1 class="art-page__title">Harbour at Dusk<\/h1><p class="art-page__artist">Mary Cassatt<\/p><dl class="art-page__facts"><dt>Date<\/dt><dd>1921<\/dd>/);
    expect(html).toContain('<ul class="edition-list">');
    expect(html).toContain('data-island="PurchaseButton"');
    expect(html).toContain('<section class="art-page__related" aria-labelledby="art-related-heading"><h2 id="art-related-heading">More by Mary Cassatt</h2><ul class="inventory-grid" style="--columns:4;--tablet-columns:3">');
    // Only the default's blocks are on the page: no builder hints, no stray wrappers.
    expect(html).not.toContain('builder-hint');
  });

  it('keeps the page-level facts outside the blocks: recently viewed, title, description and structured data', () => {
    const html = render(artRoute(101, 'Harbour at Dusk'), { inventory: { blocks: [text('t', 'Only words')] } });
    expect(html).toContain('data-recently-viewed=');
    expect(html).toContain('<title>Harbour at Dusk | Harbour Gallery</title>');
    expect(html).toContain('application/ld+json');
  });
});

describe('what the owner sets on an artwork, on its page', () => {
  const seoRoute = (overrides: Parameters<typeof item>[0]): SiteRoute => ({ kind: 'art', item: item({ images: twoImages, ...overrides }) });
  const meta = (html: string, attribute: string) => new RegExp(`<meta ${attribute} content="([^"]*)">`).exec(html)?.[1];

  it('titles and describes the page, and its link preview, with the SEO title and description when set', () => {
    const html = render(seoRoute({ seo: { title: ' Harbour at Dusk, oil on canvas by Mary Cassatt ', description: 'A small harbour at dusk & the boats coming in.' } }));
    expect(html).toContain('<title>Harbour at Dusk, oil on canvas by Mary Cassatt | Harbour Gallery</title>');
    expect(meta(html, 'name="description"')).toBe('A small harbour at dusk &amp; the boats coming in.');
    expect(meta(html, 'property="og:title"')).toBe('Harbour at Dusk, oil on canvas by Mary Cassatt | Harbour Gallery');
    expect(meta(html, 'property="og:description"')).toBe('A small harbour at dusk &amp; the boats coming in.');
    // Its structured data carries the description too (the & escaped in JSON, as the script tag needs).
    expect(html).toContain(String.raw`"description":"A small harbour at dusk \u0026 the boats coming in."`);
    // The page's heading stays the title.
    expect(main(html)).toContain('<h1 class="art-page__title">Harbour at Dusk</h1>');
  });

  it('without them, is titled by the title and described by the title, subtitle and facts', () => {
    const html = render(seoRoute({ subtitle: 'Study for the larger canvas', seo: { title: '  ', description: null } }));
    expect(html).toContain('<title>Harbour at Dusk | Harbour Gallery</title>');
    expect(meta(html, 'name="description"')).toBe('Harbour at Dusk, Study for the larger canvas, Mary Cassatt, 1921, Oil on canvas');
    expect(meta(html, 'property="og:description"')).toBe('Harbour at Dusk, Study for the larger canvas, Mary Cassatt, 1921, Oil on canvas');
  });

  it('shows the subtitle under the heading, and each edition’s mounting and other statement of its size', () => {
    const cm = (height: number, width: number) => ({ height, width, depth: null, metric: 1, formatted: `${height} × ${width} cm` });
    const html = main(
      render(
        seoRoute({
          subtitle: 'Study for the larger canvas',
          dimensionsText: null,
          editions: [
            edition({ editionId: 1, dimensions: cm(40, 30), alternateDimensions: { height: 15.75, width: 11.81, depth: null, metric: 0, formatted: '15.75 × 11.81 in' }, framing: 'Oak', mounting: 'Float mounted' }),
            edition({ editionId: 2, edition: 'Edition of 10', editionType: 1, dimensions: cm(100, 80), mounting: 'Dibond' }),
          ],
        }),
      ),
    );
    expect(html).toContain('<h1 class="art-page__title">Harbour at Dusk</h1><p class="art-page__subtitle">Study for the larger canvas</p>');
    expect(html).toContain('<dt>Dimensions</dt><dd>40 × 30 cm (15.75 × 11.81 in)</dd>');
    expect(html).toContain('<li><span>Unique · 40 × 30 cm (15.75 × 11.81 in) · Oak · Float mounted</span>');
    expect(html).toContain('<li><span>Edition of 10 · 100 × 80 cm · Dibond</span>');
    expect(main(render(seoRoute({})))).not.toContain('art-page__subtitle');
  });
});

describe('an owner’s artwork template', () => {
  const templates: DetailTemplates = {
    inventory: { blocks: [text('t1', 'Every work ships insured.'), block(BlockType.InventoryMeta, { showFacts: false }), block(BlockType.InventoryImage, { display: 'slideshow' })] },
  };

  it('changes every artwork’s page at once, in the template’s order', () => {
    for (const [id, title] of [[101, 'Harbour at Dusk'], [102, 'Morning Tide']] as const) {
      const html = main(render(artRoute(id, title), templates));
      expect(html).toContain('<div class="block-text"><p>Every work ships insured.</p></div>');
      expect(html.indexOf('Every work ships insured.')).toBeLessThan(html.indexOf(`<h1 class="art-page__title">${title}</h1>`));
      expect(html.indexOf('art-page__title')).toBeLessThan(html.indexOf('art-page__images'));
      expect(html).not.toContain('art-page__facts');
      expect(html).not.toContain('art-page__related');
    }
  });

  it('shows the pictures as a slideshow a keyboard can scroll, and leaves a work without a second picture as it was', () => {
    const html = main(render(artRoute(101, 'Harbour at Dusk'), templates));
    expect(html).toContain('<div class="art-page__slides" role="region" aria-label="Pictures of Harbour at Dusk" tabindex="0"><ul><li><img src="/img/w_1366/5.jpg"');
    const single = main(render({ kind: 'art', item: item() }, templates));
    expect(single).not.toContain('art-page__slides');
    expect(single).toContain('<figure class="art-page__image">');
  });

  it('gives a list block in a template its data, as on a page', () => {
    const listBlock = block(BlockType.InventoryList, { title: 'New arrivals' }, 'new-arrivals');
    const html = main(render(artRoute(101, 'Harbour at Dusk'), { inventory: { blocks: [block(BlockType.InventoryMeta), listBlock] } }, { lists: { 'new-arrivals': list([item({ inventoryId: 555, title: 'Low Water' })]) } }));
    expect(html).toContain('New arrivals');
    expect(html).toContain('Low Water');
  });
});

describe('the other templates’ settings', () => {
  it('force a show description open, and lay installation photos out in the chosen columns', () => {
    const route: SiteRoute = { kind: 'show', show: showFixture({ description: `<p>${'Light on water, '.repeat(80)}</p>`, photos: [twoImages[0]] }), artworks: [] };
    const defaults = main(render(route));
    expect(defaults).toContain('Read More');
    expect(defaults).toContain('<ul class="installation-photos">');
    const own = main(render(route, { show: { blocks: [block(BlockType.ShowDescription, { expanded: true }), block(BlockType.InstallationPhotos, { columns: 3 })] } }));
    expect(own).not.toContain('Read More');
    expect(own).toContain('<ul class="installation-photos" style="--photo-columns:3">');
    expect(own).toContain('<h2 id="show-photos-heading-b-installation-photos">Installation Views</h2>');
  });

  it('show an exhibition’s every work to visitors, and its first columns x 3 in the builder', () => {
    const works = Array.from({ length: 20 }, (_, i) => item({ inventoryId: 300 + i, title: `Work ${i}` }));
    const route: SiteRoute = { kind: 'show', show: showFixture(), artworks: works };
    const cells = (html: string) => (html.match(/href="\/art\/3\d\d"/g) ?? []).length;
    const grid = (columns: number, mode: 'visitor' | 'builder') =>
      renderToStaticMarkup(<DetailContext.Provider value={route}>{renderBlocks([block(BlockType.ShowGrid, { columns })], mode)}</DetailContext.Provider>);
    expect(cells(grid(4, 'visitor'))).toBe(20);
    expect(cells(grid(4, 'builder'))).toBe(12);
    expect(cells(grid(2, 'builder'))).toBe(6);
    expect(grid(2, 'builder')).toContain('style="--columns:2;--tablet-columns:2"');
  });

  it('page an exhibition’s works for visitors: the server’s first page, then /api/inventory?showId from its end while hasMore, maxLimit ending it', () => {
    const works = Array.from({ length: 30 }, (_, i) => item({ inventoryId: 300 + i, title: `Work ${i}` }));
    const grid = (config: Record<string, unknown>, artworksHasMore: boolean, mode: 'visitor' | 'builder' = 'visitor') =>
      renderToStaticMarkup(
        <DetailContext.Provider value={{ kind: 'show', show: showFixture(), artworks: works, artworksHasMore }}>{renderBlocks([block(BlockType.ShowGrid, config)], mode)}</DetailContext.Provider>,
      );
    const more = (html: string) => {
      const props = /data-island="InventoryListMore" data-props="([^"]*)"/.exec(html)?.[1];
      return props ? (JSON.parse(props.replace(/&quot;/g, '"')) as { query: Record<string, unknown> }).query : null;
    };
    const cells = (html: string) => (html.match(/href="\/art\/3\d\d"/g) ?? []).length;
    expect(more(grid({}, true))).toEqual({ limit: 30, offset: 30, showId: 4 });
    expect(more(grid({}, false))).toBeNull();
    expect(more(grid({}, true, 'builder'))).toBeNull();
    // maxLimit past the first page: the next pages stop at it; within it: the first page is cut and nothing follows.
    expect(more(grid({ maxLimit: 40 }, true))).toEqual({ limit: 30, offset: 30, showId: 4, maxLimit: 40 });
    const capped = grid({ maxLimit: 10 }, true);
    expect(cells(capped)).toBe(10);
    expect(more(capped)).toBeNull();
  });

  it('leave out a post’s date and the link back when switched off', () => {
    const route: SiteRoute = { kind: 'post', post: postFixture(), back: null };
    expect(main(render(route))).toContain('Back to Home');
    const own = main(render(route, { post: { blocks: [block(BlockType.BlogPostTitle, { showDate: false }), block(BlockType.BlogPostContent, { showBackLink: false })] } }));
    expect(own).not.toContain('<time');
    expect(own).not.toContain('Back to');
    expect(own).toContain('<article class="post-page">');
  });
});

describe('template blocks without an item', () => {
  it('draw nothing for visitors and a hint in the builder, so they can still be selected', () => {
    const blocks = [block(BlockType.InventoryMeta), block(BlockType.ShowGrid)];
    expect(renderToStaticMarkup(<>{renderBlocks(blocks, 'visitor')}</>)).toBe('');
    const builder = renderToStaticMarkup(<>{renderBlocks(blocks, 'builder')}</>);
    expect(builder).toContain('Inventory Meta: nothing to show for this item.');
    expect(builder).toContain('Show Grid: nothing to show for this item.');
    // A block of another kind's template draws nothing for this item either.
    const onArt = renderToStaticMarkup(<DetailContext.Provider value={{ kind: 'art', item: item() }}>{renderBlocks([block(BlockType.ShowTitle)], 'visitor')}</DetailContext.Provider>);
    expect(onArt).toBe('');
    expect(body(render({ kind: 'show', show: showFixture(), artworks: [] }, { show: { blocks: [] } }))).toContain('<article class="show-page" data-show-id="4"></article>');
  });
});
