import { describe, expect, it } from 'vitest';
import { BlockType } from '../../../schema/block-types';
import { CURRENCY_CODES } from '../../../schema/currencies';
import { canContain } from '../../../schema/nesting';
import { TEMPLATE_ROOT } from '../../../schema/detail-blocks';
import { PAGE_ROOT } from '../../../schema/block-types';
import { edition, item } from '../../testing/fixtures';
import { tokenText } from '.';

describe('edition-set tokens', () => {
  const work = item({
    sku: 'NL-0042',
    notes: 'Signed lower right',
    editions: [
      edition({ editionId: 1, isSold: true, active: true, price: '$900.00' }),
      edition({ editionId: 2, edition: 'Edition of 25', number: '3/25', price: '$1,200.00', quantity: 4, framing: 'Oak frame', prices: [{ currencyCode: 'EUR', price: '€1.100,00', priceValue: 110000 }] }),
    ],
  });

  it('speak of the first edition a visitor can still buy', () => {
    expect(tokenText(work, 'price', 'site')).toBe('$1,200.00');
    expect(tokenText(work, 'edition', 'site')).toBe('Edition of 25 3/25');
    expect(tokenText(work, 'quantity', 'site')).toBe('4');
    expect(tokenText(work, 'framing', 'site')).toBe('Oak frame');
    expect(tokenText(work, 'status', 'site')).toBe('Available');
  });

  it('show the price in a chosen currency the work has, else in its own', () => {
    expect(tokenText(work, 'price', 'EUR')).toBe('€1.100,00');
    expect(tokenText(work, 'price', 'JPY')).toBe('$1,200.00');
  });

  it('show the work’s own facts, and nothing for one it lacks', () => {
    expect(tokenText(work, 'sku', 'site')).toBe('NL-0042');
    expect(tokenText(work, 'notes', 'site')).toBe('Signed lower right');
    expect(tokenText(work, 'title', 'site')).toBe('Harbour at Dusk');
    expect(tokenText(work, 'location', 'site')).toBeNull();
    expect(tokenText(item({ editions: [edition({ isSold: true })] }), 'status', 'site')).toBe('Sold');
  });

  it('offer about 160 ISO currency codes, each once', () => {
    expect(CURRENCY_CODES.length).toBeGreaterThanOrEqual(155);
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length);
    for (const code of CURRENCY_CODES) expect(code).toMatch(/^[A-Z]{3}$/);
  });

  it('sit only in the artwork page template, at its top or in its columns', () => {
    expect(canContain(TEMPLATE_ROOT.inventory, BlockType.EditionTokens)).toBe(true);
    expect(canContain(BlockType.Column, BlockType.EditionTokens, 'inventory')).toBe(true);
    expect(canContain(PAGE_ROOT, BlockType.EditionTokens)).toBe(false);
    expect(canContain(TEMPLATE_ROOT.show, BlockType.EditionTokens)).toBe(false);
  });
});
