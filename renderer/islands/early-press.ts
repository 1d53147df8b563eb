import { HYDRATED_ATTRIBUTE } from './hydrate-request';

/**
 * A button pressed before its island's script has taken the island over (the page is shown while its
 * code is still on the way, on a slow line) is pressed again once it has, instead of doing nothing. A line
 * of inline script in <head> notes the press on the island's element, as the button's place among the
 * island's buttons; the browser entry presses that button right after it hydrates the island, and React
 * hydrates the island at once to handle it. Links and submit buttons are left alone: they work without
 * script. Noted on the island's own element, which React does not compare, so hydration sees the markup it
 * rendered.
 */
export const EARLY_PRESS_ATTRIBUTE = 'data-early-press';

/** Plain ES5, inline in <head>: it must stay in step with replayEarlyPress below. */
export const EARLY_PRESS_SCRIPT = `document.addEventListener('click',function(e){var b=e.target&&e.target.closest&&e.target.closest('button[type="button"]'),i=b&&b.closest('[data-island]');if(i&&!i.hasAttribute('${HYDRATED_ATTRIBUTE}'))i.setAttribute('${EARLY_PRESS_ATTRIBUTE}',String([].indexOf.call(i.querySelectorAll('button'),b)))},true);`;

/** Presses again the button pressed in `island` before it was hydrated, if one was; call right after hydrateRoot. */
export function replayEarlyPress(island: Element): void {
  const index = island.getAttribute(EARLY_PRESS_ATTRIBUTE);
  if (index === null) return;
  island.removeAttribute(EARLY_PRESS_ATTRIBUTE);
  island.querySelectorAll('button')[Number(index)]?.click();
}
