import type { ArtistsListConfig } from '../../../schema/catalogue';
import { BuilderText, ListText } from '../../texts';
import { ListBlock } from '../lists/ListBlock';
import { artistsListRequest } from '../lists/list-queries';
import type { BlockProps } from '../types';

/** The artists list block: its items in the layouts it has switched on (lists/ListBlock.tsx). */
export function ArtistsListBlock({ id, config, mode }: BlockProps<ArtistsListConfig>) {
  return <ListBlock id={id} mode={mode} kind="artists" config={config} request={artistsListRequest(config, mode)} emptyHint={BuilderText.emptyArtists} kindLabel={ListText.kinds.artists} />;
}

export default ArtistsListBlock;
