import { z } from 'zod';

/**
 * Field metadata on a block's zod config schema: what the inspector shows for each config key (label,
 * control, unit, group, options, limits, hint). The inspector form is generated from it, so a new block
 * kind is a schema with metadata, not a hand-written form. Controls a schema cannot describe (the media
 * library, the link builder, the tabs editor, a list's source) are named as `custom` controls, which the
 * editor supplies.
 */

/**
 * `url`: a web address, stored only once it is a full one (a half-typed one never blocks a save).
 * `range`: a number between `min` and `max` set with a slider (its drag one undo step).
 */
export type FieldControl = 'text' | 'textarea' | 'number' | 'select' | 'toggle' | 'color' | 'length' | 'box' | 'range' | 'image' | 'link' | 'url' | 'custom';

export interface FieldOption {
  value: string | number;
  label: string;
}

export interface FieldMeta {
  label: string;
  control: FieldControl;
  /** Fields with a group are shown together under its name, after the ungrouped ones. */
  group?: string;
  /** Shown after the label of a number ("Gap (px)") and offered by length fields. */
  unit?: string;
  options?: readonly FieldOption[];
  min?: number;
  max?: number;
  step?: number;
  /** What a range shows while the field is unset: the value the renderer uses then. */
  fallback?: number;
  hint?: string;
  /** A number field that may be left blank for "none" (null). */
  allowBlank?: boolean;
  /** The editor's hand-written control for a `custom` field. */
  custom?: string;
  /** Other keys of the config that this field's control edits too (a sort edits order and dir). */
  covers?: readonly string[];
  /** Shown only while this holds for the block's config (hover colour only for the colour overlay). */
  when?: (config: Record<string, unknown>) => boolean;
}

/** Where the metadata lives: a zod registry, so a schema carries it without changing what it validates. */
export const fieldRegistry = z.registry<Partial<FieldMeta>>();

/**
 * A copy of `schema` carrying `meta`. Metadata is per schema instance, so the copy keeps a shared field
 * (a list's maxLimit) free to read differently in another block (another hint). Put it outermost, after
 * `.default()` or `.optional()`, which wrap the schema in a new one.
 */
export function field<S extends z.ZodType>(schema: S, meta: FieldMeta): S {
  return register(schema, meta);
}

/** A copy of a field that already has metadata, with some of it changed. */
export function refield<S extends z.ZodType>(schema: S, meta: Partial<FieldMeta>): S {
  return register(schema, meta);
}

function register<S extends z.ZodType>(schema: S, meta: Partial<FieldMeta>): S {
  const copy = schema.clone() as z.ZodType;
  fieldRegistry.add(copy, meta);
  return copy as S;
}

/** A schema's own field metadata (a copy's is its original's, with the copy's changes over it). */
export function fieldMeta(schema: z.ZodType): FieldMeta | undefined {
  const meta = fieldRegistry.get(schema);
  return meta?.label !== undefined && meta.control !== undefined ? (meta as FieldMeta) : undefined;
}

export interface InspectorField {
  key: string;
  meta: FieldMeta;
  /** What the field's value must be, so a control can say why a typed value is refused. */
  schema: z.ZodType;
}

/** The fields of an object schema that have metadata, in the schema's key order. */
export function inspectorFields(schema: z.ZodType): InspectorField[] {
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, value]) => {
    const meta = fieldMeta(value);
    return meta ? [{ key, meta, schema: value }] : [];
  });
}

/** Why the field refuses `value` (its schema's first message), or null when the field takes it. */
export function fieldProblem(field: Pick<InspectorField, 'schema'>, value: unknown): string | null {
  const checked = field.schema.safeParse(value);
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'Invalid value');
}

/** The keys an inspector edits: those with metadata, and those their controls cover. */
export function editedKeys(schema: z.ZodType): string[] {
  return inspectorFields(schema).flatMap(({ key, meta }) => [key, ...(meta.covers ?? [])]);
}

/**
 * A copy of an object schema with metadata on some of its fields, the described ones first in the order
 * given, then the others as they were. It validates exactly as the original does.
 */
export function describeFields<S extends z.ZodObject>(schema: S, metas: { [K in keyof S['shape']]?: FieldMeta }): S {
  const shape = schema.shape as Record<string, z.ZodType>;
  const described: Record<string, z.ZodType> = {};
  for (const [key, meta] of Object.entries(metas) as Array<[string, FieldMeta | undefined]>) {
    if (meta && key in shape) described[key] = field(shape[key], meta);
  }
  for (const [key, value] of Object.entries(shape)) if (!(key in described)) described[key] = value;
  return z.object(described) as unknown as S;
}

/** Options counting from `from` to `to`, each labelled with its number. */
export const countOptions = (from: number, to: number): FieldOption[] => Array.from({ length: to - from + 1 }, (_, i) => ({ value: from + i, label: String(from + i) }));

export const ALIGN_OPTIONS: readonly FieldOption[] = [
  { value: 'left', label: 'Left' },
  { value: 'center', label: 'Center' },
  { value: 'right', label: 'Right' },
];

/** The groups the common style fields are shown in. */
export const FieldGroup = {
  Layout: 'Layout',
  Colours: 'Colours',
  Hover: 'Hover effect',
  Link: 'Link',
} as const;

export { CustomControl } from './custom-controls';
