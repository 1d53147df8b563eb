import { useEffect, useRef } from 'react';
import { FormPath, FormText } from '../../schema/api/forms-text';
import { Field } from './Field';
import { FormStatusLine, Honeypot, SuccessMessage } from './FormStatus';
import type { FormMessages } from './messages';
import { subscriptionOrigin } from './subscribe-cookie';
import { FieldLabel } from './texts';
import { useVisitorForm } from './use-visitor-form';

export interface SubscribeFieldsProps {
  sub: string;
  showName: boolean;
  showPhone: boolean;
  /** The words of the form's Success Message and Error Message blocks. */
  messages?: FormMessages;
  /** Focus the first field once drawn (in a popup). */
  autoFocus?: boolean;
  /** In the builder: the form shows but sends nothing. */
  inert?: boolean;
}

/**
 * The mailing list's form, in the subscribe block and popup: Email required, name and phone as the
 * block asks. POST /api/subscriptions with where it was made (Origin); the button then reads
 * 'Subscribed' under 'Thank you for subscribing to our mailing list!'.
 */
export function SubscribeFields({ sub, showName, showPhone, messages = {}, autoFocus = false, inert = false }: SubscribeFieldsProps) {
  const first = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const form = useVisitorForm({
    path: FormPath.subscriptions,
    sub,
    initial: { Name: '', Email: '', Phone: '' },
    required: ['Email'],
    body: (v) => ({ Email: v.Email, Name: showName ? v.Name || undefined : undefined, Phone: showPhone ? v.Phone || undefined : undefined, Origin: subscriptionOrigin(window.location.pathname) }),
  });
  useEffect(() => {
    if (autoFocus) first.current?.focus();
  }, [autoFocus]);
  const done = form.state.status === 'success';
  const busy = form.state.status !== 'none';
  return (
    <form
      ref={form.formRef}
      className="visitor-form"
      noValidate
      onFocus={inert ? undefined : form.prepare}
      onSubmit={(event) => {
        if (inert) event.preventDefault();
        else form.submit(event);
      }}
    >
      {showName && <Field name="Name" label={FieldLabel.Name} value={form.values.Name} autoComplete="name" disabled={busy} inputRef={first} onChange={form.setValue} />}
      <Field name="Email" label={FieldLabel.Email} value={form.values.Email} required flag={form.flags.Email} type="email" autoComplete="email" disabled={busy} inputRef={showName ? undefined : first} onChange={form.setValue} />
      {showPhone && <Field name="Phone" label={FieldLabel.Phone} value={form.values.Phone} type="tel" autoComplete="tel" disabled={busy} onChange={form.setValue} />}
      <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
      <FormStatusLine state={form.state} errorMessage={messages.error} />
      {done && <SuccessMessage text={FormText.subscribed} message={messages.success} />}
      <button type="submit" className="button button--primary" disabled={busy || !form.hydrated}>
        {done ? FormText.subscribedButton : FormText.subscribeLabel}
      </button>
    </form>
  );
}
