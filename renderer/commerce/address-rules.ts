import { COUNTRIES, findCountry, type Country } from '../../schema/countries';
import { CartUiText } from './texts';

/** How one of the fields that depend on the country shows: whether at all, and under which name. */
export interface AddressFieldRule {
  shown: boolean;
  /** Shown fields are required: the country uses them, so mail needs them. */
  required: boolean;
  label: string;
}

export interface AddressRules {
  state: AddressFieldRule;
  zip: AddressFieldRule;
}

const HIDDEN = (label: string): AddressFieldRule => ({ shown: false, required: false, label });

/**
 * State and Zip by the country (schema/countries.ts): each is shown, and required, only where the
 * country uses it, under the country's own name for it (Province, Postcode…). Before a country is
 * chosen neither shows.
 */
export function addressRules(countryCode: string | null | undefined): AddressRules {
  const country = countryCode ? findCountry(countryCode) : null;
  if (!country) return { state: HIDDEN(CartUiText.state), zip: HIDDEN(CartUiText.zip) };
  return {
    state: country.state ? { shown: true, required: true, label: country.stateLabel ?? CartUiText.state } : HIDDEN(CartUiText.state),
    zip: country.zip ? { shown: true, required: true, label: country.zipLabel ?? CartUiText.zip } : HIDDEN(CartUiText.zip),
  };
}

/** The country list of the select, by name. */
export const COUNTRY_OPTIONS: ReadonlyArray<Pick<Country, 'code' | 'name'>> = COUNTRIES.map(({ code, name }) => ({ code, name }));

/** The country the form starts on: the site's own (its settings name it by code or name), else none. */
export function defaultCountry(siteCountry: string | null | undefined): string {
  return (siteCountry && findCountry(siteCountry)?.code) || '';
}

/** The address fields of the form, named as the API names them. */
export interface AddressValues {
  AddressLineOne: string;
  AddressLineTwo: string;
  City: string;
  State: string;
  Zip: string;
  Country: string;
}

/**
 * An address as it is sent: State and Zip only where the country uses them (a value typed before the
 * country changed is dropped), blanks left out.
 */
export function addressToSend(values: AddressValues): Partial<AddressValues> {
  const rules = addressRules(values.Country);
  const out: Partial<AddressValues> = {};
  const keep = (key: keyof AddressValues, value: string) => {
    if (value.trim()) out[key] = value.trim();
  };
  keep('AddressLineOne', values.AddressLineOne);
  keep('AddressLineTwo', values.AddressLineTwo);
  keep('City', values.City);
  if (rules.state.shown) keep('State', values.State);
  if (rules.zip.shown) keep('Zip', values.Zip);
  keep('Country', values.Country);
  return out;
}

/** The same address under the API's Billing names (BillingAddressLineOne…). */
export function billingFields(values: AddressValues): Partial<Record<`Billing${keyof AddressValues}`, string>> {
  const sent = addressToSend(values);
  return Object.fromEntries(Object.entries(sent).map(([key, value]) => [`Billing${key}`, value]));
}
