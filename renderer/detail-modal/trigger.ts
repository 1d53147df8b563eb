import type { MouseEvent } from 'react';
import { artIdOf } from './links';

/**
 * Lists whose works open in the detail modal (detailDisplay 0) carry this attribute and this click
 * handler on their root. Cells stay real links to /art/{id}, so without script (and for crawlers, and
 * for a click with a modifier key that asks for a new tab) they lead to the art page; a plain click
 * opens the modal instead, its code fetched on the first one.
 */
export const DETAIL_MODAL_ATTRIBUTE = 'data-detail-modal';

export function openDetailOnClick(event: MouseEvent<HTMLElement>): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = event.target as Element;
  const link = target.closest?.('a[href]') as HTMLAnchorElement | null;
  const list = event.currentTarget;
  // A list inside the modal's own content leads to the art page as a plain link would.
  if (!link || !list.contains(link) || link.target === '_blank' || link.closest('dialog.detail-modal')) return;
  if (artIdOf(link.getAttribute('href'), window.location.href) === null) return;
  event.preventDefault();
  import('./DetailModal').then(
    (module) => module.openDetailModal(link, list),
    () => window.location.assign(link.href),
  );
}
