import type { CSSProperties } from 'react';
import type { BlockConfig } from '../../../schema/catalogue';
import { BlockScript } from '../BlockScript';
import { BlockText } from '../block-texts';
import type { BlockProps } from '../types';

/**
 * Shows a slideshow's blocks one at a time (spec §4 carousel types: slide, fade in, fade out): Previous and
 * Next, and every `autoplay` ms by itself unless it is 0 or the visitor has taken over. Slides move only from
 * the first change on (`is-live`), so the load shows the first slide still; visibility is transitioned with
 * the rest, so a leaving slide stays seen while it fades or slides away instead of vanishing at once.
 */
const SLIDESHOW_SCRIPT = `var all=document.querySelectorAll('[data-slideshow]');for(var i=0;i<all.length;i++)(function(s){var slides=[].slice.call(s.querySelectorAll(':scope>.block-slideshow__slides>*'));if(slides.length<2)return;var at=0;var status=s.querySelector('.block-slideshow__status');var show=function(n){at=(n+slides.length)%slides.length;slides.forEach(function(el,k){el.classList.toggle('is-current',k===at);el.setAttribute('aria-hidden',String(k!==at));if(k===at)el.removeAttribute('inert');else el.setAttribute('inert','')});s.style.setProperty('--slide-index',String(at));status.textContent=s.getAttribute('data-label-'+(at+1))||''};s.classList.add('is-ready');show(0);var go=function(n){s.classList.add('is-live');show(n)};var timer=null;var stop=function(){if(timer){clearInterval(timer);timer=null}};s.querySelector('.block-slideshow__prev').addEventListener('click',function(){stop();go(at-1)});s.querySelector('.block-slideshow__next').addEventListener('click',function(){stop();go(at+1)});var every=+s.getAttribute('data-autoplay');if(every>0&&!matchMedia('(prefers-reduced-motion: reduce)').matches){timer=setInterval(function(){go(at+1)},every);s.addEventListener('mouseenter',stop);s.addEventListener('focusin',stop)}})(all[i]);`;

export function SlideshowBlock({ config, mode, children }: BlockProps<BlockConfig<'slideshow'>>) {
  // Spec §8: an empty slideshow shows no content (in the builder, only its empty drop area).
  if (!children) return mode === 'builder' ? <div className="block-slideshow block-slideshow--empty" /> : null;
  const count = Array.isArray(children) ? children.length : 1;
  const style = { '--slide-duration': `${config.duration}ms` } as CSSProperties;
  const labels = Object.fromEntries(Array.from({ length: count }, (_, k) => [`data-label-${k + 1}`, BlockText.slide(k + 1, count)]));
  return (
    <div
      className={`block-slideshow block-slideshow--${config.transition}${mode === 'builder' ? ' block-slideshow--builder' : ''}`}
      data-slideshow={mode === 'visitor' ? '' : undefined}
      data-autoplay={config.autoplay}
      style={style}
      {...labels}
    >
      <div className="block-slideshow__slides">{children}</div>
      {mode === 'visitor' && count > 1 && (
        <div className="block-slideshow__controls">
          <button type="button" className="block-slideshow__prev">
            {BlockText.previous}
          </button>
          <span className="block-slideshow__status" aria-live="polite" />
          <button type="button" className="block-slideshow__next">
            {BlockText.next}
          </button>
        </div>
      )}
      {mode === 'visitor' && <BlockScript name="slideshow" code={SLIDESHOW_SCRIPT} />}
    </div>
  );
}

export default SlideshowBlock;

export const SLIDESHOW_CSS = `
.block-slideshow--empty{min-height:120px}
.block-slideshow--builder .block-slideshow__slides>*+*{margin-top:24px}
.block-slideshow.is-ready .block-slideshow__slides{display:grid;overflow:hidden}
.block-slideshow.is-ready .block-slideshow__slides>*{grid-area:1/1}
.block-slideshow.is-live .block-slideshow__slides>*{transition:transform var(--slide-duration) ease,opacity var(--slide-duration) ease,visibility var(--slide-duration)}
.block-slideshow--slide.is-ready .block-slideshow__slides>*{transform:translateX(100%);visibility:hidden}
.block-slideshow--slide.is-ready .block-slideshow__slides>.is-current{transform:none;visibility:visible}
.block-slideshow--fadeIn.is-ready .block-slideshow__slides>*,.block-slideshow--fadeOut.is-ready .block-slideshow__slides>*{opacity:0;visibility:hidden}
.block-slideshow--fadeIn.is-ready .block-slideshow__slides>.is-current{opacity:1;visibility:visible;z-index:1}
.block-slideshow--fadeOut.is-ready .block-slideshow__slides>.is-current{opacity:1;visibility:visible;transition-delay:var(--slide-duration)}
.block-slideshow__controls{display:flex;align-items:center;justify-content:center;gap:12px;margin-top:12px}
`;
