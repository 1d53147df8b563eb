import type { Artist, InventoryImage } from '../../../schema/api/content';
import { BlockType } from '../../../schema/block-types';
import { cellTemplateOf, defaultCellBlocksOf, type CellPart, type CellTextConfig } from '../../../schema/cell-templates';
import { ListLayout } from '../../../schema/list-layouts';
import { artistHref } from '../../site/links';
import { CellImage } from '../lists/CellImage';
import { imageAspect, type CellContext, type CellSpec } from '../lists/cell-types';
import { cellTextClass, drawParts, hasPart } from '../lists/templated-cell';

/** What an artist cell shows: the name, their country and lifespan, and one picture. */
export interface ArtistCellItem {
  artistId: number;
  name: string;
  facts?: string;
  /** Their cover, else their profile picture. */
  picture?: InventoryImage;
}

export function compactArtist(artist: Artist): ArtistCellItem {
  const facts = [artist.country, artist.lifespan].filter(Boolean).join(', ');
  const picture = artist.cover ?? artist.profile;
  return { artistId: artist.artistId, name: artist.name, ...(facts ? { facts } : {}), ...(picture ? { picture } : {}) };
}

/**
 * The spec's artist cells: grid (picture, name, lifespan), list (the name; with the preview, their
 * picture fades in beside the list on hover or focus) and slideshow (a large picture and the name).
 * Each is drawn with the site's cell template where it has set one (the list's, or the list
 * preview's where the list shows the picture).
 */
export function ArtistCell({ item, context }: { item: ArtistCellItem; context: CellContext }) {
  const href = artistHref(item.artistId, context.linkParams);
  const { picture: image, facts } = item;
  const parts = context.templates?.[cellTemplateOf('artists', context.layout, { preview: context.showPreview }) ?? 'artistGridCell'];
  if (context.layout === ListLayout.List) {
    const row = parts ?? PLAIN_ROW_PARTS;
    return (
      <a className="artist-cell artist-cell--row" href={href} aria-label={hasPart(row, BlockType.ArtistCellName) ? undefined : item.name}>
        {drawParts(row, (part) => artistRowPart(part, item, context))}
      </a>
    );
  }
  if (parts) {
    return (
      <a className={`artist-cell artist-cell--${context.layout === ListLayout.Slideshow ? 'slide' : 'grid'}`} href={href} aria-label={hasPart(parts, BlockType.ArtistCellName) ? undefined : item.name}>
        {drawParts(parts, (part) => artistCellPart(part, item, context))}
      </a>
    );
  }
  return (
    <a className={`artist-cell artist-cell--${context.layout === ListLayout.Slideshow ? 'slide' : 'grid'}`} href={href}>
      <CellImage image={image} alt={image?.imageAlt ?? ''} sizes={context.imageSizes} />
      <span className="list-cell__title">{item.name}</span>
      {facts && <span className="list-cell__meta">{facts}</span>}
    </a>
  );
}

/** One part of an artist's cell, as the plain cell draws it; nothing where the artist has nothing for it. */
export function artistCellPart(part: CellPart, item: ArtistCellItem, context: Pick<CellContext, 'imageSizes'>) {
  const config = part.config as CellTextConfig;
  switch (part.type) {
    case BlockType.ArtistCellImage:
      return <CellImage image={item.picture} alt={item.picture?.imageAlt ?? ''} sizes={context.imageSizes} />;
    case BlockType.ArtistCellName:
      return <span className={cellTextClass('list-cell__title', config)}>{item.name}</span>;
    case BlockType.ArtistCellFacts:
      return item.facts ? <span className={cellTextClass('list-cell__meta', config)}>{item.facts}</span> : null;
    default:
      return null;
  }
}

/** The plain row's parts: the name, and the picture beside the list where the list shows it. */
const PLAIN_ROW_PARTS: readonly CellPart[] = defaultCellBlocksOf('artistListPreviewCell').map((type) => ({ type, config: {} }));

/**
 * One part of an artist list's row: the name and facts as the row's words, the picture as the preview
 * beside the list (only where the list shows one: the plain list's template has no picture).
 */
function artistRowPart(part: CellPart, item: ArtistCellItem, context: CellContext) {
  const config = part.config as CellTextConfig;
  switch (part.type) {
    case BlockType.ArtistCellName:
      return <span className={cellTextClass('artist-cell__name', config)}>{item.name}</span>;
    case BlockType.ArtistCellFacts:
      return item.facts ? <span className={cellTextClass('artist-cell__facts', config)}>{item.facts}</span> : null;
    case BlockType.ArtistCellImage:
      return context.showPreview && item.picture ? <CellImage image={item.picture} alt="" sizes={context.imageSizes} className="artist-cell__preview" /> : null;
    default:
      return null;
  }
}

export const ARTIST_CELL: CellSpec<Artist, ArtistCellItem> = {
  key: (artist) => artist.artistId,
  aspect: (artist) => imageAspect(artist.picture),
  compact: compactArtist,
  Cell: ArtistCell,
};
