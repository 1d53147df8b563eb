import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Page, SiteConfig } from '../../schema/document';
import { PageType } from '../../schema/enums';
import { makePage } from '../../schema/pages';
import { DEFAULT_SITE, SiteRenderContext } from './context';
import { Footer } from './Footer';
import { Header } from './Header';
import { sitePartsCss } from './parts-css';

function render(config: Partial<SiteConfig>, node: 'footer' | 'header', pages: Page[] = []): string {
  const site = { ...DEFAULT_SITE, config: { ...DEFAULT_SITE.config, company: 'Harbour Gallery', ...config } };
  return renderToStaticMarkup(
    <SiteRenderContext.Provider value={{ site, linkParams: {} }}>{node === 'footer' ? <Footer pages={pages} year={2026} /> : <Header pages={[]} currentPageId={null} />}</SiteRenderContext.Provider>,
  );
}

describe('the footer', () => {
  it('shows only the address parts, phone and social profiles that are set', () => {
    const html = render({ addressLineOne: '12 Quay Street', city: 'Bristol', zip: 'BS1 4DJ', country: 'United Kingdom', phone: '+44 117 496 0000', social: { instagram: 'https://instagram.com/harbour', vimeo: 'https://vimeo.com/harbour' } }, 'footer');
    expect(html).toContain('<address class="site-footer__address"><span>12 Quay Street<br/></span><span>Bristol, BS1 4DJ<br/></span><span>United Kingdom<br/></span><a href="tel:+441174960000">+44 117 496 0000</a></address>');
    expect(html).toContain('<ul class="site-footer__social" aria-label="Follow us"><li><a href="https://instagram.com/harbour" target="_blank" rel="noopener noreferrer">Instagram</a></li><li><a href="https://vimeo.com/harbour" target="_blank" rel="noopener noreferrer">Vimeo</a></li></ul>');
  });

  it('links the first five pages of the menu, groups standing aside for their pages, external links by their rule', () => {
    const pages = [
      makePage('h', 'Home', '', PageType.Home),
      makePage('g', 'Visit', '', PageType.Group),
      makePage('a', 'Artists', 'artists', PageType.Custom, { parentPageId: 'g' }),
      makePage('x', 'Hidden', 'hidden', PageType.Custom, { showInNavigation: false }),
      makePage('e', 'Press', '', PageType.ExternalLink, { externalUrl: 'https://press.example.com/', externalLinkType: 0 }),
      makePage('b', 'Shop', 'shop'),
      makePage('c', 'Contact', 'contact'),
      makePage('d', 'News', 'news'),
    ];
    const html = render({}, 'footer', pages);
    const links = html.slice(html.indexOf('<nav class="site-footer__links" aria-label="Quick links">'), html.indexOf('</nav>'));
    expect([...links.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((m) => m[1])).toEqual(['Home', 'Artists', 'Press', 'Shop', 'Contact']);
    expect(links).toContain('<a href="https://press.example.com/" target="_blank" rel="noopener noreferrer">Press</a>');
    expect(links).toContain('<a href="/artists">Artists</a>');
  });

  it('leaves out country, phone and contact where the includes flags switch them off, per screen', () => {
    const base = { country: 'United Kingdom', phone: '+44 117 496 0000', contact: { title: 'Visit us', relativeUrl: '/visit' } };
    const both = render(base, 'footer');
    expect(both).toContain('<span>United Kingdom<br/></span>');
    expect(both).toContain('<a href="tel:+441174960000">+44 117 496 0000</a>');
    expect(both).toContain('<p><a href="/visit">Visit us</a></p>');
    const off = render({ ...base, documents: { footer: { desktop: { config: { includes: { country: false, phone: false, contact: false } } } } } }, 'footer');
    expect(off).not.toContain('United Kingdom');
    expect(off).not.toContain('tel:');
    expect(off).not.toContain('/visit');
    // Off on desktop, on for phones: shown, on phones only.
    const phonesOnly = render({ ...base, documents: { footer: { desktop: { config: { includes: { phone: false } } }, mobile: { config: {} } } } }, 'footer');
    expect(phonesOnly).toContain('<a class="site-only-mobile" href="tel:+441174960000">');
  });

  it('lists the opening hours, and runs the owner\'s footer code hidden in a sandbox without the page\'s origin', () => {
    const html = render({ hours: [{ days: 'Tue–Sat', hours: '10–18' }], footer: '<script>parent.document.body.remove()</script>' }, 'footer');
    expect(html).toContain('<dl class="site-footer__hours" aria-label="Opening hours"><div><dt>Tue–Sat</dt><dd>10–18</dd></div></dl>');
    expect(html).toMatch(/<iframe class="site-footer__code" hidden="" sandbox="allow-scripts" srcDoc="&lt;script&gt;parent.document.body.remove\(\)&lt;\/script&gt;" title="Site code"><\/iframe>/);
  });

  it('sets the copyright size, a fixed header and its offset per screen', () => {
    const css = sitePartsCss({ header: { desktop: { config: { block: { position: 'fixed' }, pageTopOffset: 96 } } }, footer: { desktop: { config: { copyright: { fontSize: 5 }, block: { backgroundColor: '#20302a' } } } } });
    expect(css).toContain('@media (min-width:768px){body:not(.theme-francisco) .site-header{position:fixed;top:0;left:0;right:0;z-index:50}body:not(.theme-francisco) .site-shell{padding-top:96px}');
    expect(css).toContain('@media (max-width:767px){.site-header{position:fixed;top:0;left:0;right:0;z-index:50}.site-shell{padding-top:96px}');
    expect(css).toContain('.site-footer{--footer-bg:#20302a;background:#20302a}.site-footer__copyright{font-size:8px}');
    expect(sitePartsCss(undefined)).not.toContain('position:fixed');
  });

  it('has no address or social list when none is set', () => {
    const html = render({}, 'footer');
    expect(html).not.toContain('<address');
    expect(html).not.toContain('site-footer__social');
  });
});

describe('the header', () => {
  it('shows the logo with the company as its text alternative, else the company name', () => {
    expect(render({ logo: { id: 5, extension: 'png' } }, 'header')).toContain('<a class="site-logo" href="/"><img src="/img/h_160/5.png" alt="Harbour Gallery" height="40"/></a>');
    expect(render({}, 'header')).toContain('<a class="site-logo" href="/">Harbour Gallery</a>');
    // Neither a logo nor a name: the visitor's header says Home, the builder's says what is missing.
    expect(render({ company: '' }, 'header')).toContain('<a class="site-logo" href="/">Home</a>');
    const site = { ...DEFAULT_SITE, config: { ...DEFAULT_SITE.config, company: ' ' } };
    expect(renderToStaticMarkup(<SiteRenderContext.Provider value={{ site, linkParams: {} }}><Header pages={[]} currentPageId={null} inBuilder /></SiteRenderContext.Provider>)).toContain('<a class="site-logo" href="/">[No Logo Set]</a>');
  });
});
