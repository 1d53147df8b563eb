import { catalogueEntry } from '../../../schema/catalogue';
import { inspectorFields, type InspectorField } from '../../../schema/fields';
import { FieldControl } from './controls';
import { PANELS } from './custom-controls';
import { own } from '../../../schema/own';
import './inspector.css';
import type { SetConfig } from './types';

/** The fields shown for a config: ungrouped first, then each group in the order its first field comes. */
export function arrangeFields(fields: InspectorField[], config: Record<string, unknown>): { ungrouped: InspectorField[]; groups: Array<[string, InspectorField[]]> } {
  const shown = fields.filter((f) => !f.meta.when || f.meta.when(config));
  const groups = new Map<string, InspectorField[]>();
  for (const f of shown) if (f.meta.group) groups.set(f.meta.group, [...(groups.get(f.meta.group) ?? []), f]);
  return { ungrouped: shown.filter((f) => !f.meta.group), groups: [...groups] };
}

/**
 * A block's inspector, generated from its catalogue entry: a control per config field that carries
 * metadata, grouped as the metadata says, with the entry's note under them.
 */
export function BlockForm({ nodeId, type, config, set }: { nodeId: string; type: string; config: Record<string, unknown>; set: SetConfig }) {
  const entry = catalogueEntry(type);
  if (!entry) return null;
  // Fields missing from a block saved before they existed read as their defaults.
  const values = { ...(entry.defaultConfig as Record<string, unknown>), ...config };
  const { ungrouped, groups } = arrangeFields(inspectorFields(entry.config), values);
  const control = (field: InspectorField) => <FieldControl key={field.key} nodeId={nodeId} type={type} config={values} set={set} field={field} />;
  const panels = (entry.customPanels ?? []).flatMap((name) => {
    const Panel = own(PANELS, name);
    return Panel ? [<Panel key={name} nodeId={nodeId} type={type} config={values} set={set} />] : [];
  });
  const empty = ungrouped.length === 0 && groups.length === 0 && panels.length === 0;
  return (
    <>
      {panels}
      {ungrouped.map(control)}
      {groups.map(([name, fields]) => (
        <details key={name} className="ed-field-group">
          <summary>{name}</summary>
          <div className="ed-field-group-body">{fields.map(control)}</div>
        </details>
      ))}
      {entry.inspectorNote && <p className={empty ? 'ed-panel-hint' : 'ed-field-hint'}>{entry.inspectorNote}</p>}
    </>
  );
}
