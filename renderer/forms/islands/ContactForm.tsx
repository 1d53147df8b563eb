import { useEffect, useState } from 'react';
import { FormPath, FormText } from '../../../schema/api/forms-text';
import { contactPrefill, prefilledSubject, type ContactPrefill } from '../contact-address';
import { Field } from '../Field';
import { FormStatusLine, Honeypot, SuccessMessage } from '../FormStatus';
import type { FormMessages } from '../messages';
import type { SubjectWork } from '../subject';
import { FieldLabel } from '../texts';
import { useVisitorForm } from '../use-visitor-form';

export interface ContactFormProps {
  sub: string;
  requirePhone: boolean;
  requireAddress: boolean;
  /** The words of the form's Success Message and Error Message blocks. */
  messages?: FormMessages;
  /** In the builder: the form shows but sends nothing. */
  inert?: boolean;
}

const ADDRESS = ['AddressLineOne', 'AddressLineTwo', 'City', 'State', 'Zip', 'Country'] as const;
const REQUIRED_ADDRESS = ADDRESS.filter((f) => f !== 'AddressLineTwo');

/** The work the address names, for the default subject; null when it cannot be found. */
async function findWork(sub: string, inventoryId: number): Promise<SubjectWork | null> {
  try {
    const response = await fetch(`/api/inventory?sub=${encodeURIComponent(sub)}&inventoryId=${inventoryId}&limit=1`, { headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const { inventory } = (await response.json()) as { inventory: Array<{ inventoryId: number; title: string; sku: string | null; artist: { name: string } | null }> };
    const work = inventory.find((w) => w.inventoryId === inventoryId);
    return work ? { inventoryId, title: work.title, sku: work.sku, artistName: work.artist?.name ?? null } : null;
  } catch {
    return null;
  }
}

/**
 * The contact form (builder spec §3): Name, Email and Message required, phone and address as the block
 * says, a subject. On a page opened with ?inventoryId= (and optionally subject and message) it is an
 * inquiry about that work, prefilled. POST /api/contacts; SEND MESSAGE, then the server's thanks.
 */
export function ContactForm({ sub, requirePhone, requireAddress, messages = {}, inert = false }: ContactFormProps) {
  const [prefill, setPrefill] = useState<ContactPrefill | null>(null);
  const required = ['Email', 'Message', 'Name', ...(requirePhone ? ['Phone'] : []), ...(requireAddress ? REQUIRED_ADDRESS : [])];
  const form = useVisitorForm({
    path: FormPath.contacts,
    sub,
    initial: { Name: '', Email: '', Phone: '', Subject: '', Message: '', AddressLineOne: '', AddressLineTwo: '', City: '', State: '', Zip: '', Country: '' },
    required,
    body: (v) => ({
      Id: prefill?.inventoryId ?? undefined,
      Name: v.Name,
      Email: v.Email,
      Phone: v.Phone || undefined,
      Subject: v.Subject || undefined,
      Message: v.Message,
      ...(requireAddress ? Object.fromEntries(ADDRESS.map((f) => [f, v[f] || undefined])) : {}),
    }),
  });
  const { setValue } = form;

  // The address is the browser's to read: the server-drawn form is the same for every visitor.
  useEffect(() => {
    if (inert) return;
    const read = contactPrefill(window.location.search);
    setPrefill(read);
    if (read.message) setValue('Message', read.message);
    if (read.subject) setValue('Subject', read.subject);
    if (read.inventoryId && !read.subject) {
      void findWork(sub, read.inventoryId).then((work) => {
        const subject = prefilledSubject(read, work);
        if (subject) setValue('Subject', subject);
      });
    }
  }, [inert, sub, setValue]);

  const busy = form.state.status !== 'none';
  const done = form.state.status === 'success';
  const field = (name: keyof typeof FieldLabel, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field name={name} label={FieldLabel[name]} value={form.values[name] ?? ''} required={required.includes(name)} flag={form.flags[name]} disabled={busy} onChange={form.setValue} {...extra} />
  );
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
      <div className="visitor-form__grid">
        {field('Name', { autoComplete: 'name' })}
        {field('Email', { type: 'email', autoComplete: 'email' })}
        {field('Phone', { type: 'tel', autoComplete: 'tel' })}
      </div>
      {requireAddress && (
        <div className="visitor-form__grid">
          {field('AddressLineOne', { autoComplete: 'address-line1' })}
          {field('AddressLineTwo', { autoComplete: 'address-line2' })}
          {field('City', { autoComplete: 'address-level2' })}
          {field('State', { autoComplete: 'address-level1' })}
          {field('Zip', { autoComplete: 'postal-code' })}
          {field('Country', { autoComplete: 'country-name' })}
        </div>
      )}
      {field('Subject', { wide: true })}
      {field('Message', { multiline: true })}
      <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
      <FormStatusLine state={form.state} errorMessage={messages.error} />
      {done && <SuccessMessage text={form.state.message ?? FormText.submitted} message={messages.success} />}
      <button type="submit" className="button button--primary" disabled={busy || !form.hydrated}>
        {done ? FormText.messageSent : FormText.sendMessageLabel}
      </button>
    </form>
  );
}

export default ContactForm;
