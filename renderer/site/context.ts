import { createContext, useContext } from 'react';
import { UserType } from '../../schema/enums';
import type { SiteContext } from '../../schema/site-context';
import type { LinkParams } from './links';

/**
 * What blocks know about the site they are drawn in: the server-owned facts (site type, payment
 * provider) and the query parameters every internal link carries. The server provides it for visitors,
 * the editor for the builder.
 */
export interface SiteRenderContextValue {
  site: SiteContext;
  linkParams: LinkParams;
}

export const DEFAULT_SITE: SiteContext = {
  subdomain: '',
  userType: UserType.Gallery,
  isStripeConnected: false,
  canDownloadImages: false,
  canReceiveOffers: false,
  currencyCode: 'USD',
  providerUrl: '',
  config: { company: '', layout: 'classic', colors: {} },
};

export const SiteRenderContext = createContext<SiteRenderContextValue>({ site: DEFAULT_SITE, linkParams: {} });

export function useSite(): SiteContext {
  return useContext(SiteRenderContext).site;
}

export function useLinkParams(): LinkParams {
  return useContext(SiteRenderContext).linkParams;
}

/** Artist sites (userType 1) hide the artist name on artwork items and pages. */
export function isArtistSite(site: Pick<SiteContext, 'userType'>): boolean {
  return site.userType === UserType.Artist;
}
