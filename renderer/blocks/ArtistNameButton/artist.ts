import { useContext, useEffect, useState } from 'react';
import { BlockType } from '../../../schema/block-types';
import type { Block } from '../../../schema/document';
import { walkBlocks } from '../../../schema/walk';
import { useDataSource } from '../../data/context';
import { PageDataContext, type DataSource } from '../../data/source';
import { useDetail } from '../../pages/detail/context';
import type { RenderMode } from '../types';

export interface NamedArtist {
  artistId: number;
  name: string;
}

/**
 * The artists the artist-name buttons among `blocks` choose by id, for the server to name before it
 * renders the page (a button that names the artist of the page's work needs nothing read).
 */
export function chosenArtistIds(blocks: Block[]): number[] {
  const ids = new Set<number>();
  walkBlocks(blocks, (block) => {
    if (block.type !== BlockType.ArtistNameButton) return;
    const id = (block.config as { artistId?: unknown }).artistId;
    if (typeof id === 'number' && Number.isInteger(id) && id > 0) ids.add(id);
  });
  return [...ids];
}

/** The builder's names of the site's artists: one request however many buttons the page has, as the inspector's picker asks. */
const builderNames = new WeakMap<DataSource, Promise<Map<number, string>>>();
function namesFrom(source: DataSource): Promise<Map<number, string>> {
  let names = builderNames.get(source);
  if (!names) {
    names = source.listArtists({ limit: 100, offset: 0, order: 5, dir: 'asc' }).then(
      (page) => new Map(page.artists.map((a) => [a.artistId, a.name])),
      () => new Map(),
    );
    builderNames.set(source, names);
  }
  return names;
}

/** A chosen artist's name: the server's for visitors, loaded through the builder's DataSource in the builder. */
function useChosenName(artistId: number | null, mode: RenderMode): string | null {
  const given = useContext(PageDataContext).artistNames;
  const source = useDataSource();
  const load = mode === 'builder' && artistId !== null && source !== null;
  const [loaded, setLoaded] = useState<{ artistId: number; name: string | null } | null>(null);
  useEffect(() => {
    if (!load || !source || artistId === null) return;
    let live = true;
    namesFrom(source).then((names) => live && setLoaded({ artistId, name: names.get(artistId) ?? null }));
    return () => {
      live = false;
    };
  }, [load, source, artistId]);
  if (artistId === null) return null;
  if (load) return loaded?.artistId === artistId ? loaded.name : null;
  return given?.[String(artistId)] ?? null;
}

/**
 * The artist an artist-name button names: the one chosen in the block, else the artist of the work an
 * artwork page shows, else the artist whose page it is; null when there is none (or the chosen one is
 * not known, taken down or not yet loaded).
 */
export function useButtonArtist(artistId: number | null, mode: RenderMode): NamedArtist | null {
  const art = useDetail('art');
  const artistPage = useDetail('artist');
  const chosenName = useChosenName(artistId, mode);
  const ofPage = art?.item.artist ? { artistId: art.item.artist.artistId, name: art.item.artist.name } : artistPage ? { artistId: artistPage.artist.artistId, name: artistPage.artist.name } : null;
  if (artistId === null) return ofPage;
  if (ofPage?.artistId === artistId) return ofPage;
  return chosenName === null ? null : { artistId, name: chosenName };
}
