import { describe, expect, it } from 'vitest';
import { BlockType, PAGE_ROOT, PART_ROOT } from './block-types';
import {
  CART_MODES,
  CART_ROOT,
  CartBlockType,
  cartModeBlocks,
  cartModeOfPageId,
  cartModePageId,
  cartPageModes,
  defaultCartPage,
  isCartModeRemovable,
  isCartModeUsed,
  withCartModeBlocks,
  withDefaultCartMode,
  withoutCartMode,
} from './cart-page';
import { CART_CATALOGUE } from './cart-page-schema';
import { catalogueEntry } from './catalogue';
import { validateDocument, type SiteDocument } from './document';
import { canContain } from './nesting';
import { SCHEMA_VERSION } from './version';

const page = { pageId: 'home', title: 'Home', slug: '', type: 7, showInNavigation: true, isTitleVisible: true, blocks: [] };
const doc = (site: Partial<SiteDocument['site']>, blocks: SiteDocument['pages'][number]['blocks'] = []): unknown => ({
  schemaVersion: SCHEMA_VERSION,
  site: { company: 'Gallery', layout: 'classic', colors: {}, ...site },
  pages: [{ ...page, blocks }],
});

describe('the cart page document', () => {
  it('has a catalogue entry for every cart part, with the spec’s names', () => {
    for (const type of Object.values(CartBlockType)) expect(catalogueEntry(type)?.type, type).toBe(type);
    expect(Object.values(CART_CATALOGUE).map((e) => e.label)).toEqual(
      expect.arrayContaining(['Line Items', 'Quantity Input', 'Promo Code', 'Card Form', 'Totals', 'Apple Pay Button', 'Remove Button']),
    );
    expect(CART_CATALOGUE[CartBlockType.LineItems].defaultConfig.lineSpacing).toBe(20);
  });

  it('keeps the cart parts on the cart page, and a line’s parts in the line items', () => {
    for (const type of [CartBlockType.LineItems, CartBlockType.CardForm, CartBlockType.Totals, CartBlockType.PromoCode, CartBlockType.WalletButton]) {
      expect(canContain(CART_ROOT, type), type).toBe(true);
      for (const elsewhere of [PAGE_ROOT, PART_ROOT, BlockType.Column, BlockType.Accordion, 'template-inventory']) expect(canContain(elsewhere, type), `${elsewhere} ${type}`).toBe(false);
    }
    for (const type of [CartBlockType.QuantityInput, CartBlockType.RemoveButton]) {
      expect(canContain(CartBlockType.LineItems, type)).toBe(true);
      expect(canContain(CART_ROOT, type)).toBe(false);
    }
    expect(canContain(CartBlockType.LineItems, BlockType.Text)).toBe(false);
    expect(canContain(CART_ROOT, BlockType.Text)).toBe(true);
    expect(canContain(CART_ROOT, BlockType.Columns)).toBe(true);
    expect(canContain(CART_ROOT, BlockType.InventoryMeta)).toBe(false);
  });

  it('defines all three modes by default, each with its blocks', () => {
    const modes = cartPageModes(defaultCartPage());
    expect(modes.map((m) => m.mode)).toEqual([...CART_MODES]);
    expect(modes[0].blocks.map((b) => b.type)).toEqual([CartBlockType.LineItems, CartBlockType.PromoCode, CartBlockType.Totals, CartBlockType.WalletButton, CartBlockType.CardForm]);
  });

  it('validates a site’s cart page with the document: its blocks’ configs and the nesting rules', () => {
    expect(validateDocument(doc({ cartPage: defaultCartPage() })).ok).toBe(true);
    expect(validateDocument(doc({ cartPage: { checkout: { blocks: [{ id: 'c1', type: CartBlockType.CardForm, config: { title: 'Pay' } }] } } })).ok).toBe(true);
    const badConfig = validateDocument(doc({ cartPage: { checkout: { blocks: [{ id: 'l1', type: CartBlockType.LineItems, config: { lineSpacing: -4, showImages: true } }] } } }));
    expect(badConfig.ok).toBe(false);
    const onAPage = validateDocument(doc({}, [{ id: 't1', type: CartBlockType.Totals, config: {} }]));
    expect(onAPage.ok ? [] : onAPage.issues.map((i) => i.message)).toEqual(['Totals cannot be placed inside the page (block t1)']);
    const loose = validateDocument(doc({ cartPage: { checkout: { blocks: [{ id: 'q1', type: CartBlockType.QuantityInput, config: {} }] } } }));
    expect(loose.ok ? [] : loose.issues.map((i) => i.message)).toEqual(['Quantity Input cannot be placed inside the cart page (block q1)']);
  });

  it('takes the analytics ids only in their own shapes', () => {
    expect(validateDocument(doc({ analytics: { ga4MeasurementId: 'G-ABCD1234', metaPixelId: '1234567890' } })).ok).toBe(true);
    expect(validateDocument(doc({ analytics: { ga4MeasurementId: "G-1'><script>" } })).ok).toBe(false);
    expect(validateDocument(doc({ analytics: { metaPixelId: 'abc' } })).ok).toBe(false);
  });
});

describe('editing the cart page’s modes', () => {
  const card = (title: string) => ({ id: 'card', type: CartBlockType.CardForm, config: { title } });

  it('opens each mode under an id no page can have, and reads it back', () => {
    for (const mode of CART_MODES) expect(cartModeOfPageId(cartModePageId(mode))).toBe(mode);
    expect(cartModePageId('empty_cart')).toBe('@cart-empty_cart');
    for (const other of ['home', '@template-inventory', '@header-desktop', '@cart-other', null]) expect(cartModeOfPageId(other)).toBeNull();
  });

  it('a site on the default page keeps it while a mode is saved unchanged', () => {
    expect(withCartModeBlocks(undefined, 'checkout', cartModeBlocks(undefined, 'checkout'))).toBeUndefined();
    const changed = withCartModeBlocks(undefined, 'checkout', [card('Pay here')]);
    expect(changed?.checkout?.blocks).toEqual([card('Pay here')]);
    // The other modes are the default's, now the site's own.
    expect(changed?.empty_cart).toEqual(defaultCartPage().empty_cart);
    expect(changed?.purchase_confirmation).toEqual(defaultCartPage().purchase_confirmation);
  });

  it('a mode left out stays out until it is given blocks', () => {
    const onlyCheckout = { checkout: { blocks: [card('Pay')] } };
    expect(withCartModeBlocks(onlyCheckout, 'empty_cart', [])).toBe(onlyCheckout);
    expect(isCartModeUsed(onlyCheckout, 'empty_cart')).toBe(false);
    expect(withCartModeBlocks(onlyCheckout, 'empty_cart', [card('x')])).toEqual({ ...onlyCheckout, empty_cart: { blocks: [card('x')] } });
    // An emptied mode that is used stays used, with no blocks.
    expect(withCartModeBlocks(onlyCheckout, 'checkout', [])).toEqual({ checkout: { blocks: [] } });
  });

  it('removes a mode, so it is no longer defined, and gives it back with its default blocks', () => {
    const without = withoutCartMode(undefined, 'empty_cart');
    expect(Object.keys(without)).toEqual(['checkout', 'purchase_confirmation']);
    expect(cartPageModes(without).map((m) => m.mode)).toEqual(['checkout', 'purchase_confirmation']);
    expect(validateDocument(doc({ cartPage: without })).ok).toBe(true);
    const back = withDefaultCartMode(without, 'empty_cart');
    expect(back.empty_cart).toEqual(defaultCartPage().empty_cart);
    expect(validateDocument(doc({ cartPage: back })).ok).toBe(true);
    expect(isCartModeRemovable('checkout')).toBe(false);
    expect(isCartModeRemovable('purchase_confirmation')).toBe(true);
  });

  it('hands out copies of a mode’s blocks, never the page’s own', () => {
    const page = { checkout: { blocks: [card('Pay')] } };
    cartModeBlocks(page, 'checkout')[0].config.title = 'changed';
    expect(page.checkout.blocks[0].config.title).toBe('Pay');
    expect(cartModeBlocks(page, 'empty_cart')).toEqual([]);
  });
});
