import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BlockType } from '../../schema/block-types';
import { catalogueEntry } from '../../schema/catalogue';
import type { Block } from '../../schema/document';
import { PageDataContext, type PageData } from '../data/source';
import { DetailContext } from '../pages/detail/context';
import type { TemplateRoute } from '../pages/detail/routes';
import { SiteRenderContext } from '../site/context';
import { CookieNoticeText } from '../site/cookie-notice/texts';
import { item, site } from '../testing/fixtures';
import { SearchText } from '../texts';
import { chosenArtistIds } from './ArtistNameButton/artist';
import { BlockText } from './block-texts';
import { renderBlocks } from './registry';
import type { RenderMode } from './types';

/** The artist-name button, the search block and the cookie policy button, as the server and the builder draw them. */

interface Where {
  mode?: RenderMode;
  route?: TemplateRoute | null;
  data?: PageData;
  userType?: number;
  linkParams?: Record<string, string>;
}

function html(blocks: Block[], { mode = 'visitor', route = null, data = { lists: {} }, userType = 0, linkParams = { sub: 'demo' } }: Where = {}): string {
  return renderToStaticMarkup(
    <SiteRenderContext.Provider value={{ site: site({ userType }), linkParams }}>
      <PageDataContext.Provider value={data}>
        <DetailContext.Provider value={route}>{renderBlocks(blocks, mode)}</DetailContext.Provider>
      </PageDataContext.Provider>
    </SiteRenderContext.Provider>,
  );
}
const one = (type: string, config: Record<string, unknown> = {}): Block[] => [{ id: `b-${type}`, type, config }];
const artPage: TemplateRoute = { kind: 'art', item: item({ artist: { artistId: 7, name: 'Mary Cassatt', lifespan: '1844-1926' } }) };

describe('the catalogue entries', () => {
  it('offer the three kinds in the Site group with the spec’s names and valid defaults', () => {
    for (const [type, label] of [
      [BlockType.ArtistNameButton, 'Artist Name Button'],
      [BlockType.Search, 'Search'],
      [BlockType.CookiePolicyButton, 'Cookie Policy Button'],
    ] as const) {
      const entry = catalogueEntry(type)!;
      expect(entry.label).toBe(label);
      expect(entry.group).toBe('Site');
      expect(entry.config.safeParse(entry.defaultConfig).success, type).toBe(true);
    }
    expect(catalogueEntry(BlockType.ArtistNameButton)!.defaultConfig).toMatchObject({ artistId: null, buttonHeight: 40 });
    expect(catalogueEntry(BlockType.Search)!.defaultConfig).toEqual({ searchIn: 'all' });
    expect(catalogueEntry(BlockType.CookiePolicyButton)!.defaultConfig).toMatchObject({ consent: 'accepted', text: '' });
  });
});

describe('the artist-name button', () => {
  it('names the artist of the artwork page’s work and links to /artist/{artistId}', () => {
    const out = html(one(BlockType.ArtistNameButton), { route: artPage });
    expect(out).toContain('<a class="block-button__link" href="/artist/7?sub=demo">Mary Cassatt</a>');
    expect(out).toContain('--btn-height:40px');
  });

  it('names a chosen artist anywhere, from the names the server read with the page', () => {
    const chosen = one(BlockType.ArtistNameButton, { artistId: 12 });
    expect(html(chosen, { data: { lists: {}, artistNames: { '12': 'Winslow Homer' } } })).toContain('href="/artist/12?sub=demo">Winslow Homer</a>');
    expect(chosenArtistIds([{ id: 'c', type: BlockType.Columns, config: {}, blocks: [{ id: 'col', type: BlockType.Column, config: {}, blocks: chosen }] }, ...one(BlockType.ArtistNameButton)])).toEqual([12]);
  });

  it('shows nothing to visitors without an artist, or on an artist site (spec §1), and the builder says why', () => {
    expect(html(one(BlockType.ArtistNameButton))).toBe('');
    expect(html(one(BlockType.ArtistNameButton, { artistId: 12 }))).toBe('');
    expect(html(one(BlockType.ArtistNameButton), { route: artPage, userType: 1 })).toBe('');
    expect(html(one(BlockType.ArtistNameButton), { mode: 'builder' })).toContain('Name an artist');
    expect(html(one(BlockType.ArtistNameButton), { mode: 'builder', route: artPage, userType: 1 })).toContain(BlockText.artistNameOnArtistSite);
  });
});

describe('the search block', () => {
  it('is the site search: a GET to /search with q, the spec’s placeholder and button, sub, layout and dataSub carried', () => {
    const out = html(one(BlockType.Search), { linkParams: { sub: 'demo', layout: 'mariana', dataSub: 'other' } });
    expect(out).toContain('role="search" aria-label="Search" data-search-form=""');
    expect(out).toContain('action="/search" method="get"');
    expect(out).toContain(`placeholder="${SearchText.placeholder}"`);
    expect(out).toContain('placeholder="Search by keyword, artist name, artwork title or exhibition"');
    expect(out).toMatch(/<input [^>]*required=""[^>]*name="q"/);
    expect(out).toContain('>Search</button>');
    for (const carried of ['name="sub" value="demo"', 'name="layout" value="mariana"', 'name="dataSub" value="other"']) expect(out).toContain(carried);
    expect(out).not.toContain('name="type"');
  });

  it('opens the search page’s chosen tab', () => {
    expect(html(one(BlockType.Search, { searchIn: 'exhibitions' }))).toContain('<input type="hidden" name="type" value="3"/>');
  });

  it('is inert in the builder: the search script leaves it alone and it takes no words', () => {
    const out = html(one(BlockType.Search), { mode: 'builder' });
    expect(out).toContain('inert=""');
    expect(out).not.toContain('data-search-form');
  });
});

describe('the cookie policy button', () => {
  it('answers the notice as its buttons do, with the notice’s own word unless the owner gives one', () => {
    const accept = html(one(BlockType.CookiePolicyButton, { consent: 'accepted', text: '' }));
    expect(accept).toContain(`data-consent="accepted" data-consent-said="${CookieNoticeText.acceptedStatus}">CONTINUE</button>`);
    expect(accept).toContain('role="status" data-consent-status=""');
    expect(html(one(BlockType.CookiePolicyButton, { consent: 'rejected', text: 'No, thank you' }))).toContain('data-consent="rejected" data-consent-said="Thank you: cookies are rejected.">No, thank you</button>');
  });

  it('is only drawn in the builder: nothing listens to it there', () => {
    const out = html(one(BlockType.CookiePolicyButton, { consent: 'rejected' }), { mode: 'builder' });
    expect(out).toContain('>REJECT</button>');
    expect(out).not.toContain('data-consent');
  });
});
