import type { Context } from 'hono';
import type { z } from 'zod';
import { ErrorCode, findUnstorableValue } from '../../schema';
import { API_BODY_LIMIT, readBody } from './body';
import { HttpError } from './http-error';

export { errorBody, errorResponse, HttpError } from './http-error';

/** One readable sentence from zod issues: "FirstName: This field is required.; Email: Enter a valid email address." */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return issues
    .slice(0, 10)
    .map((issue) => {
      const path = issue.path.map(String).join('.');
      return path ? `${path}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

/**
 * Parses input with a schema or throws 400 invalid_request naming every bad field. Text that cannot be
 * stored (a NUL, an unpaired surrogate) and absurd nesting are refused first, wherever they are in the
 * input, so no handler ever carries them to the database or the payment provider.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const unstorable = findUnstorableValue(input);
  if (unstorable) {
    throw new HttpError(400, ErrorCode.InvalidRequest, unstorable.path ? `${unstorable.path}: ${unstorable.message}` : unstorable.message);
  }
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpError(400, ErrorCode.InvalidRequest, describeIssues(result.error.issues));
  return result.data;
}

/** Reads a JSON body (up to maxBytes) and validates it; a body that is not JSON is a 400 like any other bad input. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S, maxBytes = API_BODY_LIMIT): Promise<z.infer<S>> {
  const text = await readBody(c, maxBytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, ErrorCode.InvalidRequest, 'The request body must be valid JSON.');
  }
  return parseInput(schema, body);
}

/**
 * The query string as input: each plain key's value (a list when the key comes more than once, so
 * 'medium=Oil&medium=Paper' is both, and a key that takes one value given twice is refused rather
 * than read as its first), and indexed keys folded into one list in index order ('medium[0]=Oil&
 * medium[1]=Paper' is medium: ['Oil', 'Paper']; a plain 'medium=Oil' beside them comes first).
 */
export function queryInput(params: Record<string, string[]>): Record<string, string | string[]> {
  const input: Record<string, string | string[]> = {};
  const indexed = new Map<string, Array<[number, string]>>();
  for (const [key, values] of Object.entries(params)) {
    const m = /^(.+)\[(\d{1,4})\]$/.exec(key);
    if (m) indexed.set(m[1], [...(indexed.get(m[1]) ?? []), [Number(m[2]), values[0] ?? '']]);
    else if (values.length) input[key] = values.length === 1 ? values[0] : values;
  }
  for (const [name, entries] of indexed) {
    const list = entries.sort((a, b) => a[0] - b[0]).map(([, value]) => value);
    const plain = input[name] ?? [];
    input[name] = [...(typeof plain === 'string' ? [plain] : plain), ...list];
  }
  return input;
}

/** Validates the query string (see queryInput for lists). */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.infer<S> {
  return parseInput(schema, queryInput(c.req.queries()));
}
