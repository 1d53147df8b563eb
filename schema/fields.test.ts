import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BlockType } from './block-types';
import { CATALOGUE, type CatalogueEntry } from './catalogue';
import { describeFields, editedKeys, field, fieldMeta, inspectorFields, refield } from './fields';

const entries = Object.values(CATALOGUE) as CatalogueEntry[];
const keysOf = (schema: z.ZodType) => (schema instanceof z.ZodObject ? Object.keys(schema.shape) : []);

describe('field metadata', () => {
  it('rides on a copy of the schema, which validates as the original does', () => {
    const plain = z.number().int().min(0).max(9);
    const described = field(plain, { label: 'Count', control: 'number' });
    expect(fieldMeta(plain)).toBeUndefined();
    expect(fieldMeta(described)).toMatchObject({ label: 'Count', control: 'number' });
    expect(described.safeParse(10).success).toBe(false);
    expect(described.parse(3)).toBe(3);
  });

  it('can be changed in part for another block without touching the first', () => {
    const first = field(z.string(), { label: 'Title', control: 'text', hint: 'One' });
    const second = refield(first, { hint: 'Two' });
    expect(fieldMeta(second)).toMatchObject({ label: 'Title', control: 'text', hint: 'Two' });
    expect(fieldMeta(first)?.hint).toBe('One');
  });

  it('orders the described fields first, as given, and keeps the rest', () => {
    const schema = z.object({ a: z.string(), b: z.number(), c: z.boolean() });
    const described = describeFields(schema, { c: { label: 'C', control: 'toggle' }, a: { label: 'A', control: 'text' } });
    expect(Object.keys(described.shape)).toEqual(['c', 'a', 'b']);
    expect(inspectorFields(described).map((f) => f.key)).toEqual(['c', 'a']);
    expect(described.safeParse({ a: 'x', b: 1, c: true }).success).toBe(true);
    expect(described.safeParse({ a: 'x', b: 'no', c: true }).success).toBe(false);
  });
});

describe('the catalogue’s inspectors', () => {
  it('edit every config key of every block the owner edits (slots are made by their owner)', () => {
    for (const entry of entries.filter((e) => !e.isSlot)) {
      expect({ type: entry.type, keys: [...editedKeys(entry.config)].sort() }).toEqual({ type: entry.type, keys: keysOf(entry.config).sort() });
    }
  });

  it('give every field a label, and every choice its options', () => {
    for (const entry of entries) {
      for (const { key, meta } of inspectorFields(entry.config)) {
        expect(meta.label.trim(), `${entry.type}.${key}`).not.toBe('');
        if (meta.control === 'select') expect(meta.options?.length, `${entry.type}.${key}`).toBeGreaterThan(0);
        if (meta.control === 'custom') expect(meta.custom, `${entry.type}.${key}`).toBeTruthy();
      }
    }
  });

  it('show a list’s fields in the order owners know: what, from where, how many, then layouts', () => {
    expect(inspectorFields(CATALOGUE[BlockType.ArtistsList].config).map((f) => f.meta.label)).toEqual([
      'Title',
      'Columns',
      'Sort',
      'In the list layout, show the artist’s picture on hover',
      'Source',
      'Maximum items',
      'Layouts',
    ]);
    expect(inspectorFields(CATALOGUE[BlockType.InventoryList].config).map((f) => f.key)).toEqual([
      'title',
      'columns',
      'source',
      'type',
      'artistId',
      'status',
      'order',
      'maxLimit',
      'detailDisplay',
      'showFilters',
      'layouts',
    ]);
  });

  it('keep every default valid for its own schema', () => {
    for (const entry of entries) expect(entry.config.safeParse(entry.defaultConfig).success, entry.type).toBe(true);
  });
});
