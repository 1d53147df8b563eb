import type { CSSProperties } from 'react';
import { BlockType } from '../../../schema/block-types';
import type { BlockConfig } from '../../../schema/catalogue';
import { imageSrcSet, imageUrl } from '../../../schema/images';
import { useDetail } from '../../pages/detail/context';
import { DetailText } from '../../texts';
import { DetailEmpty } from '../detail/DetailEmpty';
import { headingId } from '../detail/heading-id';
import type { BlockProps } from '../types';

/** The spec's default grid (§9: installation 4), one photo a row on phones. */
const DEFAULT_COLUMNS = 4;

/** The exhibition's installation views; hidden with no photos (spec §4). */
export function InstallationPhotosBlock({ id, config, mode }: BlockProps<BlockConfig<'installation-photos'>>) {
  const route = useDetail('show');
  if (!route || route.show.photos.length === 0) return <DetailEmpty type={BlockType.InstallationPhotos} mode={mode} />;
  const { show } = route;
  const titleId = headingId('show-photos-heading', id);
  const style = config.columns !== DEFAULT_COLUMNS ? ({ '--photo-columns': String(config.columns) } as CSSProperties) : undefined;
  return (
    <section className="detail-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{DetailText.installationViews}</h2>
      <ul className="installation-photos" style={style}>
        {show.photos.map((photo) => (
          <li key={photo.id}>
            <img
              src={imageUrl(photo, { width: 1024 })}
              srcSet={imageSrcSet(photo)}
              sizes={`(max-width: 767px) 100vw, ${Math.round(100 / config.columns)}vw`}
              width={photo.width}
              height={photo.height}
              alt={photo.imageAlt || `${show.title}, installation view`}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export default InstallationPhotosBlock;
