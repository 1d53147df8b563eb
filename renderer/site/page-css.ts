import { DETAIL_MODAL_ATTRIBUTE } from '../detail-modal/trigger';
import { BLOCK_STYLESHEETS } from '../blocks/blocks-css';
import { BLOCK_BOX_CSS } from '../blocks/style';
import { BASE_CSS, CSS_PARTS, REDUCED_MOTION_CSS, SITE_CSS } from './styles';
import { themeCss } from './themes';

/**
 * The stylesheet a visitor page inlines: the base rules, its theme's (not all eight), of the parts that
 * belong to one area (the detail pages, the filter bar, the content lists, search) only those with a
 * selector whose classes the page's HTML all uses (or that needs no class), and of the blocks' own
 * stylesheets (style box, slideshow, accordion, video …) only those of the blocks it draws. Two kinds of
 * page take the whole stylesheet, as their content can come from elsewhere: a list whose works open in
 * the detail modal (it shows another page's content), and the recently viewed slider (drawn from the
 * visitor's own storage in the browser).
 */

const CLASS = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * For each selector of a stylesheet, the classes an element and its ancestors must have for it to match
 * (those inside :not() are ones they must not have, so they do not count). Null when some selector
 * needs no class at all: then the stylesheet is always needed. Keyframes' steps are not selectors.
 */
export function selectorClassSets(css: string): string[][] | null {
  const sets: string[][] = [];
  for (const [, prelude] of css.matchAll(/([^{}]+)\{/g)) {
    const text = prelude.trim();
    if (text.startsWith('@')) continue;
    for (const selector of text.split(',')) {
      const needed = [...selector.replace(/:not\([^)]*\)/g, '').matchAll(CLASS)].map((m) => m[1]);
      if (needed.length === 0) {
        if (/^(from|to|[\d.]+%)$/.test(selector.trim())) continue;
        return null;
      }
      sets.push(needed);
    }
  }
  return sets;
}

/** Each part with its selectors' classes: a part is needed when one of its selectors can match the page. */
const PARTS = Object.values(CSS_PARTS).map((css) => ({ css, selectors: selectorClassSets(css) }));

function needed(part: (typeof PARTS)[number], used: Set<string>): boolean {
  return part.selectors === null || part.selectors.some((classes) => classes.every((name) => used.has(name)));
}

/**
 * Each block stylesheet with the block classes (`block-…`) it styles: it is needed when the page's HTML
 * has any of them. Any, not a whole selector, as a block's scripts add state classes after load
 * (is-ready, is-current, is-visible) and its islands draw parts of it in the browser (a gallery's dialog);
 * the block's own class is in the server's HTML all the same. Reading the rendered classes rather than
 * the document's block kinds also catches kinds that draw another's classes (Artist Name Button and
 * Cookie Policy Button use Button's, Slider the slideshow's controls). One that styles no block class
 * is always kept, and so is the style box's: a form's success and error messages wear it, and the form's
 * island draws them in the browser after a submit.
 */
const blockClasses = (css: string) => (css === BLOCK_BOX_CSS ? [] : [...new Set((selectorClassSets(css) ?? []).flat().filter((name) => name.startsWith('block-')))]);
const BLOCK_PARTS = BLOCK_STYLESHEETS.map((css) => ({ css, classes: blockClasses(css) }));

function blockNeeded(part: (typeof BLOCK_PARTS)[number], used: Set<string>): boolean {
  return part.classes.length === 0 || part.classes.some((name) => used.has(name));
}

/** Markup whose content arrives in the browser, so no class of it can be read from the server's HTML. */
const WHOLE_STYLESHEET = [`${DETAIL_MODAL_ATTRIBUTE}=`, 'data-island="RecentlyViewed"'];

/** Every class an element of the HTML has. */
export function usedClasses(html: string): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of match[1].split(/\s+/)) if (name) used.add(name);
  return used;
}

export function pageCss(body: string, theme: string): string {
  if (WHOLE_STYLESHEET.some((marker) => body.includes(marker))) return SITE_CSS;
  const used = usedClasses(body);
  const parts = PARTS.filter((part) => needed(part, used)).map((part) => part.css);
  const blocks = BLOCK_PARTS.filter((part) => blockNeeded(part, used)).map((part) => part.css);
  return `${BASE_CSS}${parts.join('\n')}
${blocks.join('')}
${themeCss(theme)}
${REDUCED_MOTION_CSS}`;
}
