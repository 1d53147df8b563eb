import type { Artist, Edition, InventoryImage, InventoryItem } from '../../schema/api/content';
import type { Blog, Show } from '../../schema/api/lists';
import { imageUrl } from '../../schema/images';
import type { SiteContext } from '../../schema/site-context';
import { hasShownPrice, isEditionAvailable } from '../site/artwork';
import type { LinkParams } from '../site/links';
import { clip, htmlToText } from './text';
import { absoluteUrl } from './urls';

/**
 * schema.org structured data (JSON-LD) for each kind of page: VisualArtwork with its offers, Person,
 * ExhibitionEvent, BlogPosting, and the spec's item list of links built from base URL, path and item id.
 * Pure builders; json-ld.ts writes them into the page safely.
 */

export type JsonLd = { '@context'?: string; '@type': string } & Record<string, unknown>;

export interface LdContext {
  /** The origin the visitor used, e.g. https://gallery.example. */
  origin: string;
  linkParams: LinkParams;
  site: Pick<SiteContext, 'config' | 'currencyCode'>;
}

const CONTEXT = 'https://schema.org';
const SCHEMA = 'https://schema.org/';
/** Long enough for a summary; search engines clip the rest anyway. */
const LD_DESCRIPTION_LENGTH = 500;
/** UN/CEFACT codes of the edition units (metric 0 in, 1 cm, 2 ft). */
const UNIT_CODES = ['INH', 'CMT', 'FOT'];

const url = (ctx: LdContext, path: string) => absoluteUrl(ctx.origin, path, ctx.linkParams);
const picture = (ctx: LdContext, image: InventoryImage | null | undefined) => (image ? ctx.origin + imageUrl(image, { width: 1200 }) : undefined);
const describe = (html: string | null | undefined) => {
  const text = html ? htmlToText(html) : '';
  return text ? clip(text, LD_DESCRIPTION_LENGTH) : undefined;
};

/** The site as the organisation behind its pages. */
function organization(ctx: LdContext): JsonLd {
  return { '@type': 'Organization', name: ctx.site.config.company, url: url(ctx, '') };
}

/** The spec's item list: one link per item, base URL + path + item id, in the list's order. */
export function itemListLd(ctx: LdContext, path: 'art' | 'artist' | 'show' | 'post', ids: number[], name?: string): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    ...(name ? { name } : {}),
    numberOfItems: ids.length,
    itemListElement: ids.map((id, i) => ({ '@type': 'ListItem', position: i + 1, url: url(ctx, `${path}/${id}`) })),
  };
}

/** Minor units as the decimal string schema.org prices take ('1200.00'). */
export function offerPrice(edition: Pick<Edition, 'priceValue'>): string {
  return (edition.priceValue / 100).toFixed(2);
}

/** The editions a visitor can buy at a price the page shows, as offers. */
export function artworkOffers(ctx: LdContext, item: InventoryItem): JsonLd[] {
  if (!item.available) return [];
  return item.editions
    .filter((e) => isEditionAvailable(e) && hasShownPrice(e))
    .map((e) => ({
      '@type': 'Offer',
      price: offerPrice(e),
      priceCurrency: e.currencyCode || ctx.site.currencyCode,
      availability: `${SCHEMA}InStock`,
      url: url(ctx, `art/${item.inventoryId}`),
      ...(e.edition ? { name: e.edition } : {}),
    }));
}

function dimension(value: number | null, metric: number): JsonLd | undefined {
  return value === null ? undefined : { '@type': 'QuantitativeValue', value, unitCode: UNIT_CODES[metric] ?? 'CMT' };
}

export function visualArtworkLd(ctx: LdContext, item: InventoryItem): JsonLd {
  const size = item.editions[0]?.dimensions;
  const offers = artworkOffers(ctx, item);
  return {
    '@context': CONTEXT,
    '@type': 'VisualArtwork',
    name: item.title,
    description: item.seo.description?.trim() || undefined,
    url: url(ctx, `art/${item.inventoryId}`),
    image: item.images.length ? item.images.map((i) => picture(ctx, i)) : undefined,
    creator: item.artist ? { '@type': 'Person', name: item.artist.name, url: url(ctx, `artist/${item.artist.artistId}`) } : undefined,
    dateCreated: item.date && /^\d{4}(-\d{2}(-\d{2})?)?$/.test(item.date.trim()) ? item.date.trim() : undefined,
    artMedium: item.medium || undefined,
    height: size ? dimension(size.height, size.metric) : undefined,
    width: size ? dimension(size.width, size.metric) : undefined,
    depth: size ? dimension(size.depth, size.metric) : undefined,
    offers: offers.length ? offers : undefined,
  };
}

export function personLd(ctx: LdContext, artist: Artist): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    name: artist.name,
    url: url(ctx, `artist/${artist.artistId}`),
    image: picture(ctx, artist.profile ?? artist.cover),
    description: describe(artist.biography) ?? (artist.bio || undefined),
    sameAs: artist.url ? [artist.url] : undefined,
  };
}

/** Where the gallery is: its name, and its address where the site gives one. */
function galleryPlace(ctx: LdContext): JsonLd {
  const c = ctx.site.config;
  const street = [c.addressLineOne, c.addressLineTwo].filter((p) => p?.trim()).join(', ');
  const parts = { streetAddress: street, addressLocality: c.city, addressRegion: c.state, postalCode: c.zip, addressCountry: c.country };
  const address = Object.fromEntries(Object.entries(parts).filter(([, v]) => v?.trim()));
  return { '@type': 'Place', name: c.company, url: url(ctx, ''), ...(Object.keys(address).length ? { address: { '@type': 'PostalAddress', ...address } } : {}) };
}

export function exhibitionEventLd(ctx: LdContext, show: Show, artworks: InventoryItem[]): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'ExhibitionEvent',
    name: show.title,
    url: url(ctx, `show/${show.showId}`),
    startDate: show.startDate ?? undefined,
    endDate: show.endDate ?? undefined,
    description: describe(show.description),
    image: show.image ? [picture(ctx, show.image)] : undefined,
    eventStatus: `${SCHEMA}EventScheduled`,
    eventAttendanceMode: `${SCHEMA}OfflineEventAttendanceMode`,
    location: galleryPlace(ctx),
    organizer: organization(ctx),
    workFeatured: artworks.length ? artworks.map((w) => ({ '@type': 'VisualArtwork', name: w.title, url: url(ctx, `art/${w.inventoryId}`) })) : undefined,
  };
}

export function blogPostingLd(ctx: LdContext, post: Blog): JsonLd {
  const address = url(ctx, `post/${post.blogId}`);
  return {
    '@context': CONTEXT,
    '@type': 'BlogPosting',
    headline: post.title,
    url: address,
    mainEntityOfPage: address,
    datePublished: post.publishedAt,
    image: post.featured ? [picture(ctx, post.featured)] : undefined,
    description: post.excerpt.trim() ? clip(post.excerpt, LD_DESCRIPTION_LENGTH) : describe(post.html),
    author: organization(ctx),
    publisher: organization(ctx),
  };
}
