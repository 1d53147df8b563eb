import { BlockType } from '../../../schema/block-types';
import type { BlockConfig } from '../../../schema/catalogue';
import { DetailTitle } from '../../pages/detail/DetailTitle';
import { useDetail } from '../../pages/detail/context';
import { DetailEmpty } from '../detail/DetailEmpty';
import type { BlockProps } from '../types';

/** The exhibition's title and dates (the classic banner over the show's picture), then its opening reception. */
export function ShowTitleBlock({ config, mode }: BlockProps<BlockConfig<'show-title'>>) {
  const route = useDetail('show');
  if (!route) return <DetailEmpty type={BlockType.ShowTitle} mode={mode} />;
  const { show } = route;
  return (
    <>
      <DetailTitle title={show.title} date={config.showDates ? show.date : undefined} cover={show.image} />
      {config.showReception && show.openingReception && <p className="show-page__reception">{show.openingReception}</p>}
    </>
  );
}

export default ShowTitleBlock;
