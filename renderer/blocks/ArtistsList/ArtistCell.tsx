import type { Artist } from '../../../schema/api/content';
import { ListLayout } from '../../../schema/list-layouts';
import { artistHref } from '../../site/links';
import { CellImage } from '../lists/CellImage';
import { imageAspect, type CellContext, type CellSpec } from '../lists/cell-types';

/** The fields an artist cell shows. */
function compactArtist(artist: Artist): Artist {
  return { ...artist, biography: null, curriculumVitae: null, bio: null, tags: [] };
}

/** An artist's picture: their cover, else their profile picture. */
function picture(artist: Artist) {
  return artist.cover ?? artist.profile;
}

/**
 * The spec's artist cells: grid (picture, name, lifespan), list (the name; with the preview, their
 * picture fades in beside the list on hover or focus) and slideshow (a large picture and the name).
 */
export function ArtistCell({ item, context }: { item: Artist; context: CellContext }) {
  const href = artistHref(item.artistId, context.linkParams);
  const image = picture(item);
  const facts = [item.country, item.lifespan].filter(Boolean).join(', ');
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

export const ARTIST_CELL: CellSpec<Artist> = {
  key: (artist) => artist.artistId,
  aspect: (artist) => imageAspect(picture(artist)),
  compact: compactArtist,
  Cell: ArtistCell,
};
