import type { CSSProperties } from 'react';
import { ACCORDION_TIMING } from '../../../schema/block-configs/layout';
import type { BlockConfig } from '../../../schema/catalogue';
import { BlockText } from '../block-texts';
import { BlockScript } from '../BlockScript';
import { colorCss } from '../style';
import type { BlockProps } from '../types';

const { heightMs, opacityMs, arrowMs, measureMs } = ACCORDION_TIMING;

/**
 * Opens and closes an accordion on a click (spec §4): open shows the content at its measured height at
 * full opacity, closed is zero height. The height is measured again 50 and 500 ms after opening, as
 * pictures inside may still be loading, and left to follow its content once the animation ends.
 */
const ACCORDION_SCRIPT = `var all=document.querySelectorAll('[data-accordion]');for(var i=0;i<all.length;i++)(function(a){var b=a.querySelector('.block-accordion__toggle'),p=a.querySelector('.block-accordion__panel'),c=p.firstElementChild;var fit=function(){if(a.getAttribute('data-open')==='true')p.style.height=c.offsetHeight+'px'};b.addEventListener('click',function(){var open=a.getAttribute('data-open')!=='true';if(open){p.hidden=false;p.style.height='0px';p.offsetHeight;a.setAttribute('data-open','true');fit();setTimeout(fit,${measureMs[0]});setTimeout(fit,${measureMs[1]})}else{p.style.height=c.offsetHeight+'px';p.offsetHeight;a.setAttribute('data-open','false');p.style.height='0px';setTimeout(function(){if(a.getAttribute('data-open')==='false')p.hidden=true},${heightMs})}b.setAttribute('aria-expanded',String(open))});p.addEventListener('transitionend',function(e){if(e.propertyName==='height'&&a.getAttribute('data-open')==='true')p.style.height='auto'})})(all[i]);`;

export function AccordionBlock({ id, config, mode, children }: BlockProps<BlockConfig<'accordion'>>) {
  const open = mode === 'builder' ? config.builderState === 'open' : config.open;
  const style = {
    '--arrow-color': colorCss(config.arrowColor) ?? 'currentColor',
    '--arrow-size': `${config.arrowSize}px`,
    '--accordion-open-bg': colorCss(config.backgroundColorOpen) ?? 'transparent',
    '--accordion-closed-bg': colorCss(config.backgroundColorClosed) ?? 'transparent',
  } as CSSProperties;
  const headingId = `accordion-${id}`;
  const panelId = `accordion-panel-${id}`;
  return (
    <div className="block-accordion" data-accordion="" data-open={String(open)} style={style}>
      <h3 className="block-accordion__heading">
        <button type="button" className="block-accordion__toggle" id={headingId} aria-expanded={open} aria-controls={panelId}>
          <span>{config.title.trim() || 'Accordion'}</span>
          <span className="block-accordion__arrow" aria-hidden="true" />
        </button>
      </h3>
      <div className="block-accordion__panel" id={panelId} role="region" aria-labelledby={headingId} hidden={!open}>
        <div className="block-accordion__content">{children ?? (mode === 'builder' ? <p className="builder-hint">{BlockText.emptyAccordion}</p> : null)}</div>
      </div>
      {mode === 'visitor' && <BlockScript name="accordion" code={ACCORDION_SCRIPT} />}
    </div>
  );
}

export default AccordionBlock;

export const ACCORDION_CSS = `
.block-accordion{border-bottom:1px solid var(--line)}
.block-accordion__heading{margin:0;font-size:1.125rem}
.block-accordion__toggle{display:flex;width:100%;align-items:center;justify-content:space-between;gap:16px;padding:14px 12px;border:0;font:inherit;font-weight:inherit;color:inherit;text-align:left;cursor:pointer;background:var(--accordion-closed-bg);transition:background-color ${opacityMs}ms}
[data-open="true"]>.block-accordion__heading .block-accordion__toggle{background:var(--accordion-open-bg)}
.block-accordion__arrow{flex:none;width:var(--arrow-size);height:var(--arrow-size);border-right:2px solid var(--arrow-color);border-bottom:2px solid var(--arrow-color);transform:translateY(-25%) rotate(45deg);transition:transform ${arrowMs}ms}
[data-open="true"]>.block-accordion__heading .block-accordion__arrow{transform:translateY(25%) rotate(225deg)}
.block-accordion__panel{overflow:hidden;opacity:0;transition:height ${heightMs}ms ease,opacity ${opacityMs}ms ease}
[data-open="true"]>.block-accordion__panel{opacity:1}
.block-accordion__content{padding:12px}
.block-accordion__content>*+*{margin-top:24px}
`;
