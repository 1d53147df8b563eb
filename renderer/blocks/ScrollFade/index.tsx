import type { CSSProperties } from 'react';
import { SCROLL_FADE } from '../../../schema/block-configs/layout';
import type { BlockConfig } from '../../../schema/catalogue';
import { BlockText } from '../block-texts';
import { BlockScript } from '../BlockScript';
import type { BlockProps } from '../types';

/**
 * Fades a block's content in and slides it up 100 px over 1000 ms once, the first time it comes into view,
 * after a random delay of up to 500 ms (spec §4, §9). Without the script (or with less motion asked for)
 * the content simply shows.
 */
const FADE_SCRIPT = `var all=document.querySelectorAll('[data-scroll-fade]');if(!all.length||!('IntersectionObserver' in window)||matchMedia('(prefers-reduced-motion: reduce)').matches)return;var seen=new IntersectionObserver(function(entries){entries.forEach(function(e){if(!e.isIntersecting)return;seen.unobserve(e.target);var el=e.target;setTimeout(function(){el.classList.add('is-visible')},Math.random()*${SCROLL_FADE.maxDelayMs})})});for(var i=0;i<all.length;i++){var r=all[i].getBoundingClientRect();if(r.top<innerHeight&&r.bottom>0)continue;all[i].classList.add('is-waiting');seen.observe(all[i])}`;

export function ScrollFadeBlock({ mode, children }: BlockProps<BlockConfig<'scroll-fade'>>) {
  if (mode === 'visitor' && !children) return null;
  const style = { '--fade-ms': `${SCROLL_FADE.durationMs}ms`, '--fade-distance': `${SCROLL_FADE.distancePx}px` } as CSSProperties;
  return (
    <div className="block-scroll-fade" data-scroll-fade={mode === 'visitor' ? '' : undefined} style={style}>
      {children ?? <p className="builder-hint">{BlockText.emptyContainer}</p>}
      {mode === 'visitor' && <BlockScript name="scroll-fade" code={FADE_SCRIPT} />}
    </div>
  );
}

export default ScrollFadeBlock;

export const SCROLL_FADE_CSS = `
.block-scroll-fade>*+*{margin-top:24px}
.block-scroll-fade.is-waiting{opacity:0;transform:translateY(var(--fade-distance))}
.block-scroll-fade.is-waiting.is-visible{opacity:1;transform:none;transition:opacity var(--fade-ms) ease,transform var(--fade-ms) ease}
`;
