import { useEffect, useRef } from 'react';
import { FormPath, FormText } from '../../../schema/api/forms-text';
import { Field } from '../Field';
import { FormStatusLine, Honeypot, SuccessMessage } from '../FormStatus';
import { Popup } from '../Popup';
import { defaultSubject, DEFAULT_MESSAGE } from '../subject';
import { FieldLabel, FormsUiText } from '../texts';
import { useVisitorForm } from '../use-visitor-form';
import type { FormWork } from './types';

export interface InquirePopupProps {
  sub: string;
  work: FormWork;
  /** The block says phone, or the address, is required (§5): asterisked and flagged when empty. */
  requirePhone: boolean;
  requireAddress: boolean;
  onClosed: () => void;
}

const ADDRESS = ['AddressLineOne', 'AddressLineTwo', 'City', 'State', 'Zip', 'Country'] as const;
/** Address Line 2 is never required. */
const REQUIRED_ADDRESS = ADDRESS.filter((f) => f !== 'AddressLineTwo');

/**
 * The inquire popup (500 px): Name, Email and Message required, Phone (and the address, when the block
 * asks for it) required only as the block says. The subject is the spec's default for the work and the
 * message starts as its default. POST /api/contacts; 'A representative will be in touch soon!'.
 */
export default function InquirePopup({ sub, work, requirePhone, requireAddress, onClosed }: InquirePopupProps) {
  const first = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const required = ['Email', 'Message', 'Name', ...(requirePhone ? ['Phone'] : []), ...(requireAddress ? REQUIRED_ADDRESS : [])];
  const form = useVisitorForm({
    path: FormPath.contacts,
    sub,
    initial: { Name: '', Email: '', Phone: '', Message: DEFAULT_MESSAGE, AddressLineOne: '', AddressLineTwo: '', City: '', State: '', Zip: '', Country: '' },
    required,
    body: (v) => ({
      Id: work.inventoryId,
      Subject: defaultSubject(work),
      Price: work.price ?? undefined,
      Name: v.Name,
      Email: v.Email,
      Message: v.Message,
      Phone: v.Phone || undefined,
      ...(requireAddress ? Object.fromEntries(ADDRESS.map((f) => [f, v[f] || undefined])) : {}),
    }),
  });
  const { prepare } = form;
  useEffect(prepare, [prepare]);
  const done = form.state.status === 'success';
  const field = (name: keyof typeof FieldLabel, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field name={name} label={FieldLabel[name]} value={form.values[name] ?? ''} required={required.includes(name)} flag={form.flags[name]} disabled={form.state.status !== 'none'} onChange={form.setValue} {...extra} />
  );

  return (
    <Popup title={FormsUiText.inquireAbout(work.title)} width={500} initialFocus={first} onClosed={onClosed}>
      {done ? (
        <SuccessMessage text={form.state.message ?? FormText.inquirySent} />
      ) : (
        <form ref={form.formRef} className="visitor-form" noValidate onSubmit={form.submit}>
          {field('Name', { inputRef: first, autoComplete: 'name' })}
          {field('Email', { type: 'email', autoComplete: 'email' })}
          {field('Phone', { type: 'tel', autoComplete: 'tel' })}
          {requireAddress && (
            <div className="visitor-form__grid">
              {field('AddressLineOne', { autoComplete: 'address-line1', wide: true })}
              {field('AddressLineTwo', { autoComplete: 'address-line2', wide: true })}
              {field('City', { autoComplete: 'address-level2' })}
              {field('State', { autoComplete: 'address-level1' })}
              {field('Zip', { autoComplete: 'postal-code' })}
              {field('Country', { autoComplete: 'country-name' })}
            </div>
          )}
          {field('Message', { multiline: true })}
          <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
          <FormStatusLine state={form.state} />
          <button type="submit" className="button button--primary" disabled={form.state.status !== 'none'} aria-disabled={form.state.status !== 'none'}>
            {FormText.sendMessageLabel}
          </button>
        </form>
      )}
    </Popup>
  );
}
