import { homeHref, queryString, siteHref, type LinkParams } from '../site/links';

/**
 * Absolute addresses for search engines (canonical links, structured data, the sitemap): the origin the
 * visitor used, the path, and of the link parameters only sub, which names the site where the host
 * does not; layout and dataSub only show the same page another way.
 */
export function canonicalParams(linkParams: LinkParams): LinkParams {
  return linkParams.sub ? { sub: linkParams.sub } : {};
}

/** origin + '/' + path ('' is the home page), e.g. https://gallery.example/art/12. */
export function absoluteUrl(origin: string, path: string, linkParams: LinkParams = {}): string {
  const params = canonicalParams(linkParams);
  return origin + (path ? siteHref(path, params) : homeHref(params));
}

/** The canonical address of the page at a request path ('/art/12?layout=novara' -> origin/art/12). */
export function canonicalUrl(origin: string, requestPath: string, linkParams: LinkParams): string {
  const pathname = requestPath.split(/[?#]/)[0] || '/';
  return origin + pathname + queryString({}, canonicalParams(linkParams));
}
