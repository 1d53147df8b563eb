import { InventoryType, type ArtworkRecord, type Picture } from '../../../schema';
import { parseTags, tagsText } from '../content-ui/values';
import { editionBody, editionDraftOf, type EditionDraft, type Refusals } from './edition-draft';

/** An artwork as its form edits it, the bodies the owner API takes for it, and the paths its errors may name. */

export interface ArtworkDraft {
  title: string;
  subtitle: string;
  date: string;
  medium: string;
  type: number;
  subType: number | null;
  sku: string;
  location: string;
  notes: string;
  artist: { id: number; name: string } | null;
  images: Picture[];
  seoTitle: string;
  seoDescription: string;
  tags: string;
  canInquire: boolean;
  canReceiveOffers: boolean;
  contactUrl: string;
  editions: EditionDraft[];
}

export function artworkDraftOf(w: ArtworkRecord | null): ArtworkDraft {
  return {
    title: w?.title ?? '',
    subtitle: w?.subtitle ?? '',
    date: w?.date ?? '',
    medium: w?.medium ?? '',
    type: w?.type ?? InventoryType.Artwork,
    subType: w?.subType ?? null,
    sku: w?.sku ?? '',
    location: w?.location ?? '',
    notes: w?.notes ?? '',
    artist: w?.artist ?? null,
    images: w?.images ?? [],
    seoTitle: w?.seoTitle ?? '',
    seoDescription: w?.seoDescription ?? '',
    tags: tagsText(w?.tags ?? []),
    canInquire: w?.canInquire ?? true,
    canReceiveOffers: w?.canReceiveOffers ?? true,
    contactUrl: w?.contactUrl ?? '',
    // A new work starts with one unique original to price.
    editions: w ? w.editions.map((e) => editionDraftOf(e)) : [editionDraftOf(null)],
  };
}

/** The work's own fields, as PATCH /api/owner/artworks/{id} takes them (the server trims and empties to none). */
export function artworkBody(d: ArtworkDraft): Record<string, unknown> {
  return {
    title: d.title,
    subtitle: d.subtitle,
    date: d.date,
    medium: d.medium,
    type: d.type,
    subType: d.subType,
    sku: d.sku,
    location: d.location,
    notes: d.notes,
    artistId: d.artist?.id ?? null,
    images: d.images.map((p) => p.id),
    seoTitle: d.seoTitle,
    seoDescription: d.seoDescription,
    tags: parseTags(d.tags),
    canInquire: d.canInquire,
    canReceiveOffers: d.canReceiveOffers,
    contactUrl: d.contactUrl,
  };
}

/** Whether the work's own fields differ from the stored ones (editions apart), so an unchanged work is not sent. */
export function artworkChanged(d: ArtworkDraft, stored: ArtworkRecord): boolean {
  const normal = (body: Record<string, unknown>) => JSON.stringify(body, (_key, value: unknown) => (typeof value === 'string' ? value.trim() : value));
  return normal(artworkBody(d)) !== normal(artworkBody(artworkDraftOf(stored)));
}

/** Every edition's body, or what cannot be sent yet under each edition's path (`editions.1.price`). */
export function editionBodies(d: ArtworkDraft): { bodies: Record<string, unknown>[]; refusals: Refusals } {
  const refusals: Refusals = {};
  const bodies = d.editions.map((edition, i) => {
    const made = editionBody(edition);
    for (const [path, reason] of Object.entries(made.refusals)) refusals[`editions.${i}.${path}`] = reason;
    return made.body;
  });
  return { bodies, refusals };
}

const ARTWORK_FIELDS = Object.keys(artworkBody(artworkDraftOf(null)));
const EDITION_FIELDS = ['editionType', 'label', 'number', 'editionSize', 'price', 'currencyCode', 'prices', 'quantity', 'isSold', 'isOnHold', 'active', 'framing', 'isFramed', 'mounting'];
const SIZE_FIELDS = ['height', 'width', 'depth', 'metric'];

/** The paths the form shows a reason beside: each field of the work and of each edition, down to a size and another currency's price. */
export function knownPaths(d: ArtworkDraft): string[] {
  const paths = [...ARTWORK_FIELDS, 'editions'];
  d.editions.forEach((edition, i) => {
    const at = `editions.${i}`;
    paths.push(at, ...EDITION_FIELDS.map((f) => `${at}.${f}`));
    for (const size of ['dimensions', 'alternateDimensions']) paths.push(`${at}.${size}`, ...SIZE_FIELDS.map((f) => `${at}.${size}.${f}`));
    edition.prices.forEach((_p, j) => paths.push(`${at}.prices.${j}.currencyCode`, `${at}.prices.${j}.value`));
  });
  return paths;
}
