import { $createLinkNode, $isLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, REMOVE_LIST_COMMAND } from '@lexical/list';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $createHeadingNode, $isHeadingNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import {
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isElementNode,
  $isRangeSelection,
  $setSelection,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  type ElementFormatType,
  type LexicalEditor,
  type LexicalNode,
  type RangeSelection,
  type TextFormatType,
} from 'lexical';
import { forwardRef, useEffect, useId, useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';
import { isRelativeLinkUrl, normaliseLinkInput } from '../../../schema/rich-text';
import { useMarkDiscrete } from './discrete';
import { TextEditingText as T } from './texts';

type Style = 'paragraph' | 'heading1' | 'heading2' | 'heading3';
type Align = 'left' | 'center' | 'right';

interface Formats {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  style: Style;
  list: 'bullet' | 'number' | null;
  align: Align;
  link: boolean;
}

/** The node itself or its nearest ancestor that passes `test`. */
function $findMatchingParent(node: LexicalNode | null, test: (n: LexicalNode) => boolean): LexicalNode | null {
  for (let n = node; n; n = n.getParent()) if (test(n)) return n;
  return null;
}

const NO_FORMATS: Formats = { bold: false, italic: false, underline: false, style: 'paragraph', list: null, align: 'left', link: false };

function readFormats(selection: RangeSelection): Formats {
  const anchor = selection.anchor.getNode();
  const block = anchor.getKey() === 'root' ? null : $findMatchingParent(anchor, (n) => $isElementNode(n) && !n.isInline()) ?? null;
  const top = anchor.getKey() === 'root' ? null : anchor.getTopLevelElement();
  let style: Style = 'paragraph';
  if ($isHeadingNode(top)) style = top.getTag() === 'h1' ? 'heading1' : top.getTag() === 'h2' ? 'heading2' : 'heading3';
  const list = $isListNode(top) ? (top.getListType() === 'number' ? 'number' : 'bullet') : null;
  const format = $isElementNode(block) ? block.getFormatType() : '';
  const align: Align = format === 'center' ? 'center' : format === 'right' || format === 'end' ? 'right' : 'left';
  const link = !!$findMatchingParent(anchor, $isLinkNode);
  return { bold: selection.hasFormat('bold'), italic: selection.hasFormat('italic'), underline: selection.hasFormat('underline'), style, list, align, link };
}

/** Before the text has had a caret: what its first block is, so the style list says 'Heading 1' for a heading. */
function firstBlockFormats(): Formats {
  const first = $getRoot().getFirstChild();
  if ($isHeadingNode(first)) return { ...NO_FORMATS, style: first.getTag() === 'h1' ? 'heading1' : first.getTag() === 'h2' ? 'heading2' : 'heading3' };
  if ($isListNode(first)) return { ...NO_FORMATS, list: first.getListType() === 'number' ? 'number' : 'bullet' };
  return NO_FORMATS;
}

/**
 * Keeps the text's last selection, so a control that takes the focus (the style list, the link form,
 * a button reached by Tab) acts where the owner was typing; with no selection yet, on the whole text.
 */
function useSelectionKeeper(editor: LexicalEditor) {
  const saved = useRef<RangeSelection | null>(null);
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) =>
        editorState.read(() => {
          const selection = $getSelection();
          if ($isRangeSelection(selection)) saved.current = selection.clone();
        }),
      ),
    [editor],
  );
  const inSelection = (then: () => void) =>
    editor.update(() => {
      if (!$isRangeSelection($getSelection())) {
        if (saved.current) $setSelection(saved.current.clone());
        else $getRoot().select(0, $getRoot().getChildrenSize());
      }
      then();
    });
  return { saved, inSelection };
}

/** Buttons keep the text's focus and selection when clicked. */
const keepFocus = (e: ReactMouseEvent) => e.preventDefault();

/**
 * The text's formatting: style (paragraph, headings 1-3), bold, italic, underline, lists, alignment and
 * links (with the window rule). The same toolbar floats over the text on the canvas and sits above the
 * inspector's editor.
 */
export const TextToolbar = forwardRef<HTMLDivElement, { floating?: boolean; onLeave?: () => void }>(function TextToolbar({ floating, onLeave }, ref) {
  const [editor] = useLexicalComposerContext();
  const markDiscrete = useMarkDiscrete();
  const { saved, inSelection } = useSelectionKeeper(editor);
  const [formats, setFormats] = useState<Formats>(NO_FORMATS);
  const [linking, setLinking] = useState<{ url: string; newWindow: boolean; error: boolean } | null>(null);
  const id = useId();

  useEffect(() => {
    const read = () => {
      const selection = $getSelection();
      if ($isRangeSelection(selection)) setFormats(readFormats(selection));
      else if (!saved.current) setFormats(firstBlockFormats());
    };
    editor.getEditorState().read(read);
    return editor.registerUpdateListener(({ editorState }) => editorState.read(read));
  }, [editor, saved]);

  const act = (then: () => void) => {
    markDiscrete();
    inSelection(then);
  };
  const format = (kind: TextFormatType) => act(() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, kind));
  const align = (kind: ElementFormatType) => act(() => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, kind));
  const setStyle = (style: Style) =>
    act(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      $setBlocksType(selection, () => (style === 'paragraph' ? $createParagraphNode() : $createHeadingNode(`h${style.slice(-1)}` as 'h1' | 'h2' | 'h3')));
    });
  const toggleList = (list: 'bullet' | 'number') =>
    act(() => {
      if (formats.list === list) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
      else editor.dispatchCommand(list === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
    });

  const closeLink = () => {
    setLinking(null);
    editor.focus();
  };
  const applyLink = () => {
    if (!linking) return;
    const url = normaliseLinkInput(linking.url);
    if (!url) {
      setLinking({ ...linking, error: true });
      return;
    }
    const newWindow = linking.newWindow && !isRelativeLinkUrl(url) && /^https?:/i.test(url);
    const attributes = { target: newWindow ? '_blank' : null, rel: newWindow ? 'noopener noreferrer' : null };
    act(() => {
      const selection = $getSelection();
      if ($isRangeSelection(selection) && selection.isCollapsed() && !$findMatchingParent(selection.anchor.getNode(), $isLinkNode)) {
        // Nothing selected: the address goes in as its own words, linked.
        $insertNodes([$createLinkNode(url, attributes).append($createTextNode(linking.url.trim()))]);
      } else {
        editor.dispatchCommand(TOGGLE_LINK_COMMAND, { url, ...attributes });
      }
    });
    closeLink();
  };

  const button = (label: string, pressed: boolean | undefined, onClick: () => void, text: string) => (
    <button type="button" className="rt-tool" aria-pressed={pressed} aria-label={label} title={label} onMouseDown={keepFocus} onClick={onClick}>
      <span aria-hidden="true">{text}</span>
    </button>
  );

  return (
    <div
      ref={ref}
      className={`rt-toolbar${floating ? ' rt-toolbar--floating' : ''}`}
      role="group"
      aria-label={T.toolbarLabel}
      onKeyDown={(e) => {
        if (e.key !== 'Escape') return;
        e.preventDefault();
        e.stopPropagation();
        if (linking) closeLink();
        else onLeave?.();
      }}
    >
      <label className="rt-visually-hidden" htmlFor={`${id}-style`}>
        {T.style}
      </label>
      <select id={`${id}-style`} className="rt-style" value={formats.style} onChange={(e) => setStyle(e.target.value as Style)}>
        {T.styles.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
      {button(T.bold, formats.bold, () => format('bold'), 'B')}
      {button(T.italic, formats.italic, () => format('italic'), 'I')}
      {button(T.underline, formats.underline, () => format('underline'), 'U')}
      {button(T.bulletList, formats.list === 'bullet', () => toggleList('bullet'), '•')}
      {button(T.numberList, formats.list === 'number', () => toggleList('number'), '1.')}
      {button(T.alignLeft, formats.align === 'left', () => align('left'), '⇤')}
      {button(T.alignCenter, formats.align === 'center', () => align('center'), '↔')}
      {button(T.alignRight, formats.align === 'right', () => align('right'), '⇥')}
      {formats.link ? (
        <button type="button" className="rt-tool rt-tool--wide" onMouseDown={keepFocus} onClick={() => act(() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, null))}>
          {T.removeLink}
        </button>
      ) : (
        <button type="button" className="rt-tool rt-tool--wide" aria-expanded={!!linking} onMouseDown={keepFocus} onClick={() => setLinking({ url: '', newWindow: true, error: false })}>
          {T.link}
        </button>
      )}
      {linking && (
        // Not a <form>: in the inspector it would sit inside the inspector's own form.
        <div
          className="rt-link-form"
          role="group"
          aria-label={T.link}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            applyLink();
          }}
        >
          <label htmlFor={`${id}-url`}>{T.linkAddress}</label>
          <input
            id={`${id}-url`}
            autoFocus
            value={linking.url}
            aria-invalid={linking.error || undefined}
            aria-describedby={linking.error ? `${id}-url-error` : undefined}
            onChange={(e) => setLinking({ ...linking, url: e.target.value, error: false })}
          />
          <label className="rt-check">
            <input type="checkbox" checked={linking.newWindow} onChange={(e) => setLinking({ ...linking, newWindow: e.target.checked })} />
            {T.newWindow}
          </label>
          <div className="rt-link-actions">
            <button type="button" onClick={applyLink}>
              {T.applyLink}
            </button>
            <button type="button" onClick={closeLink}>
              {T.cancel}
            </button>
          </div>
          {linking.error && (
            <p id={`${id}-url-error`} className="rt-error">
              {T.badLink}
            </p>
          )}
        </div>
      )}
    </div>
  );
});
