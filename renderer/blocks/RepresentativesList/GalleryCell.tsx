import type { Representative } from '../../../schema/api/lists';
import { ListText } from '../../texts';
import type { CellContext, CellSpec } from '../lists/cell-types';

/** A website as typed by the owner, made into a link only when it is an http(s) address. */
function websiteHref(website: string): string | null {
  const candidate = /^https?:\/\//i.test(website) ? website : `https://${website}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The representative cell, shown as 'Gallery Cell': the company, its address, phone and website. */
/** A representative cell shows everything of its representative but the duplicate id. */
export type GalleryCellItem = Omit<Representative, 'id'>;

export function GalleryCell({ item, context }: { item: GalleryCellItem; context: CellContext }) {
  const Heading = `h${context.headingLevel}` as const;
  const cityLine = [item.city, [item.state, item.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [item.addressLineOne, item.addressLineTwo, cityLine, item.country].filter((l): l is string => Boolean(l));
  const website = item.website ? websiteHref(item.website) : null;
  return (
    <article className="gallery-cell">
      <Heading className="list-cell__title gallery-cell__company">{item.company}</Heading>
      {lines.length > 0 && (
        <address className="gallery-cell__address">
          {lines.map((line, i) => (
            <span key={i}>{line}</span>
          ))}
        </address>
      )}
      {item.phone && (
        <p className="gallery-cell__phone">
          <span className="visually-hidden">{ListText.phone}: </span>
          <a href={`tel:${item.phone.replace(/[^+\d]/g, '')}`}>{item.phone}</a>
        </p>
      )}
      {website && item.website && (
        <p className="gallery-cell__website">
          <span className="visually-hidden">{ListText.website}: </span>
          <a href={website} rel="noopener" target="_blank">
            {item.website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
          </a>
        </p>
      )}
    </article>
  );
}

export const GALLERY_CELL: CellSpec<Representative, GalleryCellItem> = {
  key: (representative) => representative.representativeId,
  aspect: () => 1,
  compact: ({ id: _id, ...representative }) => representative,
  Cell: GalleryCell,
};
