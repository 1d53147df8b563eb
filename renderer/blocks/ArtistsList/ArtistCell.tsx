import type { Artist, InventoryImage } from '../../../schema/api/content';
import { ListLayout } from '../../../schema/list-layouts';
import { artistHref } from '../../site/links';
import { CellImage } from '../lists/CellImage';
import { imageAspect, type CellContext, type CellSpec } from '../lists/cell-types';

/** What an artist cell shows: the name, their country and lifespan, and one picture. */
export interface ArtistCellItem {
  artistId: number;
  name: string;
  facts?: string;
  /** Their cover, else their profile picture. */
  picture?: InventoryImage;
}

function compactArtist(artist: Artist): ArtistCellItem {
  const facts = [artist.country, artist.lifespan].filter(Boolean).join(', ');
  const picture = artist.cover ?? artist.profile;
  return { artistId: artist.artistId, name: artist.name, ...(facts ? { facts } : {}), ...(picture ? { picture } : {}) };
}

/**
 * The spec's artist cells: grid (picture, name, lifespan), list (the name; with the preview, their
 * picture fades in beside the list on hover or focus) and slideshow (a large picture and the name).
 */
export function ArtistCell({ item, context }: { item: ArtistCellItem; context: CellContext }) {
  const href = artistHref(item.artistId, context.linkParams);
  const { picture: image, facts } = item;
  if (context.layout === ListLayout.List) {
    return (
      <a className="artist-cell artist-cell--row" href={href}>
        <span className="artist-cell__name">{item.name}</span>
        {context.showPreview && image && <CellImage image={image} alt="" sizes={context.imageSizes} className="artist-cell__preview" />}
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

export const ARTIST_CELL: CellSpec<Artist, ArtistCellItem> = {
  key: (artist) => artist.artistId,
  aspect: (artist) => imageAspect(artist.picture),
  compact: compactArtist,
  Cell: ArtistCell,
};
