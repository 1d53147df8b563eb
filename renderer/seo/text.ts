/**
 * Plain text for search engines and link previews: the words of rich text (sanitised HTML) without its
 * markup, and a short description clipped at a word.
 */

export const DESCRIPTION_LENGTH = 160;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Decodes the entities sanitised HTML carries (named basics and numeric ones); others stay as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** The words of an HTML fragment: tags become spaces (so paragraphs do not run together), whitespace collapses. */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<!--[\s\S]*?-->/g, ' ').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most DESCRIPTION_LENGTH characters, cut at a word with an ellipsis when longer. */
export function clip(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > length / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}
