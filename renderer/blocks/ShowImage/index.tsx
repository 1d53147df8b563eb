import { BlockType } from '../../../schema/block-types';
import { imageSrcSet, imageUrl } from '../../../schema/images';
import { isBannerTheme } from '../../pages/detail/DetailTitle';
import { useDetail } from '../../pages/detail/context';
import { useSite } from '../../site/context';
import { BuilderText } from '../../texts';
import { DetailEmpty } from '../detail/DetailEmpty';
import type { BlockProps } from '../types';

/** The exhibition's picture across the page; the classic theme shows it behind the title instead. */
export function ShowImageBlock({ mode }: BlockProps) {
  const site = useSite();
  const route = useDetail('show');
  const image = route?.show.image;
  if (!route || !image) return <DetailEmpty type={BlockType.ShowImage} mode={mode} />;
  if (isBannerTheme(site.config.layout)) return <DetailEmpty type={BlockType.ShowImage} mode={mode} hint={BuilderText.coverInBanner} />;
  return (
    <figure className="detail-cover">
      <img
        src={imageUrl(image, { width: 1366 })}
        srcSet={imageSrcSet(image)}
        sizes="100vw"
        width={image.width}
        height={image.height}
        alt={image.imageAlt || route.show.title}
        fetchPriority="high"
      />
    </figure>
  );
}

export default ShowImageBlock;
