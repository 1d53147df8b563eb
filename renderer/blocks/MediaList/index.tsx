import type { MediaListConfig } from '../../../schema/catalogue';
import { BuilderText, ListText } from '../../texts';
import { ListBlock } from '../lists/ListBlock';
import { useListContext } from '../lists/list-context';
import { mediaListRequest } from '../lists/list-queries';
import type { BlockProps } from '../types';

/** The media list block: its items in the layouts it has switched on (lists/ListBlock.tsx). */
export function MediaListBlock({ id, config, mode }: BlockProps<MediaListConfig>) {
  return <ListBlock id={id} mode={mode} kind="media" config={config} request={mediaListRequest(config, mode, useListContext())} emptyHint={BuilderText.emptyMedia} kindLabel={ListText.kinds.media} />;
}

export default MediaListBlock;
