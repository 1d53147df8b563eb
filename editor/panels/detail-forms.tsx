import { DETAIL_FIELDS } from '../../schema/detail-blocks';
import type { SetConfig } from './block-forms';
import { Select } from './fields';

/** A detail template block's settings, from its fields in the schema: switches and small choices. */
export function DetailBlockForm({ type, config, set }: { type: string; config: Record<string, unknown>; set: SetConfig }) {
  const fields = DETAIL_FIELDS[type];
  if (!fields) return <p className="ed-panel-hint">Shows this part of each page’s item. It has no settings of its own.</p>;
  return (
    <>
      {fields.map((field) =>
        field.control === 'toggle' ? (
          <label key={field.key} className="ed-check">
            <input type="checkbox" checked={config[field.key] === true} onChange={(e) => set(field.key, e.target.checked)} />
            {field.label}
          </label>
        ) : (
          <Select
            key={field.key}
            label={field.label}
            value={(config[field.key] as string | number | undefined) ?? field.options[0].value}
            options={field.options}
            onChange={(value) => set(field.key, value)}
          />
        ),
      )}
    </>
  );
}
