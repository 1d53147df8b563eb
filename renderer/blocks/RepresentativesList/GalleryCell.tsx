import type { ReactNode } from 'react';
import type { Representative } from '../../../schema/api/lists';
import { BlockType } from '../../../schema/block-types';
import { REPRESENTATIVE_CELL_BLOCKS, type CellPart, type CellTextConfig } from '../../../schema/cell-templates';
import { ListLayout } from '../../../schema/list-layouts';
import { ListText } from '../../texts';
import { CellImage, ROW_PICTURE_SIZES } from '../lists/CellImage';
import { imageAspect, type CellContext, type CellSpec } from '../lists/cell-types';
import { cellTextClass, drawParts, hasPart } from '../lists/templated-cell';

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

/**
 * One part of the cell: the company, its address, phone or website, with the looks the template gives
 * it (none: the theme's); nothing where the representative has nothing for it. The picture is drawn
 * by the cell itself, which knows the layout.
 */
export function galleryCellPart(part: CellPart, item: GalleryCellItem, headingLevel: number): ReactNode {
  const config = part.config as CellTextConfig;
  switch (part.type) {
    case BlockType.RepresentativeCellCompany: {
      const Heading = `h${headingLevel}` as 'h2';
      return <Heading className={cellTextClass('list-cell__title gallery-cell__company', config)}>{item.company}</Heading>;
    }
    case BlockType.RepresentativeCellAddress: {
      const cityLine = [item.city, [item.state, item.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
      const lines = [item.addressLineOne, item.addressLineTwo, cityLine, item.country].filter((l): l is string => Boolean(l));
      if (lines.length === 0) return null;
      return (
        <address className={cellTextClass('gallery-cell__address', config)}>
          {lines.map((line, i) => (
            <span key={i}>{line}</span>
          ))}
        </address>
      );
    }
    case BlockType.RepresentativeCellPhone:
      return item.phone ? (
        <p className={cellTextClass('gallery-cell__phone', config)}>
          <span className="visually-hidden">{ListText.phone}: </span>
          <a href={`tel:${item.phone.replace(/[^+\d]/g, '')}`}>{item.phone}</a>
        </p>
      ) : null;
    case BlockType.RepresentativeCellWebsite: {
      const website = item.website ? websiteHref(item.website) : null;
      return website && item.website ? (
        <p className={cellTextClass('gallery-cell__website', config)}>
          <span className="visually-hidden">{ListText.website}: </span>
          <a href={website} rel="noopener" target="_blank">
            {item.website.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
          </a>
        </p>
      ) : null;
    }
    default:
      return null;
  }
}

/** The cell's picture, described by its own alt text, else the company's name; nothing without one. */
export function galleryCellPicture(item: GalleryCellItem, sizes: string): ReactNode {
  return item.image ? <CellImage image={item.image} alt={item.image.imageAlt || item.company} sizes={sizes} /> : null;
}

/** The plain cell's parts: the picture, the company, its address, phone and website. */
const PLAIN_PARTS: readonly CellPart[] = REPRESENTATIVE_CELL_BLOCKS.map((type) => ({ type, config: {} }));

/**
 * The representative cell, shown as 'Gallery Cell': the representative's picture, then the company, its
 * address, phone and website; or the parts of the site's Gallery Cell template, in its order and
 * looks. In the grid, the waterfall, horizontal masonry and the slideshow the picture is where the
 * parts put it (at its own proportions in the waterfall and masonry); in the list it is small beside
 * the words, as a row. Its alt text is the picture's own, else the company's name. A representative
 * without a picture is its words alone, as every cell was before pictures.
 */
export function GalleryCell({ item, context }: { item: GalleryCellItem; context: CellContext }) {
  const parts = context.templates?.representativeCell ?? PLAIN_PARTS;
  const row = context.layout === ListLayout.List;
  const pictured = item.image !== undefined && hasPart(parts, BlockType.RepresentativeCellImage);
  const draw = (part: CellPart): ReactNode =>
    part.type === BlockType.RepresentativeCellImage ? galleryCellPicture(item, row ? ROW_PICTURE_SIZES : context.imageSizes) : galleryCellPart(part, item, context.headingLevel);
  if (!pictured) return <article className="gallery-cell">{drawParts(parts, draw)}</article>;
  if (row) {
    return <article className="gallery-cell gallery-cell--pictured gallery-cell--list list-row">{drawParts(parts, draw, (words) => <div className="list-row__text">{words}</div>)}</article>;
  }
  return <article className={`gallery-cell gallery-cell--pictured gallery-cell--${context.layout}`}>{drawParts(parts, draw)}</article>;
}

export const GALLERY_CELL: CellSpec<Representative, GalleryCellItem> = {
  key: (representative) => representative.representativeId,
  aspect: (representative) => imageAspect(representative.image),
  compact: compactRepresentative,
  Cell: GalleryCell,
};
