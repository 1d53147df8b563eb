import { useEffect, useRef } from 'react';
import type { CartResponse } from '../../../schema/api/commerce';
import { providerAmount } from '../../../schema/money';
import type { CheckoutDetails } from '../checkout';
import { madeTokenSource } from '../payment-sources';
import { confirmationToken, elementsAmount, elementsOptions, loadStripe, type StripeAddress, type StripeEvent } from '../stripe';
import { WalletText } from '../texts';
import { useCartStore } from '../use-cart';
import { walletSheetUpdate } from '../wallet-sheet';

const emptyAddress = { AddressLineOne: '', AddressLineTwo: '', City: '', State: '', Zip: '', Country: '' };

function fromStripe(address: StripeAddress | undefined) {
  return {
    AddressLineOne: address?.line1 ?? '',
    AddressLineTwo: address?.line2 ?? '',
    City: address?.city ?? '',
    State: address?.state ?? '',
    Zip: address?.postal_code ?? '',
    Country: address?.country ?? '',
  };
}

/** The buyer's details as the wallet hands them over: contact from the billing details, the address to ship to. */
export function walletDetails(event: StripeEvent): CheckoutDetails {
  const [first, ...rest] = (event.shippingAddress?.name || event.billingDetails?.name || '').trim().split(/\s+/);
  return {
    FirstName: first ?? '',
    // A wallet holding one name ('Cher') gives it as the last name too: checkout asks for both.
    LastName: rest.join(' ') || (first ?? ''),
    Email: event.billingDetails?.email ?? '',
    Phone: event.billingDetails?.phone ?? '',
    Notes: '',
    ...(event.shippingAddress ? fromStripe(event.shippingAddress.address) : emptyAddress),
    billing: event.billingDetails?.address ? fromStripe(event.billingDetails.address) : null,
  };
}

/**
 * Stripe's Express Checkout Element (Apple Pay, Google Pay): for what the server will charge (the cart
 * total; the subtotal when there is no promotion, shipping or tax), asking the wallet for the buyer's
 * email, phone and shipping address, with the cart's shipping as the one rate; its confirmation token
 * pays as the card form's does. Whenever the sheet's address changes, the server prices the cart for it
 * and the sheet shows that shipping and total (what the purchase will be charged, since /api/buy prices
 * the same address), or refuses an address the site does not ship to.
 */
export default function StripeWallet({ publishableKey, cart }: { publishableKey: string; cart: CartResponse }) {
  const store = useCartStore();
  const target = useRef<HTMLDivElement>(null);
  const amount = cart.totals.total.value;
  const shipping = cart.totals.shipping.value;
  const currency = cart.config.currencyCode;

  useEffect(() => {
    let gone = false;
    let element: { destroy(): void } | null = null;
    loadStripe(publishableKey).then(
      (stripe) => {
        if (gone || !target.current) return;
        const elements = stripe.elements(elementsOptions(amount, currency));
        const express = elements.create('expressCheckout');
        express.on('click', (event) => {
          store.walletStarted();
          // Stripe asks for shipping rates whenever it asks for a shipping address.
          event.resolve?.({
            emailRequired: true,
            phoneNumberRequired: true,
            shippingAddressRequired: true,
            shippingRates: [{ id: 'shipping', displayName: 'Shipping', amount: providerAmount(shipping, currency) }],
          });
        });
        express.on('shippingaddresschange', (event) => {
          const country = event.address?.country;
          if (!country) return event.reject?.();
          store.priceFor(country, event.address?.state ?? '').then(
            (priced) => {
              const sheet = walletSheetUpdate(priced);
              if (!sheet) return event.reject?.();
              // The amount before the lines: Stripe checks the lines against the amount it has.
              elements.update({ amount: sheet.amount });
              event.resolve?.({ shippingRates: sheet.shippingRates, lineItems: sheet.lineItems });
            },
            () => event.reject?.(),
          );
        });
        express.on('cancel', () => {
          // Back to the page's own cart, which the sheet's address never changed.
          elements.update({ amount: elementsAmount(amount, currency) });
          store.walletCancelled(WalletText.cancelled);
        });
        express.on('confirm', (event) => {
          const details = walletDetails(event);
          confirmationToken(stripe, elements, { name: `${details.FirstName} ${details.LastName}`.trim(), email: details.Email, phone: details.Phone }).then(
            async (token) => {
              await store.payWithWallet(details, madeTokenSource('wallet', token), { token: WalletText.noToken, buy: WalletText.error });
              // The wallet's sheet is told when the purchase did not go through, and closes with it.
              if (store.getState().wallet.phase === 'error') event.paymentFailed?.();
            },
            () => {
              event.paymentFailed?.();
              store.walletFailed(WalletText.noToken);
            },
          );
        });
        express.mount(target.current);
        element = express;
      },
      // Without Stripe.js there is no wallet to offer: the button stays away (the card form says why it cannot load).
      () => undefined,
    );
    return () => {
      gone = true;
      element?.destroy();
    };
    // Mounted once per cart total: the element shows the amount it was made with.
  }, [publishableKey, amount, shipping, currency, store]);

  return <div ref={target} className="stripe-element" />;
}
