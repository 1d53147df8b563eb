import { BlockType } from '../../../schema/block-types';
import type { BlockConfig } from '../../../schema/catalogue';
import { ReadMore } from '../../pages/detail/ReadMore';
import { useDetail } from '../../pages/detail/context';
import { SHOW_DESCRIPTION_LIMIT } from '../../pages/detail/truncate-html';
import { DetailEmpty } from '../detail/DetailEmpty';
import type { BlockProps } from '../types';

/** The exhibition's description, cut at 1000 characters behind Read More unless the owner forces it open. */
export function ShowDescriptionBlock({ config, mode }: BlockProps<BlockConfig<'show-description'>>) {
  const route = useDetail('show');
  const description = route?.show.description ?? '';
  if (!description.trim()) return <DetailEmpty type={BlockType.ShowDescription} mode={mode} />;
  return <ReadMore className="show-page__description" html={description} limit={config.expanded ? Infinity : SHOW_DESCRIPTION_LIMIT} />;
}

export default ShowDescriptionBlock;
