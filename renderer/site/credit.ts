import { UserType } from '../../schema/enums';

/** A small stable string hash (FNV-1a), so the same site always gets the same wording. */
export function subdomainHash(subdomain: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < subdomain.length; i += 1) {
    hash ^= subdomain.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/**
 * The spec's footer credit: 'Art Gallery' or 'Artist' by site type, then a wording picked by the
 * subdomain's hash split in two halves: 'Websites' in one half, and in the other 'Software' for
 * galleries or 'Studio Management Software' for artists.
 */
export function footerCredit(subdomain: string, userType: number, providerUrl: string): { text: string; href: string } {
  const isArtist = userType === UserType.Artist;
  const firstHalf = subdomainHash(subdomain) < 0x80000000;
  const noun = firstHalf ? 'Websites' : isArtist ? 'Studio Management Software' : 'Software';
  const text = `${isArtist ? 'Artist' : 'Art Gallery'} ${noun}`;
  const href = new URL(providerUrl, 'http://provider.invalid');
  href.searchParams.set('source', subdomain);
  return { text, href: /^https?:/i.test(providerUrl) ? href.toString() : `${href.pathname}${href.search}` };
}
