import type { Representative } from '../../../schema/api/lists';
import { ListLayout } from '../../../schema/list-layouts';
import { ListText } from '../../texts';
import { CellImage, ROW_PICTURE_SIZES } from '../lists/CellImage';
import { imageAspect, type CellContext, type CellSpec } from '../lists/cell-types';

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

/** A representative cell shows everything of its representative but the duplicate id; its picture only when it has one. */
export type GalleryCellItem = Omit<Representative, 'id' | 'image'> & { image?: NonNullable<Representative['image']> };

function compactRepresentative({ id: _id, image, ...representative }: Representative): GalleryCellItem {
  return { ...representative, ...(image ? { image } : {}) };
}

/** The company, its address, phone and website. */
function GalleryCellText({ item, context }: { item: GalleryCellItem; context: CellContext }) {
  const Heading = `h${context.headingLevel}` as const;
  const cityLine = [item.city, [item.state, item.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [item.addressLineOne, item.addressLineTwo, cityLine, item.country].filter((l): l is string => Boolean(l));
  const website = item.website ? websiteHref(item.website) : null;
  return (
    <>
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
    </>
  );
}

/**
 * The representative cell, shown as 'Gallery Cell': the representative's picture, then the company, its
 * address, phone and website. In the grid, the waterfall, horizontal masonry and the slideshow the
 * picture is over the words (at its own proportions in the waterfall and masonry); in the list it is
 * small beside them, as a row. Its alt text is the picture's own, else the company's name. A
 * representative without a picture is its words alone, as every cell was before pictures.
 */
export function GalleryCell({ item, context }: { item: GalleryCellItem; context: CellContext }) {
  const text = <GalleryCellText item={item} context={context} />;
  if (!item.image) return <article className="gallery-cell">{text}</article>;
  const row = context.layout === ListLayout.List;
  const picture = <CellImage image={item.image} alt={item.image.imageAlt || item.company} sizes={row ? ROW_PICTURE_SIZES : context.imageSizes} />;
  if (row) {
    return (
      <article className="gallery-cell gallery-cell--pictured gallery-cell--list list-row">
        {picture}
        <div className="list-row__text">{text}</div>
      </article>
    );
  }
  return (
    <article className={`gallery-cell gallery-cell--pictured gallery-cell--${context.layout}`}>
      {picture}
      {text}
    </article>
  );
}

export const GALLERY_CELL: CellSpec<Representative, GalleryCellItem> = {
  key: (representative) => representative.representativeId,
  aspect: (representative) => imageAspect(representative.image),
  compact: compactRepresentative,
  Cell: GalleryCell,
};
