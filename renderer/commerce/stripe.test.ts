// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"disableJavaScriptFileLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
import { describe, expect, it } from 'vitest';
import { CommerceText } from '../../schema/messages';
import { confirmationToken, elementsOptions, loadStripe, STRIPE_SCRIPT, type StripeElements, type StripeLike } from './stripe';

function fakeStripe(made: Awaited<ReturnType<StripeLike['createConfirmationToken']>>, submitted: { error?: { message?: string } } = {}) {
  const calls: unknown[] = [];
  const elements = { submit: async () => submitted, create: () => ({}) as never, update: () => undefined } as unknown as StripeElements;
  const stripe: StripeLike = {
    elements: () => elements,
    createConfirmationToken: async (options) => {
      calls.push(options.params);
      return made;
    },
    handleNextAction: async () => ({}),
  };
  return { stripe, elements, calls };
}

describe('Stripe in the browser', () => {
  it('charges the cart later: its amount in minor units, its currency, manual capture', () => {
    expect(elementsOptions(129600, 'EUR')).toEqual({ mode: 'payment', amount: 129600, currency: 'eur', captureMethod: 'manual', paymentMethodCreation: 'manual' });
    // Stripe counts yen whole: ¥1,296 is 1296, not the 129600 hundredths kept here.
    expect(elementsOptions(129600, 'JPY')).toMatchObject({ amount: 1296, currency: 'jpy' });
  });

  it('makes a confirmation token with the buyer’s billing details', async () => {
    const { stripe, elements, calls } = fakeStripe({ confirmationToken: { id: 'ctoken_1' } });
    expect(await confirmationToken(stripe, elements, { name: 'Ada Lovelace' })).toBe('ctoken_1');
    expect(calls).toEqual([{ payment_method_data: { billing_details: { name: 'Ada Lovelace' } } }]);
  });

  it('shows the provider’s own message when the card or the token is refused', async () => {
    const refused = fakeStripe({ error: { message: 'Your card number is incomplete.' } });
    await expect(confirmationToken(refused.stripe, refused.elements, {})).rejects.toMatchObject({ message: 'Your card number is incomplete.' });
    const invalid = fakeStripe({ confirmationToken: { id: 'x' } }, { error: { message: 'Your postal code is incomplete.' } });
    await expect(confirmationToken(invalid.stripe, invalid.elements, {})).rejects.toMatchObject({ message: 'Your postal code is incomplete.' });
  });

  it('asks the buyer to disable plug-ins when Stripe.js cannot be loaded, and tries again next time', async () => {
    const attempt = loadStripe('pk_test_1');
    const script = document.querySelector(`script[src="${STRIPE_SCRIPT}"]`) as HTMLScriptElement;
    expect(script).not.toBeNull();
    script.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toMatchObject({ message: CommerceText.providerLibraryMissing });
    (window as unknown as { Stripe: (key: string) => StripeLike }).Stripe = (key) => fakeStripe({ confirmationToken: { id: key } }).stripe;
    const stripe = await loadStripe('pk_test_1');
    expect(stripe).toBeTruthy();
  });
});
