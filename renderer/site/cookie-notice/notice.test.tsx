// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { COOKIE_NOTICE_POSITIONS } from '../../../schema/enums';
import { CONSENT_COOKIE, CONSENT_EVENT, readConsent } from './consent';
import { CookieNotice } from './CookieNotice';
import { cookieNoticeHtml } from './index';
import { renderBlocks } from '../../blocks/registry';
import { COOKIE_NOTICE_SCRIPT } from './notice-script';
import { CookieNoticeText } from './texts';
import { COOKIE_NOTICE_CSS } from './styles';
import { site } from '../../testing/fixtures';

/** The notice as the server sends it, and its inline script run as the browser runs it. */

function show(position: (typeof COOKIE_NOTICE_POSITIONS)[number] = 'bc') {
  document.body.innerHTML = `<main id="main" tabindex="-1"></main>${renderToString(<CookieNotice position={position} />)}`;
  new Function(COOKIE_NOTICE_SCRIPT)();
  return document.querySelector<HTMLElement>('.cookie-notice')!;
}

/** Runs `run` with window.ResizeObserver set to `value` (undefined: a browser without it), then puts it back. */
function withResizeObserver(value: unknown, run: () => void) {
  const original = Object.getOwnPropertyDescriptor(window, 'ResizeObserver');
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value });
  try {
    run();
  } finally {
    if (original) Object.defineProperty(window, 'ResizeObserver', original);
    else delete (window as { ResizeObserver?: unknown }).ResizeObserver;
  }
}

const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!;

/** No answer kept, however an earlier test file of the worker (which shares this document) stored one. */
function forgetAnswer() {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/; Secure`;
}

beforeEach(forgetAnswer);
afterEach(() => {
  forgetAnswer();
  document.body.innerHTML = '';
  document.body.removeAttribute('style');
});

describe('the cookie notice', () => {
  it('is sent hidden with the spec’s heading and CONTINUE, placed by the site’s position', () => {
    const html = cookieNoticeHtml(site({ config: { ...site().config, cookieNoticePosition: 'tr' } }), {});
    expect(html).toMatch(/^<section class="cookie-notice cookie-notice--tr" aria-labelledby="cookie-notice-title" hidden=""/);
    expect(html).toContain('>We Value Your Privacy</h2>');
    expect(html).toContain('>CONTINUE</button>');
    expect(html).toContain('>REJECT</button>');
    expect(cookieNoticeHtml(site(), {})).toContain('cookie-notice--bc');
    expect(html).toContain(`<script>${COOKIE_NOTICE_SCRIPT}</script>`);
  });

  it('has a rule for each of the nine positions and is at most 400 px wide', () => {
    for (const position of COOKIE_NOTICE_POSITIONS) expect(COOKIE_NOTICE_CSS).toMatch(new RegExp(`\\.cookie-notice--${position}[,{]`));
    expect(COOKIE_NOTICE_CSS).toContain('max-width:400px');
  });

  it('shows while the visitor has not answered, and gives a notice at the bottom room below the page (a browser without ResizeObserver)', () => {
    withResizeObserver(undefined, () => {
      const notice = show('bc');
      expect(notice.hidden).toBe(false);
      expect(document.body.style.paddingBottom).toMatch(/px$/);
      document.body.removeAttribute('style');
      show('tc');
      expect(document.body.style.paddingBottom).toBe('');
    });
  });

  it('reads the notice’s height when a ResizeObserver reports it, not while the page is parsed', () => {
    const observers: { callback: () => void; observed: Element[] }[] = [];
    class FakeResizeObserver {
      observed: Element[] = [];
      constructor(readonly callback: () => void) {
        observers.push(this);
      }
      observe(element: Element) {
        this.observed.push(element);
      }
      disconnect() {}
    }
    withResizeObserver(FakeResizeObserver, () => {
      const notice = show('bc');
      expect(notice.hidden).toBe(false);
      expect(document.body.style.paddingBottom).toBe('');
      expect(observers.map((o) => o.observed)).toEqual([[notice]]);
      observers[0].callback();
      expect(document.body.style.paddingBottom).toMatch(/px$/);
      button('CONTINUE').click();
      expect(document.body.style.paddingBottom).toBe('');

      document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
      show('tc');
      expect(observers).toHaveLength(1);
    });
  });

  for (const [name, consent] of [
    ['CONTINUE', 'accepted'],
    ['REJECT', 'rejected'],
  ] as const) {
    it(`hides on ${name}, stores '${consent}', announces it and is not shown again`, () => {
      const notice = show();
      let heard: unknown = null;
      window.addEventListener(CONSENT_EVENT, (e) => (heard = (e as CustomEvent).detail), { once: true });
      button(name).focus();
      button(name).click();
      expect(notice.hidden).toBe(true);
      expect(readConsent()).toBe(consent);
      expect(heard).toBe(consent);
      expect(document.body.style.paddingBottom).toBe('');
      expect(document.activeElement?.id).toBe('main');
      expect(show().hidden).toBe(true);
    });
  }

  it('is answered as well by a cookie policy button on the page, which can change the answer later', () => {
    const policy = renderToString(<>{renderBlocks([{ id: 'no', type: 'cookie-policy-button', config: { consent: 'rejected' } }, { id: 'yes', type: 'cookie-policy-button', config: { consent: 'accepted', text: 'Accept cookies' } }], 'visitor')}</>);
    document.body.innerHTML = `<main id="main" tabindex="-1">${policy}</main>${renderToString(<CookieNotice position="bc" />)}`;
    new Function(COOKIE_NOTICE_SCRIPT)();
    const notice = document.querySelector<HTMLElement>('.cookie-notice')!;
    const statuses = [...document.querySelectorAll('[role=status]')];
    expect(notice.hidden).toBe(false);

    let heard: unknown = null;
    window.addEventListener(CONSENT_EVENT, (e) => (heard = (e as CustomEvent).detail), { once: true });
    button('Accept cookies').focus();
    button('Accept cookies').click();
    expect(readConsent()).toBe('accepted');
    expect(heard).toBe('accepted');
    expect(notice.hidden).toBe(true);
    expect(document.body.style.paddingBottom).toBe('');
    expect(document.activeElement?.textContent).toBe('Accept cookies');
    expect(statuses.map((s) => s.textContent)).toEqual(['', CookieNoticeText.acceptedStatus]);

    // Answered, the notice stays hidden on the next page, and the page's buttons still change the answer.
    document.body.innerHTML = `<main id="main" tabindex="-1">${policy}</main>${renderToString(<CookieNotice position="bc" />)}`;
    new Function(COOKIE_NOTICE_SCRIPT)();
    expect(document.querySelector<HTMLElement>('.cookie-notice')!.hidden).toBe(true);
    button('REJECT').click();
    expect(readConsent()).toBe('rejected');
    expect(document.querySelector('[role=status]')!.textContent).toBe(CookieNoticeText.rejectedStatus);
  });
});

describe('the cookie notice drawn with the site’s template', () => {
  const withTemplate = (blocks: unknown[]) => site({ config: { ...site().config, templates: { cookieNotice: { blocks } } } as ReturnType<typeof site>['config'] });

  it('the default template says the notice’s words, with CONTINUE and REJECT', async () => {
    const { DEFAULT_TEMPLATES } = await import('../../../schema/detail-templates');
    const html = cookieNoticeHtml(withTemplate(structuredClone([...DEFAULT_TEMPLATES.cookieNotice])), {});
    expect(html).toContain('>We Value Your Privacy</h2><div class="cookie-notice__blocks">');
    expect(html).toContain(CookieNoticeText.text);
    expect([...html.matchAll(/data-consent="(\w+)"[^>]*>([^<]+)</g)].map((m) => [m[1], m[2]])).toEqual([
      ['accepted', 'CONTINUE'],
      ['rejected', 'REJECT'],
    ]);
  });

  it('an owner’s words and a link to the cookie policy page; its CONTINUE answers and hides the notice', () => {
    const blocks = [
      { id: 't', type: 'text', config: { text: 'We use a few cookies. <script>alert(1)</script>', variant: 'paragraph', align: 'left' } },
      { id: 'l', type: 'button', config: { text: 'Read our policy', link: '/cookies', variant: 'secondary', align: 'left' } },
      { id: 'a', type: 'cookie-policy-button', config: { consent: 'accepted', text: '' } },
    ];
    const html = cookieNoticeHtml(withTemplate(blocks), { sub: 'demo' });
    expect(html).toContain('We use a few cookies. &lt;script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('Read our policy');
    expect(html).not.toContain('>REJECT<');
    document.body.innerHTML = `<main id="main" tabindex="-1"></main>${html.slice(0, html.indexOf('<script>'))}`;
    new Function(COOKIE_NOTICE_SCRIPT)();
    const notice = document.querySelector<HTMLElement>('.cookie-notice')!;
    expect(notice.hidden).toBe(false);
    button('CONTINUE').click();
    expect(notice.hidden).toBe(true);
    expect(readConsent()).toBe('accepted');
  });
});
