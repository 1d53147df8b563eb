import type { RepresentativesListConfig } from '../../../schema/catalogue';
import { BuilderText, ListText } from '../../texts';
import { ListBlock } from '../lists/ListBlock';
import { representativesListRequest } from '../lists/list-queries';
import type { BlockProps } from '../types';

/** The representatives list block: its items in the layouts it has switched on (lists/ListBlock.tsx). */
export function RepresentativesListBlock({ id, config, mode }: BlockProps<RepresentativesListConfig>) {
  return <ListBlock id={id} mode={mode} kind="representatives" config={config} request={representativesListRequest(config, mode)} emptyHint={BuilderText.emptyRepresentatives} kindLabel={ListText.kinds.representatives} />;
}

export default RepresentativesListBlock;
