/**
 * The number inputs' rules (storefront spec §5): non-digit keys are blocked; one decimal point when
 * decimals are allowed; a minus only at the start and once when negatives are allowed; a leading zero
 * rejected unless zero is allowed; a value of '0' is not passed on. Checked on the text an edit would
 * leave, so typing, pasting and dropping obey the same rules.
 */
export interface NumberInputRules {
  decimals?: boolean;
  negative?: boolean;
  zero?: boolean;
}

/** Whether an input may hold `text` (what it would read after the edit). */
export function acceptsNumberText(text: string, { decimals = false, negative = false, zero = false }: NumberInputRules = {}): boolean {
  if (text === '') return true;
  let rest = text;
  if (rest.startsWith('-')) {
    if (!negative) return false;
    rest = rest.slice(1);
  }
  if (!/^[0-9.]*$/.test(rest)) return false;
  const points = rest.split('.').length - 1;
  if (points > (decimals ? 1 : 0)) return false;
  // A leading zero only as zero itself (or '0.5' where decimals and zero are allowed).
  if (rest.startsWith('0') && rest.length > 0) {
    if (!zero) return false;
    if (rest.length > 1 && rest[1] !== '.') return false;
  }
  return true;
}

/** The text an edit would leave: `inserted` typed over the selection from `start` to `end`. */
export function editedText(value: string, start: number, end: number, inserted: string): string {
  return value.slice(0, start) + inserted + value.slice(end);
}

/** What the field passes on to the form: '0' is not passed on (an empty value instead). */
export function numberValueOut(text: string): string {
  return text === '0' || text === '-0' ? '' : text;
}

/**
 * The offer popup's fixed price: a plain number with at most one decimal point; a lone dot becomes 0.
 * Anything else (letters, a second point, a sign) is refused: null, as is what money cannot be or the
 * server would refuse (a third decimal, more than 8 digits before the point).
 */
export function fixedPriceText(text: string): string | null {
  if (text === '.') return '0';
  if (!acceptsNumberText(text, { decimals: true, zero: true })) return null;
  const [whole, fraction = ''] = text.split('.');
  return whole.length <= 8 && fraction.length <= 2 ? text : null;
}
