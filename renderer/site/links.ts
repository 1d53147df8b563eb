/**
 * The spec's link builder: base path + '/' + path, carrying the site's link parameters (sub, dataSub,
 * layout) so a site reached by ?sub= stays on that site. An empty or missing path is the placeholder.
 */
export type LinkParams = Record<string, string>;

export const PLACEHOLDER_HREF = '#';

/** Keeps ':' and ',' readable, as in /buy/?products=12:2,14 (both are legal in a query). */
function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%3A/gi, ':').replace(/%2C/gi, ',');
}

/** Query string from ordered parameters; `first` come before the link parameters. */
export function queryString(first: Record<string, string | undefined>, linkParams: LinkParams = {}): string {
  const pairs: string[] = [];
  const seen = new Set<string>();
  for (const source of [first, linkParams]) {
    for (const [key, value] of Object.entries(source)) {
      if (value === undefined || value === '' || seen.has(key)) continue;
      seen.add(key);
      pairs.push(`${encodeURIComponent(key)}=${encodeQueryValue(value)}`);
    }
  }
  return pairs.length ? `?${pairs.join('&')}` : '';
}

export function siteHref(path: string | null | undefined, linkParams: LinkParams = {}, extra: Record<string, string | undefined> = {}, basePath = ''): string {
  if (!path) return PLACEHOLDER_HREF;
  return `${basePath}/${path.replace(/^\/+/, '')}${queryString(extra, linkParams)}`;
}

export function homeHref(linkParams: LinkParams = {}, basePath = ''): string {
  return `${basePath}/${queryString({}, linkParams)}`;
}

export function artHref(inventoryId: number, linkParams: LinkParams = {}): string {
  return siteHref(`art/${inventoryId}`, linkParams);
}

/** The spec's content links: artist/{artistId}, show/{showId}, post/{blogId}. */
export function artistHref(artistId: number, linkParams: LinkParams = {}): string {
  return siteHref(`artist/${artistId}`, linkParams);
}

export function showHref(showId: number, linkParams: LinkParams = {}): string {
  return siteHref(`show/${showId}`, linkParams);
}

export function postHref(blogId: number, linkParams: LinkParams = {}): string {
  return siteHref(`post/${blogId}`, linkParams);
}

export function cartHref(linkParams: LinkParams = {}, extra: Record<string, string | undefined> = {}): string {
  return siteHref('buy/', linkParams, extra);
}

/** A page of the document: the home page (slug '') links to the site root. */
export function pageHref(page: { slug: string }, linkParams: LinkParams = {}): string {
  return page.slug ? siteHref(page.slug, linkParams) : homeHref(linkParams);
}
