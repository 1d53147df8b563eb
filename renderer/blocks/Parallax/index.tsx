import type { CSSProperties } from 'react';
import { PARALLAX } from '../../../schema/block-configs/layout';
import type { BlockConfig } from '../../../schema/catalogue';
import { imageUrl } from '../../../schema/images';
import { BlockScript } from '../BlockScript';
import { colorCss } from '../style';
import type { BlockProps } from '../types';

export { parallaxOffset } from './offset';

const { from, to } = PARALLAX;

const PARALLAX_SCRIPT = `var all=document.querySelectorAll('[data-parallax]');if(!all.length||matchMedia('(prefers-reduced-motion: reduce)').matches)return;var busy=false;var move=function(){busy=false;var y=window.scrollY;var k=Math.max(0,Math.min(1,(y-${from.scroll})/${to.scroll - from.scroll}));var off=${from.offset}+${to.offset - from.offset}*k;for(var i=0;i<all.length;i++)all[i].style.backgroundPositionY=off+'%'};window.addEventListener('scroll',function(){if(!busy){busy=true;requestAnimationFrame(move)}},{passive:true});move();`;

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
