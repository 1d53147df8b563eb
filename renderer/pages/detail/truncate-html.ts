import { decodeEntities } from '../../seo/text';

/** Spec §9: a show description is cut at 1000 characters, the rest behind Read More. */
export const SHOW_DESCRIPTION_LIMIT = 1000;

const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const TOKEN = /<!--[\s\S]*?-->|<\/?([a-zA-Z][a-zA-Z0-9-]*)\b[^>]*>|[^<]+|</g;
/** One character as a reader counts it: an entity, or one code point. */
const CHARACTER = /&(?:#x[0-9a-f]+|#[0-9]+|[a-z]+);|[\s\S]/giu;

export interface Truncated {
  html: string;
  /** Whether text was left out (the full text then needs a Read More). */
  truncated: boolean;
}

/**
 * The first `limit` characters of the text of well-formed (sanitised) HTML, cut at a word where one
 * ends near the limit, with an ellipsis, and every element still open closed again. Markup does not
 * count; an entity counts as the one character it stands for. Text within the limit comes back as is.
 */
export function truncateHtml(html: string, limit: number): Truncated {
  const open: string[] = [];
  let out = '';
  let used = 0;
  for (const match of html.matchAll(TOKEN)) {
    const token = match[0];
    const tag = match[1]?.toLowerCase();
    if (token.startsWith('<!--')) continue;
    if (tag) {
      if (token.startsWith('</')) {
        const at = open.lastIndexOf(tag);
        if (at !== -1) open.splice(at);
      } else if (!VOID_ELEMENTS.has(tag) && !token.endsWith('/>')) {
        open.push(tag);
      }
      out += token;
      continue;
    }
    const characters = token.match(CHARACTER) ?? [];
    if (used + characters.length <= limit) {
      out += token;
      used += characters.length;
      continue;
    }
    const rest = html.slice((match.index ?? 0) + token.length);
    const taken = characters.slice(0, limit - used);
    const more = characters.slice(limit - used).join('') + rest;
    if (!decodeEntities(more.replace(/<[^>]*>/g, '')).trim()) return { html, truncated: false };
    // End at a word: where the limit falls inside one, back to the space before it; a single word
    // longer than the limit is cut where it must be.
    const atWordEnd = /^\s/.test(more);
    const lastSpace = taken.findLastIndex((c) => /\s/.test(c));
    const kept = atWordEnd ? taken : lastSpace !== -1 ? taken.slice(0, lastSpace) : used > 0 ? [] : taken;
    // Nothing of this text kept: the space before it (perhaps behind an opening tag) goes too.
    out = kept.length ? out + kept.join('').trimEnd() : out.replace(/\s+((?:<[^>]*>)*)$/, '$1');
    out += '…';
    return { html: out + open.reverse().map((t) => `</${t}>`).join(''), truncated: true };
  }
  return { html, truncated: false };
}
