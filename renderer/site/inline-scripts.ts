import { CART_STORAGE_KEY } from '../commerce/cart-storage';

/**
 * The cart counter in the header, kept out of React so content pages ship no framework: a few lines of
 * inline script fill it from local storage on load, and the island bundle calls the same logic after
 * every change. Both read the count from the stored [{ EditionId, Quantity }] list.
 */
export const CART_COUNT_ATTRIBUTE = 'data-cart-count';

/** Plain ES5 so it runs inline in any browser; it must stay in step with updateCartCounters below. */
export const CART_COUNTER_SCRIPT = `(function(){try{var n=0,s=JSON.parse(localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)})||'[]');if(Array.isArray(s))for(var i=0;i<s.length;i++){var q=s[i]&&s[i].Quantity;if(typeof q==='number'&&q>0)n+=q}var e=document.querySelectorAll('[${CART_COUNT_ATTRIBUTE}]');for(var j=0;j<e.length;j++){e[j].textContent=n?String(n):'';e[j].hidden=!n}}catch(x){}})();`;

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
