import {
  isAllowedLinkUrl,
  isRichTextEmpty,
  type RichBlock,
  type RichInline,
  type RichListItem,
  type RichTextDocument,
  type TextAlign,
  type TextMark,
  type TextRun,
  type LineBreak,
} from '../../../schema/rich-text';

/**
 * The text block's document (schema/rich-text.ts) and Lexical's serialised editor state, each made from
 * the other. Pure data on both sides, so it is tested without an editor: what Lexical can hold that the
 * schema cannot (nested lists, check lists, other formats, links to addresses the schema refuses) is
 * flattened or dropped here, never passed on.
 */

/** Lexical's text format bits (TextNode.format). */
const FORMAT_BITS: Record<TextMark, number> = { bold: 1, italic: 2, underline: 8 };

/** The serialised node fields this module reads; Lexical writes more, which are ignored. */
export interface LexicalNodeJson {
  type: string;
  children?: LexicalNodeJson[];
  text?: string;
  format?: number | string;
  tag?: string;
  listType?: string;
  url?: string;
  target?: string | null;
  [key: string]: unknown;
}

export interface LexicalStateJson {
  root: LexicalNodeJson;
}

function marksOf(format: unknown): TextMark[] {
  const bits = typeof format === 'number' ? format : 0;
  return (Object.keys(FORMAT_BITS) as TextMark[]).filter((mark) => (bits & FORMAT_BITS[mark]) !== 0);
}

function alignOf(format: unknown): TextAlign | undefined {
  if (format === 'center' || format === 'right' || format === 'justify') return format;
  return format === 'end' ? 'right' : undefined;
}

const sameMarks = (a: readonly TextMark[] | undefined, b: readonly TextMark[] | undefined) => (a ?? []).join() === (b ?? []).join();

/** Runs, breaks and links; neighbouring runs with the same marks become one run. */
function pushRun(out: Array<TextRun | LineBreak | RichInline>, text: string, marks: TextMark[]): void {
  const last = out[out.length - 1];
  if (last?.type === 'text' && sameMarks(last.marks, marks)) {
    out[out.length - 1] = { ...last, text: last.text + text };
    return;
  }
  out.push(marks.length ? { type: 'text', text, marks } : { type: 'text', text });
}

function linkedFrom(children: readonly LexicalNodeJson[] | undefined): Array<TextRun | LineBreak> {
  const out: Array<TextRun | LineBreak> = [];
  for (const child of children ?? []) {
    if ((child.type === 'text' || child.type === 'tab') && child.text) pushRun(out, child.text, marksOf(child.format));
    else if (child.type === 'linebreak') out.push({ type: 'break' });
    else if (child.children) out.push(...linkedFrom(child.children));
  }
  return out;
}

function inlinesFrom(children: readonly LexicalNodeJson[] | undefined): RichInline[] {
  const out: RichInline[] = [];
  for (const child of children ?? []) {
    if ((child.type === 'text' || child.type === 'tab') && child.text) pushRun(out, child.text, marksOf(child.format));
    else if (child.type === 'linebreak') out.push({ type: 'break' });
    else if (child.type === 'link' || child.type === 'autolink') {
      const words = linkedFrom(child.children);
      const url = typeof child.url === 'string' ? child.url : '';
      if (words.length && isAllowedLinkUrl(url)) out.push({ type: 'link', url, linkType: child.target === '_blank' ? 0 : 1, children: words });
      else
        for (const word of words) {
          if (word.type === 'text') pushRun(out, word.text, word.marks ?? []);
          else out.push(word);
        }
    } else if (child.type !== 'list' && child.children) out.push(...inlinesFrom(child.children));
  }
  return out;
}

/** A list's items, nested lists' items brought up after the item that held them. */
function itemsFrom(list: LexicalNodeJson): RichListItem[] {
  return (list.children ?? []).flatMap((item) => {
    const nested = (item.children ?? []).filter((c) => c.type === 'list');
    const own = nested.length === (item.children ?? []).length && nested.length > 0 ? [] : [{ ...(alignOf(item.format) ? { align: alignOf(item.format) } : {}), children: inlinesFrom(item.children) }];
    return [...own, ...nested.flatMap(itemsFrom)];
  });
}

function blockFrom(node: LexicalNodeJson): RichBlock | null {
  const align = alignOf(node.format);
  const aligned = align ? { align } : {};
  switch (node.type) {
    case 'heading': {
      const level = node.tag === 'h1' ? 1 : node.tag === 'h2' ? 2 : 3;
      return { type: 'heading', level, ...aligned, children: inlinesFrom(node.children) };
    }
    case 'list': {
      const items = itemsFrom(node);
      return items.length ? { type: 'list', style: node.listType === 'number' ? 'number' : 'bullet', items } : null;
    }
    default:
      return { type: 'paragraph', ...aligned, children: inlinesFrom(node.children) };
  }
}

/** The document an editor state holds; a state without any words is the empty document. */
export function richTextFromLexical(state: LexicalStateJson): RichTextDocument {
  const blocks = (state.root.children ?? []).map(blockFrom).filter((b): b is RichBlock => b !== null);
  const doc = { blocks };
  return isRichTextEmpty(doc) ? { blocks: [] } : doc;
}

function formatBits(marks: readonly TextMark[] | undefined): number {
  return (marks ?? []).reduce((bits, mark) => bits | (FORMAT_BITS[mark] ?? 0), 0);
}

function inlineToLexical(node: RichInline): LexicalNodeJson {
  switch (node.type) {
    case 'text':
      return { type: 'text', text: node.text, format: formatBits(node.marks) };
    case 'break':
      return { type: 'linebreak' };
    case 'link': {
      const newWindow = node.linkType !== 1 && /^https?:/i.test(node.url);
      return { type: 'link', url: node.url, target: newWindow ? '_blank' : null, rel: newWindow ? 'noopener noreferrer' : null, children: node.children.map(inlineToLexical) };
    }
  }
}

function blockToLexical(block: RichBlock): LexicalNodeJson {
  switch (block.type) {
    case 'paragraph':
      return { type: 'paragraph', format: block.align ?? '', children: block.children.map(inlineToLexical) };
    case 'heading':
      return { type: 'heading', tag: `h${block.level}`, format: block.align ?? '', children: block.children.map(inlineToLexical) };
    case 'list':
      return {
        type: 'list',
        listType: block.style,
        tag: block.style === 'number' ? 'ol' : 'ul',
        start: 1,
        children: block.items.map((item, i) => ({ type: 'listitem', value: i + 1, format: item.align ?? '', children: item.children.map(inlineToLexical) })),
      };
  }
}

/**
 * The editor state (Lexical's compact serialised form, which parseEditorState completes) of a document;
 * an empty document is one empty paragraph, where the caret can go.
 */
export function richTextToLexical(doc: RichTextDocument): LexicalStateJson {
  const children = doc.blocks.map(blockToLexical);
  return { root: { type: 'root', children: children.length ? children : [{ type: 'paragraph', children: [] }] } };
}
