import { artModalAddress } from '../../schema/detail-templates';
import { asRecentlyViewedEntry, readRecentlyViewed, recordRecentlyViewed } from '../../schema/recently-viewed-store';
import { RECENTLY_VIEWED_ATTRIBUTE, RECENTLY_VIEWED_KEY_ATTRIBUTE } from '../site/detail-scripts';

/**
 * What the detail modal shows of a work: the contents of the <main> of its server-rendered art page,
 * drawn with the inventory detail modal's template ('?view=modal'; the artwork page's own until the
 * owner gives the modal one), so whatever the owner's template draws appears, islands and all. Scripts are left
 * out (the page's own inline scripts are outside <main>; nothing inside runs here).
 */

/** Fired on window after the modal records a view, so a recently viewed slider on the page can redraw. */
export const RECENTLY_VIEWED_CHANGE_EVENT = 'recentlyviewed:change';

export class DetailLoadError extends Error {}

/** The nodes inside the art page's <main>, parsed from its HTML. */
export function mainContent(html: string): Node[] {
  const page = new DOMParser().parseFromString(html, 'text/html');
  const main = page.querySelector('main');
  if (!main) throw new DetailLoadError('The page has no main content.');
  for (const script of main.querySelectorAll('script')) script.remove();
  return [...main.childNodes];
}

export async function loadDetailContent(href: string, signal: AbortSignal, fetchImpl: typeof fetch = fetch): Promise<Node[]> {
  const response = await fetchImpl(artModalAddress(href), { headers: { Accept: 'text/html' }, signal, credentials: 'same-origin' });
  if (!response.ok) throw new DetailLoadError(`GET ${href} answered ${response.status}`);
  return mainContent(await response.text());
}

/**
 * Records the work shown as recently viewed, as the art page's own script does (detail-scripts.ts): the
 * page carries the entry and the store's key in attributes.
 */
export function recordView(root: ParentNode, storage: Storage | null, now = Date.now()): boolean {
  const element = root.querySelector(`[${RECENTLY_VIEWED_ATTRIBUTE}]`);
  const key = element?.getAttribute(RECENTLY_VIEWED_KEY_ATTRIBUTE);
  if (!element || !key || !storage) return false;
  try {
    const entry = asRecentlyViewedEntry({ ...JSON.parse(element.getAttribute(RECENTLY_VIEWED_ATTRIBUTE) ?? ''), viewedAt: now });
    if (!entry) return false;
    storage.setItem(key, JSON.stringify(recordRecentlyViewed(readRecentlyViewed(storage.getItem(key)), entry)));
    window.dispatchEvent(new CustomEvent(RECENTLY_VIEWED_CHANGE_EVENT, { detail: { key } }));
    return true;
  } catch {
    return false;
  }
}
