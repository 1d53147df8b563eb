import { useId, type InputHTMLAttributes, type Ref } from 'react';
import { editedText } from './number-input';
import { placeholderOf } from './validation';

export interface FieldProps {
  /** The spec's field name (Email, Name, PriceFixed…): the input's name. */
  name: string;
  label: string;
  value: string;
  required?: boolean;
  /** 'This field is required.' or another flag, shown under the field and read with it. */
  flag?: string;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  disabled?: boolean;
  wide?: boolean;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** Reads the text an edit would leave before it happens; false refuses the edit (number inputs, §5). */
  accepts?: (next: string) => boolean;
  onChange: (name: string, value: string) => void;
}

/**
 * One labelled field of a visitor form. Required fields say so in the placeholder with an asterisk
 * (§5) and to assistive technology with aria-required; a flag is tied to the field by aria-describedby.
 * The browser's own validation stays off (the form flags fields in the spec's words).
 */
export function Field({ name, label, value, required = false, flag, multiline = false, type = 'text', inputMode, autoComplete, disabled, wide, inputRef, accepts, onChange }: FieldProps) {
  const id = useId();
  const flagId = `${id}-flag`;
  const common = {
    id,
    name,
    value,
    disabled,
    placeholder: placeholderOf(label, required),
    'aria-required': required || undefined,
    'aria-invalid': flag ? true : undefined,
    'aria-describedby': flag ? flagId : undefined,
  };
  return (
    <div className={wide || multiline ? 'form-field form-field--wide' : 'form-field'}>
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} ref={inputRef} rows={5} onChange={(e) => onChange(name, e.currentTarget.value)} />
      ) : (
        <input
          {...common}
          ref={inputRef}
          type={type}
          inputMode={inputMode}
          autoComplete={autoComplete}
          onBeforeInput={
            accepts
              ? (e) => {
                  const input = e.currentTarget;
                  const native = e.nativeEvent as InputEvent;
                  // Deletions carry no data and are always allowed to happen; the change below checks what they leave.
                  const data = native.data ?? native.dataTransfer?.getData('text/plain') ?? '';
                  if (!data) return;
                  const next = editedText(input.value, input.selectionStart ?? input.value.length, input.selectionEnd ?? input.value.length, data);
                  if (!accepts(next)) e.preventDefault();
                }
              : undefined
          }
          onChange={(e) => {
            const next = e.currentTarget.value;
            if (accepts && !accepts(next)) {
              // Put back what the field held: an edit the rules refuse never shows.
              e.currentTarget.value = value;
              return;
            }
            onChange(name, next);
          }}
        />
      )}
      {flag && (
        <p id={flagId} className="form-field__flag">
          {flag}
        </p>
      )}
    </div>
  );
}
