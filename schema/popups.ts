import type { SiteConfig } from './document';
import { DEFAULT_COOKIE_NOTICE_POSITION, POPUP_DELAY_CAP_MS, type CookieNoticePosition } from './enums';

/** The visitor side's reading of the popup and notice settings, one rule each. */

/**
 * How long visitors wait before the subscribe popup shows, in milliseconds, or null when the site has
 * none (the spec: a popup appears when a popup delay is set). The spec caps the wait at 5000 ms, so a
 * longer stored delay still shows the popup after 5 seconds.
 */
export function subscribePopupWait(popupDelay: SiteConfig['popupDelay']): number | null {
  if (popupDelay === null || popupDelay === undefined) return null;
  return Math.min(Math.max(0, popupDelay), POPUP_DELAY_CAP_MS);
}

/** Where the cookie notice sits: the owner's choice, else the default. */
export function cookieNoticePosition(config: Pick<SiteConfig, 'cookieNoticePosition'>): CookieNoticePosition {
  return config.cookieNoticePosition ?? DEFAULT_COOKIE_NOTICE_POSITION;
}
