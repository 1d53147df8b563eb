import { useId, type ReactNode } from 'react';

/**
 * The back office's labelled form fields: each control has a visible label, an optional hint, and the
 * server's reason for refusing it right below it, announced and tied to the control.
 */
export function FormField({ label, hint, error, children }: { label: string; hint?: ReactNode; error?: string; children: (props: ControlProps) => ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="ed-admin-form-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
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

export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

type TextType = 'text' | 'url' | 'date' | 'datetime-local' | 'tel' | 'number';

export function TextField({
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  required,
  maxLength,
  multiline,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  type?: TextType;
  required?: boolean;
  maxLength?: number;
  multiline?: boolean;
}) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(props) =>
        multiline ? (
          <textarea {...props} rows={3} value={value} required={required} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />
        ) : (
          <input {...props} type={type} value={value} required={required} maxLength={maxLength} onChange={(e) => onChange(e.target.value)} />
        )
      }
    </FormField>
  );
}

/** A group of fields under a legend (the lifespan's two years, an address). */
export function FieldGroup({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="ed-admin-group">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}
