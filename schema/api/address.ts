import { z } from 'zod';
import { countryOf, findCountry } from '../countries';

/** Addresses as checkout takes them: a country from ISO 3166-1 and the fields that country uses. */

export const COUNTRY_UNKNOWN_MESSAGE = 'Choose a country from the list.';
export const FIELD_REQUIRED_MESSAGE = 'This field is required.';

/** A country named by its ISO 3166-1 alpha-2 code or its English name; the output is always the code. */
export const countryCodeSchema = z
  .string()
  .trim()
  .max(100)
  .refine((value) => findCountry(value) !== null, COUNTRY_UNKNOWN_MESSAGE)
  .transform((value) => findCountry(value)!.code);

/** The shipping or billing address of an order, as stored and shown (country as its code and name). */
export const orderAddressSchema = z.object({
  addressLineOne: z.string(),
  addressLineTwo: z.string().nullable(),
  city: z.string(),
  /** Null where the country has no states and none was given. */
  state: z.string().nullable(),
  /** Null where the country has no postal codes. */
  zip: z.string().nullable(),
  country: z.string(),
  countryName: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** The address fields of a form, named as the spec names them, with an optional prefix ('Billing'). */
export interface AddressFields {
  AddressLineOne?: string;
  AddressLineTwo?: string;
  City?: string;
  State?: string;
  Zip?: string;
  Country?: string;
}

/**
 * Checks one address against its country's rules, reporting each missing field under its own name
 * (with the prefix): State only where the country uses states, Zip only where it has postal codes.
 */
export function checkAddress(fields: AddressFields, prefix: '' | 'Billing', ctx: z.RefinementCtx): void {
  const missing = (name: keyof AddressFields) => ctx.addIssue({ code: 'custom', path: [`${prefix}${name}`], message: FIELD_REQUIRED_MESSAGE });
  if (!fields.AddressLineOne) missing('AddressLineOne');
  if (!fields.City) missing('City');
  if (!fields.Country) {
    missing('Country');
    return;
  }
  // Refinements run even when a field failed, so the country may still be the unknown one sent.
  const country = findCountry(fields.Country);
  if (!country) return;
  if (country.state && !fields.State) missing('State');
  if (country.zip && !fields.Zip) missing('Zip');
}

/** The stored form of a checked address: blanks become null, and a Zip is dropped where the country has none. */
export function toOrderAddress(fields: Required<Pick<AddressFields, 'AddressLineOne' | 'City' | 'Country'>> & AddressFields): OrderAddress {
  const country = countryOf(fields.Country);
  return {
    addressLineOne: fields.AddressLineOne,
    addressLineTwo: fields.AddressLineTwo || null,
    city: fields.City,
    state: fields.State || null,
    zip: country.zip ? fields.Zip || null : null,
    country: country.code,
    countryName: country.name,
  };
}
