import type { BlockConfig } from '../../../schema/catalogue';
import { imageSrcSet, imageUrl } from '../../../schema/images';
import { BlockType } from '../../../schema/block-types';
import { useDetail } from '../../pages/detail/context';
import { ArtToolButtons } from '../../tools/ArtToolButtons';
import { DetailText } from '../../texts';
import { DetailEmpty } from '../detail/DetailEmpty';
import type { BlockProps } from '../types';

const MAIN_IMAGE_SIZES = '(max-width: 767px) 100vw, 60vw';

/**
 * The artwork's pictures: the first large with the others as thumbnails under it, or all of them in a
 * slideshow the visitor scrolls or swipes through (a scroll-snapping strip, so it needs no script). A
 * work without pictures shows the cells' placeholder.
 */
export function InventoryImageBlock({ config, mode }: BlockProps<BlockConfig<'inventory-image'>>) {
  const route = useDetail('art');
  if (!route) return <DetailEmpty type={BlockType.InventoryImage} mode={mode} />;
  const { item } = route;
  const [first, ...more] = item.images;
  if (!first) {
    return (
      <div className="art-page__images">
        <div className="art-page__image art-page__image--empty">
          <span className="inventory-card__placeholder" aria-hidden="true" />
        </div>
      </div>
    );
  }
  if (config.display === 'slideshow' && more.length > 0) {
    return (
      <div className="art-page__images">
        <div className="art-page__slides" role="region" aria-label={DetailText.pictures(item.title)} tabIndex={0}>
          <ul>
            {item.images.map((image, index) => (
              <li key={image.id}>
                <img
                  src={imageUrl(image, { width: 1366 })}
                  srcSet={imageSrcSet(image)}
                  sizes={MAIN_IMAGE_SIZES}
                  width={image.width}
                  height={image.height}
                  alt={image.imageAlt || item.title}
                  {...(index === 0 ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const })}
                />
              </li>
            ))}
          </ul>
        </div>
        <ArtToolButtons item={item} mode={mode} />
      </div>
    );
  }
  return (
    <div className="art-page__images">
      <figure className="art-page__image">
        <img
          src={imageUrl(first, { width: 1366 })}
          srcSet={imageSrcSet(first)}
          sizes={MAIN_IMAGE_SIZES}
          width={first.width}
          height={first.height}
          alt={first.imageAlt || item.title}
          fetchPriority="high"
        />
      </figure>
      {more.length > 0 && (
        <ul className="art-page__thumbs">
          {more.map((image) => (
            <li key={image.id}>
              <img src={imageUrl(image, { width: 320 })} srcSet={imageSrcSet(image)} sizes="160px" width={image.width} height={image.height} alt={image.imageAlt || item.title} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      <ArtToolButtons item={item} mode={mode} />
    </div>
  );
}

export default InventoryImageBlock;
