import type { EditorStore } from '@craftjs/core';
import { flushSync } from 'react-dom';
import type { RichTextDocument } from '../../../schema/rich-text';
import type { BlockNodeProps } from '../../serialize';

/** Keystrokes this close together (and to the same block) are one undo step, as in the inspector's fields. */
export const TYPING_MERGE_MS = 600;

/**
 * Writes a text block's rich text into Craft, the builder's one history: typing through Craft's throttle
 * (merged into one step while it keeps coming, see state/history.ts), a formatting change or a paste as
 * a step of its own. The plain text block's keys go, so the block is read from its content from now on.
 */
export function writeTextContent(store: EditorStore, id: string, content: RichTextDocument, discrete: boolean): void {
  const update = (props: BlockNodeProps) => {
    const rest = { ...props.config };
    delete rest.text;
    delete rest.variant;
    delete rest.align;
    props.config = { ...rest, content };
  };
  // Lexical reports a change after its own update, outside any React event: flushed at once, the canvas
  // and the inspector show a keystroke in the same frame, as they did for a form field's input event.
  flushSync(() => {
    if (discrete) store.actions.setProp(id, update);
    else store.actions.history.throttle(TYPING_MERGE_MS).setProp(id, update);
  });
}
