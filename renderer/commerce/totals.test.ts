import { describe, expect, it } from 'vitest';
import { cartResponse } from '../testing/fixtures';
import { totalsRows } from './totals';

const money = (value: number, display: string) => ({ value, display });

describe('the totals shown', () => {
  it('are the server’s displays in order, without a promotion row when none applies', () => {
    expect(totalsRows(cartResponse())).toEqual([
      { key: 'subtotal', label: 'Subtotal', display: '$1,200.00' },
      { key: 'shipping', label: 'Shipping', display: '$0.00' },
      { key: 'tax', label: 'Tax', display: '$96.00' },
      { key: 'total', label: 'Total', display: '$1,296.00' },
    ]);
  });

  it('show the promotion as a reduction named by its code', () => {
    const cart = cartResponse({
      promoCode: { promoCodeId: 3, code: 'SPRING10', description: '', amount: money(12000, '$120.00') },
      totals: { subtotal: money(120000, '$1,200.00'), discount: money(12000, '$120.00'), shipping: money(2500, '$25.00'), tax: money(0, '$0.00'), total: money(110500, '$1,105.00') },
    });
    expect(totalsRows(cart).map((r) => [r.key, r.label, r.display])).toEqual([
      ['subtotal', 'Subtotal', '$1,200.00'],
      ['discount', 'Promo code SPRING10', '−$120.00'],
      ['shipping', 'Shipping', '$25.00'],
      ['tax', 'Tax', '$0.00'],
      ['total', 'Total', '$1,105.00'],
    ]);
  });

  it('wait for the address where shipping or tax depend on it, and mark tax included in the prices', () => {
    const zero = money(0, '$0.00');
    const waiting = totalsRows(cartResponse({ needsDestination: true, totals: { subtotal: money(100, '$1.00'), discount: zero, shipping: zero, tax: zero, total: money(100, '$1.00') } }));
    expect(waiting.find((r) => r.key === 'shipping')?.display).toBe('Calculated from your shipping address');
    expect(waiting.find((r) => r.key === 'tax')?.display).toBe('Calculated from your shipping address');
    const included = totalsRows(cartResponse({ taxIncluded: true }));
    expect(included.find((r) => r.key === 'tax')).toEqual({ key: 'tax', label: 'Tax (included)', display: '$96.00' });
  });
});
