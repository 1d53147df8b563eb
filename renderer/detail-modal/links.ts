/**
 * The works a detail modal walks: the art links of the list it was opened from, in the order the list
 * shows them (its loaded items; pages loaded later join in), each once.
 */

const ART_PATH = /^\/art\/(\d+)\/?$/;

/** The inventoryId an address on this site opens, or null for any other address. */
export function artIdOf(href: string | null | undefined, base: string): number | null {
  if (!href) return null;
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.origin !== new URL(base).origin) return null;
  const match = ART_PATH.exec(url.pathname);
  return match ? Number(match[1]) : null;
}

/** The list's art links, first appearance of each work only. */
export function detailLinks(list: ParentNode, base: string): HTMLAnchorElement[] {
  const seen = new Set<number>();
  const links: HTMLAnchorElement[] = [];
  for (const link of list.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const id = artIdOf(link.getAttribute('href'), base);
    if (id === null || seen.has(id)) continue;
    seen.add(id);
    links.push(link);
  }
  return links;
}

/** The address `step` works on from `current`, wrapping around the ends; `current` itself when it is the only one. */
export function stepHref(hrefs: readonly string[], current: string, step: number): string {
  if (hrefs.length === 0) return current;
  const at = hrefs.indexOf(current);
  const from = at < 0 ? 0 : at;
  return hrefs[(((from + step) % hrefs.length) + hrefs.length) % hrefs.length];
}
