import type { CSSProperties } from 'react';
import type { BlockConfig } from '../../../schema/catalogue';
import { imageSrcSet, imageUrl } from '../../../schema/images';
import { BlockText } from '../block-texts';
import { BlockScript } from '../BlockScript';
import { BuilderHint } from '../BuilderHint';
import type { BlockProps } from '../types';

/**
 * The gallery's lightbox: a click on a picture opens it large in a modal dialog with Previous, Next and
 * Close (Escape closes, the arrow keys walk); without the script the link opens the large picture itself.
 */
const LIGHTBOX_SCRIPT = `var all=document.querySelectorAll('[data-lightbox]');for(var i=0;i<all.length;i++)(function(g){var links=[].slice.call(g.querySelectorAll('a[data-lightbox-item]'));var d=g.querySelector('dialog');var img=d.querySelector('img');var cap=d.querySelector('.block-gallery__caption');var at=0;var show=function(n){at=(n+links.length)%links.length;var a=links[at];img.src=a.href;img.alt=a.querySelector('img').alt;cap.textContent=a.getAttribute('data-label')};links.forEach(function(a,k){a.addEventListener('click',function(e){e.preventDefault();show(k);d.showModal()})});d.querySelector('.block-gallery__prev').addEventListener('click',function(){show(at-1)});d.querySelector('.block-gallery__next').addEventListener('click',function(){show(at+1)});d.querySelector('.block-gallery__close').addEventListener('click',function(){d.close()});d.addEventListener('keydown',function(e){if(e.key==='ArrowLeft')show(at-1);if(e.key==='ArrowRight')show(at+1)});d.addEventListener('close',function(){var a=links[at];if(a)a.focus()})})(all[i]);`;

export function ImageGalleryBlock({ id, config, mode }: BlockProps<BlockConfig<'image-gallery'>>) {
  const images = config.images ?? [];
  if (images.length === 0) return mode === 'builder' ? <BuilderHint>{BlockText.emptyGallery}</BuilderHint> : null;
  const style = { '--gallery-columns': String(config.columns), '--gallery-gap': `${config.gap}px` } as CSSProperties;
  const lightbox = config.lightbox && mode === 'visitor';
  const titleId = `gallery-${id}-title`;
  return (
    <div className="block-gallery" style={style} data-lightbox={lightbox ? '' : undefined}>
      <ul className="block-gallery__grid">
        {images.map((image, k) => {
          const picture = (
            <img
              src={imageUrl(image, { width: 640 })}
              srcSet={imageSrcSet(image)}
              sizes={`(max-width: 767px) 50vw, ${Math.round(100 / config.columns)}vw`}
              width={image.width}
              height={image.height}
              alt={image.alt ?? ''}
              loading="lazy"
              decoding="async"
            />
          );
          return (
            <li key={`${image.id}-${k}`}>
              {config.lightbox ? (
                <a
                  href={imageUrl(image, { width: 1920 })}
                  data-lightbox-item=""
                  data-label={BlockText.galleryImage(k + 1)}
                  aria-label={BlockText.openImage(image.alt ?? '')}
                >
                  {picture}
                </a>
              ) : (
                picture
              )}
            </li>
          );
        })}
      </ul>
      {lightbox && (
        <>
          <dialog className="block-gallery__dialog" aria-labelledby={titleId}>
            <p id={titleId} className="block-gallery__caption" />
            <img alt="" />
            <div className="block-gallery__nav">
              <button type="button" className="block-gallery__prev">
                {BlockText.previous}
              </button>
              <button type="button" className="block-gallery__next">
                {BlockText.next}
              </button>
              <button type="button" className="block-gallery__close">
                {BlockText.close}
              </button>
            </div>
          </dialog>
          <BlockScript name="lightbox" code={LIGHTBOX_SCRIPT} />
        </>
      )}
    </div>
  );
}

export default ImageGalleryBlock;

export const IMAGE_GALLERY_CSS = `
.block-gallery__grid{list-style:none;margin:0;padding:0;display:grid;grid-template-columns:repeat(var(--gallery-columns),minmax(0,1fr));gap:var(--gallery-gap)}
@media (max-width:767px){.block-gallery__grid{grid-template-columns:repeat(min(2,var(--gallery-columns)),minmax(0,1fr))}}
.block-gallery__grid img{width:100%;aspect-ratio:1;object-fit:cover}
.block-gallery__grid a{display:block}
.block-gallery__dialog{max-width:min(96vw,1400px);max-height:96vh;padding:16px;border:0;border-radius:var(--radius);background:#111;color:#f5f5f5}
.block-gallery__dialog::backdrop{background:rgba(0,0,0,.85)}
.block-gallery__dialog img{max-width:100%;max-height:80vh;margin:0 auto;object-fit:contain}
.block-gallery__caption{margin:0 0 8px}
.block-gallery__nav{display:flex;justify-content:center;gap:12px;margin-top:12px}
.block-gallery__nav button{font:inherit;padding:6px 14px;border:1px solid currentColor;border-radius:var(--radius);background:transparent;color:inherit;cursor:pointer}
`;
