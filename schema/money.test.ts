import { describe, expect, it } from 'vitest';
import { formatMoney, fromProviderAmount, providerAmount, roundToCurrency } from './money';

describe('money at a card provider', () => {
  it('is cents for two-decimal currencies, whole units for zero-decimal ones, thousandths ending in 0 for three-decimal ones', () => {
    expect(providerAmount(125_050, 'USD')).toBe(125_050);
    expect(providerAmount(150_000, 'JPY')).toBe(1500);
    expect(providerAmount(150_000, 'jpy')).toBe(1500);
    expect(providerAmount(99_900, 'KRW')).toBe(999);
    expect(providerAmount(1_234, 'KWD')).toBe(12_340);
    expect(providerAmount(150_049, 'ISK')).toBe(150_000);
    expect(providerAmount(150_050, 'ISK')).toBe(150_100);
    for (const [amount, code] of [[125_050, 'USD'], [150_000, 'JPY'], [1_234, 'KWD'], [150_000, 'ISK']] as const) expect(fromProviderAmount(providerAmount(amount, code), code)).toBe(amount);
  });

  it('rounds amounts to what the currency can charge', () => {
    expect(roundToCurrency(150_049, 'JPY')).toBe(150_000);
    expect(roundToCurrency(150_050, 'JPY')).toBe(150_100);
    expect(roundToCurrency(150_049, 'EUR')).toBe(150_049);
    expect(formatMoney(150_000, 'JPY')).toBe('¥1,500');
  });
});
