import type { ExhibitionsListConfig } from '../../../schema/catalogue';
import { BuilderText, ListText } from '../../texts';
import { ListBlock } from '../lists/ListBlock';
import { useListContext } from '../lists/list-context';
import { exhibitionsListRequest } from '../lists/list-queries';
import type { BlockProps } from '../types';

/** The exhibitions list block: its items in the layouts it has switched on (lists/ListBlock.tsx). */
export function ExhibitionsListBlock({ id, config, mode }: BlockProps<ExhibitionsListConfig>) {
  return <ListBlock id={id} mode={mode} kind="shows" config={config} request={exhibitionsListRequest(config, mode, useListContext())} emptyHint={BuilderText.emptyExhibitions} kindLabel={ListText.kinds.shows} />;
}

export default ExhibitionsListBlock;
