/** What the art page tells the popups about its work (JSON, as island props travel). */
export interface FormWork {
  inventoryId: number;
  title: string;
  artistName: string | null;
  sku: string | null;
  /** The price shown on the page, sent with an inquiry as the visitor saw it. */
  price: string | null;
  /** The first picture's path on this site (/img/…), for the pinboard link. */
  imagePath: string | null;
  /** A line about the work for the pinboard link. */
  description: string;
}

/** An edition an offer can be made on: active, priced, neither sold nor on hold. */
export interface OfferEdition {
  editionId: number;
  label: string;
  /** The list price in minor units, and as shown. */
  priceValue: number;
  price: string;
  currencyCode: string;
}
