import { useEditor } from '@craftjs/core';
import { LinkNode } from '@lexical/link';
import { ListItemNode, ListNode } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { HeadingNode } from '@lexical/rich-text';
import { $getRoot, type LexicalEditor } from 'lexical';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { textBlockClass } from '../../../renderer/blocks/Text';
import { textContentOf } from '../../../renderer/blocks/Text/content';
import { sharedAlign } from '../../../renderer/blocks/Text/rich';
import { isAllowedLinkUrl, type RichTextDocument } from '../../../schema/rich-text';
import { MarkDiscreteContext } from './discrete';
import { useTextEditing, type CaretPoint } from './editing';
import { richTextToLexical } from './lexical-json';
import { BuilderKeysPlugin, DiscreteCommandsPlugin, SyncPlugin } from './plugins';
import { TextEditingText as T } from './texts';
import { TextToolbar } from './Toolbar';
import { writeTextContent } from './write';
import './text-editor.css';

/** Lexical draws the same tags the renderer does; the classes give marks their look while editing. */
const THEME = {
  text: { bold: 'rt-bold', italic: 'rt-italic', underline: 'rt-underline' },
  link: 'rt-link',
};
const NODES = [HeadingNode, ListNode, ListItemNode, LinkNode];

/** One Lexical editor over a text block's document, kept in step with the block's config. */
function TextComposer({ value, onChange, children }: { value: RichTextDocument; onChange: (doc: RichTextDocument, discrete: boolean) => void; children: ReactNode }) {
  const discrete = useRef(false);
  const markDiscrete = useCallback(() => {
    discrete.current = true;
  }, []);
  // Read once: later values come in through SyncPlugin.
  const [initialConfig] = useState(() => ({
    namespace: 'text-block',
    nodes: NODES,
    theme: THEME,
    onError: (error: Error) => {
      throw error;
    },
    editorState: JSON.stringify(richTextToLexical(value)),
  }));
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <MarkDiscreteContext.Provider value={markDiscrete}>
        {children}
        <ListPlugin />
        <LinkPlugin validateUrl={isAllowedLinkUrl} />
        <SyncPlugin value={value} onChange={onChange} discrete={discrete} />
        <DiscreteCommandsPlugin discrete={discrete} />
      </MarkDiscreteContext.Provider>
    </LexicalComposer>
  );
}

/** Puts the caret where the owner clicked (the static text and the editor are laid out alike), or at the end. */
function placeCaret(editor: LexicalEditor, root: HTMLElement, caret: CaretPoint | null): void {
  const doc = root.ownerDocument;
  root.focus({ preventScroll: true });
  const range = caret ? doc.caretRangeFromPoint?.(caret.x, caret.y) : null;
  const selection = doc.getSelection();
  if (range && selection && root.contains(range.startContainer)) {
    selection.removeAllRanges();
    selection.addRange(range);
  } else {
    editor.update(() => $getRoot().selectEnd());
  }
}

/** The formatting toolbar over the block being typed in, following it as the page moves. */
function FloatingToolbar({ block, toolbar, onLeave }: { block: HTMLElement; toolbar: RefObject<HTMLDivElement | null>; onLeave: () => void }) {
  useLayoutEffect(() => {
    const win = block.ownerDocument.defaultView;
    if (!win) return;
    let frame = 0;
    let last = '';
    const place = () => {
      const el = toolbar.current;
      if (el) {
        const r = block.getBoundingClientRect();
        // Above the block, clear of the selection's label, or under it near the top of the page.
        const above = r.top - el.offsetHeight - 26;
        const top = (above >= 0 ? above : r.bottom + 8) + win.scrollY;
        const left = Math.max(4, Math.min(r.right - el.offsetWidth, win.innerWidth - el.offsetWidth - 4)) + win.scrollX;
        const at = `${top},${left}`;
        if (at !== last) {
          el.style.top = `${top}px`;
          el.style.left = `${left}px`;
          last = at;
        }
      }
      frame = win.requestAnimationFrame(place);
    };
    place();
    return () => win.cancelAnimationFrame(frame);
  }, [block, toolbar]);
  return createPortal(
    <div ref={toolbar} className="rt-floating">
      <TextToolbar floating onLeave={onLeave} />
    </div>,
    block.ownerDocument.body,
  );
}

function InlineSurface({ value, onStop }: { value: RichTextDocument; onStop: () => void }) {
  const [editor] = useLexicalComposerContext();
  const [wrapper, setWrapper] = useState<HTMLDivElement | null>(null);
  const toolbar = useRef<HTMLDivElement | null>(null);
  const block = wrapper?.closest<HTMLElement>('[data-block-id]') ?? null;

  useEffect(() => {
    if (!wrapper || !block) return;
    // Text can be selected with the pointer only while the block is not a drag handle; its label still is.
    const draggable = block.getAttribute('draggable');
    block.setAttribute('draggable', 'false');
    const root = editor.getRootElement();
    const frame = wrapper.ownerDocument.defaultView?.requestAnimationFrame(() => root && placeCaret(editor, root, useTextEditing.getState().caret));
    return () => {
      if (frame) wrapper.ownerDocument.defaultView?.cancelAnimationFrame(frame);
      if (draggable !== null) block.setAttribute('draggable', draggable);
    };
  }, [wrapper, block, editor]);

  // Typing stops when the focus goes elsewhere in the builder (not to this text's toolbar), but not when
  // the whole window loses it.
  const onBlur = useCallback(
    (e: FocusEvent) => {
      const doc = e.currentTarget.ownerDocument;
      setTimeout(() => {
        const active = doc.activeElement;
        if (wrapper?.contains(active) || toolbar.current?.contains(active)) return;
        if (!window.document.hasFocus()) return;
        onStop();
      }, 0);
    },
    [wrapper, onStop],
  );
  const backToText = useCallback(() => editor.focus(), [editor]);
  const className = `${textBlockClass(sharedAlign(value.blocks))} rt-editor`;

  return (
    <div ref={setWrapper} className="rt-inline" onBlur={onBlur}>
      <RichTextPlugin
        contentEditable={
          <ContentEditable className={className} role="textbox" ariaLabel={T.editorLabel} ariaMultiline spellCheck placeholder={<p className="rt-placeholder">{T.placeholder}</p>} aria-placeholder={T.placeholder} />
        }
        ErrorBoundary={LexicalErrorBoundary}
      />
      <BuilderKeysPlugin onEscape={onStop} toolbar={toolbar} />
      {/* Portaled into the canvas body, it still sits inside this wrapper for React's focus events. */}
      {block && <FloatingToolbar block={block} toolbar={toolbar} onLeave={backToText} />}
    </div>
  );
}

/**
 * The text block being typed in on the canvas. It stops when the block is no longer selected, on
 * Escape, or when the focus leaves it; every change is written to the block's config as it is typed.
 */
export function InlineTextEditor({ id, config }: { id: string; config: Record<string, unknown> }) {
  const { store, selected } = useEditor((state) => ({ selected: state.events.selected.has(id) }));
  const value = useMemo(() => textContentOf(config), [config]);
  const onChange = useCallback((doc: RichTextDocument, discrete: boolean) => writeTextContent(store, id, doc, discrete), [store, id]);
  const stop = useCallback(() => useTextEditing.getState().stop(id), [id]);
  useEffect(() => {
    if (!selected) stop();
  }, [selected, stop]);
  // Gone from the page while typed in (an undo took the block away): nothing is being edited any more.
  useEffect(() => stop, [stop]);
  return (
    <TextComposer value={value} onChange={onChange}>
      <InlineSurface value={value} onStop={stop} />
    </TextComposer>
  );
}

/** The same text in the inspector, under its label, with the toolbar above it. */
export function InspectorTextEditor({ nodeId, config, labelId, describedBy }: { nodeId: string; config: Record<string, unknown>; labelId: string; describedBy?: string }) {
  const { store } = useEditor();
  const value = useMemo(() => textContentOf(config), [config]);
  const onChange = useCallback((doc: RichTextDocument, discrete: boolean) => writeTextContent(store, nodeId, doc, discrete), [store, nodeId]);
  const toolbar = useRef<HTMLDivElement | null>(null);
  return (
    <TextComposer value={value} onChange={onChange}>
      <div className="rt-inspector">
        <TextToolbar ref={toolbar} />
        <div className="rt-inline">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className="rt-editor rt-inspector-content"
                role="textbox"
                ariaLabelledBy={labelId}
                ariaDescribedBy={describedBy}
                ariaMultiline
                data-rich-text-field=""
                placeholder={<p className="rt-placeholder">{T.placeholder}</p>}
                aria-placeholder={T.placeholder}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </div>
      </div>
      <BuilderKeysPlugin toolbar={toolbar} />
    </TextComposer>
  );
}
