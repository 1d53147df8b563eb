import { useContext } from 'react';
import { DetailContext } from '../../pages/detail/context';
import type { TemplateRoute } from '../../pages/detail/routes';

/**
 * What a list on a detail page takes from the item the page shows (spec §3: 'Context passed to lists:
 * artistId, inventoryId, …'): on an artist's page the artist, on an artwork's page the work. A list on
 * the artist template then shows that artist's works, exhibitions, posts or media, and one on the
 * artwork template the posts and media about that work, with no setting per page. A list's own artist
 * (its block settings) comes first.
 */
export interface ListContext {
  artistId?: number;
  inventoryId?: number;
}

const positive = (id: number | undefined): id is number => typeof id === 'number' && Number.isInteger(id) && id > 0;

/** The context of a detail route; none outside detail pages (and for the builder's sample items, which have no real ids). */
export function listContextOf(route: TemplateRoute | null): ListContext {
  if (route?.kind === 'artist' && positive(route.artist.artistId)) return { artistId: route.artist.artistId };
  if (route?.kind === 'art' && positive(route.item.inventoryId)) return { inventoryId: route.item.inventoryId };
  return {};
}

/** The context of the detail page a list block is drawn on. */
export function useListContext(): ListContext {
  return listContextOf(useContext(DetailContext));
}
