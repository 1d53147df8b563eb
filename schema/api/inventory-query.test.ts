import { describe, expect, it } from 'vitest';
import { inventoryListQuerySchema } from './content';

/** The parsing rules of the inventory list's filters, apart from the server (which is tested over HTTP). */

const parse = (input: Record<string, unknown>) => inventoryListQuerySchema.safeParse({ sub: 'demo', ...input });
const messages = (input: Record<string, unknown>) => {
  const result = parse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('inventory list filters', () => {
  it('read one value or an indexed list, in the spec’s spelling whatever the case', () => {
    const query = parse({ color: 'Blue', medium: ['oil', 'MIXED MEDIA', 'Oil'] });
    expect(query.success && { color: query.data.color, medium: query.data.medium }).toEqual({ color: ['blue'], medium: ['Oil', 'Mixed Media'] });
  });

  it('read prices and sizes written with digits and one decimal point, or sent as numbers', () => {
    const query = parse({ minPrice: '1200.50', maxPrice: 5000, minHeight: ['0', '30'], maxHeight: ['12', '999999'] });
    expect(query.success && [query.data.minPrice, query.data.maxPrice, query.data.minHeight, query.data.maxHeight]).toEqual([1200.5, 5000, [0, 30], [12, 999999]]);
  });

  it('refuse what the spec does not name, saying which field and what it takes', () => {
    expect(messages({ color: 'pink' })[0]).toMatch(/^color: color must be one of red, orange, yellow, green, blue, purple, black, white/);
    expect(messages({ medium: ['Clay'] })[0]).toMatch(/^medium: medium must be one of Oil, Mixed Media, Sculpture, Acrylic, Photography, Paper/);
    expect(messages({ minPrice: '12.3.4' })[0]).toMatch(/^minPrice: minPrice must be digits with at most one decimal point/);
    expect(messages({ order: '7' })[0]).toMatch(/^order: order must be one of 0/);
    expect(messages({ status: '2' })[0]).toMatch(/^status:/);
    expect(messages({ subType: '30' })[0]).toMatch(/^subType:/);
  });

  it('pair the size lists by index and refuse lists of different lengths', () => {
    expect(messages({ minHeight: ['0', '12'], maxHeight: ['12'] })[0]).toMatch(/minHeight, maxHeight must list the same number of sizes/);
    expect(messages({ minHeight: ['0'], maxHeight: ['12'], minWidth: ['0'], maxWidth: ['12'] })).toEqual([]);
  });

  it('ask for the source a status names: 3 a chosen list, 6 tags', () => {
    expect(messages({ status: '3' })).toEqual(['listId: status 3 (a chosen list) needs listId.']);
    expect(messages({ status: '3', listId: '4' })).toEqual([]);
    expect(messages({ status: '6' })).toEqual(['tags: status 6 (by tags) needs tags.']);
    expect(messages({ status: '6', tags: 'bronze' })).toEqual([]);
  });

  it('keep a parsed query meaning the same when it is sent again', () => {
    const first = parse({ color: 'blue', medium: 'Paper', minPrice: '99.5', minWidth: '12', maxWidth: '30', order: '3', dir: 'desc' });
    expect(first.success).toBe(true);
    const again = first.success ? parse(JSON.parse(JSON.stringify(first.data)) as Record<string, unknown>) : null;
    expect(again?.success && again.data).toEqual(first.success && first.data);
  });
});
