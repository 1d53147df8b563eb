import { useId } from 'react';
import type { ControlProps } from '../../panels/inspector/types';
import { useEnterToType } from './enter-to-type';
import { useTextEditorModule } from './load';
import { TextEditingText as T } from './texts';

/** The inspector's field for a text block's rich text: the canvas's editor, with its toolbar above. */
export function RichTextControl({ nodeId, config, field }: ControlProps) {
  const module = useTextEditorModule(true);
  const id = useId();
  useEnterToType(nodeId);
  return (
    <div className="ed-field">
      <span className="ed-field-label" id={`${id}-label`}>
        {field.meta.label}
      </span>
      {module ? <module.InspectorTextEditor nodeId={nodeId} config={config} labelId={`${id}-label`} describedBy={`${id}-hint`} /> : <p role="status">{T.loading}</p>}
      <p className="ed-field-hint" id={`${id}-hint`}>
        {T.inspectorHint}
      </p>
    </div>
  );
}
