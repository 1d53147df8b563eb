import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockType } from '../../../schema/block-types';
import { CELL_CONTENT_KIND, CELL_TEMPLATE_KINDS, cellTemplateOf, type CellPart, type CellTemplates } from '../../../schema/cell-templates';
import { DEFAULT_TEMPLATES } from '../../../schema/detail-templates';
import { LAYOUTS_BY_KIND, type ContentKind, type ListLayout } from '../../../schema/list-layouts';
import { item } from '../../testing/fixtures';
import { artist, blog, representative, show } from '../../testing/list-fixtures';
import type { CellContext } from './cell-types';
import { cellFor } from './cells';

/**
 * Every kind's cells drawn with a cell template: the default template draws the plain cell byte for
 * byte in every layout it draws; an owner's parts come in the owner's order with their looks, and the
 * cell stays named and linked whatever the owner took out.
 */

const ITEMS: Partial<Record<ContentKind, unknown[]>> = {
  inventory: [item(), item({ inventoryId: 102, images: [], date: null, artist: null, editions: [] })],
  artists: [artist(), artist({ artistId: 8, name: 'Nobody Known', country: null, lifespan: null, cover: null, profile: null })],
  shows: [show(), show({ showId: 4, title: 'Untitled Show', date: '', image: null })],
  blogs: [blog(), blog({ blogId: 12, title: 'Bare Post', excerpt: '', featured: null })],
  representatives: [
    representative({ image: { id: 9600, extension: 'jpg', width: 1200, height: 800, imageAlt: '' } }),
    representative({ representativeId: 2, company: 'Agent Only', addressLineOne: null, city: null, zip: null, country: null, phone: null, website: null }),
  ],
};

const context = (layout: ListLayout, templates?: CellTemplates, more: Partial<CellContext> = {}): CellContext => ({
  layout,
  linkParams: { sub: 'demo' },
  isArtistSite: false,
  imageSizes: '300px',
  dateStyle: 'raw',
  showPreview: false,
  headingLevel: 3,
  ...(templates ? { templates } : {}),
  ...more,
});

function draw(kind: ContentKind, raw: unknown, layout: ListLayout, templates?: CellTemplates, more?: Partial<CellContext>): string {
  const { Cell, compact } = cellFor(kind);
  return renderToStaticMarkup(<Cell item={compact(raw)} context={context(layout, templates, more)} />);
}

const parts = (kind: (typeof CELL_TEMPLATE_KINDS)[number]): CellPart[] => DEFAULT_TEMPLATES[kind].map(({ type, config }) => ({ type, config }));

describe('cells drawn with the default cell templates', () => {
  for (const kind of Object.keys(ITEMS) as ContentKind[]) {
    for (const layout of LAYOUTS_BY_KIND[kind]) {
      const template = cellTemplateOf(kind, layout);
      if (!template) continue;
      it(`${kind} in the ${layout} layout (${template}): the plain cell itself`, () => {
        expect(CELL_CONTENT_KIND[template]).toBe(kind);
        for (const raw of ITEMS[kind]!) expect(draw(kind, raw, layout, { [template]: parts(template) })).toBe(draw(kind, raw, layout));
      });
    }
  }

  it('an artist list with the preview on hover (artistListPreviewCell): the plain row itself, the picture beside the list', () => {
    const preview = { showPreview: true };
    for (const raw of ITEMS.artists!) {
      const plain = draw('artists', raw, 'list', undefined, preview);
      expect(draw('artists', raw, 'list', { artistListPreviewCell: parts('artistListPreviewCell') }, preview)).toBe(plain);
      // The plain list's template is not the one a list with the preview takes.
      expect(draw('artists', raw, 'list', { artistListCell: [{ type: BlockType.ArtistCellFacts, config: {} }] }, preview)).toBe(plain);
    }
    expect(draw('artists', artist(), 'list', undefined, preview)).toContain('artist-cell__preview');
  });
});

describe('an artist list’s rows drawn with an owner’s cell template', () => {
  it('the name in capitals over the country and lifespan; the grid’s template leaves the rows alone', () => {
    const html = draw('artists', artist(), 'list', { artistListCell: [{ type: BlockType.ArtistCellName, config: { uppercase: true } }, { type: BlockType.ArtistCellFacts, config: { size: 'small' } }] });
    expect(html).toBe('<a class="artist-cell artist-cell--row" href="/artist/7?sub=demo"><span class="artist-cell__name cell-part--upper">Mary Cassatt</span><span class="artist-cell__facts cell-part--small">American, 1844–1926</span></a>');
    const grid = { artistGridCell: [{ type: BlockType.ArtistCellName, config: { uppercase: true } }] };
    expect(draw('artists', artist(), 'list', grid)).toBe(draw('artists', artist(), 'list'));
  });

  it('the preview’s picture only where the list shows one, and a row without the name still named by it', () => {
    const onlyFacts = { artistListPreviewCell: [{ type: BlockType.ArtistCellFacts, config: {} }, { type: BlockType.ArtistCellImage, config: {} }] };
    const html = draw('artists', artist(), 'list', onlyFacts, { showPreview: true });
    expect(html).toMatch(/^<a class="artist-cell artist-cell--row" href="[^"]+" aria-label="Mary Cassatt"><span class="artist-cell__facts">American, 1844–1926<\/span><span class="artist-cell__preview"><img/);
    expect(draw('artists', artist({ cover: null, profile: null }), 'list', onlyFacts, { showPreview: true })).not.toContain('<img');
  });
});

describe('cells drawn with an owner’s cell templates', () => {
  it('an artist’s: the name first, in capitals, and the picture; named by the name where it is taken out', () => {
    const html = draw('artists', artist(), 'grid', { artistGridCell: [{ type: BlockType.ArtistCellName, config: { uppercase: true } }, { type: BlockType.ArtistCellImage, config: {} }] });
    expect(html).toMatch(/^<a class="artist-cell artist-cell--grid" href="\/artist\/7\?sub=demo"><span class="list-cell__title cell-part--upper">Mary Cassatt<\/span><span class="list-cell__media"><img/);
    expect(html).not.toContain('American');
    const nameless = draw('artists', artist(), 'slideshow', { artistSlideshowCell: [{ type: BlockType.ArtistCellImage, config: {} }] });
    expect(nameless).toMatch(/^<a class="artist-cell artist-cell--slide" href="[^"]+" aria-label="Mary Cassatt">/);
  });

  it('an exhibition’s band: the cover behind, the owner’s words over it in their order', () => {
    const html = draw('shows', show(), 'parallax', {
      showParallaxCell: [
        { type: BlockType.ShowCellDates, config: { size: 'small' } },
        { type: BlockType.ShowCellTitle, config: { size: 'large', align: 'center' } },
        { type: BlockType.ShowCellImage, config: {} },
      ],
    });
    expect(html).toMatch(/^<a class="show-band show-band--parallax" href="\/show\/3\?sub=demo"><span class="show-band__media"><img[^>]*><\/span><span class="show-band__text">/);
    expect(html).toContain('<span class="show-band__text"><span class="show-band__dates cell-part--small">March 3 – April 20, 2024</span><span class="show-band__title cell-part--center cell-part--large">Light on Water</span></span>');
    // The grid's template does not draw the band.
    expect(draw('shows', show(), 'parallax', { showGridCell: [{ type: BlockType.ShowCellTitle, config: {} }] })).toBe(draw('shows', show(), 'parallax'));
  });

  it('an exhibition in the list layout: the picture beside the words', () => {
    const html = draw('shows', show(), 'list', { showGridCell: [{ type: BlockType.ShowCellTitle, config: {} }, { type: BlockType.ShowCellImage, config: {} }] });
    expect(html).toMatch(/^<a class="show-cell show-cell--list list-row" href="[^"]+"><span class="list-cell__media"><img[^>]*sizes="\(max-width: 767px\) 96px, 160px"[^>]*><\/span><span class="list-row__text"><span class="list-cell__title">Light on Water<\/span><\/span><\/a>$/);
  });

  it('a post’s: the excerpt before the date; the title, its link, kept even where the owner took it out', () => {
    const html = draw('blogs', blog(), 'grid', { blogCell: [{ type: BlockType.BlogCellExcerpt, config: { size: 'small' } }, { type: BlockType.BlogCellDate, config: {} }, { type: BlockType.BlogCellTitle, config: { align: 'right' } }] });
    expect(html).toMatch(/<div class="blog-cell__text"><p class="blog-cell__excerpt cell-part--small">[^<]+<\/p><time class="list-cell__meta"[^>]*>[^<]+<\/time><h3 class="list-cell__title blog-cell__title cell-part--right"><a href="\/post\/\d+\?sub=demo">/);
    const untitled = draw('blogs', blog(), 'grid', { blogCell: [{ type: BlockType.BlogCellImage, config: {} }, { type: BlockType.BlogCellDate, config: {} }] });
    expect(untitled).toMatch(/<div class="blog-cell__text"><h3 class="list-cell__title blog-cell__title"><a href="\/post\/\d+\?sub=demo">[^<]+<\/a><\/h3><time/);
  });
});

describe('a representative’s Gallery Cell drawn with an owner’s template', () => {
  const pictured = representative({ image: { id: 9600, extension: 'jpg', width: 1200, height: 800, imageAlt: '' } });

  it('the company in capitals under the website, the address and phone left out, the picture last', () => {
    const templates = {
      representativeCell: [
        { type: BlockType.RepresentativeCellWebsite, config: { size: 'small' } },
        { type: BlockType.RepresentativeCellCompany, config: { uppercase: true, align: 'center' } },
        { type: BlockType.RepresentativeCellImage, config: {} },
      ],
    } satisfies CellTemplates;
    const html = draw('representatives', pictured, 'grid', templates);
    expect(html).toMatch(
      /^<article class="gallery-cell gallery-cell--pictured gallery-cell--grid"><p class="gallery-cell__website cell-part--small">.*<\/p><h3 class="list-cell__title gallery-cell__company cell-part--center cell-part--upper">Harbour Gallery Paris<\/h3><span class="list-cell__media"><img[^>]* alt="Harbour Gallery Paris"/,
    );
    expect(html).not.toContain('<address');
    expect(html).not.toContain('tel:');
    // In the list layout the picture stays beside the words, whatever its place in the template.
    expect(draw('representatives', pictured, 'list', templates)).toMatch(/^<article class="gallery-cell gallery-cell--pictured gallery-cell--list list-row"><span class="list-cell__media"><img[^>]*><\/span><div class="list-row__text"><p class="gallery-cell__website/);
  });

  it('a template without the picture draws the words alone, as a representative without one', () => {
    const words = { representativeCell: [{ type: BlockType.RepresentativeCellCompany, config: {} }, { type: BlockType.RepresentativeCellPhone, config: {} }] };
    expect(draw('representatives', pictured, 'grid', words)).toBe(
      '<article class="gallery-cell"><h3 class="list-cell__title gallery-cell__company">Harbour Gallery Paris</h3><p class="gallery-cell__phone"><span class="visually-hidden">Phone: </span><a href="tel:+33123456789">+33 1 23 45 67 89</a></p></article>',
    );
  });
});
