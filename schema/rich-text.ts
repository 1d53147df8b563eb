import { isWebAddress } from './web';
import type { RichBlock, RichInline, RichTextDocument } from './rich-text-schema';

export type { LineBreak, RichBlock, RichHeading, RichInline, RichLink, RichList, RichListItem, RichParagraph, RichTextDocument, TextRun } from './rich-text-schema';

/**
 * The builder's rich text as data, not HTML: a list of blocks (paragraphs, headings h1-h3, bulleted and
 * numbered lists), each holding inline runs of text with marks (bold, italic, underline), line breaks
 * and links. Every object is strict, so nothing but these kinds and fields passes; the renderer draws
 * it as React elements, so no markup an owner or a visitor could write ever reaches a page as markup.
 */

export const RICH_TEXT_LIMITS = {
  /** Characters of text in one document (the plain text block allowed as many). */
  characters: 20_000,
  /** Paragraphs, headings and lists in one document. */
  blocks: 2_000,
  /** Items of one list. */
  listItems: 1_000,
  /** Runs, breaks and links in one document, list items' included. */
  inlines: 10_000,
  /** Characters of a link address. */
  url: 2_000,
} as const;

export const TEXT_MARKS = ['bold', 'italic', 'underline'] as const;
export type TextMark = (typeof TEXT_MARKS)[number];

export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

export const LINK_URL_MESSAGE = 'A link must be a web address (https://…), an e-mail (mailto:), a phone number (tel:) or a path of this site (/contact).';

/** Anything a browser would read past or turn into another character inside an address. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused here
const UNSAFE_IN_URL = /[\s\u0000-\u001f\u007f\\<>"`]/;

/**
 * Where a rich-text link may go: an http(s) address, mailto:, tel:, or a path of this site ('/contact',
 * '#top', '?q=x'). Whitespace, control characters and backslashes are refused outright, since browsers
 * drop or reinterpret them ('java\tscript:', '/\\evil.example'); '//host' is another site.
 */
export function isAllowedLinkUrl(url: string): boolean {
  if (url.length === 0 || url.length > RICH_TEXT_LIMITS.url || UNSAFE_IN_URL.test(url)) return false;
  if (/^\/(?!\/)/.test(url) || /^[#?]/.test(url)) return true;
  if (/^mailto:[^@/]+@[^@/]+$/i.test(url)) return true;
  if (/^tel:\+?[0-9().-]{3,32}$/i.test(url)) return true;
  return /^https?:\/\//i.test(url) && isWebAddress(url);
}

/** Relative addresses stay on this site; the window rule (link type) applies to the others. */
export function isRelativeLinkUrl(url: string): boolean {
  return /^[/#?]/.test(url);
}

/**
 * A link address as the owner typed it, made into one isAllowedLinkUrl takes: a bare
 * 'gallery.example/x' is taken as https, 'name@host' as mailto. Null when it cannot be a link.
 */
export function normaliseLinkInput(text: string): string | null {
  const t = text.trim();
  if (isAllowedLinkUrl(t)) return t;
  if (!t || /^[a-z][a-z0-9+.-]*:/i.test(t) || t.startsWith('//')) return null;
  if (/^[^/@\s]+@[^/@\s]+\.[a-z]{2,}$/i.test(t)) return `mailto:${t}`;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#]\S*)?$/i.test(t) && isAllowedLinkUrl(`https://${t}`)) return `https://${t}`;
  return null;
}

/** Every run of inline content in a document: the blocks' own and each list item's. */
function inlineGroups(blocks: readonly RichBlock[]): RichInline[][] {
  // Read defensively: the builder and the renderer also ask this of content that was never validated.
  return (blocks ?? []).flatMap((block) => (block?.type === 'list' ? (block.items ?? []).map((item) => item?.children ?? []) : [block?.children ?? []]));
}

/** How many characters of text, and how many inline nodes, a document holds. */
export function richTextSize(doc: RichTextDocument): { characters: number; inlines: number } {
  let characters = 0;
  let inlines = 0;
  const count = (nodes: readonly RichInline[]) => {
    for (const node of nodes ?? []) {
      inlines += 1;
      if (node?.type === 'text') characters += String(node.text ?? '').length;
      else if (node?.type === 'link') count(node.children);
    }
  };
  for (const group of inlineGroups(doc.blocks)) count(group);
  return { characters, inlines };
}

export const EMPTY_RICH_TEXT: RichTextDocument = { blocks: [] };

/** The plain text of some inline content (breaks as line ends). */
export function inlineText(nodes: readonly RichInline[]): string {
  return (nodes ?? []).map((n) => (n?.type === 'text' ? String(n.text ?? '') : n?.type === 'break' ? '\n' : n?.type === 'link' ? inlineText(n.children) : '')).join('');
}

/** The document's words, a block a line (for the page's description, search and tests). */
export function richTextPlain(doc: RichTextDocument): string {
  return inlineGroups(doc.blocks)
    .map(inlineText)
    .join('\n');
}

/** Empty: no words at all (empty paragraphs and empty list items count as nothing). */
export function isRichTextEmpty(doc: RichTextDocument): boolean {
  return richTextPlain(doc).trim() === '';
}

export type LegacyTextVariant = 'paragraph' | 'heading1' | 'heading2' | 'heading3';
const LEGACY_LEVELS = { heading1: 1, heading2: 2, heading3: 3 } as const;

/** Paragraphs of the plain text block are separated by blank lines; a single line break stays one. */
export function splitParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter((p) => p !== '');
}

function linesToInlines(text: string): RichInline[] {
  const out: RichInline[] = [];
  text.split('\n').forEach((line, i) => {
    if (i > 0) out.push({ type: 'break' });
    if (line) out.push({ type: 'text', text: line });
  });
  return out;
}

/**
 * The plain text block's words as a document, drawn as it was: paragraphs split at blank lines, or,
 * for a heading style, one heading whose paragraphs become lines.
 */
export function richTextFromPlain(text: string, variant: string = 'paragraph', align: string = 'left'): RichTextDocument {
  const paragraphs = splitParagraphs(text);
  if (paragraphs.length === 0) return { blocks: [] };
  const alignment: { align?: TextAlign } = align === 'center' || align === 'right' ? { align } : {};
  const level = LEGACY_LEVELS[variant as keyof typeof LEGACY_LEVELS];
  if (level) return { blocks: [{ type: 'heading', level, ...alignment, children: linesToInlines(paragraphs.join('\n')) }] };
  return { blocks: paragraphs.map((p) => ({ type: 'paragraph' as const, ...alignment, children: linesToInlines(p) })) };
}
