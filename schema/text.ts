/**
 * Text every store and every protocol can hold. PostgreSQL refuses a NUL in text and jsonb, and a lone
 * UTF-16 surrogate has no UTF-8 form (one driver errors, another silently swaps in U+FFFD), so both are
 * refused where input arrives, before anything is written or charged.
 */

const NUL = '\u0000';
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Nested JSON deeper than this is refused: no document the product writes comes near it. */
export const MAX_JSON_DEPTH = 64;

export const UNSTORABLE_TEXT_MESSAGE = 'This text contains a character that is not allowed (a NUL byte or an unpaired surrogate).';
export const TOO_DEEP_MESSAGE = `This value is nested more than ${MAX_JSON_DEPTH} levels deep.`;

export function isStorableText(text: string): boolean {
  return !text.includes(NUL) && !LONE_SURROGATE.test(text);
}

export interface UnstorableValue {
  /** Dotted path to the bad value ('' for the value itself), e.g. 'pages.0.title' or 'FirstName'. */
  path: string;
  message: string;
}

/**
 * The first string (value or object key) in a parsed JSON value that cannot be stored, or the first place
 * nested too deeply; null when the whole value is fine. Iterative, so a hostile nesting cannot overflow
 * the stack.
 */
export function findUnstorableValue(root: unknown, maxDepth = MAX_JSON_DEPTH): UnstorableValue | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: root, path: '', depth: 0 }];
  const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) return { path, message: UNSTORABLE_TEXT_MESSAGE };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= maxDepth) return { path, message: TOO_DEEP_MESSAGE };
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push({ value: value[i], path: join(path, i), depth: depth + 1 });
      continue;
    }
    const entries = Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i];
      if (!isStorableText(key)) return { path: join(path, JSON.stringify(key).slice(1, -1)), message: UNSTORABLE_TEXT_MESSAGE };
      stack.push({ value: child, path: join(path, key), depth: depth + 1 });
    }
  }
  return null;
}
