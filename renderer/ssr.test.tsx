import { describe, expect, it } from 'vitest';
import type { Block } from '../schema/document';
import { NotFoundText } from '../schema/messages';
import { collectListQueries, renderSiteHtml } from './ssr';
import { edition, item, list, page, renderRequest, site, textOf } from './testing/fixtures';

const welcome: Block = { id: 'intro', type: 'text', config: { text: 'Welcome to the harbour show.', variant: 'paragraph', align: 'left' } };
const works: Block = { id: 'works', type: 'inventory-list', config: { title: 'Available works', columns: 4, maxLimit: null, order: 0, dir: 'asc', status: 0, artistId: null } };
const home = page([welcome, works]);
const artworks = [item({ inventoryId: 1, title: 'Harbour at Dusk' }), item({ inventoryId: 2, title: 'Quiet Field', artist: null })];

function purchaseShown(html: string): boolean {
  return /data-island="PurchaseButton"/.test(html) && />PURCHASE</.test(html);
}

describe('renderSiteHtml: pages', () => {
  it('is a full document holding the page text and the artwork titles', () => {
    const { status, html } = renderSiteHtml(renderRequest({ kind: 'page', page: home }, { data: { lists: { works: list(artworks) } } }));
    expect(status).toBe(200);
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toContain('<title>Home | Harbour Gallery</title>');
    expect(html).toContain('<meta name="description" content="Welcome to the harbour show.">');
    const text = textOf(html);
    expect(text).toContain('Welcome to the harbour show.');
    expect(text).toContain('Harbour at Dusk');
    expect(text).toContain('Quiet Field');
  });

  it('uses the page’s search title, description and share image when set, for search engines and link previews', () => {
    const picture: Block = { id: 'pic', type: 'image', config: { image: { id: 41, extension: 'jpg' }, altText: '', fit: 'fill' } };
    const plain = renderSiteHtml(renderRequest({ kind: 'page', page: page([welcome, picture]) })).html;
    expect(plain).toContain('<meta property="og:title" content="Home | Harbour Gallery">');
    expect(plain).toContain('<meta property="og:description" content="Welcome to the harbour show.">');
    expect(plain).toContain('<meta property="og:url" content="https://harbour.example/">');
    expect(plain).toContain('<meta property="og:image" content="https://harbour.example/img/w_1200/41.jpg">');
    expect(plain).toContain('<meta name="twitter:card" content="summary_large_image">');

    const tuned = page([welcome, picture], { seoTitle: 'Harbour Show 2026', seoDescription: 'Paintings of the <harbour> at dusk & dawn.', shareImage: { id: 7, extension: 'png' } });
    const html = renderSiteHtml(renderRequest({ kind: 'page', page: tuned })).html;
    expect(html).toContain('<title>Harbour Show 2026 | Harbour Gallery</title>');
    expect(html).toContain('<meta name="description" content="Paintings of the &lt;harbour&gt; at dusk &amp; dawn.">');
    expect(html).toContain('<meta property="og:image" content="https://harbour.example/img/w_1200/7.png">');

    const bare = renderSiteHtml(renderRequest({ kind: 'page', page: page([]) })).html;
    expect(bare).not.toContain('og:image');
    expect(bare).toContain('<meta name="twitter:card" content="summary">');
  });

  it('adds the owner’s CSS after the theme’s, unable to leave its style element', () => {
    const base = renderRequest({ kind: 'page', page: home });
    const withCss = (style: string) => renderSiteHtml({ ...base, site: { ...base.site, config: { ...base.site.config, style } } }).html;
    expect(withCss('.site-footer{letter-spacing:2px}')).toContain('<style>.site-footer{letter-spacing:2px}</style>\n</head>');
    const hostile = withCss('a{color:red}</style><script>alert(1)</script><style>');
    expect(hostile).not.toContain('<script>alert(1)');
    expect(hostile).toContain('<style>a{color:red}\\3c /style>\\3c script>alert(1)\\3c /script>\\3c style></style>');
    expect(withCss('   ')).not.toMatch(/<style>\s*<\/style>/);
  });

  it('has the landmarks, the skip link first, and the site stylesheet inline', () => {
    const { html } = renderSiteHtml(renderRequest({ kind: 'page', page: home }));
    expect(html).toMatch(/<body[^>]*>\s*<a class="skip-link" href="#main">Skip To Main Content<\/a>/);
    expect(html).toMatch(/<header class="site-header">[\s\S]*<nav[^>]*aria-label="Main"[\s\S]*<main id="main"[\s\S]*<footer class="site-footer">/);
    expect(html).toMatch(/<style>[\s\S]*\.inventory-grid[\s\S]*<\/style>/);
  });

  it('ships no module script for a page without islands, and one for a page with an island', () => {
    const plain = renderSiteHtml(renderRequest({ kind: 'page', page: home }, { data: { lists: { works: list(artworks, false) } } })).html;
    expect(plain).not.toContain('data-island');
    expect(plain).not.toContain('type="module"');
    const paged = renderSiteHtml(renderRequest({ kind: 'page', page: home }, { data: { lists: { works: list(artworks, true) } } })).html;
    expect(paged).toContain('data-island="ContentList"');
    expect(paged).toContain('<script type="module" src="/static/assets/client-abc123.js"></script>');
  });

  it('shows the page title only when it is visible: a heading, or in the classic theme a cover banner', () => {
    const titled = page([welcome], { title: 'About us', slug: 'about', pageId: 'about', type: 0, isTitleVisible: true });
    const inTheme = (layout: 'sydney' | 'classic', p: typeof titled, cover: { id: number; extension: string } | null = null) => {
      const req = renderRequest({ kind: 'page', page: p });
      return renderSiteHtml({ ...req, site: { ...req.site, config: { ...req.site.config, layout, cover } } }).html;
    };
    expect(inTheme('sydney', titled)).toContain('<h1 class="page-title">About us</h1>');
    const hidden = { ...titled, isTitleVisible: false };
    expect(inTheme('sydney', hidden)).not.toContain('<h1');
    // Classic: the title over the theme's own picture, or over the owner's cover picture.
    expect(inTheme('classic', titled)).toContain('<div class="cover-banner"><div class="cover-banner__text"><h1>About us</h1></div></div>');
    expect(inTheme('classic', titled)).toMatch(/\.theme-classic \.cover-banner\{[^}]*background-image:url\("data:image\/svg\+xml,/);
    expect(inTheme('classic', titled, { id: 7, extension: 'jpg' })).toContain('<div class="cover-banner"><img class="cover-banner__image" src="/img/w_1920/7.jpg"');
    expect(inTheme('classic', hidden)).not.toContain('class="cover-banner"');
  });

  it('draws a Page Title block only on a page that shows its title', () => {
    const titleBlock: Block = { id: 'title-block', type: 'page-title', config: { align: 'center' } };
    const about = page([titleBlock, welcome], { title: 'About us', slug: 'about', pageId: 'about', type: 0, isTitleVisible: true });
    const shown = renderSiteHtml(renderRequest({ kind: 'page', page: about })).html;
    expect(shown).toContain('<div class="block-page-title text-align-center"><h1>About us</h1></div>');
    const hidden = renderSiteHtml(renderRequest({ kind: 'page', page: { ...about, isTitleVisible: false } })).html;
    expect(hidden).not.toContain('block-page-title');
    expect(hidden).not.toContain('About us</h1>');
    expect(textOf(hidden)).toContain('Welcome to the harbour show.');
  });

  it('lists navigation pages with the link parameters, and the cart link only with a connected provider', () => {
    const about = page([], { pageId: 'about', title: 'About', slug: 'about', type: 0 });
    const hiddenPage = page([], { pageId: 'secret', title: 'Secret', slug: 'secret', type: 0, showInNavigation: false });
    const req = renderRequest({ kind: 'page', page: home }, { linkParams: { sub: 'demo' } });
    req.document.pages = [home, about, hiddenPage];
    const html = renderSiteHtml(req).html;
    expect(html).toContain('<a href="/about?sub=demo">About</a>');
    expect(html).not.toContain('Secret');
    expect(html).toContain('href="/buy/?sub=demo"');
    const unconnected = renderSiteHtml({ ...req, site: site({ isStripeConnected: false }) }).html;
    expect(unconnected).not.toContain('/buy/');
    expect(unconnected).not.toContain('data-cart-count');
  });

  it('credits the provider in the footer with the subdomain as the source', () => {
    const html = renderSiteHtml(renderRequest({ kind: 'page', page: home })).html;
    expect(html).toMatch(/<a href="[^"]*\?source=demo">Art Gallery (Websites|Software)<\/a>/);
    const artist = renderSiteHtml(renderRequest({ kind: 'page', page: home }, { site: site({ userType: 1, subdomain: 'artist' }) })).html;
    expect(artist).toMatch(/<a href="[^"]*\?source=artist">Artist (Websites|Studio Management Software)<\/a>/);
  });

  it('escapes owner text in the head', () => {
    const req = renderRequest({ kind: 'page', page: page([], { title: '</title><script>alert(1)</script>' }) });
    expect(renderSiteHtml(req).html).not.toContain('<script>alert(1)');
  });
});

describe('renderSiteHtml: artwork page', () => {
  const render = (artwork = item(), siteOverrides = {}) => renderSiteHtml(renderRequest({ kind: 'art', item: artwork }, { site: site(siteOverrides) })).html;

  it('shows the artwork facts and a PURCHASE link that works without JavaScript', () => {
    const html = render();
    const text = textOf(html);
    expect(text).toContain('Harbour at Dusk');
    expect(text).toContain('Mary Cassatt');
    expect(text).toContain('Oil on canvas');
    expect(text).toContain('30 x 24 in');
    expect(text).toContain('$1,200.00');
    expect(purchaseShown(html)).toBe(true);
    expect(html).toContain('<a class="button button--primary purchase-button" href="/buy/?products=501:1">PURCHASE</a>');
  });

  it('carries the link parameters on the PURCHASE link', () => {
    const html = renderSiteHtml(renderRequest({ kind: 'art', item: item() }, { linkParams: { sub: 'demo' } })).html;
    expect(html).toContain('href="/buy/?products=501:1&amp;sub=demo"');
  });

  it('hides PURCHASE when the artwork is not available', () => {
    expect(purchaseShown(render(item({ available: false })))).toBe(false);
    expect(purchaseShown(render(item({ editions: [edition({ isSold: true, quantity: 0 })] })))).toBe(false);
  });

  it('hides PURCHASE when no price is shown', () => {
    expect(purchaseShown(render(item({ editions: [edition({ price: '', priceValue: 0 })] })))).toBe(false);
  });

  it('hides PURCHASE when no card payment provider is connected', () => {
    expect(purchaseShown(render(item(), { isStripeConnected: false }))).toBe(false);
  });

  it('shows the Sold sticker for a sold piece', () => {
    const html = render(item({ available: false, editions: [edition({ isSold: true, quantity: 0 })] }));
    expect(textOf(html)).toContain('Sold');
    expect(textOf(html)).not.toContain('$1,200.00');
  });

  it('draws INQUIRE as the popup’s button, or as a link to the work’s own contact address', () => {
    expect(render()).toContain('aria-haspopup="dialog">INQUIRE</button>');
    const linked = renderSiteHtml(renderRequest({ kind: 'art', item: item({ contactUrl: 'https://dealer.example/harbour' }) }, { linkParams: { sub: 'demo' } })).html;
    expect(linked).toContain('<a class="button button--secondary" href="https://dealer.example/harbour" target="_blank" rel="noopener noreferrer">INQUIRE</a>');
    expect(linked).not.toContain('>INQUIRE</button>');
  });

  it('hides the artist name on artist sites', () => {
    const html = render(item(), { userType: 1 });
    expect(textOf(html)).not.toContain('Mary Cassatt');
    expect(textOf(html)).toContain('Harbour at Dusk');
  });

  it('gives every image alt text', () => {
    const html = render(item({ images: [{ id: 1, extension: 'jpg', width: 800, height: 600, imageAlt: '' }, { id: 2, extension: 'png', width: 800, height: 600, imageAlt: 'Detail of the signature' }] }));
    const imgs = html.match(/<img [^>]*>/g) ?? [];
    expect(imgs).toHaveLength(2);
    expect(imgs[0]).toContain('alt="Harbour at Dusk"');
    expect(imgs[1]).toContain('alt="Detail of the signature"');
  });
});

describe('renderSiteHtml: cart and not found', () => {
  it('renders the cart island with the site facts it needs', () => {
    const { status, html } = renderSiteHtml(renderRequest({ kind: 'cart' }, { linkParams: { sub: 'demo' } }));
    expect(status).toBe(200);
    expect(html).toContain('data-island="CartIsland"');
    expect(html).toContain('type="module"');
    expect(textOf(html)).toContain('Loading...');
  });

  it('answers 404 with the spec text, where "here" leads back', () => {
    const { status, html } = renderSiteHtml(renderRequest({ kind: 'not-found' }));
    expect(status).toBe(404);
    expect(textOf(html)).toContain(NotFoundText);
    expect(html).toMatch(/<a href="\/" data-history-back="">here<\/a>/);
    expect(html).toContain('history.back()');
    expect(html).toContain('<h1 class="page-title">Page Not Found</h1>');
  });

  it('draws a protected page’s password page from its template, under the page’s title, the form put back when the owner took it out', () => {
    const request = renderRequest({ kind: 'password', pageId: 'vault', title: 'Vault', invalid: true });
    const note = { id: 'note', type: 'text', config: { text: 'Collectors receive the password by mail.', variant: 'paragraph', align: 'left' } };
    const withTemplate = (blocks: unknown[]) => renderSiteHtml({ ...request, document: { ...request.document, site: { ...request.document.site, templates: { password: { blocks } } } } as typeof request.document });
    const plain = renderSiteHtml(request);
    expect(plain.status).toBe(401);
    expect(plain.html).toContain('<h1 class="page-title">Vault</h1>');
    expect(plain.html).toMatch(/<form [^>]*action="\/api\/challenges" method="post"/);
    expect(plain.html).toContain('<input type="hidden" name="PageId" value="vault"/>');
    expect(textOf(plain.html)).toContain('Invalid password.');
    expect(plain.html).toContain('id="page-password"');

    for (const blocks of [[note, { id: 'own-form', type: 'password-form', config: {} }], [note]]) {
      const { html } = withTemplate(blocks);
      expect(textOf(html)).toContain('Collectors receive the password by mail.');
      expect(html.match(/<form [^>]*action="\/api\/challenges"/g)).toHaveLength(1);
      expect(textOf(html)).toContain('A password is required to view this page.');
      expect(html.indexOf('Collectors receive')).toBeLessThan(html.indexOf('action="/api/challenges"'));
    }
  });

  it('answers 404 with the owner’s not found page template under the heading', () => {
    const request = renderRequest({ kind: 'not-found' });
    const notFound = { blocks: [{ id: 'sorry', type: 'text', config: { text: 'Our exhibitions are listed on the home page.', variant: 'paragraph', align: 'left' } }] };
    const { status, html } = renderSiteHtml({ ...request, document: { ...request.document, site: { ...request.document.site, templates: { notFound } } } });
    expect(status).toBe(404);
    expect(html).toContain('<h1 class="page-title">Page Not Found</h1>');
    expect(textOf(html)).toContain('Our exhibitions are listed on the home page.');
    // The owner left the message out, and with it the script that only its 'here' needs.
    expect(textOf(html)).not.toContain(NotFoundText);
    expect(html).not.toContain('history.back()');
  });
});

describe('collectListQueries', () => {
  it('asks for a visitor’s page of 30 per inventory list (capped by maxLimit), with its order, status and artist', () => {
    const nested = page([
      welcome,
      { ...works, id: 'a', config: { ...works.config, columns: 3, order: 3, dir: 'desc', status: 5, artistId: 12 } },
      { ...works, id: 'b', config: { ...works.config, maxLimit: 5 } },
    ]);
    expect(collectListQueries(nested)).toEqual([
      { blockId: 'a', query: { limit: 30, offset: 0, order: 3, dir: 'desc', status: 5, artistId: 12 } },
      { blockId: 'b', query: { limit: 5, offset: 0, order: 0, dir: 'asc', status: 0, maxLimit: 5 } },
    ]);
  });

  it('uses the page size of 30 whatever the column count', () => {
    const bare = page([{ id: 'c', type: 'inventory-list', config: { columns: 0 } }]);
    expect(collectListQueries(bare)[0].query.limit).toBe(30);
  });

  it('is empty for a page without lists', () => {
    expect(collectListQueries(page([welcome]))).toEqual([]);
  });
});

describe('renderSiteHtml: fonts', () => {
  const base = renderRequest({ kind: 'page', page: home });
  const withFonts = (fonts: Record<string, unknown>) => renderSiteHtml({ ...base, site: { ...base.site, config: { ...base.site.config, ...fonts } } }).html;

  it('adds nothing while the fonts are the theme’s', () => {
    const html = withFonts({});
    expect(html).not.toContain('@font-face');
    expect(html).not.toContain('rel="preload"');
  });

  it('preloads the body font, declares the chosen families after the colours and sets the variables', () => {
    const html = withFonts({ headerFont: { id: 'playfair-display' }, bodyFont: { id: 'lora' } });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="font" type="font/woff2" crossorigin href="/fonts/lora/lora-latin-400-normal.woff2">');
    expect(head).toMatch(/<style>[^<]*@font-face\{font-family:"Playfair Display";[^<]*--font:"Lora",[^<]*--font-heading:"Playfair Display",[^<]*<\/style>/);
    expect(head.indexOf('rel="preload"')).toBeLessThan(head.indexOf('<style>'));
  });

  it('links a custom font’s stylesheet, escaped', () => {
    const html = withFonts({ headerFont: { name: 'Futura PT', href: 'https://use.typekit.net/abc.css?a=1&b=2' } });
    expect(html).toContain('<link rel="stylesheet" href="https://use.typekit.net/abc.css?a=1&amp;b=2">');
    expect(html).toContain('--font-heading:"Futura PT",');
  });
});
