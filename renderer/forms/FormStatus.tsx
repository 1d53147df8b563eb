import { useEffect, useRef } from 'react';
import { HONEYPOT_FIELD } from '../../schema/api/forms-text';
import type { FormState } from './state';
import { FormsUiText } from './texts';

/**
 * What a form says about itself: the error (an alert, read at once) or, while it is sent, that it is
 * being checked and sent (a polite status). The success text is the form's own to place.
 */
export function FormStatusLine({ state }: { state: FormState }) {
  return (
    <>
      <p role="alert" className={state.error ? 'form-error' : undefined} style={state.error ? undefined : { margin: 0 }}>
        {state.error}
      </p>
      <p role="status" className="form-hint" style={state.status === 'processing' ? undefined : { margin: 0 }}>
        {state.status === 'processing' ? (state.token ? FormsUiText.sending : FormsUiText.verifying) : ''}
      </p>
    </>
  );
}

/** The honeypot: a field people never see or reach; a bot that fills it is refused by the server. */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label>
        {FormsUiText.honeypot}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.currentTarget.value)} />
      </label>
    </div>
  );
}

/** The form's success text, in place of the form: focused, so the focus is not lost with the form and the text is read. */
export function SuccessMessage({ text }: { text: string }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <p ref={ref} role="status" className="form-status" tabIndex={-1}>
      {text}
    </p>
  );
}
