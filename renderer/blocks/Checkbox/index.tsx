import { useId } from 'react';
import type { BlockConfig } from '../../../schema/catalogue';
import type { BlockProps } from '../types';

/** A checkbox of a form, sent under its field name; inert in the builder. */
export function CheckboxBlock({ config, mode }: BlockProps<BlockConfig<'checkbox'>>) {
  const id = useId();
  const name = config.name.replace(/[^A-Za-z0-9_-]/g, '') || undefined;
  return (
    <div className="block-checkbox">
      <input id={id} type="checkbox" name={name} value="yes" defaultChecked={config.checked} required={config.required} disabled={mode === 'builder'} />
      <label htmlFor={id}>{config.label.trim() || name || 'Checkbox'}</label>
    </div>
  );
}

export default CheckboxBlock;

export const CHECKBOX_CSS = `
.block-checkbox{display:flex;align-items:flex-start;gap:10px}
.block-checkbox input{width:18px;height:18px;margin-top:.2em;accent-color:var(--accent)}
.block-address{font-style:normal;display:grid;gap:2px}
.block-address a{color:inherit}
.block-hours__list{margin:0;display:grid;gap:4px}
.block-hours__line{display:flex;gap:16px;flex-wrap:wrap}
.block-hours__line dt{font-weight:600;min-width:8em}.block-hours__line dd{margin:0}
`;
