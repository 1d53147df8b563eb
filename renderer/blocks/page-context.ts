import { createContext, useContext } from 'react';
import type { Link } from '../../schema/style-values';
import { opensInNewWindow } from '../../schema/style-values';
import { useLinkParams } from '../site/context';
import { pageHref } from '../site/links';

/**
 * The site's pages and the page being drawn, for blocks that link to a page or show its title. The
 * visitor layout provides them for every page; the builder for the page open on the canvas.
 */
export interface PageSummary {
  pageId: string;
  slug: string;
  title: string;
  isTitleVisible?: boolean;
}

export interface PagesContextValue {
  pages: readonly PageSummary[];
  currentPageId: string | null;
}

export const PagesContext = createContext<PagesContextValue>({ pages: [], currentPageId: null });

/** The page being drawn, if it is one of the site's pages (not an artwork's or a search page). */
export function useCurrentPage(): PageSummary | null {
  const { pages, currentPageId } = useContext(PagesContext);
  return pages.find((p) => p.pageId === currentPageId) ?? null;
}

export interface LinkAttributes {
  href: string;
  target?: '_blank';
  rel?: string;
}

/** Where a link goes, as anchor attributes; null for a link to a page the site no longer has. */
export function linkAttributes(link: Link, pages: readonly PageSummary[], linkParams: Record<string, string>): LinkAttributes | null {
  if (link.kind === 'page') {
    const page = pages.find((p) => p.pageId === link.pageId);
    return page ? { href: pageHref(page, linkParams) } : null;
  }
  return opensInNewWindow(link) ? { href: link.url, target: '_blank', rel: 'noopener noreferrer' } : { href: link.url };
}

export function isLink(value: unknown): value is Link {
  if (typeof value !== 'object' || value === null) return false;
  const link = value as Link;
  return (link.kind === 'page' && typeof link.pageId === 'string') || (link.kind === 'external' && typeof link.url === 'string' && /^(https?:|mailto:|tel:)/i.test(link.url));
}

/** A block's link field as anchor attributes, or null when it has none. */
export function useLinkAttributes(value: unknown): LinkAttributes | null {
  const { pages } = useContext(PagesContext);
  const linkParams = useLinkParams();
  return isLink(value) ? linkAttributes(value, pages, linkParams) : null;
}
