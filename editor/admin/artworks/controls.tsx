import { useId, type ReactNode } from 'react';
import { FormField } from '../content-ui/fields';

/** A labelled checkbox, with an optional hint and the server's reason beside it. */
export function CheckField({ label, checked, onChange, hint, error }: { label: string; checked: boolean; onChange: (checked: boolean) => void; hint?: ReactNode; error?: string }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ed-artworks-check">
      <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} aria-describedby={describedBy} aria-invalid={error ? true : undefined} />
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="ed-admin-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="ed-admin-field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled choice of values (a type, a unit), with the server's reason beside it. */
export function SelectField<V extends string | number>({
  label,
  value,
  options,
  onChange,
  hint,
  error,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  hint?: ReactNode;
  error?: string;
}) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(props) => (
        <select
          {...props}
          value={String(value)}
          onChange={(e) => {
            const picked = options.find((o) => String(o.value) === e.target.value);
            if (picked) onChange(picked.value);
          }}
        >
          {options.map((o) => (
            <option key={String(o.value)} value={String(o.value)}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
