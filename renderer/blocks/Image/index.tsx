import type { ImageConfig } from '../../../schema/catalogue';
import { imageSrcSet, imageUrl } from '../../../schema/images';
import { BuilderText } from '../../texts';
import { useLinkAttributes } from '../page-context';
import type { BlockProps } from '../types';

/** Images fill their column on phones and are never drawn wider than the page on desktops. */
export const IMAGE_BLOCK_SIZES = '(max-width: 767px) 100vw, min(100vw, 1280px)';

export function ImageBlock({ config, mode }: BlockProps<ImageConfig>) {
  const { image } = config;
  const link = useLinkAttributes(config.link);
  if (!image) {
    return mode === 'builder' ? (
      <div className="block-image block-image--empty">
        <p className="builder-hint">{BuilderText.emptyImage}</p>
      </div>
    ) : null;
  }
  const picture = (
    <img
      src={imageUrl(image, { width: 1024 })}
      srcSet={imageSrcSet(image)}
      sizes={IMAGE_BLOCK_SIZES}
      width={image.width}
      height={image.height}
      // A fit image is drawn at its own width (never wider than its column): with the height then following
      // from the stored width and height, its space is kept before the picture arrives.
      style={config.fit === 'fit' && image.width && image.height ? { width: image.width } : undefined}
      alt={config.altText ?? ''}
      loading="lazy"
      decoding="async"
    />
  );
  return (
    <figure className={`block-image block-image--${config.fit}`}>
      {link ? <a {...link}>{picture}</a> : picture}
    </figure>
  );
}

export default ImageBlock;
