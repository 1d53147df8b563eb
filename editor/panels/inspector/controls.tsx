import { own } from '../../../schema/own';
import { NumberInput, Select, TextArea, TextInput } from '../fields';
import { CUSTOM_CONTROLS } from './custom-controls';
import type { ControlProps } from './types';

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : null);

/** One field's control, chosen by its metadata. */
export function FieldControl(props: ControlProps) {
  const { config, set, field } = props;
  const { key, meta } = field;
  const value = config[key];
  switch (meta.control) {
    case 'text':
      return <TextInput label={meta.label} value={str(value)} onChange={(v) => set(key, v, true)} hint={meta.hint} />;
    case 'textarea':
      return <TextArea label={meta.label} value={str(value)} onChange={(v) => set(key, v, true)} hint={meta.hint} />;
    case 'number':
      return (
        <NumberInput
          label={meta.unit ? `${meta.label} (${meta.unit})` : meta.label}
          value={num(value)}
          min={meta.min ?? 0}
          max={meta.max}
          allowBlank={meta.allowBlank}
          step={meta.step}
          hint={meta.hint}
          onChange={(v) => set(key, v)}
        />
      );
    case 'select': {
      const options = meta.options ?? [];
      const current = options.find((o) => o.value === value)?.value ?? options[0]?.value ?? '';
      return <Select label={meta.label} value={current} options={options} onChange={(v) => set(key, v)} />;
    }
    case 'toggle':
      return (
        <label className="ed-check">
          <input type="checkbox" checked={value === true} onChange={(e) => set(key, e.target.checked)} />
          {meta.label}
        </label>
      );
    default: {
      const Custom = own(CUSTOM_CONTROLS, meta.control === 'custom' ? (meta.custom ?? '') : meta.control);
      return Custom ? <Custom {...props} /> : null;
    }
  }
}
