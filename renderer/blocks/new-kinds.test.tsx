import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Block } from '../../schema/document';
import { BlockType } from '../../schema/block-types';
import { CATALOGUE, unknownBlockLabel, type CatalogueEntry } from '../../schema/catalogue';
import { own } from '../../schema/own';
import { SiteRenderContext } from '../site/context';
import { site } from '../testing/fixtures';
import { BlockText } from './block-texts';
import { PagesContext } from './page-context';
import { mapHref, tilesOf } from './Map';
import { parallaxOffset } from './Parallax';
import { BLOCK_COMPONENTS, renderBlocks } from './registry';
import type { RenderMode } from './types';

const social = { instagram: 'https://instagram.com/harbour', facebook: 'https://facebook.com/harbour' };

function html(blocks: Block[], mode: RenderMode = 'visitor'): string {
  return renderToStaticMarkup(
    <SiteRenderContext.Provider value={{ site: site({ config: { company: 'Harbour Gallery', layout: 'classic', colors: {}, social, hours: [{ days: 'Tue–Sat', hours: '10–6' }] } }), linkParams: { sub: 'demo' } }}>
      <PagesContext.Provider value={{ pages: [{ pageId: 'home', slug: '', title: 'Home' }, { pageId: 'about', slug: 'about', title: 'About Us' }], currentPageId: 'about' }}>
        {renderBlocks(blocks, mode)}
      </PagesContext.Provider>
    </SiteRenderContext.Provider>,
  );
}
const one = (type: string, config: Record<string, unknown> = {}, blocks?: Block[]): Block[] => [{ id: `b-${type}`, type, config, blocks }];

describe('custom HTML', () => {
  it('runs in a sandboxed srcdoc frame without allow-same-origin', () => {
    const out = html(one(BlockType.CustomHtml, { code: '<script>document.cookie</script>' }));
    const sandbox = /sandbox="([^"]*)"/.exec(out)![1];
    expect(sandbox.split(' ')).toContain('allow-scripts');
    expect(sandbox).not.toContain('allow-same-origin');
    expect(out).toMatch(/<iframe[^>]* srcDoc="&lt;script&gt;document.cookie&lt;\/script&gt;"/i);
    expect(out).not.toContain(BlockText.customHtmlNotice);
  });

  it('carries the spec’s notice in the builder', () => {
    expect(html(one(BlockType.CustomHtml, { code: '<b>x</b>' }), 'builder')).toContain(BlockText.customHtmlNotice);
  });
});

describe('video', () => {
  it('plays the embed address at 560x315 by default, autoplay muted', () => {
    const out = html(one(BlockType.Video, { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', autoplay: true }));
    expect(out).toContain('src="https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&amp;mute=1"');
    expect(out).toContain('width="560" height="315"');
    expect(out).toContain('title="Video"');
  });

  it('loads no player in the builder, and asks for a link when there is none', () => {
    expect(html(one(BlockType.Video, { url: 'https://youtu.be/dQw4w9WgXcQ' }), 'builder')).not.toContain('<iframe');
    expect(html(one(BlockType.Video), 'builder')).toContain(BlockText.emptyVideo);
    expect(html(one(BlockType.Video))).toBe('');
  });

  it('draws nothing for visitors from a link it cannot play (one saved before links were checked)', () => {
    expect(html(one(BlockType.Video, { url: 'https://example.com/clip.mp4' }))).toBe('');
    expect(html(one(BlockType.Video, { url: 'https://example.com/clip.mp4' }), 'builder')).toContain(BlockText.emptyVideo);
  });
});

describe('embed', () => {
  it('frames only a full web address', () => {
    expect(html(one(BlockType.Embed, { url: 'https://example.com/map' }))).toContain('src="https://example.com/map"');
    expect(html(one(BlockType.Embed, { url: 'javascript:alert(1)' }))).toBe('');
  });
});

describe('buttons', () => {
  it('are 40px high by default with their hover colours, and follow the window rule', () => {
    const out = html(one(BlockType.Button, { text: 'Visit', link: { kind: 'external', url: 'https://example.com/', linkType: 0 }, hoverButtonColor: '#112233' }));
    expect(out).toContain('--btn-height:40px');
    expect(out).toContain('--btn-hover-bg:#112233');
    expect(out).toContain('target="_blank"');
    expect(html(one(BlockType.Button, { link: { kind: 'page', pageId: 'about' } }))).toContain('href="/about?sub=demo"');
  });
});

describe('social blocks', () => {
  it('show nothing without platforms', () => {
    expect(html(one(BlockType.SocialIcons))).toBe('');
    expect(html(one(BlockType.SocialLinks, { platforms: ['pinterest'] }))).toBe('');
  });

  it('show the chosen platforms the site has, as 26px icons or named links', () => {
    const icons = html(one(BlockType.SocialIcons, { platforms: ['facebook', 'instagram', 'pinterest'] }));
    expect(icons.match(/<a /g)).toHaveLength(2);
    expect(icons).toContain('aria-label="Instagram"');
    expect(icons).toContain('width="26" height="26"');
    expect(html(one(BlockType.SocialLinks, { platforms: ['instagram'] }))).toContain('>Instagram</a>');
  });
});

describe('page blocks', () => {
  it('title the page they are on, and show the site’s address and hours', () => {
    expect(html(one(BlockType.PageTitle))).toContain('<h1>About Us</h1>');
    expect(html(one(BlockType.Hours))).toContain('<dt>Tue–Sat</dt><dd>10–6</dd>');
    expect(html(one(BlockType.Address, { showCompany: true }))).toContain('Harbour Gallery');
    expect(html(one(BlockType.Address, { showCompany: false }), 'builder')).toContain(BlockText.emptyAddress);
  });

  it('say the spec’s not-found words, with a link back', () => {
    expect(html(one(BlockType.NotFound))).toContain('data-history-back');
    expect(html(one(BlockType.NotFound)).replace(/<[^>]+>/g, '')).toContain('The page you are looking for could not be found. Please click here to return to the last page you were viewing.');
  });
});

describe('image gallery', () => {
  it('gives the spec’s hint when empty, and a lightbox for visitors', () => {
    expect(html(one(BlockType.ImageGallery), 'builder')).toContain(BlockText.emptyGallery.replace("'", '&#x27;'));
    const out = html(one(BlockType.ImageGallery, { images: [{ id: 1, extension: 'jpg', alt: 'Room' }], lightbox: true }));
    expect(out).toContain('<dialog');
    expect(out).toContain('aria-label="Open Room"');
  });
});

describe('tabs', () => {
  it('carry both of the spec’s hints in the builder', () => {
    const out = html(one(BlockType.Tabs), 'builder');
    expect(out).toContain(BlockText.noTabs.replace(/'/g, '&#x27;'));
    expect(out).toContain(BlockText.noTabsWithContent.replace(/'/g, '&#x27;'));
  });
});

describe('accordion, slider, slideshow, parallax, fade', () => {
  it('open the accordion as set, and in the builder as its selector says', () => {
    const child: Block[] = [{ id: 'x', type: BlockType.Button, config: { text: 'Go' } }];
    expect(html(one(BlockType.Accordion, { title: 'FAQ', open: false }, child))).toContain('aria-expanded="false"');
    expect(html(one(BlockType.Accordion, { title: 'FAQ', builderState: 'open' }, child), 'builder')).toContain('aria-expanded="true"');
    expect(html(one(BlockType.Accordion, { title: 'FAQ', builderState: 'closed' }, child), 'builder')).toContain('aria-expanded="false"');
  });

  it('show nothing for visitors when empty, as the spec says of slideshow and parallax', () => {
    for (const type of [BlockType.Slideshow, BlockType.Parallax, BlockType.Slider, BlockType.ScrollFade]) expect(html(one(type)), type).toBe('');
  });

  it('give the slider the spec’s items, margin and speed', () => {
    const out = html(one(BlockType.Slider, {}, [{ id: 'x', type: BlockType.Button, config: {} }]));
    expect(out).toContain('--slider-items:5;--slider-items-600:3;--slider-items-1000:1;--slider-gap:40px');
    expect(out).toContain('data-speed="1000"');
  });

  it('offset the parallax picture 6% at 0 and 24% at 500', () => {
    expect(parallaxOffset(0)).toBe(6);
    expect(parallaxOffset(250)).toBe(15);
    expect(parallaxOffset(500)).toBe(24);
    expect(parallaxOffset(2000)).toBe(24);
  });
});

describe('map', () => {
  it('hydrates as an island for visitors, at zoom 12 by default, with a link to the place', () => {
    const out = html(one(BlockType.Map, { marker: 'The gallery' }));
    expect(out).toContain('data-island="Map"');
    expect(out).toContain('&quot;zoom&quot;:12');
    expect(out).toContain('View The gallery on OpenStreetMap');
    expect(out).toContain('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });

  it('takes the owner’s tiles only when they name {z}, {x} and {y}, and loads no map in the builder', () => {
    expect(tilesOf('https://tiles.example.com/{z}/{x}/{y}.png')).toBe('https://tiles.example.com/{z}/{x}/{y}.png');
    expect(tilesOf('https://tiles.example.com/map.png')).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(mapHref(1.5, 2.5, 12)).toBe('https://www.openstreetmap.org/?mlat=1.5&mlon=2.5#map=12/1.5/2.5');
    expect(html(one(BlockType.Map), 'builder')).not.toContain('data-island');
  });
});

describe('deprecated versions', () => {
  it('still render where a page has them', () => {
    expect(html(one(BlockType.SocialDeprecated, { platforms: ['instagram'] }))).toContain('<span>Instagram</span>');
  });

  it('each have a renderer, so a saved page never shows one as an unknown block, and are labelled (Deprecated)', () => {
    const deprecated = (Object.values(CATALOGUE) as CatalogueEntry[]).filter((entry) => entry.deprecated);
    expect(deprecated.map((entry) => entry.type)).toContain(BlockType.SocialDeprecated);
    for (const entry of deprecated) {
      expect(own(BLOCK_COMPONENTS, entry.type), entry.type).toBeDefined();
      expect(html(one(entry.type), 'builder'), entry.type).not.toContain(unknownBlockLabel(entry.type));
      expect(entry.label, entry.type).toMatch(/ \(Deprecated\)$/);
    }
  });
});
