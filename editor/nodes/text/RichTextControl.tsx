import { useEffect, useId, useState } from 'react';
import { RichTextBlocks } from '../../../renderer/blocks/Text/rich';
import { textContentOf } from '../../../renderer/blocks/Text/content';
import type { ControlProps } from '../../panels/inspector/types';
import { useEnterToType } from './enter-to-type';
import { useTextEditorModule } from './load';
import { TextEditingText as T } from './texts';
import './text-node.css';

/**
 * The editor comes once the selection has been painted: selecting a text shows its words at once, and
 * the editor (a few dozen milliseconds to set up) takes their place a frame later.
 */
function useAfterPaint(ready: boolean): boolean {
  const [after, setAfter] = useState(false);
  useEffect(() => {
    if (!ready || after) return;
    let timer = 0;
    const frame = requestAnimationFrame(() => {
      timer = window.setTimeout(() => setAfter(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [ready, after]);
  return after;
}

/** The inspector's field for a text block's rich text: the canvas's editor, with its toolbar above. */
export function RichTextControl({ nodeId, config, field }: ControlProps) {
  const module = useTextEditorModule(true);
  const live = useAfterPaint(!!module);
  const id = useId();
  useEnterToType(nodeId);
  return (
    <div className="ed-field">
      <span className="ed-field-label" id={`${id}-label`}>
        {field.meta.label}
      </span>
      {module && live ? (
        <module.InspectorTextEditor nodeId={nodeId} config={config} labelId={`${id}-label`} describedBy={`${id}-hint`} />
      ) : (
        // The words as they will be, where the editor is about to be (not labelled: it cannot be typed in).
        <div className="rt-inspector rt-inspector--waiting" aria-busy="true">
          <div className="rt-toolbar-space" />
          <div className="rt-inspector-content" data-rich-text-field="">
            <RichTextBlocks blocks={textContentOf(config).blocks} />
          </div>
        </div>
      )}
      <p className="ed-field-hint" id={`${id}-hint`}>
        {T.inspectorHint}
      </p>
    </div>
  );
}
