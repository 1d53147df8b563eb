import { useId, type ReactNode } from 'react';

/** Labelled inspector controls: every control has a visible label tied to it. */

export function Field({ label, children, hint }: { label: string; hint?: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="ed-field">
      <label htmlFor={id}>{label}</label>
      {children(id)}
      {hint && (
        <p id={`${id}-hint`} className="ed-field-hint">
          {hint}
        </p>
      )}
    </div>
  );
}

export function TextInput({ label, value, onChange, hint }: { label: string; value: string; onChange: (value: string) => void; hint?: string }) {
  return <Field label={label} hint={hint}>{(id) => <input id={id} type="text" value={value} aria-describedby={hint ? `${id}-hint` : undefined} onChange={(e) => onChange(e.target.value)} />}</Field>;
}

export function TextArea({ label, value, onChange, hint }: { label: string; value: string; onChange: (value: string) => void; hint?: string }) {
  return (
    <Field label={label} hint={hint}>
      {(id) => <textarea id={id} rows={6} value={value} aria-describedby={hint ? `${id}-hint` : undefined} onChange={(e) => onChange(e.target.value)} />}
    </Field>
  );
}

export function Select<T extends string | number>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: string }>;
  onChange: (value: T) => void;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <select
          id={id}
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
    </Field>
  );
}

/**
 * A whole number (or, with a fractional `step`, any number), or blank for "none" when `allowBlank`.
 * Out-of-range input is not applied.
 */
export function NumberInput({
  label,
  value,
  min,
  max,
  allowBlank,
  onChange,
  hint,
  disabled,
  step = 1,
}: {
  label: string;
  value: number | null;
  min: number;
  max?: number;
  step?: number;
  allowBlank?: boolean;
  onChange: (value: number | null) => void;
  hint?: string;
  disabled?: boolean;
}) {
  return (
    <Field label={label} hint={hint}>
      {(id) => (
        <input
          id={id}
          type="number"
          inputMode={Number.isInteger(step) ? 'numeric' : 'decimal'}
          min={min}
          max={max}
          step={step}
          value={value ?? ''}
          disabled={disabled}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(e) => {
            const raw = e.target.value.trim();
            if (raw === '') {
              if (allowBlank) onChange(null);
              return;
            }
            const n = Number(raw);
            if ((Number.isInteger(step) ? Number.isInteger(n) : Number.isFinite(n)) && n >= min && (max === undefined || n <= max)) onChange(n);
          }}
        />
      )}
    </Field>
  );
}

export const countOptions = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: from + i, label: String(from + i) }));
