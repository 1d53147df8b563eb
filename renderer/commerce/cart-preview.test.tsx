import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CartBlockType, defaultCartPage } from '../../schema/cart-page';
import { renderBlocks } from '../blocks/registry';
import { sampleInventoryItem } from '../data/sample';
import { item, edition, textOf } from '../testing/fixtures';
import { cartPreview, INERT_CART_STORE, previewCartState, previewLines } from './cart-preview';
import { CartPreviewContext } from './cart-preview-context';

/** Two of the site's own works for sale, one sold, one on hold. */
const works = [
  item({ inventoryId: 11, title: 'Harbour at Dusk', editions: [edition({ editionId: 111, price: '$1,200.00', priceValue: 120000 })] }),
  item({ inventoryId: 12, title: 'Sold Study', available: false, editions: [edition({ editionId: 121, isSold: true, quantity: 0 })] }),
  item({ inventoryId: 13, title: 'Blue Lines', editions: [edition({ editionId: 131, price: '$800.50', priceValue: 80050 })] }),
  item({ inventoryId: 14, title: 'Third Work', editions: [edition({ editionId: 141 })] }),
];

describe('the cart the builder previews the cart page with', () => {
  it('holds one of each of the site’s first works that can be bought, at their shown prices', () => {
    const state = previewCartState(works);
    expect(state.cart?.lineItems.map((l) => [l.inventory.title, l.edition.editionId, l.quantity, l.subtotal.display])).toEqual([
      ['Harbour at Dusk', 111, 1, '$1,200.00'],
      ['Blue Lines', 131, 1, '$800.50'],
    ]);
    expect(state.cart?.totals.subtotal).toEqual({ display: '$2,000.50', value: 200050 });
    expect(state.cart?.totals.total.display).toBe('$2,000.50');
    // Shipping and tax wait for an address, as a buyer first sees them; a promotion code is offered.
    expect(state.cart).toMatchObject({ needsDestination: true, hasActivePromoCodes: true });
    expect(state).toMatchObject({ phase: 'ready', checkout: 'form', payment: { provider: 'test' } });
  });

  it('has a paid order of those lines for the purchase confirmation', () => {
    const { order } = previewCartState(works);
    expect(order?.confirmation?.lines.map((l) => l.title)).toEqual(['Harbour at Dusk', 'Blue Lines']);
    expect(order?.total.display).toBe('$2,000.50');
  });

  it('stands in samples while the site has no work that can be bought', () => {
    const sampled = previewCartState([works[1]]).cart!.lineItems;
    expect(sampled.map((l) => l.inventory.title)).toEqual([sampleInventoryItem(0).title, sampleInventoryItem(1).title]);
    expect(sampled.every((l) => l.edition.editionId < 0)).toBe(true);
    expect(previewLines([])).toEqual([]);
  });

  it('is kept by a store that does nothing', async () => {
    INERT_CART_STORE.remove(111);
    INERT_CART_STORE.setQuantity(111, 3);
    await INERT_CART_STORE.applyPromo('SPRING');
    expect(await INERT_CART_STORE.checkout({} as never, {} as never)).toBeNull();
  });
});

describe('the cart page’s blocks in the builder', () => {
  const draw = (blocks = defaultCartPage().checkout.blocks) =>
    renderToString(<CartPreviewContext.Provider value={cartPreview(works)}>{renderBlocks(blocks, 'builder')}</CartPreviewContext.Provider>);

  it('draws the checkout mode as visitors see it, with the site’s own works, inert', () => {
    const html = draw();
    const text = textOf(html);
    for (const shown of ['Harbour at Dusk', 'Blue Lines', '$2,000.50', 'Promo code', 'APPLY', 'Pay with Apple Pay', 'Checkout', 'Card Number', 'PAY WITH CREDIT CARD']) {
      expect(text, shown).toContain(shown);
    }
    expect(text).not.toContain('Sold Study');
    // Each block's preview is inert: nothing in it takes the focus, a click, or a submit.
    expect(html.match(/<div inert="">/g)?.length).toBe(5);
    expect(html).not.toContain('data-island');
  });

  it('shows a line’s parts once, under its lines, and says where to drop them when there are none', () => {
    const html = draw();
    expect(textOf(html)).toContain('On every line:');
    expect(html.match(/cart-line__remove/g)).toHaveLength(1);
    expect(html.match(/cart-line__quantity/g)).toHaveLength(1);
    const bare = draw([{ id: 'l', type: CartBlockType.LineItems, config: { lineSpacing: 20, showImages: false } }]);
    expect(textOf(bare)).toContain('Drop a Quantity Input or a Remove Button here to show it on every line.');
    expect(bare).not.toContain('cart-line__remove');
  });

  it('draws the owner’s card form title and the confirmation of a paid order', () => {
    expect(textOf(draw([{ id: 'c', type: CartBlockType.CardForm, config: { title: 'Pay here' } }]))).toContain('Pay here');
    const confirmation = textOf(draw(defaultCartPage().purchase_confirmation.blocks));
    expect(confirmation).toContain('Thank you for your purchase! You will receive an email confirmation.');
    expect(confirmation).toContain('Order number 1001');
    expect(textOf(draw(defaultCartPage().empty_cart.blocks))).toContain('Your shopping cart is empty.');
  });

  it('draws with samples where the builder gave no preview', () => {
    expect(textOf(renderToString(<>{renderBlocks(defaultCartPage().checkout.blocks, 'builder')}</>))).toContain(sampleInventoryItem(0).title);
  });
});
