import type { CSSProperties } from 'react';
import { TAB_SEPARATOR } from '../../../schema/block-configs/layout';
import type { BlockConfig } from '../../../schema/catalogue';
import { BlockText } from '../block-texts';
import { BlockScript } from '../BlockScript';
import { colorCss } from '../style';
import type { BlockProps } from '../types';

/**
 * The tabs script (spec §4 Tabs block): a tab whose panel shows nothing (its lists came back empty) is
 * hidden; the tab named by the address's hash (its anchor, else its id) is chosen, else the first visible
 * one; choosing a tab writes its anchor to the hash; the arrow keys move between tabs. The check runs
 * again every 500 ms for a few seconds while content may still be arriving, and a block left with no
 * visible tab hides itself.
 */
const TABS_SCRIPT = `var seen=function(p){var c=p.querySelector('.block-tab__content');if(!c)return false;if(c.querySelector('img,video,iframe,svg,input,select,textarea,button,a'))return true;return (c.textContent||'').trim()!==''};var setup=function(t){var list=t.querySelector(':scope>.block-tabs__list');var panels=[].slice.call(t.querySelectorAll(':scope>.block-tab'));list.textContent='';var tabs=[];panels.forEach(function(p){var b=document.createElement('button');b.type='button';b.setAttribute('role','tab');b.id=p.id+'-tab';b.textContent=p.getAttribute('data-tab-name');b.setAttribute('aria-controls',p.id);p.setAttribute('role','tabpanel');p.setAttribute('aria-labelledby',b.id);p.removeAttribute('aria-label');p.tabIndex=0;var h=p.querySelector(':scope>.block-tab__heading');if(h)h.hidden=true;list.appendChild(b);tabs.push({b:b,p:p});b.addEventListener('click',function(){choose(t,tabs,p,true)});b.addEventListener('keydown',function(e){var v=tabs.filter(function(x){return !x.b.hidden});var i=v.map(function(x){return x.b}).indexOf(b);var n=e.key==='ArrowRight'?i+1:e.key==='ArrowLeft'?i-1:e.key==='Home'?0:e.key==='End'?v.length-1:-2;if(n===-2)return;e.preventDefault();var x=v[(n+v.length)%v.length];choose(t,tabs,x.p,true);x.b.focus()})});list.hidden=false;var check=function(){tabs.forEach(function(x){var on=seen(x.p);x.b.hidden=!on;if(!on)x.p.hidden=true});var visible=tabs.filter(function(x){return !x.b.hidden});t.hidden=visible.length===0;var active=tabs.filter(function(x){return x.b.getAttribute('aria-selected')==='true'})[0];if(!active||active.b.hidden){var h=decodeURIComponent(location.hash.slice(1));var want=visible.filter(function(x){return h&&(x.p.getAttribute('data-tab-anchor')===h||x.p.id===h)})[0]||visible[0];if(want)choose(t,tabs,want.p,false)}};check();var n=0;var again=setInterval(function(){check();if(++n>=10)clearInterval(again)},500)};var choose=function(t,tabs,panel,write){tabs.forEach(function(x){var on=x.p===panel;x.b.setAttribute('aria-selected',String(on));x.b.tabIndex=on?0:-1;x.p.hidden=!on});if(write)history.replaceState(null,'','#'+encodeURIComponent(panel.getAttribute('data-tab-anchor')||panel.id))};var all=document.querySelectorAll('[data-tabs]');for(var i=0;i<all.length;i++)setup(all[i]);`;

/**
 * Tabs (spec §4): one active tab, its anchor in the address. The builder shows every tab with its blocks,
 * and the spec's two hints when there are no tabs, or no tab with content, which its stylesheet picks.
 */
export function TabsBlock({ config, mode, children }: BlockProps<BlockConfig<'tabs'>>) {
  const style = { '--tab-separator': colorCss(config.separatorColor) ?? TAB_SEPARATOR } as CSSProperties;
  if (mode === 'builder') {
    return (
      <div className="block-tabs block-tabs--builder" style={style}>
        <p className="builder-hint block-tabs__hint block-tabs__hint--none">{BlockText.noTabs}</p>
        <p className="builder-hint block-tabs__hint block-tabs__hint--empty">{BlockText.noTabsWithContent}</p>
        {children}
      </div>
    );
  }
  if (!children) return null;
  return (
    <div className="block-tabs" data-tabs="" style={style}>
      <div className="block-tabs__list" role="tablist" aria-label={BlockText.tabsLabel} hidden />
      {children}
      <BlockScript name="tabs" code={TABS_SCRIPT} />
    </div>
  );
}

export default TabsBlock;

export const TABS_CSS = `
.block-tabs__list{display:flex;flex-wrap:wrap;gap:4px 24px;border-bottom:1px solid var(--tab-separator);margin-bottom:24px}
.block-tabs__list[hidden]{display:none}
.block-tabs__list [role=tab]{font:inherit;color:inherit;background:none;border:0;border-bottom:2px solid transparent;padding:8px 0;margin-bottom:-1px;cursor:pointer}
.block-tabs__list [role=tab][aria-selected=true]{border-bottom-color:currentColor;font-weight:600}
.block-tabs__list [role=tab][hidden]{display:none}
.block-tab+.block-tab{margin-top:32px}
.block-tabs__list:not([hidden])~.block-tab+.block-tab{margin-top:0}
.block-tab__content>*+*{margin-top:24px}
.block-tabs__hint{display:none}
.block-tabs--builder:not(:has([data-block-type="tab"])) .block-tabs__hint--none{display:block}
.block-tabs--builder:has([data-block-type="tab"]):not(:has([data-block-type="tab"] [data-block-type]:not([data-block-type="tab"]))) .block-tabs__hint--empty{display:block}
.block-tab--builder{border-top:1px solid var(--tab-separator);padding-top:8px}
.block-tab--builder+*{margin-top:16px}
.block-tab__name{font-weight:600;margin:0 0 8px}
`;
