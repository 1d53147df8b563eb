import type { InputHTMLAttributes } from 'react';
import { addressRules, COUNTRY_OPTIONS } from '../address-rules';
import { CartUiText } from '../texts';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  name: string;
  wide?: boolean;
  /** Where the field sits ('checkout', 'wallet'), so two forms on one page keep their ids apart. */
  form?: string;
}

/** A labelled input named as the API names it. */
export function Field({ label, name, wide, form = 'checkout', ...input }: FieldProps) {
  const id = `${form}-${name}`;
  return (
    <div className={`form-field${wide ? ' form-field--wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} {...input} />
    </div>
  );
}

interface AddressFieldsProps {
  /** '' for the shipping address, 'Billing' for the billing one: field names and labels take it. */
  prefix: '' | 'Billing';
  country: string;
  onCountry: (code: string) => void;
  onStateBlur?: (state: string) => void;
  form?: string;
  /** What the fields start with (the wallet sheet starts from the checkout form). */
  defaults?: Partial<Record<'AddressLineOne' | 'AddressLineTwo' | 'City' | 'State' | 'Zip', string>>;
}

/**
 * An address as the country wants it: lines, city and the country from the ISO list, then State and Zip
 * only where the country uses them, each required there and named as the country names it.
 */
export function AddressFields({ prefix, country, onCountry, onStateBlur, form = 'checkout', defaults = {} }: AddressFieldsProps) {
  const rules = addressRules(country);
  const label = (text: string) => (prefix ? `${prefix} ${text}` : text);
  const countryId = `${form}-${prefix}Country`;
  return (
    <>
      <Field form={form} label={label('Address Line 1')} name={`${prefix}AddressLineOne`} defaultValue={defaults.AddressLineOne} required autoComplete={`${prefix ? 'billing' : 'shipping'} address-line1`} maxLength={200} wide />
      <Field form={form} label={label('Address Line 2 (optional)')} name={`${prefix}AddressLineTwo`} defaultValue={defaults.AddressLineTwo} autoComplete={`${prefix ? 'billing' : 'shipping'} address-line2`} maxLength={200} wide />
      <Field form={form} label={label('City')} name={`${prefix}City`} defaultValue={defaults.City} required autoComplete={`${prefix ? 'billing' : 'shipping'} address-level2`} maxLength={100} />
      <div className="form-field">
        <label htmlFor={countryId}>{label(CartUiText.country)}</label>
        <select
          id={countryId}
          name={`${prefix}Country`}
          required
          autoComplete={`${prefix ? 'billing' : 'shipping'} country`}
          value={country}
          onChange={(event) => onCountry(event.target.value)}
        >
          <option value="">{CartUiText.chooseCountry}</option>
          {COUNTRY_OPTIONS.map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {rules.state.shown && (
        <Field
          form={form}
          label={label(rules.state.label)}
          name={`${prefix}State`}
          defaultValue={defaults.State}
          required={rules.state.required}
          autoComplete={`${prefix ? 'billing' : 'shipping'} address-level1`}
          maxLength={100}
          onBlur={onStateBlur ? (event) => onStateBlur(event.currentTarget.value) : undefined}
        />
      )}
      {rules.zip.shown && (
        <Field form={form} label={label(rules.zip.label)} name={`${prefix}Zip`} defaultValue={defaults.Zip} required={rules.zip.required} autoComplete={`${prefix ? 'billing' : 'shipping'} postal-code`} maxLength={20} />
      )}
    </>
  );
}
