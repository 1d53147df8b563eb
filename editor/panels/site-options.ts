import type { OwnerSite } from '../../schema';

/** The site switcher's choices: each site's name and its address. */
export function siteOptions(sites: OwnerSite[]): { value: string; label: string }[] {
  return sites.map((s) => ({ value: s.subdomain, label: `${s.company} (${s.subdomain})` }));
}
