import { RECENTLY_VIEWED_STORED } from '../../schema/recently-viewed-store';

/**
 * Inline scripts of the detail pages, in plain ES5 so content pages ship no framework (as the menu and
 * cart counter scripts in inline-scripts.ts). SSR adds each only to pages that carry its attribute.
 */

/**
 * The artist page's tabs (Artworks, Biography). The server renders a list of in-page links and every
 * panel, so without JavaScript all of it is there and the links jump to it. The script turns them into
 * tabs: one panel shown, arrow keys, Home and End move between tabs, the chosen tab's anchor is
 * written to the hash (replaceState, no jump) and a hash naming a tab selects it on load and later.
 */
export const DETAIL_TABS_ATTRIBUTE = 'data-detail-tabs';
export const TAB_ANCHOR_ATTRIBUTE = 'data-tab-anchor';

/**
 * Marks the page as having the tabs script before the first paint: run in <head>, so the panels' headings
 * the tabs stand for are hidden from the start. Hidden only by the script at the end of the body, they
 * were drawn first on a slow load and the works under them jumped up (a layout shift). The server adds it
 * where DETAIL_TABS_ATTRIBUTE is, that is where there are two tabs or more, as the script needs.
 */
export const DETAIL_TABS_CLASS = 'has-detail-tabs-script';
export const DETAIL_TABS_CLASS_SCRIPT = `document.documentElement.className+=' ${DETAIL_TABS_CLASS}'`;

export const DETAIL_TABS_SCRIPT = `(function(){var d=document,roots=d.querySelectorAll('[${DETAIL_TABS_ATTRIBUTE}]');for(var r=0;r<roots.length;r++)setup(roots[r]);
function setup(root){var list=root.querySelector('[role=tablist],nav'),tabs=root.querySelectorAll('[${TAB_ANCHOR_ATTRIBUTE}]'),panels=[],i;if(!list||tabs.length<2)return;
for(i=0;i<tabs.length;i++){var a=tabs[i].getAttribute('${TAB_ANCHOR_ATTRIBUTE}'),p=d.getElementById(a);if(!p)return;panels.push(p)}
root.className+=' detail-tabs--script';list.setAttribute('role','tablist');
for(i=0;i<tabs.length;i++){tabs[i].setAttribute('role','tab');tabs[i].id='tab-'+panels[i].id;tabs[i].setAttribute('aria-controls',panels[i].id);panels[i].setAttribute('role','tabpanel');panels[i].setAttribute('aria-labelledby',tabs[i].id);panels[i].setAttribute('tabindex','0')}
function at(el){for(var j=0;j<tabs.length;j++)if(tabs[j]===el)return j;return -1}
function select(k,focus,write){for(var j=0;j<tabs.length;j++){var on=j===k;tabs[j].setAttribute('aria-selected',on?'true':'false');tabs[j].setAttribute('tabindex',on?'0':'-1');panels[j].hidden=!on}if(focus)tabs[k].focus();if(write&&history.replaceState)history.replaceState(history.state,'','#'+encodeURIComponent(panels[k].id))}
function fromHash(){var h=location.hash.slice(1);try{h=decodeURIComponent(h)}catch(e){}for(var j=0;j<panels.length;j++)if(panels[j].id===h)return j;return -1}
var start=fromHash();select(start<0?0:start,false,false);
list.addEventListener('click',function(e){var t=e.target.closest&&e.target.closest('[${TAB_ANCHOR_ATTRIBUTE}]');if(!t)return;e.preventDefault();select(at(t),true,true)});
list.addEventListener('keydown',function(e){var k=at(d.activeElement),n=tabs.length,to=-1;if(k<0)return;if(e.key==='ArrowRight'||e.key==='ArrowDown')to=(k+1)%n;else if(e.key==='ArrowLeft'||e.key==='ArrowUp')to=(k-1+n)%n;else if(e.key==='Home')to=0;else if(e.key==='End')to=n-1;else if(e.key===' ')to=k;if(to<0)return;e.preventDefault();select(to,true,true)});
window.addEventListener('hashchange',function(){var k=fromHash();if(k>=0)select(k,false,false)})}})();`;

/**
 * The art page records the work as recently viewed (spec §2), in the store schema/recently-viewed.ts
 * describes: the page carries the entry (without viewedAt) and the store's key in two attributes, and
 * the script puts it first in the stored list, drops the work's earlier view and keeps at most
 * RECENTLY_VIEWED_STORED entries, as recordRecentlyViewed does.
 */
export const RECENTLY_VIEWED_ATTRIBUTE = 'data-recently-viewed';
export const RECENTLY_VIEWED_KEY_ATTRIBUTE = 'data-recently-viewed-key';

export const RECENTLY_VIEWED_SCRIPT = `(function(){try{var e=document.querySelector('[${RECENTLY_VIEWED_ATTRIBUTE}]');if(!e)return;var k=e.getAttribute('${RECENTLY_VIEWED_KEY_ATTRIBUTE}'),v=JSON.parse(e.getAttribute('${RECENTLY_VIEWED_ATTRIBUTE}')),l=[];v.viewedAt=Date.now();try{l=JSON.parse(localStorage.getItem(k)||'[]')}catch(x){}if(!(l instanceof Array))l=[];var o=[v];for(var i=0;i<l.length&&o.length<${RECENTLY_VIEWED_STORED};i++)if(l[i]&&l[i].inventoryId!==v.inventoryId)o.push(l[i]);localStorage.setItem(k,JSON.stringify(o))}catch(x){}})();`;
