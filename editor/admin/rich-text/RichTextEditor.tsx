import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $isLinkNode, LinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListItemNode, ListNode, REMOVE_LIST_COMMAND } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $createHeadingNode, $isHeadingNode, HeadingNode } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $setSelection,
  FORMAT_TEXT_COMMAND,
  type BaseSelection,
  type LexicalEditor,
} from 'lexical';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { htmlOrEmpty, normaliseLink } from './links';
import type { RichTextProps } from './props';

type Block = 'paragraph' | 'h2' | 'h3' | 'bullet' | 'number';
interface Formats {
  bold: boolean;
  italic: boolean;
  link: boolean;
  block: Block;
}

const THEME = {
  text: { bold: 'ed-rich-bold', italic: 'ed-rich-italic' },
  heading: { h2: 'ed-rich-h2', h3: 'ed-rich-h3' },
  list: { ul: 'ed-rich-ul', ol: 'ed-rich-ol', listitem: 'ed-rich-li' },
  link: 'ed-rich-link',
};

/**
 * The back office's rich text: bold, italic, links, headings and lists, read from and written to the HTML
 * the server sanitises and stores. Loaded on its own, the first time a form with rich text opens.
 */
export default function RichTextEditor({ label, labelId, value, onChange, describedBy, invalid }: RichTextProps & { label: string; labelId: string }) {
  const initialConfig = {
    namespace: 'back-office',
    nodes: [HeadingNode, ListNode, ListItemNode, LinkNode],
    theme: THEME,
    onError: (error: Error) => {
      throw error;
    },
    editorState: (editor: LexicalEditor) => {
      if (!value) return;
      const dom = new DOMParser().parseFromString(value, 'text/html');
      const root = $getRoot();
      root.clear();
      root.select();
      $insertNodes($generateNodesFromDOM(editor, dom));
      $setSelection(null);
    },
  };
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className="ed-rich">
        <Toolbar label={label} />
        <RichTextPlugin
          contentEditable={<ContentEditable className="ed-rich-content" ariaLabelledBy={labelId} ariaMultiline ariaDescribedBy={describedBy} ariaInvalid={invalid} />}
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        <ListPlugin />
        <LinkPlugin validateUrl={(url) => normaliseLink(url) === url} />
        <OnChangePlugin
          ignoreSelectionChange
          onChange={(_state, editor) => editor.read(() => onChange(htmlOrEmpty($generateHtmlFromNodes(editor, null), $getRoot().getTextContent())))}
        />
      </div>
    </LexicalComposer>
  );
}

function readFormats(): Formats {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return { bold: false, italic: false, link: false, block: 'paragraph' };
  const anchor = selection.anchor.getNode();
  const top = anchor.getKey() === 'root' ? anchor : anchor.getTopLevelElementOrThrow();
  let block: Block = 'paragraph';
  if ($isHeadingNode(top)) block = top.getTag() === 'h3' ? 'h3' : 'h2';
  else if ($isListNode(top)) block = top.getListType() === 'number' ? 'number' : 'bullet';
  const parent = anchor.getParent();
  return { bold: selection.hasFormat('bold'), italic: selection.hasFormat('italic'), link: $isLinkNode(parent) || $isLinkNode(anchor), block };
}

function Toolbar({ label }: { label: string }) {
  const [editor] = useLexicalComposerContext();
  const [formats, setFormats] = useState<Formats>({ bold: false, italic: false, link: false, block: 'paragraph' });
  const [linking, setLinking] = useState<{ url: string; error: string | null } | null>(null);
  // The text selected when the link form opened: focus leaves the editor for the address field.
  const saved = useRef<BaseSelection | null>(null);
  const id = useId();

  useEffect(() => editor.registerUpdateListener(({ editorState }) => editorState.read(() => setFormats(readFormats()))), [editor]);

  const setBlock = (block: 'paragraph' | 'h2' | 'h3') =>
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      $setBlocksType(selection, () => (block === 'paragraph' ? $createParagraphNode() : $createHeadingNode(block)));
    });
  const toggleList = (type: 'bullet' | 'number') => {
    if (formats.block === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else editor.dispatchCommand(type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
  };

  const openLink = () => {
    editor.getEditorState().read(() => {
      saved.current = $getSelection()?.clone() ?? null;
    });
    setLinking({ url: '', error: null });
  };
  const withSaved = useCallback(
    (then: () => void) => {
      editor.update(() => {
        if (saved.current) $setSelection(saved.current.clone());
      });
      then();
      setLinking(null);
      editor.focus();
    },
    [editor],
  );
  const applyLink = () => {
    if (!linking) return;
    const url = normaliseLink(linking.url);
    if (!url) {
      setLinking({ ...linking, error: 'Enter a web address (https://…), an e-mail address or a path of this site (/contact).' });
      return;
    }
    withSaved(() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, url));
  };

  return (
    <div className="ed-rich-toolbar" role="group" aria-label={`Formatting of ${label}`}>
      <label className="ed-visually-hidden" htmlFor={`${id}-block`}>
        Text style
      </label>
      <select
        id={`${id}-block`}
        value={formats.block === 'bullet' || formats.block === 'number' ? 'paragraph' : formats.block}
        onChange={(e) => setBlock(e.target.value as 'paragraph' | 'h2' | 'h3')}
      >
        <option value="paragraph">Paragraph</option>
        <option value="h2">Heading</option>
        <option value="h3">Subheading</option>
      </select>
      <button type="button" aria-pressed={formats.bold} aria-label="Bold" title="Bold (Ctrl+B)" onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}>
        <b aria-hidden="true">B</b>
      </button>
      <button type="button" aria-pressed={formats.italic} aria-label="Italic" title="Italic (Ctrl+I)" onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}>
        <i aria-hidden="true">I</i>
      </button>
      <button type="button" aria-pressed={formats.block === 'bullet'} onClick={() => toggleList('bullet')}>
        Bulleted list
      </button>
      <button type="button" aria-pressed={formats.block === 'number'} onClick={() => toggleList('number')}>
        Numbered list
      </button>
      {formats.link ? (
        <button type="button" onClick={() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)}>
          Remove link
        </button>
      ) : (
        <button type="button" aria-expanded={!!linking} onClick={openLink}>
          Link
        </button>
      )}
      {linking && (
        // Not a <form>: it sits inside the record's form, so Enter and Escape are handled here.
        <div
          className="ed-rich-link-form"
          role="group"
          aria-label="Link"
          onKeyDown={(e) => {
            if (e.key === 'Enter') applyLink();
            else if (e.key === 'Escape') withSaved(() => undefined);
            else return;
            e.preventDefault();
            e.stopPropagation();
          }}
        >
          <label htmlFor={`${id}-link`}>Link address</label>
          <input
            id={`${id}-link`}
            autoFocus
            value={linking.url}
            aria-invalid={linking.error ? true : undefined}
            aria-describedby={linking.error ? `${id}-link-error` : undefined}
            onChange={(e) => setLinking({ url: e.target.value, error: null })}
          />
          <button type="button" onClick={applyLink}>
            Apply link
          </button>
          <button type="button" onClick={() => withSaved(() => undefined)}>
            Cancel
          </button>
          {linking.error && (
            <p id={`${id}-link-error`} className="ed-admin-field-error">
              {linking.error}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
