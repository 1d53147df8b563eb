import { Fragment, type ReactNode } from 'react';
import { isAllowedLinkUrl, type RichBlock, type RichInline, type RichLink, type TextAlign, type TextMark } from '../../../schema/rich-text';

/**
 * Rich text drawn as React elements from the document's data: every word goes in as text, which React
 * escapes, and every tag is one this file names. Nothing is parsed as HTML, so nothing typed can run.
 * A node the file does not know (an unsaved builder state, a newer document) draws nothing.
 */

const HEADING_TAGS = { 1: 'h1', 2: 'h2', 3: 'h3' } as const;

export function alignClass(align: TextAlign | undefined): string | undefined {
  return align === 'center' || align === 'right' || align === 'justify' ? `rt-align-${align}` : undefined;
}

/**
 * A link's anchor attributes, or null for an address the schema does not allow (the words are then
 * drawn without a link). The window rule: an http(s) link opens in a new window unless its link type is
 * 1; the site's own paths, e-mail and phone links open where they are.
 */
export function richLinkAttributes(link: Pick<RichLink, 'url' | 'linkType'>): { href: string; target?: '_blank'; rel?: string } | null {
  if (typeof link.url !== 'string' || !isAllowedLinkUrl(link.url)) return null;
  if (/^https?:/i.test(link.url) && link.linkType !== 1) return { href: link.url, target: '_blank', rel: 'noopener noreferrer' };
  return { href: link.url };
}

function marked(text: string, marks: readonly TextMark[] | undefined): ReactNode {
  let node: ReactNode = text;
  if (marks?.includes('underline')) node = <u>{node}</u>;
  if (marks?.includes('italic')) node = <em>{node}</em>;
  if (marks?.includes('bold')) node = <strong>{node}</strong>;
  return node;
}

function inlines(nodes: readonly RichInline[] | undefined): ReactNode[] {
  return (nodes ?? []).map((node, i) => {
    switch (node?.type) {
      case 'text':
        return <Fragment key={i}>{marked(String(node.text ?? ''), node.marks)}</Fragment>;
      case 'break':
        return <br key={i} />;
      case 'link': {
        const attributes = richLinkAttributes(node);
        const children = inlines(node.children);
        return attributes ? (
          <a key={i} {...attributes}>
            {children}
          </a>
        ) : (
          <span key={i}>{children}</span>
        );
      }
      default:
        return null;
    }
  });
}

/** A block's inline content, or a line break where it has none (an empty line the owner left). */
function lineContent(nodes: readonly RichInline[] | undefined): ReactNode {
  return nodes?.length ? inlines(nodes) : <br />;
}

function block(node: RichBlock, key: number): ReactNode {
  switch (node?.type) {
    case 'paragraph':
      return (
        <p key={key} className={alignClass(node.align)}>
          {lineContent(node.children)}
        </p>
      );
    case 'heading': {
      const Heading = HEADING_TAGS[node.level] ?? 'h2';
      return (
        <Heading key={key} className={alignClass(node.align)}>
          {lineContent(node.children)}
        </Heading>
      );
    }
    case 'list': {
      const List = node.style === 'number' ? 'ol' : 'ul';
      return (
        <List key={key}>
          {(node.items ?? []).map((item, i) => (
            <li key={i} className={alignClass(item?.align)}>
              {inlines(item?.children)}
            </li>
          ))}
        </List>
      );
    }
    default:
      return null;
  }
}

export function RichTextBlocks({ blocks }: { blocks: readonly RichBlock[] }) {
  return <>{blocks.map(block)}</>;
}

/**
 * The alignment every line of the text shares, if any but left: the block then sits where its text
 * does (centred or to the right), as the plain text block did.
 */
export function sharedAlign(blocks: readonly RichBlock[]): TextAlign | null {
  const aligns = blocks.flatMap((b) => (b?.type === 'list' ? (b.items ?? []).map((item) => item?.align ?? 'left') : [b?.align ?? 'left']));
  const [first] = aligns;
  return first && first !== 'left' && first !== 'justify' && aligns.every((a) => a === first) ? first : null;
}
