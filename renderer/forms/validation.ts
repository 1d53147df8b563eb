import { FormText } from '../../schema/api/forms-text';

/**
 * Required fields (storefront spec §5): those the form lists; an empty one is flagged 'This field is
 * required.' and the flag clears as soon as it has a value.
 */
export type FieldValues = Record<string, string>;
export type FieldFlags = Record<string, string>;

export function isBlank(value: string | undefined): boolean {
  return value === undefined || value.trim() === '';
}

/** The flags for every required field left empty, in the order the form lists them. */
export function requiredFlags(values: FieldValues, required: readonly string[]): FieldFlags {
  const flags: FieldFlags = {};
  for (const name of required) if (isBlank(values[name])) flags[name] = FormText.fieldRequired;
  return flags;
}

/** The flags after one field changed: its own flag goes once it has a value; the others stay. */
export function clearFilled(flags: FieldFlags, name: string, value: string): FieldFlags {
  if (!(name in flags) || isBlank(value)) return flags;
  const rest = { ...flags };
  delete rest[name];
  return rest;
}

/** A placeholder for a field, with an asterisk when it is required (§5: phone and address on inquiries). */
export function placeholderOf(label: string, required: boolean): string {
  return required ? `${label} *` : label;
}
