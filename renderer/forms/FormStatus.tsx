import { useEffect, useRef, type CSSProperties } from 'react';
import { FormText, HONEYPOT_FIELD } from '../../schema/api/forms-text';
import { blockBox } from '../blocks/style';
import type { FormMessageSettings } from './messages';
import type { FormState } from './state';
import { FormsUiText } from './texts';

/** A message block's alignment and colours as the class and style of the element that shows its words. */
function messageLook(message: FormMessageSettings | undefined, className: string): { className: string; style?: CSSProperties } {
  if (!message) return { className };
  const box = blockBox(message as unknown as Record<string, unknown>);
  return { className: [className, `text-align-${message.align ?? 'left'}`, box?.className].filter(Boolean).join(' '), style: box?.style };
}

/**
 * What a form says about itself: the error (an alert, read at once) or, while it is sent, that it is
 * being checked and sent (a polite status). The success text is the form's own to place. The spec's
 * general failure is said in the form's Error Message block's words when it has one; the bot check's
 * own messages stay as they are.
 */
export function FormStatusLine({ state, errorMessage }: { state: FormState; errorMessage?: FormMessageSettings }) {
  const custom = state.error === FormText.submitError && errorMessage ? errorMessage : undefined;
  const look = messageLook(custom, 'form-error');
  return (
    <>
      <p role="alert" className={state.error ? look.className : undefined} style={state.error ? look.style : { margin: 0 }}>
        {custom ? custom.text.trim() || state.error : state.error}
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

/**
 * The form's success text, in place of the form: focused, so the focus is not lost with the form and the
 * text is read. The form's Success Message block, when it has one, gives the words and their look.
 */
export function SuccessMessage({ text, message }: { text: string; message?: FormMessageSettings }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const look = messageLook(message, 'form-status');
  return (
    <p ref={ref} role="status" className={look.className} style={look.style} tabIndex={-1}>
      {message?.text.trim() || text}
    </p>
  );
}
