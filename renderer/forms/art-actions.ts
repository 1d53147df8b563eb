import type { InventoryItem } from '../../schema/api/content';
import { imageUrl } from '../../schema/images';
import type { SiteContext } from '../../schema/site-context';
import { firstAvailablePrice, hasShownPrice, isEditionAvailable } from '../site/artwork';
import { hiddenOnHold } from '../site/hide-on-hold';
import type { LinkParams } from '../site/links';
import { inquireLink, type InquireLink } from './inquire-link';
import type { FormWork, OfferEdition } from './popups/types';

/** The art page's own say over its buttons (the inventory meta block's settings). */
export interface ArtActionsConfig {
  showInquire: boolean;
  showOffer: boolean;
  showShare: boolean;
  /** Phone, or the address, must be given with an inquiry (§5: asterisked). */
  inquireRequirePhone: boolean;
  inquireRequireAddress: boolean;
  /** Hide INQUIRE and MAKE AN OFFER while the work is on hold (§5 hideOnHold, read by site/hide-on-hold.ts). */
  hideOnHold: boolean;
}

/** Editions an offer can be made on: available (active, not sold, not on hold, some left) with a price shown. */
export function offerEditions(item: InventoryItem): OfferEdition[] {
  if (!item.available) return [];
  return item.editions
    .filter((e) => isEditionAvailable(e) && hasShownPrice(e))
    .map((e) => ({ editionId: e.editionId, label: e.edition || e.number || 'Edition', priceValue: e.priceValue, price: e.price, currencyCode: e.currencyCode }));
}

/** INQUIRE opens the site's inquire popup, or follows the work's own contact link; null when it is hidden. */
export type InquireAction = { kind: 'popup' } | ({ kind: 'link' } & InquireLink);

export interface ArtActions {
  inquire: InquireAction | null;
  /** The editions MAKE AN OFFER offers, or null when it is hidden. */
  offer: OfferEdition[] | null;
  share: boolean;
}

/**
 * Which of INQUIRE, MAKE AN OFFER and SHARE a work shows (§5, §6): an offer needs the work available
 * and taking offers (the site's and the work's say, as the server checks them) with an edition for sale;
 * INQUIRE is hidden when the work cannot be inquired about; either is hidden while the work is on hold
 * when the block says hideOnHold.
 *
 * The spec also lets INQUIRE hide when a work has no contactUrl ('Inquire needs contactUrl'). A gallery
 * would not expect that: most works have no address of their own, and an inquiry about them belongs to
 * the gallery itself. So the work's contactUrl decides where INQUIRE goes, not whether it shows: with
 * one, a link there (inquire-link.ts); without, the site's own inquire popup, which reaches the owner as
 * the site's contact page does. canInquire alone hides it.
 *
 * A work shown from another site of the same owner (dataSub: the link parameters keep it only then) is
 * that site's, not this one's: the inquire popup, offers and the share dialog all send this site's
 * name with the work's id, which the server refuses, so only a work's own contact link off this site
 * (another site, a mail address) stays.
 */
export function artActions(item: InventoryItem, site: Pick<SiteContext, 'canReceiveOffers'>, config: ArtActionsConfig, work: FormWork = formWork(item, true), linkParams: LinkParams = {}): ArtActions {
  const heldBack = hiddenOnHold(item, config.hideOnHold);
  const editions = offerEditions(item);
  const link = inquireLink(item.contactUrl, work, linkParams);
  const elsewhere = Boolean(linkParams.dataSub);
  const inquire: InquireAction | null = elsewhere ? (link && !link.href.startsWith('/') ? { kind: 'link', ...link } : null) : link ? { kind: 'link', ...link } : { kind: 'popup' };
  return {
    inquire: config.showInquire && item.canInquire && !heldBack ? inquire : null,
    offer: config.showOffer && item.available && item.canReceiveOffers && site.canReceiveOffers && editions.length > 0 && !heldBack && !elsewhere ? editions : null,
    share: config.showShare && !elsewhere,
  };
}

/** What the popups know of the work: JSON for the island. */
export function formWork(item: InventoryItem, showArtist: boolean): FormWork {
  const image = item.images[0];
  const artistName = showArtist ? (item.artist?.name ?? null) : null;
  return {
    inventoryId: item.inventoryId,
    title: item.title,
    artistName,
    sku: item.sku,
    price: firstAvailablePrice(item),
    imagePath: image ? imageUrl(image, { width: 1024 }) : null,
    // The page's description, as the pinboard link carries it: the owner's SEO words when set.
    description: item.seo.description?.trim() || [item.title, artistName, item.medium, item.date].filter(Boolean).join(', '),
  };
}
