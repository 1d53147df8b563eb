import type { SiteConfig } from './document';

/**
 * What the renderer knows about a site beyond its saved document: facts the server owns
 * (the subdomain, the site type, whether a card payment provider is connected).
 */
export interface SiteContext {
  subdomain: string;
  /** 1 is an artist site, otherwise a gallery. */
  userType: number;
  isStripeConnected: boolean;
  canDownloadImages: boolean;
  canReceiveOffers: boolean;
  currencyCode: string;
  /** The provider's marketing page, which the footer credit links to. */
  providerUrl: string;
  config: SiteConfig;
}
