import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../schema/document';
import { DEFAULT_SITE, SiteRenderContext } from './context';
import { Footer } from './Footer';
import { Header } from './Header';

function render(config: Partial<SiteConfig>, node: 'footer' | 'header'): string {
  const site = { ...DEFAULT_SITE, config: { ...DEFAULT_SITE.config, company: 'Harbour Gallery', ...config } };
  return renderToStaticMarkup(
    <SiteRenderContext.Provider value={{ site, linkParams: {} }}>{node === 'footer' ? <Footer year={2026} /> : <Header pages={[]} currentPageId={null} />}</SiteRenderContext.Provider>,
  );
}

describe('the footer', () => {
  it('shows only the address parts, phone and social profiles that are set', () => {
    const html = render({ addressLineOne: '12 Quay Street', city: 'Bristol', zip: 'BS1 4DJ', country: 'United Kingdom', phone: '+44 117 496 0000', social: { instagram: 'https://instagram.com/harbour', vimeo: 'https://vimeo.com/harbour' } }, 'footer');
    expect(html).toContain('<address class="site-footer__address"><span>12 Quay Street<br/></span><span>Bristol, BS1 4DJ<br/></span><span>United Kingdom<br/></span><a href="tel:+441174960000">+44 117 496 0000</a></address>');
    expect(html).toContain('<ul class="site-footer__social" aria-label="Follow us"><li><a href="https://instagram.com/harbour" target="_blank" rel="noopener noreferrer">Instagram</a></li><li><a href="https://vimeo.com/harbour" target="_blank" rel="noopener noreferrer">Vimeo</a></li></ul>');
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
  });
});
