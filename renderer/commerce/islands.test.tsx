import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CartBlockType, defaultCartPage } from '../../schema/cart-page';
import { CommerceText } from '../../schema/messages';
import { renderSiteHtml } from '../ssr';
import { document as siteDocument, page, renderRequest, site, textOf } from '../testing/fixtures';
import { CardForm } from './blocks/CardForm';
import { CartIsland } from './CartIsland';
import { PurchaseButton } from './PurchaseButton';

const controls = (html: string) => html.match(/<(input|textarea|select)\b[^>]*>/g) ?? [];
const control = (html: string, name: string) => controls(html).find((c) => c.includes(`name="${name}"`)) ?? '';

describe('the card form', () => {
  const html = renderToString(<CardForm title="Checkout" country="US" checkoutEnabled />);

  it('labels every control', () => {
    expect(controls(html).length).toBe(15);
    for (const c of controls(html).filter((c) => !c.includes('type="checkbox"'))) {
      const id = /id="([^"]+)"/.exec(c)?.[1];
      expect(id, c).toBeTruthy();
      expect(html).toContain(`for="${id}"`);
    }
  });

  it('has the spec fields, required ones marked for native validation, State and Zip for a country that uses them', () => {
    for (const name of ['FirstName', 'LastName', 'Email', 'Phone', 'AddressLineOne', 'City', 'State', 'Zip', 'Country', 'PaymentAccount', 'Expiration', 'CVC']) {
      expect(control(html, name), name).toContain('required=""');
    }
    for (const name of ['AddressLineTwo', 'Notes']) expect(control(html, name), name).not.toContain('required');
    expect(control(html, 'PaymentAccount')).toContain('maxLength="19"');
    for (const label of ['First Name', 'Last Name', 'Email', 'Phone', 'Address Line 1', 'Address Line 2 (optional)', 'City', 'State', 'Zip', 'Country', 'Notes (optional)', 'Card Number', 'Expiration Date (MM/YY)', 'CVC']) {
      expect(html).toContain(`>${label}</label>`);
    }
    expect(html).toContain('<option value="US" selected="">United States</option>');
    expect(html).toContain(`>${CommerceText.payWithCreditCard}</button>`);
    expect(control(html, 'sameAddress')).toContain('checked=""');
    expect(html).not.toContain('name="BillingAddressLineOne"');
  });

  it('asks no State where the country has none, and no Zip where it has no postal codes', () => {
    const hongKong = renderToString(<CardForm title="" country="HK" checkoutEnabled />);
    expect(control(hongKong, 'State')).toBe('');
    expect(control(hongKong, 'Zip')).toBe('');
    const france = renderToString(<CardForm title="" country="FR" checkoutEnabled />);
    expect(control(france, 'State')).toBe('');
    expect(control(france, 'Zip')).toContain('required=""');
  });

  it('is drawn disabled until the cart is known, so nothing is sent natively', () => {
    expect(html.match(/<fieldset[^>]*disabled=""/g)).toHaveLength(3);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/);
  });

  it('says checkout is not offered without a card provider', () => {
    expect(renderToString(<CardForm title="" country="US" checkoutEnabled={false} />)).toContain('Online checkout is not available');
  });
});

describe('PurchaseButton', () => {
  it('is server-rendered as a link to the cart address of the first edition', () => {
    const html = renderToString(<PurchaseButton title="Harbour" inventoryId={3} sub="demo" editionId={9} linkParams={{ sub: 'demo' }} />);
    expect(html).toBe('<a class="button button--primary purchase-button" href="/buy/?products=9:1&amp;sub=demo">PURCHASE</a>');
  });
});

describe('the cart page', () => {
  const setup = { sub: 'demo', linkParams: {}, modes: ['checkout' as const], country: 'US' };

  it('starts with the loading text on the server; the browser fills it', () => {
    expect(renderToString(<CartIsland setup={setup} />)).toContain('Loading...');
  });

  const cartHtml = (cartPage?: ReturnType<typeof defaultCartPage> | Record<string, unknown>) =>
    renderSiteHtml(renderRequest({ kind: 'cart' }, { site: site({ config: { company: 'Demo', layout: 'classic', colors: {}, ...(cartPage ? { cartPage } : {}) } }), document: siteDocument([page([])]) })).html;

  it('draws each mode the configuration defines as a hidden section of its blocks, the cart parts as islands', () => {
    const html = cartHtml();
    for (const mode of ['checkout', 'empty_cart', 'purchase_confirmation']) expect(html).toMatch(new RegExp(`data-cart-mode="${mode}" hidden=""`));
    expect(html.match(/data-island="CartBlock"/g)).toHaveLength(6);
    expect(html).toContain('data-island="CartIsland"');
    expect(textOf(html)).toContain(CommerceText.emptyCart);
    expect(html).toContain(`>${CommerceText.backToArtworks}</a>`);
    // The line items learn their parts from their nested blocks.
    expect(html).toContain(`&quot;parts&quot;:[&quot;${CartBlockType.QuantityInput}&quot;,&quot;${CartBlockType.RemoveButton}&quot;]`);
  });

  it('uses only the modes the page defines', () => {
    const html = cartHtml({ checkout: { blocks: [{ id: 'f', type: CartBlockType.CardForm, config: { title: 'Pay' } }] } });
    expect(html).toContain('data-cart-mode="checkout"');
    expect(html).not.toContain('data-cart-mode="empty_cart"');
    expect(html).toContain('&quot;modes&quot;:[&quot;checkout&quot;]');
  });
});
