import type { Page } from './document';
import { PageType } from './enums';

/** The page rules shared by the builder's pages panel (checked as the owner types) and the server (on save). */

export const PAGE_TYPE_LABELS: Record<number, string> = {
  [PageType.Custom]: 'Custom',
  [PageType.Portfolio]: 'Portfolio',
  [PageType.Artists]: 'Artists',
  [PageType.Exhibitions]: 'Exhibitions',
  [PageType.Press]: 'Press',
  [PageType.Contact]: 'Contact',
  [PageType.ExternalLink]: 'External link',
  [PageType.Home]: 'Home',
  [PageType.Group]: 'Group',
};

/** Addresses the site itself answers, which no page may take. */
export const RESERVED_SLUGS = ['art', 'artist', 'show', 'post', 'buy', 'search', 'img', 'api', 'static', 'editor', 'dev', 'favicon-ico', 'robots-txt', 'sitemap-xml'];

export const MAX_SLUG_LENGTH = 200;

/** A page with the defaults of a new one (in the menu, its title shown, no blocks) and the given fields. */
export function makePage(pageId: string, title: string, slug: string, type: number = PageType.Custom, extra: Partial<Page> = {}): Page {
  return { pageId, title, slug, type, showInNavigation: true, isTitleVisible: true, blocks: [], ...extra };
}

/** Whether a page has an address of its own: external links and groups are only menu entries. */
export const hasAddress = (page: Pick<Page, 'type'>) => page.type !== PageType.ExternalLink && page.type !== PageType.Group;

/** A page's address from its title: lower case, words joined by hyphens, nothing else. */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH);
}

/** What is wrong with a page's address among the site's pages, in the owner's words; null when it is fine. */
export function slugProblem(pages: readonly Pick<Page, 'pageId' | 'title' | 'slug' | 'type'>[], page: Pick<Page, 'pageId' | 'slug' | 'type'>): string | null {
  if (!hasAddress(page)) return null;
  const { slug } = page;
  if (slug.length > MAX_SLUG_LENGTH) return `An address can be at most ${MAX_SLUG_LENGTH} characters long.`;
  if (!/^[a-z0-9-]*$/.test(slug)) return 'Use only lower-case letters, digits and hyphens in an address.';
  if (slug === '' && page.type !== PageType.Home) return 'Give the page an address, such as /about.';
  if (RESERVED_SLUGS.includes(slug)) return `/${slug} is used by the site itself. Choose another address.`;
  const other = pages.find((p) => p.pageId !== page.pageId && hasAddress(p) && p.slug === slug);
  if (other) return slug === '' ? `The page “${other.title}” is already the home page.` : `The page “${other.title}” already uses /${slug}.`;
  return null;
}

/** What is wrong with an external link page; null when it is fine. */
export function externalLinkProblem(page: Pick<Page, 'type' | 'externalUrl'>): string | null {
  if (page.type !== PageType.ExternalLink) return null;
  const url = page.externalUrl ?? '';
  if (!url.trim()) return 'Enter the address the link goes to.';
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:' || parsed.protocol === 'mailto:') return null;
  } catch {
    // falls through
  }
  return 'Enter a full web address, starting with https://.';
}

/** What is wrong with where a page sits: only a group holds pages, and groups do not hold groups. */
export function parentProblem(pages: readonly Pick<Page, 'pageId' | 'type'>[], page: Pick<Page, 'type' | 'parentPageId'>): string | null {
  if (!page.parentPageId) return null;
  const parent = pages.find((p) => p.pageId === page.parentPageId);
  if (!parent || parent.type !== PageType.Group) return 'A page can only be placed inside a group page.';
  if (page.type === PageType.Group) return 'A group cannot be placed inside another group.';
  if (page.type === PageType.Home) return 'The home page cannot be placed inside a group.';
  return null;
}

/** Every page rule over a whole site, as (page index, field, message). */
export function pageProblems(pages: readonly Page[]): { index: number; field: string; message: string }[] {
  const problems: { index: number; field: string; message: string }[] = [];
  if (pages.filter((p) => p.type === PageType.Home).length > 1) problems.push({ index: 0, field: 'type', message: 'A site has one home page.' });
  pages.forEach((page, index) => {
    // A clash is reported once, on the later of the two pages.
    const slug = slugProblem(pages.slice(0, index), page);
    if (slug) problems.push({ index, field: 'slug', message: `${page.title || 'A page'}: ${slug}` });
    const link = externalLinkProblem(page);
    if (link) problems.push({ index, field: 'externalUrl', message: `${page.title || 'A page'}: ${link}` });
    const parent = parentProblem(pages, page);
    if (parent) problems.push({ index, field: 'parentPageId', message: `${page.title || 'A page'}: ${parent}` });
  });
  return problems;
}
