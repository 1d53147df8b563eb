import { useEffect, useId, useRef, useState } from 'react';
import { FormPath, FormText } from '../../../schema/api/forms-text';
import { Field } from '../Field';
import { FormStatusLine, Honeypot, SuccessMessage } from '../FormStatus';
import { acceptsNumberText, fixedPriceText, numberValueOut } from '../number-input';
import { DEFAULT_OFFER_PERCENT, minorToPriceText, percentToPrice, priceTextToMinor, priceToPercent } from '../offer';
import { Popup } from '../Popup';
import { FieldLabel, FormsUiText } from '../texts';
import { useVisitorForm } from '../use-visitor-form';
import type { FormWork, OfferEdition } from './types';

export interface OfferPopupProps {
  sub: string;
  work: FormWork;
  /** The editions offers can be made on; never empty. */
  editions: OfferEdition[];
  onClosed: () => void;
}

type Mode = 'PriceFixed' | 'PricePercent';

/**
 * The offer popup (900 px): an amount (PriceFixed) or percent off the list price (PricePercent), each
 * kept in step with the other, starting at 5 percent off; Name, Email and Phone. The fixed price takes
 * a plain number with one decimal point at most (a lone dot is 0); percent converts to a price rounded
 * to the cent and a price to a percent rounded up. The field the visitor typed in last is what is sent;
 * the server works the offer out again from the stored edition. POST /api/offers; 'Offer Sent'.
 */
export default function OfferPopup({ sub, work, editions, onClosed }: OfferPopupProps) {
  const first = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const editionId = useId();
  const [selected, setSelected] = useState(editions[0].editionId);
  const [mode, setMode] = useState<Mode>('PricePercent');
  const edition = editions.find((e) => e.editionId === selected) ?? editions[0];
  const initialPrice = minorToPriceText(percentToPrice(edition.priceValue, DEFAULT_OFFER_PERCENT));
  const form = useVisitorForm({
    path: FormPath.offers,
    sub,
    initial: { PriceFixed: initialPrice, PricePercent: String(DEFAULT_OFFER_PERCENT), Name: '', Email: '', Phone: '' },
    required: ['PriceFixed', 'PricePercent', 'Email', 'Name', 'Phone'],
    // §5: a number input's '0' is not passed on, so 0 percent off counts as no offer given. The field the
    // visitor typed in last is the one sent and checked: a price at the list price is an offer (0% off).
    validate: (v): Record<string, string> =>
      mode === 'PriceFixed'
        ? numberValueOut(fixedPriceText(v.PriceFixed) ?? '') === ''
          ? { PriceFixed: FormText.fieldRequired }
          : {}
        : numberValueOut(v.PricePercent) === ''
          ? { PricePercent: FormText.fieldRequired }
          : {},
    body: (v) => ({
      Id: work.inventoryId,
      EditionId: edition.editionId,
      ...(mode === 'PriceFixed' ? { PriceFixed: fixedPriceText(v.PriceFixed) ?? v.PriceFixed } : { PricePercent: Number(v.PricePercent) }),
      Name: v.Name,
      Email: v.Email,
      Phone: v.Phone,
    }),
  });
  const { prepare, setValue, values } = form;
  useEffect(prepare, [prepare]);

  /** Typing a price sets the percent (rounded up); typing a percent sets the price (to the cent). */
  const changePrice = (name: string, typed: string) => {
    // §5: a lone dot becomes 0, shown as '0.' so the cents typed next follow it.
    const text = name === 'PriceFixed' && typed === '.' ? '0.' : typed;
    setValue(name, text);
    setMode(name as Mode);
    if (name === 'PriceFixed') {
      const minor = priceTextToMinor(text);
      setValue('PricePercent', minor === null ? '' : String(priceToPercent(edition.priceValue, minor)));
    } else {
      const percent = numberValueOut(text);
      setValue('PriceFixed', percent === '' ? '' : minorToPriceText(percentToPrice(edition.priceValue, Number(percent))));
    }
  };

  const chooseEdition = (id: number) => {
    const next = editions.find((e) => e.editionId === id) ?? editions[0];
    setSelected(next.editionId);
    const percent = Number(values.PricePercent || DEFAULT_OFFER_PERCENT);
    setValue('PricePercent', String(percent));
    setValue('PriceFixed', minorToPriceText(percentToPrice(next.priceValue, percent)));
    setMode('PricePercent');
  };

  const busy = form.state.status !== 'none';
  const field = (name: keyof typeof FieldLabel, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field name={name} label={FieldLabel[name]} value={form.values[name] ?? ''} required flag={form.flags[name]} disabled={busy} onChange={form.setValue} {...extra} />
  );

  return (
    <Popup title={FormsUiText.offerFor(work.title)} width={900} initialFocus={first} onClosed={onClosed}>
      {form.state.status === 'success' ? (
        <SuccessMessage text={form.state.message ?? FormText.offerSent} />
      ) : (
        <form ref={form.formRef} className="visitor-form" noValidate onSubmit={form.submit}>
          <div className="visitor-form__grid">
            <div className="visitor-form">
              {editions.length > 1 && (
                <div className="form-field">
                  <label htmlFor={editionId}>{FormsUiText.edition}</label>
                  <select id={editionId} value={selected} disabled={busy} onChange={(e) => chooseEdition(Number(e.currentTarget.value))}>
                    {editions.map((e) => (
                      <option key={e.editionId} value={e.editionId}>
                        {e.label} · {e.price}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              <p className="form-hint">
                {FormsUiText.listPrice}: <strong>{edition.price}</strong> ({FormsUiText.offerCurrency(edition.currencyCode)})
              </p>
              {field('PricePercent', { inputRef: first, inputMode: 'numeric', accepts: (next) => acceptsNumberText(next, { zero: true }) && (next === '' || Number(next) <= 100), onChange: changePrice })}
              {field('PriceFixed', { inputMode: 'decimal', accepts: (next) => fixedPriceText(next) !== null, onChange: changePrice })}
              <p className="form-hint">{FormText.offerHint}</p>
            </div>
            <div className="visitor-form">
              {field('Name', { autoComplete: 'name' })}
              {field('Email', { type: 'email', autoComplete: 'email' })}
              {field('Phone', { type: 'tel', autoComplete: 'tel' })}
            </div>
          </div>
          <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
          <FormStatusLine state={form.state} />
          <button type="submit" className="button button--primary" disabled={busy}>
            {FormText.makeAnOffer}
          </button>
        </form>
      )}
    </Popup>
  );
}
