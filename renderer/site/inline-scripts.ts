import { CART_STORAGE_KEY } from '../commerce/cart-storage';

/**
 * The cart counter in the header, kept out of React so content pages ship no framework: a few lines of
 * inline script fill it from local storage once the page is first painted, and the island bundle calls
 * the same logic after every change. Both read the count from the stored [{ EditionId, Quantity }] list.
 * The first read of local storage costs some 15 ms (more on a slow phone), so it never runs while the
 * HTML is parsed: once it is (a page that arrives slowly is painted, and its frames run, while it is
 * still parsed), a frame, then a task of its own. The counter's box is kept while it is empty
 * (styles.ts), so the count appearing moves nothing.
 */
export const CART_COUNT_ATTRIBUTE = 'data-cart-count';

/** Plain ES5 so it runs inline in any browser; it must stay in step with updateCartCounters below. */
export const CART_COUNTER_SCRIPT = `(function(){function r(){try{var n=0,s=JSON.parse(localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)})||'[]');if(Array.isArray(s))for(var i=0;i<s.length;i++){var q=s[i]&&s[i].Quantity;if(typeof q==='number'&&q>0)n+=q}var e=document.querySelectorAll('[${CART_COUNT_ATTRIBUTE}]');for(var j=0;j<e.length;j++){e[j].textContent=n?String(n):'';e[j].hidden=!n}}catch(x){}}function g(){if(typeof requestAnimationFrame==='function')requestAnimationFrame(function(){setTimeout(r,0)});else setTimeout(r,0)}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',g);else g()})();`;

interface CounterDocument {
  querySelectorAll(selector: string): ArrayLike<{ textContent: string | null; hidden: boolean }>;
}

export function updateCartCounters(doc: CounterDocument, count: number): void {
  const counters = doc.querySelectorAll(`[${CART_COUNT_ATTRIBUTE}]`);
  for (let i = 0; i < counters.length; i += 1) {
    counters[i].textContent = count ? String(count) : '';
    counters[i].hidden = !count;
  }
}

/** 'here' on the not-found page goes back in history; without JavaScript it is a link home. */
export const HISTORY_BACK_ATTRIBUTE = 'data-history-back';
export const HISTORY_BACK_SCRIPT = `(function(){var a=document.querySelectorAll('[${HISTORY_BACK_ATTRIBUTE}]');for(var i=0;i<a.length;i++)a[i].addEventListener('click',function(e){if(history.length>1){e.preventDefault();history.back()}})})();`;

/**
 * The menus, in plain ES5 inline script (no framework on content pages):
 * - On phones the navigation folds behind a Menu button. Opening it saves the scroll position and holds
 *   the page still; closing (the button, Escape, or following a link) restores it. Without JavaScript the
 *   navigation simply stays open.
 * - A group's dropdown (a <details>) closes on a click outside it (the dismiss overlay), on a click on
 *   one of its links, on Escape, and when another group opens.
 */
export const MENU_TOGGLE_ATTRIBUTE = 'data-menu-toggle';
/**
 * Folds the phone navigation before the first paint: run in <head>, as the menu script at the end of the
 * body would come too late and the page would jump up under the visitor (a layout shift).
 */
export const MENU_CLASS_SCRIPT = "document.documentElement.className+=' has-menu-script'";
export const MENU_SCRIPT = `(function(){var d=document,b=d.querySelector('[${MENU_TOGGLE_ATTRIBUTE}]'),y=0,open=false;
function set(o){if(!b||o===open)return;open=o;var hd=b.closest('.site-header');if(o){y=window.pageYOffset;d.body.style.position='fixed';d.body.style.top=-y+'px';d.body.style.width='100%'}else{d.body.style.position='';d.body.style.top='';d.body.style.width='';window.scrollTo(0,y)}hd.className=hd.className.replace(/ ?site-header--menu-open/g,'')+(o?' site-header--menu-open':'');b.setAttribute('aria-expanded',o?'true':'false');b.textContent=o?b.getAttribute('data-close-label'):b.getAttribute('data-open-label')}
if(b)b.addEventListener('click',function(){set(!open)});
function groups(){return d.querySelectorAll('details.site-nav__group[open]')}
d.addEventListener('click',function(e){var g=groups();for(var i=0;i<g.length;i++){var inLink=e.target.closest&&e.target.closest('a');if(!g[i].contains(e.target)||(inLink&&g[i].contains(inLink)))g[i].open=false}if(open&&e.target.closest&&e.target.closest('.site-nav a'))set(false)});
d.addEventListener('toggle',function(e){var t=e.target;if(!t.open||!t.matches||!t.matches('details.site-nav__group'))return;var g=groups();for(var i=0;i<g.length;i++)if(g[i]!==t)g[i].open=false},true);
d.addEventListener('keydown',function(e){if(e.key!=='Escape')return;var g=groups();for(var i=0;i<g.length;i++){g[i].open=false;var s=g[i].querySelector('summary');if(s&&g[i].contains(d.activeElement))s.focus()}if(open){set(false);b.focus()}})})();`;
