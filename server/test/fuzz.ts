import fc from 'fast-check';
import { z } from 'zod';

/**
 * Property-based inputs for the API, built from the zod schemas the endpoints validate with: each value
 * is either one the schema accepts or a value at an edge (bounds and just past them, ids past 32 bits,
 * NUL bytes, unpaired surrogates, huge strings, deep nesting, wrong types). Mixed per field, so most
 * payloads are nearly valid and reach deep into the handler before the one bad field matters.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
}

/** Overrides for the accepted branch of one field, by dotted path ('LineItems.EditionId'): real ids, say. */
export type FieldOverrides = Record<string, fc.Arbitrary<unknown>>;

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
}

/** Values at the edges of what any field could be sent, whatever its type. */
export const edgeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    0, -1, 1, 2_147_483_647, 2_147_483_648, -2_147_483_649, 2 ** 53, 2 ** 53 + 2, -(2 ** 53), 1e308, -1e-308, 0.5, -0,
    '', ' ', '\u0000', 'a\u0000b', '\uD800', '\uDFFF', 'x\uDBFFy', '💥', 'null', '2147483648', '1e400', 'NaN', 'Infinity',
    '<script>alert(1)</script>', "'; drop table orders; --", '%00', '../../etc/passwd', '\u202e\u2066', 'x'.repeat(5_000),
    true, false, null, [], {}, [null], { __proto__: { polluted: true } }, { constructor: { prototype: {} } },
    nested(70), nested(200),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.array(fc.anything(), { maxLength: 3 }),
);

/** Text that no database column can hold, hidden in otherwise ordinary text. */
const badText: fc.Arbitrary<string> = fc
  .tuple(fc.string({ maxLength: 12 }), fc.constantFrom('\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'), fc.string({ maxLength: 12 }))
  .map(([before, bad, after]) => `${before}${bad}${after}`);

/** Edges for a field that holds text. */
const textEdge: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: badText },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '\t\n', 'x'.repeat(301), 'x'.repeat(20_001), '<img src=x onerror=alert(1)>', '\u202e') },
  // Names every object inherits: a lookup table keyed by input must not take them for entries.
  { weight: 1, arbitrary: fc.constantFrom('toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf') },
  { weight: 1, arbitrary: edgeValue },
);

/** Edges for a field that holds a number. */
const numberEdge: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(0, -1, 1, 99, 100, 999, 1000, 2_147_483_647, 2_147_483_648, 4_294_967_296, 2 ** 53, -(2 ** 31) - 1, 1e308, 0.5, -0) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })) },
  { weight: 1, arbitrary: edgeValue },
);

function resolve(schema: JsonSchema, root: JsonSchema): JsonSchema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.replace('#/$defs/', '');
  return root.$defs?.[name] ?? {};
}

/** A value the schema accepts (as near as a generator can tell), with every child field fuzzed. */
function accepted(schema: JsonSchema, root: JsonSchema, path: string, overrides: FieldOverrides, depth: number): fc.Arbitrary<unknown> {
  const override = overrides[path];
  if (override) return override;
  const s = resolve(schema, root);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.anyOf) return fc.oneof(...s.anyOf.map((option) => accepted(option, root, path, overrides, depth)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'integer':
      return fc.integer({ min: Math.max(s.minimum ?? -1e6, Number.MIN_SAFE_INTEGER), max: Math.min(s.maximum ?? 1e6, Number.MAX_SAFE_INTEGER) });
    case 'number':
      return fc.double({ min: s.minimum ?? -1e6, max: s.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      if (s.pattern) return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? Infinity));
      if (s.format === 'email') return fc.emailAddress();
      // Required text is trimmed before its length is checked, so a non-blank character keeps it valid.
      return fc
        .string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) })
        .map((v) => (s.minLength && !v.trim() ? `x${v}`.slice(0, s.maxLength ?? 40) : v));
    case 'array': {
      if (depth > 4 || !s.items) return fc.constant([]);
      const item = accepted(s.items, root, path, overrides, depth + 1);
      return fc.array(item, { minLength: s.minItems ?? 0, maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)) });
    }
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(properties)) record[key] = accepted(child, root, path ? `${path}.${key}` : key, overrides, depth + 1);
      const requiredKeys = Object.keys(properties).filter((k) => required.has(k));
      return fc.record(record, { requiredKeys });
    }
    default:
      return fc.anything();
  }
}

/** Every place in a JSON value a mutation can hit: each property and item, at any depth. */
function placesIn(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value !== 'object' || value === null) return [];
  const here = Array.isArray(value) ? value.map((_, i) => i) : Object.keys(value);
  return here.flatMap((key) => [[...path, key], ...placesIn((value as Record<string, unknown>)[key], [...path, key])]);
}

type Mutation = { kind: 'replace' | 'delete' | 'add'; pick: number; value: unknown; text: unknown; number: unknown; key: string };

/** One field replaced by an edge value, deleted, or an unexpected key added beside it. */
function mutate(value: unknown, m: Mutation): unknown {
  const places = placesIn(value);
  if (!places.length) return m.kind === 'add' ? { [m.key]: m.value } : m.value;
  const path = places[m.pick % places.length];
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1];
  const current = parent[last];
  if (m.kind === 'replace') parent[last] = typeof current === 'string' ? m.text : typeof current === 'number' ? m.number : m.value;
  else if (m.kind === 'delete') delete parent[last];
  else if (!Array.isArray(parent)) parent[m.key] = m.value;
  return copy;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom<Mutation['kind']>('replace', 'replace', 'replace', 'delete', 'add'),
  pick: fc.nat(),
  value: edgeValue,
  text: textEdge,
  number: numberEdge,
  key: fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'Price', 'Total', '\u0000')),
});

/**
 * Payloads for a request schema: valid ones, valid ones with one or two fields at an edge (so the bad
 * value meets the handler with everything else in order), and now and then a wholly wrong value.
 */
export function payloadsFor(schema: z.ZodType, overrides: FieldOverrides = {}): fc.Arbitrary<unknown> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const valid = accepted(json, json, '', overrides, 0);
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 6, arbitrary: fc.tuple(valid, fc.array(mutation, { minLength: 1, maxLength: 2 })).map(([v, ms]) => ms.reduce(mutate, v)) },
    { weight: 1, arbitrary: edgeValue },
  );
}

/** A payload object as a query string: each value as text, arrays as repeated keys, objects as JSON. */
export function toQueryString(payload: unknown): string {
  const params = new URLSearchParams();
  if (typeof payload !== 'object' || payload === null) {
    params.append('value', String(payload));
    return params.toString();
  }
  for (const [key, value] of Object.entries(payload)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) params.append(key, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  }
  return params.toString();
}

/** The seed every CI run uses; `npm run fuzz` picks a new one each time and prints it. */
export const CI_SEED = 20261123;

export function fuzzSettings(): { seed: number; numRuns: number } {
  const runs = Number(process.env.FUZZ_RUNS);
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : CI_SEED;
  return { seed, numRuns: Number.isInteger(runs) && runs > 0 ? runs : 100 };
}
