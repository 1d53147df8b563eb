import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CommerceText } from '../../schema/messages';
import { cartResponse } from '../testing/fixtures';
import { CartIsland } from './CartIsland';
import { CartLines, CartTotals } from './CartLines';
import { CheckoutForm } from './CheckoutForm';
import { PurchaseButton } from './PurchaseButton';

const noop = () => undefined;

describe('CheckoutForm', () => {
  const html = renderToString(<CheckoutForm state="form" error={null} onSubmit={noop} />);

  it('labels every input and text area', () => {
    const controls = html.match(/<(input|textarea)\b[^>]*>/g) ?? [];
    expect(controls.length).toBe(14);
    for (const control of controls) {
      const id = /id="([^"]+)"/.exec(control)?.[1];
      expect(id, control).toBeTruthy();
      expect(html).toContain(`for="${id}"`);
    }
  });

  it('has the spec fields, with required ones marked for native validation', () => {
    const required = ['FirstName', 'LastName', 'Email', 'Phone', 'AddressLineOne', 'City', 'State', 'Zip', 'Country', 'PaymentAccount', 'Expiration', 'CVC'];
    const control = (name: string) => (html.match(/<(input|textarea)\b[^>]*>/g) ?? []).find((c) => c.includes(`name="${name}"`)) ?? '';
    for (const name of required) expect(control(name), name).toContain('required=""');
    for (const name of ['AddressLineTwo', 'Notes']) expect(control(name), name).not.toContain('required');
    expect(control('PaymentAccount')).toContain('maxLength="19"');
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone', 'Address Line 1', 'Address Line 2 (optional)', 'City', 'State', 'Zip', 'Country', 'Notes (optional)', 'Card Number', 'Expiration Date (MM/YY)', 'CVC']) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toContain(`<button type="submit" class="button button--primary checkout-form__pay"`);
    expect(html).toContain(`>${CommerceText.payWithCreditCard}</button>`);
  });

  it('disables its inputs and button while processing, and shows an error as an alert', () => {
    const busy = renderToString(<CheckoutForm state="processing" error="Your card was declined." onSubmit={noop} />);
    expect(busy.match(/<fieldset[^>]*disabled=""/g)).toHaveLength(2);
    expect(busy).toMatch(/<button type="submit"[^>]*disabled=""/);
    expect(busy).toMatch(/role="alert">Your card was declined.</);
  });
});

describe('PurchaseButton', () => {
  it('is server-rendered as a link to the cart address of the first edition', () => {
    const html = renderToString(
      <PurchaseButton title="Harbour" linkParams={{ sub: 'demo' }} options={[{ editionId: 9, label: 'Unique', price: '$10.00', dimensions: null, maxQuantity: 1 }]} />,
    );
    expect(html).toBe('<a class="button button--primary purchase-button" href="/buy/?products=9:1&amp;sub=demo">PURCHASE</a>');
  });
});

describe('CartIsland', () => {
  it('starts with the loading text on the server; the browser fills it', () => {
    const html = renderToString(<CartIsland sub="demo" linkParams={{}} isArtistSite={false} checkoutEnabled />);
    expect(html).toContain('Loading...');
  });
});

describe('CartLines and CartTotals', () => {
  it("shows the server's line subtotal and totals, and a labelled remove button", () => {
    const cart = cartResponse();
    const html = renderToString(
      <>
        <CartLines lines={cart.lineItems} isArtistSite={false} disabled={false} onQuantity={noop} onRemove={noop} />
        <CartTotals cart={cart} />
      </>,
    );
    expect(html).toContain('Harbour at Dusk');
    expect(html).toContain('Mary Cassatt');
    expect(html).toContain('$1,200.00');
    expect(html).toContain('$96.00');
    expect(html).toContain('$1,296.00');
    expect(html).toMatch(/<button type="button"[^>]*aria-label="Remove Harbour at Dusk"/);
    expect(html).not.toContain('type="number"');
  });

  it('offers a labelled quantity input only when the quantity can be adjusted, and hides the artist on artist sites', () => {
    const cart = cartResponse();
    cart.lineItems[0] = { ...cart.lineItems[0], canAdjustQuantity: true, quantity: 2 };
    const html = renderToString(<CartLines lines={cart.lineItems} isArtistSite disabled={false} onQuantity={noop} onRemove={noop} />);
    expect(html).toMatch(/<label for="quantity-501">Quantity/);
    expect(html).toMatch(/<input id="quantity-501" type="number"[^>]*value="2"/);
    expect(html).not.toContain('Mary Cassatt');
  });
});
