// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readRecentlyViewed, recentlyViewedKey } from '../../schema/recently-viewed';
import { HYDRATE_ISLANDS_EVENT, type HydrateIslandsDetail } from '../islands/hydrate-request';
import { DetailModalText } from '../texts';
import { openDetailModal } from './DetailModal';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The related works under an art page, named by their heading, as the default template draws them. */
const RELATED = '<section class="art-page__related" aria-labelledby="art-related-heading"><h2 id="art-related-heading">More by Ada</h2></section>';

/** The server's art page of work `id`: a title, the recently viewed attributes, one island and the related works. */
function artPage(id: number): string {
  const entry = { inventoryId: id, title: `Work ${id}`, artistName: 'Ada', image: null };
  return `<!doctype html><html><body><main id="main"><article data-recently-viewed='${JSON.stringify(entry)}' data-recently-viewed-key="${recentlyViewedKey('demo')}">
<h1 class="art-page__title">Work ${id}</h1><div class="island" data-island="PurchaseButton" data-props="{}"><a href="/buy/">PURCHASE</a></div></article>${RELATED}</main></body></html>`;
}

const fetched: string[] = [];
const hydrated: HydrateIslandsDetail[] = [];
const onHydrate = (event: Event) => hydrated.push((event as CustomEvent<HydrateIslandsDetail>).detail);

beforeEach(() => {
  window.history.replaceState(null, '', '/works');
  fetched.length = 0;
  hydrated.length = 0;
  localStorage.clear();
  vi.stubGlobal('fetch', async (href: string) => {
    const url = new URL(href, window.location.href);
    fetched.push(url.pathname + (url.searchParams.get('view') === 'modal' ? ' (modal)' : ''));
    const id = Number(/\/art\/(\d+)/.exec(href)?.[1]);
    return id === 404 ? new Response('gone', { status: 404 }) : new Response(artPage(id), { status: 200 });
  });
  window.addEventListener(HYDRATE_ISLANDS_EVENT, onHydrate);
});

afterEach(async () => {
  window.removeEventListener(HYDRATE_ISLANDS_EVENT, onHydrate);
  const close = document.querySelector<HTMLButtonElement>('.detail-modal__close');
  if (close) await act(async () => close.click());
  await settle();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

/** Lets fetches, history events and React finish. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 20)));

function list(ids: number[]): HTMLElement {
  const root = document.createElement('div');
  root.setAttribute('data-detail-modal', '');
  root.innerHTML = ids.map((id) => `<a class="inventory-card" href="/art/${id}?sub=demo">Work ${id}</a>`).join('');
  document.body.append(root);
  return root;
}

async function open(root: HTMLElement, index: number) {
  const link = root.querySelectorAll('a')[index];
  link.focus();
  await act(async () => openDetailModal(link, root));
  await settle();
  return document.querySelector<HTMLDialogElement>('dialog.detail-modal')!;
}

const button = (name: string) => [...document.querySelectorAll<HTMLButtonElement>('dialog button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent)?.includes(name))!;

describe('the inventory detail modal', () => {
  it('shows the work’s art page, drawn with the modal’s template, over the list, at the work’s own address, with the page behind locked', async () => {
    const root = list([1, 2, 3]);
    const before = window.history.length;
    const dialog = await open(root, 1);
    expect(dialog.open).toBe(true);
    expect(fetched).toEqual(['/art/2 (modal)']);
    expect(window.location.pathname + window.location.search).toBe('/art/2?sub=demo');
    expect(window.history.length).toBe(before + 1);
    expect(document.documentElement.style.overflow).toBe('hidden');
    const title = dialog.querySelector('h1')!;
    expect(title.textContent).toBe('Work 2');
    expect(dialog.getAttribute('aria-labelledby')).toBe(title.id);
    // An id of its own, apart from those the islands inside make in their own roots.
    expect(title.id).toMatch(/^detail-modal-title-\d+$/);
    expect(document.activeElement).toBe(button(DetailModalText.close));
  });

  it('gives the work’s page ids of its own over an art page with the same sections, its headings still naming their sections', async () => {
    // The page behind: an art page whose related works open in the modal.
    document.body.insertAdjacentHTML('beforeend', RELATED);
    const root = list([1, 2]);
    const dialog = await open(root, 0);
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    expect(ids.length).toBe(new Set(ids).size);
    expect(document.getElementById('art-related-heading')!.closest('dialog')).toBeNull();
    const section = dialog.querySelector('.art-page__related')!;
    const heading = document.getElementById(section.getAttribute('aria-labelledby')!);
    expect(heading).toBe(dialog.querySelector('.art-page__related h2'));
    // The next work's page too.
    await act(async () => button(DetailModalText.next).click());
    await settle();
    expect(dialog.querySelector('h1')?.textContent).toBe('Work 2');
    const after = [...document.querySelectorAll('[id]')].map((e) => e.id);
    expect(after.length).toBe(new Set(after).size);
    expect(document.getElementById(dialog.querySelector('.art-page__related')!.getAttribute('aria-labelledby')!)?.closest('dialog')).toBe(dialog);
  });

  it('hydrates the islands of the work’s page, and records the work as recently viewed', async () => {
    const dialog = await open(list([1, 2]), 0);
    expect(hydrated).toHaveLength(1);
    expect(hydrated[0].root).toBe(dialog.querySelector('.detail-modal__content'));
    expect(hydrated[0].root.querySelector('[data-island="PurchaseButton"]')).not.toBeNull();
    expect(readRecentlyViewed(localStorage.getItem(recentlyViewedKey('demo'))).map((e) => e.inventoryId)).toEqual([1]);
  });

  it('walks the list’s works with Previous and Next, round from the last to the first, replacing the address', async () => {
    const root = list([1, 2, 3]);
    const dialog = await open(root, 2);
    const length = window.history.length;
    await act(async () => button(DetailModalText.next).click());
    await settle();
    expect(dialog.querySelector('h1')?.textContent).toBe('Work 1');
    expect(window.location.pathname).toBe('/art/1');
    await act(async () => button(DetailModalText.previous).click());
    await settle();
    expect(dialog.querySelector('h1')?.textContent).toBe('Work 3');
    expect(window.history.length).toBe(length);
    // A page loaded after it opened joins the walk.
    root.insertAdjacentHTML('beforeend', '<a href="/art/4">Work 4</a>');
    await act(async () => button(DetailModalText.next).click());
    await settle();
    expect(dialog.querySelector('h1')?.textContent).toBe('Work 4');
    // Each work's islands went with it.
    expect(hydrated.slice(0, -1).every((h) => h.signal.aborted)).toBe(true);
  });

  it('closes with Close, giving back the list’s address, the page’s scrolling and the focus to the work’s cell', async () => {
    const root = list([1, 2, 3]);
    await open(root, 0);
    await act(async () => button(DetailModalText.next).click());
    await settle();
    await act(async () => button(DetailModalText.close).click());
    await settle();
    expect(document.querySelector('dialog.detail-modal')).toBeNull();
    expect(window.location.pathname).toBe('/works');
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.activeElement).toBe(root.querySelectorAll('a')[1]);
  });

  it('gives the page its scrolling back as it closes, before it is taken off the page', async () => {
    const root = list([1, 2]);
    await open(root, 0);
    expect(document.documentElement.style.overflow).toBe('hidden');
    // Back, as the browser reports it: the dialog closes in the event itself; its removal waits a task.
    act(() => {
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(document.querySelector<HTMLDialogElement>('dialog.detail-modal')?.open).toBe(false);
    expect(document.documentElement.style.overflow).toBe('');
    expect(document.documentElement.classList.contains('detail-modal-open')).toBe(false);
    await settle();
    expect(document.querySelector('dialog.detail-modal')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes when the visitor goes Back, and on Escape', async () => {
    const root = list([1, 2]);
    await open(root, 0);
    await act(async () => window.history.back());
    await settle();
    expect(document.querySelector('dialog.detail-modal')).toBeNull();
    expect(window.location.pathname).toBe('/works');

    const dialog = await open(root, 1);
    await act(async () => dialog.dispatchEvent(new Event('cancel', { cancelable: true })));
    await settle();
    expect(document.querySelector('dialog.detail-modal')).toBeNull();
    expect(document.activeElement).toBe(root.querySelectorAll('a')[1]);
  });

  it('opens again when the visitor goes Forward onto the work’s address', async () => {
    const root = list([1, 2, 3]);
    await open(root, 0);
    await act(async () => button(DetailModalText.next).click());
    await settle();
    await act(async () => window.history.back());
    await settle();
    expect(document.querySelector('dialog.detail-modal')).toBeNull();
    const length = window.history.length;
    await act(async () => window.history.forward());
    await settle();
    expect(document.querySelector('dialog.detail-modal h1')?.textContent).toBe('Work 2');
    expect(window.location.pathname).toBe('/art/2');
    expect(window.history.length).toBe(length);
  });

  it('says so when the work cannot be had, with a link to its page', async () => {
    const dialog = await open(list([404]), 0);
    expect(dialog.querySelector('[role="alert"]')?.textContent).toContain(DetailModalText.loadFailed);
    expect(dialog.querySelector('[role="alert"] a')?.getAttribute('href')).toContain('/art/404');
    // One work: nothing to walk to.
    expect(button(DetailModalText.next)).toBeUndefined();
  });
});
