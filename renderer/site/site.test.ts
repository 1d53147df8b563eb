import { describe, expect, it } from 'vitest';
import { edition, item } from '../testing/fixtures';
import { artworkStatus, canPurchase, firstAvailablePrice } from './artwork';
import { footerCredit } from './credit';
import { CART_COUNTER_SCRIPT, updateCartCounters } from './inline-scripts';
import { CART_STORAGE_KEY } from '../commerce/cart-storage';
import { BASE_CSS } from './styles';
import { homeHref, pageHref, PLACEHOLDER_HREF, siteHref } from './links';

describe('artwork status', () => {
  it('puts sold first, then on hold, then inactive; an artwork that can be had shows none', () => {
    expect(artworkStatus(item())).toBeNull();
    const gone = (editions: ReturnType<typeof edition>[]) => artworkStatus(item({ available: false, editions }));
    expect(gone([edition({ isOnHold: true }), edition({ isSold: true })])).toBe('sold');
    expect(gone([edition({ active: false }), edition({ isOnHold: true })])).toBe('on-hold');
    expect(gone([edition({ active: false })])).toBe('inactive');
  });

  it('shows no sticker while one edition of several is still available', () => {
    expect(artworkStatus(item({ editions: [edition({ isSold: true }), edition({ editionId: 2 })] }))).toBeNull();
  });

  it('lists the price of the first available edition with a price', () => {
    const editions = [edition({ isSold: true, price: '$1.00', priceValue: 100 }), edition({ editionId: 2, price: '$2.00', priceValue: 200 })];
    expect(firstAvailablePrice(item({ editions }))).toBe('$2.00');
    expect(firstAvailablePrice(item({ available: false, editions }))).toBeNull();
  });

  it('allows purchase only when available, priced and connected', () => {
    const connected = { isStripeConnected: true };
    expect(canPurchase(item(), connected)).toBe(true);
    expect(canPurchase(item(), { isStripeConnected: false })).toBe(false);
    expect(canPurchase(item({ available: false }), connected)).toBe(false);
    expect(canPurchase(item({ editions: [edition({ isOnHold: true })] }), connected)).toBe(false);
    expect(canPurchase(item({ editions: [edition({ price: '', priceValue: 0 })] }), connected)).toBe(false);
  });
});

describe('links', () => {
  it('builds base path + "/" + path with the link parameters, and the placeholder for no path', () => {
    expect(siteHref('art/12', { sub: 'demo', layout: 'classic' })).toBe('/art/12?sub=demo&layout=classic');
    expect(siteHref('', { sub: 'demo' })).toBe(PLACEHOLDER_HREF);
    expect(siteHref(undefined)).toBe(PLACEHOLDER_HREF);
    expect(homeHref({ sub: 'demo' })).toBe('/?sub=demo');
    expect(pageHref({ slug: '' })).toBe('/');
    expect(pageHref({ slug: 'about' }, { sub: 'a b' })).toBe('/about?sub=a%20b');
  });
});

const PROVIDER = 'https://provider.test/websites';

describe('footer credit', () => {
  it('links to the provider page configured for the server, with the subdomain as source', () => {
    expect(footerCredit('demo', 0, PROVIDER).href).toBe('https://provider.test/websites?source=demo');
    expect(footerCredit('my gallery', 0, 'https://provider.test/?ref=x').href).toBe('https://provider.test/?ref=x&source=my+gallery');
  });

  it('names the site type and picks a stable wording from the subdomain', () => {
    const gallery = footerCredit('demo', 0, PROVIDER);
    expect(gallery.text).toMatch(/^Art Gallery (Websites|Software)$/);
    expect(footerCredit('demo', 0, PROVIDER)).toEqual(gallery);
    expect(gallery.href).toMatch(/\?source=demo$/);
    expect(footerCredit('artist', 1, PROVIDER).text).toMatch(/^Artist (Websites|Studio Management Software)$/);
  });

  it('uses both halves of the hash across subdomains', () => {
    const texts = new Set(Array.from({ length: 40 }, (_, i) => footerCredit(`site${i}`, 0, PROVIDER).text));
    expect(texts).toEqual(new Set(['Art Gallery Websites', 'Art Gallery Software']));
    const artist = new Set(Array.from({ length: 40 }, (_, i) => footerCredit(`site${i}`, 1, PROVIDER).text));
    expect(artist).toEqual(new Set(['Artist Websites', 'Artist Studio Management Software']));
  });
});

describe('cart counter', () => {
  function fakePage(stored: string | null) {
    const counter = { textContent: '' as string | null, hidden: true };
    const parsed: Array<() => void> = [];
    const document = {
      readyState: 'loading',
      querySelectorAll: () => [counter],
      addEventListener: (event: string, listener: () => void) => {
        if (event === 'DOMContentLoaded') parsed.push(listener);
      },
    };
    const reads: string[] = [];
    const localStorage = {
      getItem: (key: string) => {
        reads.push(`${key} while ${document.readyState}`);
        return stored;
      },
    };
    return { counter, document, localStorage, reads, parsed };
  }

  /**
   * Runs the inline script as the parser would; then, the page still parsed (it arrives slowly), a frame
   * painted and the tasks queued so far; then the end of the parse, a frame and the tasks.
   */
  function runInline(stored: string | null, withFrames = true) {
    const page = fakePage(stored);
    const frames: Array<() => void> = [];
    const tasks: Array<() => void> = [];
    const args = withFrames ? [(f: () => void) => frames.push(f), (f: () => void) => tasks.push(f)] : [undefined, (f: () => void) => tasks.push(f)];
    new Function('document', 'localStorage', 'requestAnimationFrame', 'setTimeout', CART_COUNTER_SCRIPT)(page.document, page.localStorage, ...args);
    const run = () => {
      for (const frame of frames.splice(0)) frame();
      for (const task of tasks.splice(0)) task();
    };
    run();
    const whileParsing = page.reads.length;
    page.document.readyState = 'interactive';
    for (const listener of page.parsed.splice(0)) listener();
    for (const frame of frames.splice(0)) frame();
    const afterFrame = page.reads.length;
    for (const task of tasks.splice(0)) task();
    return { ...page, whileParsing, afterFrame };
  }

  it('the inline script shows the stored quantity total, and stays hidden for an empty cart', () => {
    const counterOf = (stored: string | null) => runInline(stored).counter;
    expect(counterOf(JSON.stringify([{ EditionId: 1, Quantity: 2 }, { EditionId: 2, Quantity: 1 }]))).toEqual({ textContent: '3', hidden: false });
    expect(counterOf(null)).toEqual({ textContent: '', hidden: true });
    expect(counterOf('garbage')).toEqual({ textContent: '', hidden: true });
  });

  it('reads local storage only once the page is parsed and a frame painted, in a task of its own, never while the page is parsed', () => {
    const stored = JSON.stringify([{ EditionId: 1, Quantity: 2 }]);
    const painted = runInline(stored);
    expect([painted.whileParsing, painted.afterFrame, painted.reads.length]).toEqual([0, 0, 1]);
    expect(painted.reads).toEqual([`${CART_STORAGE_KEY} while interactive`]);
    expect(painted.counter.textContent).toBe('2');
    // Without requestAnimationFrame, still a task after the parse.
    const plain = runInline(stored, false);
    expect([plain.whileParsing, plain.reads.length, plain.counter.textContent]).toEqual([0, 1, '2']);
  });

  it('keeps the empty counter’s box, so the count appearing after the paint shifts nothing', () => {
    expect(BASE_CSS).toContain('.cart-count[hidden]{visibility:hidden}');
    expect(BASE_CSS).not.toMatch(/\.cart-count\[hidden\]\{[^}]*display:none/);
  });

  it('the bundle updates counters the same way', () => {
    const page = fakePage(null);
    updateCartCounters(page.document, 4);
    expect(page.counter).toEqual({ textContent: '4', hidden: false });
    updateCartCounters(page.document, 0);
    expect(page.counter).toEqual({ textContent: '', hidden: true });
  });
});
