import { describe, expect, it } from 'vitest';
import { addressLines, ordersRoute, paymentSummary, sameAddress } from './orders-text';

const address = { addressLineOne: '14 Marine Parade', addressLineTwo: null, city: 'Brighton', state: null, zip: 'BN2 1TL', country: 'GB', countryName: 'United Kingdom' };

describe('the orders screen', () => {
  it('reads the list’s filter and an order from the address', () => {
    expect(ordersRoute([])).toEqual({ filter: 'all', orderId: null });
    expect(ordersRoute(['status', 'paid'])).toEqual({ filter: 'paid', orderId: null });
    expect(ordersRoute(['status', 'nonsense'])).toEqual({ filter: 'all', orderId: null });
    expect(ordersRoute(['42'])).toEqual({ filter: 'all', orderId: 42 });
    expect(ordersRoute(['0'])).toEqual({ filter: 'all', orderId: null });
    expect(ordersRoute(['99999999999'])).toEqual({ filter: 'all', orderId: null });
  });

  it('shows an address as lines, leaving out what it has not', () => {
    expect(addressLines(address)).toEqual(['14 Marine Parade', 'Brighton, BN2 1TL', 'United Kingdom']);
    expect(addressLines({ ...address, addressLineTwo: 'Flat 2', state: 'East Sussex' })).toEqual(['14 Marine Parade', 'Flat 2', 'Brighton, East Sussex, BN2 1TL', 'United Kingdom']);
    expect(sameAddress(address, { ...address })).toBe(true);
    expect(sameAddress(address, { ...address, city: 'Hove' })).toBe(false);
  });

  it('says how an order was paid', () => {
    expect(paymentSummary({ provider: 'test', method: 'card', last4: '4242' })).toBe('Card through the test gateway, ending 4242');
    expect(paymentSummary({ provider: 'stripe', method: 'wallet', last4: null })).toBe('Wallet through Stripe');
  });
});
