import type { CSSProperties } from 'react';
import { PARALLAX } from '../../../schema/block-configs/layout';
import type { BlockConfig } from '../../../schema/catalogue';
import { imageUrl } from '../../../schema/images';
import { BlockScript } from '../BlockScript';
import { colorCss } from '../style';
import type { BlockProps } from '../types';

export { parallaxOffset } from './offset';

const { from, to } = PARALLAX;

/**
 * Moves every parallax block's picture as the page scrolls, at most once a frame, by the rule of the list
 * bands (./offset.ts, which script.test.ts holds this to): each from 6% when it first comes into view, so
 * a block further down is not already at 24% before it is seen. Every position is read before any is
 * written. Reduced motion keeps the server's still 6%.
 */
export const PARALLAX_SCRIPT = `var all=document.querySelectorAll('[data-parallax]');if(!all.length||matchMedia('(prefers-reduced-motion: reduce)').matches)return;var busy=false;var move=function(){busy=false;var y=window.scrollY,h=window.innerHeight,tops=[],i;for(i=0;i<all.length;i++)tops.push(all[i].getBoundingClientRect().top+y);for(i=0;i<all.length;i++){var s=Math.max(0,y-Math.max(0,tops[i]-h));var k=Math.max(0,Math.min(1,(s-${from.scroll})/${to.scroll - from.scroll}));all[i].style.backgroundPositionY=(${from.offset}+${to.offset - from.offset}*k)+'%'}};var later=function(){if(!busy){busy=true;requestAnimationFrame(move)}};window.addEventListener('scroll',later,{passive:true});window.addEventListener('resize',later);move();`;

/** A section over a picture that moves more slowly than the page; its blocks on top. */
export function ParallaxBlock({ config, mode, children }: BlockProps<BlockConfig<'parallax'>>) {
  // Spec §8: an empty parallax shows no content (in the builder, only its empty drop area).
  if (!children && !config.image) return mode === 'builder' ? <div className="block-parallax block-parallax--empty" style={{ minHeight: config.bannerHeight }} /> : null;
  const style = {
    minHeight: `${config.bannerHeight}px`,
    backgroundImage: config.image ? `url("${imageUrl(config.image, { width: 1920 })}")` : undefined,
    backgroundPositionY: `${from.offset}%`,
    backgroundColor: colorCss(config.backgroundColor),
    color: colorCss(config.textColor),
  } as CSSProperties;
  return (
    <section className="block-parallax" data-parallax={mode === 'visitor' ? '' : undefined} style={style}>
      <div className="block-parallax__content">{children}</div>
      {mode === 'visitor' && <BlockScript name="parallax" code={PARALLAX_SCRIPT} />}
    </section>
  );
}

export default ParallaxBlock;

export const PARALLAX_CSS = `
.block-parallax{display:grid;align-items:center;background-size:cover;background-repeat:no-repeat;background-position-x:center;padding:32px var(--page-pad);border-radius:var(--radius)}
.block-parallax--empty{background:var(--surface)}
.block-parallax__content>*+*{margin-top:24px}
`;
