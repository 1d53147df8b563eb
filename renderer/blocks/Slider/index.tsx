import type { CSSProperties } from 'react';
import type { BlockConfig } from '../../../schema/catalogue';
import { BlockText } from '../block-texts';
import { BlockScript } from '../BlockScript';
import type { BlockProps } from '../types';

/**
 * Moves a slider by one block per press of Previous or Next, over its speed in ms; with autoplay it moves
 * on every 5 s until the visitor takes over (hovers, focuses or presses a button).
 */
const SLIDER_SCRIPT = `var all=document.querySelectorAll('[data-slider]');for(var i=0;i<all.length;i++)(function(s){var track=s.querySelector('.block-slider__track');var speed=+s.getAttribute('data-speed')||1000;var still=matchMedia('(prefers-reduced-motion: reduce)').matches;var go=function(dir){var item=track.firstElementChild;if(!item)return;var step=item.getBoundingClientRect().width+parseFloat(getComputedStyle(track).columnGap||'0');var from=track.scrollLeft;var max=track.scrollWidth-track.clientWidth;var to=Math.max(0,Math.min(max,from+dir*step));if(dir>0&&from>=max-1)to=0;if(still){track.scrollLeft=to;return}var t0=performance.now();var tick=function(now){var k=Math.min(1,(now-t0)/speed);track.scrollLeft=from+(to-from)*(1-Math.pow(1-k,3));if(k<1)requestAnimationFrame(tick)};requestAnimationFrame(tick)};var timer=null;var stop=function(){if(timer){clearInterval(timer);timer=null}};s.querySelector('.block-slider__prev').addEventListener('click',function(){stop();go(-1)});s.querySelector('.block-slider__next').addEventListener('click',function(){stop();go(1)});if(s.getAttribute('data-autoplay')==='true'&&!still){timer=setInterval(function(){go(1)},5000);s.addEventListener('mouseenter',stop);s.addEventListener('focusin',stop)}})(all[i]);`;

/** A row of blocks: 5 at once, 3 from 600 px wide and 1 from 1000 px wide unless set (spec §9), 40 px apart. */
export function SliderBlock({ config, mode, children }: BlockProps<BlockConfig<'slider'>>) {
  const style = {
    '--slider-items': String(config.items),
    '--slider-items-600': String(config.itemsAt600),
    '--slider-items-1000': String(config.itemsAt1000),
    '--slider-gap': `${config.margin}px`,
  } as CSSProperties;
  if (mode === 'visitor' && !children) return null;
  return (
    <div className={`block-slider${mode === 'builder' ? ' block-slider--builder' : ''}`} data-slider={mode === 'visitor' ? '' : undefined} data-speed={config.speed} data-autoplay={String(config.autoplay)} style={style}>
      <div className="block-slider__track">{children ?? <p className="builder-hint">{BlockText.emptyContainer}</p>}</div>
      {mode === 'visitor' && (
        <div className="block-slider__controls">
          <button type="button" className="block-slider__prev">
            {BlockText.previous}
          </button>
          <button type="button" className="block-slider__next">
            {BlockText.next}
          </button>
        </div>
      )}
      {mode === 'visitor' && <BlockScript name="slider" code={SLIDER_SCRIPT} />}
    </div>
  );
}

export default SliderBlock;

export const SLIDER_CSS = `
.block-slider{--n:var(--slider-items)}
@media (min-width:600px){.block-slider{--n:var(--slider-items-600)}}
@media (min-width:1000px){.block-slider{--n:var(--slider-items-1000)}}
.block-slider__track{display:grid;grid-auto-flow:column;grid-auto-columns:calc((100% - (var(--n) - 1) * var(--slider-gap)) / var(--n));column-gap:var(--slider-gap);overflow-x:auto;scroll-snap-type:x mandatory;scrollbar-width:thin}
.block-slider__track>*{scroll-snap-align:start;min-width:0}
.block-slider--builder .block-slider__track{overflow-x:visible;grid-auto-flow:row;grid-template-columns:repeat(var(--n),minmax(0,1fr));row-gap:var(--slider-gap)}
.block-slider__controls{display:flex;justify-content:flex-end;gap:8px;margin-top:12px}
.block-slider__controls button,.block-slideshow__controls button{font:inherit;padding:6px 14px;border:1px solid currentColor;border-radius:var(--radius);background:transparent;color:inherit;cursor:pointer}
`;
