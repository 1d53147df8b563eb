// @vitest-environment happy-dom
import { Editor, Frame } from '@craftjs/core';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SiteDocument } from '../../../schema';
import { CART_ROOT, defaultCartPage } from '../../../schema/cart-page';
import { RESOLVER } from '../../nodes';
import { toCraft } from '../../serialize';
import { keepPageHistory, restorePageHistory } from '../../state/page-history';
import { openedBlocks, useEditorUi } from '../../state/store';
import { firstCartMode, useCartModes } from './cart-modes';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const home = { pageId: 'home', title: 'Home', slug: '', type: 7, showInNavigation: true, isTitleVisible: true, blocks: [] };
const document = (cartPage?: SiteDocument['site']['cartPage']): SiteDocument => ({
  schemaVersion: 1,
  site: { company: 'Gallery', layout: 'classic', colors: {}, ...(cartPage ? { cartPage } : {}) },
  pages: [home],
});

let actions: ReturnType<typeof useCartModes>;
let root: Root;
let container: HTMLElement;

function Grab() {
  actions = useCartModes();
  return null;
}

/** The builder with a cart mode open on the canvas, as the Pages panel opens it. */
async function openOn(pageId: string, doc: SiteDocument) {
  useEditorUi.getState().load(doc, 'demo', 1);
  useEditorUi.setState({ currentPageId: pageId, loadingPage: false });
  container = window.document.createElement('div');
  window.document.body.append(container);
  root = createRoot(container);
  const opened = openedBlocks(doc, pageId)!;
  await act(async () =>
    root.render(
      <Editor resolver={RESOLVER}>
        <Grab />
        <Frame data={toCraft(opened, CART_ROOT)} />
      </Editor>,
    ),
  );
}

beforeEach(() => useEditorUi.setState({ status: { kind: 'idle' }, dirty: false }));
afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe('the cart page’s modes in the builder', () => {
  it('removes the open mode: the canvas moves to checkout first, the mode is no longer defined, and its history goes', async () => {
    await openOn('@cart-empty_cart', document());
    keepPageHistory({ history: { timeline: [1, 2], pointer: 1 } }, '@cart-empty_cart');
    await act(async () => actions.remove('empty_cart'));
    const state = useEditorUi.getState();
    expect(state.currentPageId).toBe('@cart-checkout');
    expect(Object.keys(state.document!.site.cartPage!)).toEqual(['checkout', 'purchase_confirmation']);
    expect(state.dirty).toBe(true);
    expect(state.status).toEqual({ kind: 'notice', message: 'Empty cart mode removed: buyers see the checkout mode in its place.' });
    expect(restorePageHistory({ history: { timeline: [], pointer: -1 } }, '@cart-empty_cart')).toBe(false);
  });

  it('never removes checkout, where buyers pay', async () => {
    await openOn('@cart-checkout', document());
    await act(async () => actions.remove('checkout'));
    expect(useEditorUi.getState().document!.site.cartPage).toBeUndefined();
    expect(useEditorUi.getState().dirty).toBe(false);
  });

  it('adds a mode back with its default blocks and opens it, keeping what the open mode had', async () => {
    const checkout = { blocks: [{ id: 'pay', type: 'cart-card-form', config: { title: 'Pay here' } }] };
    await openOn('@cart-checkout', document({ checkout }));
    await act(async () => actions.add('purchase_confirmation'));
    const state = useEditorUi.getState();
    expect(state.currentPageId).toBe('@cart-purchase_confirmation');
    expect(state.document!.site.cartPage).toEqual({ checkout, purchase_confirmation: defaultCartPage().purchase_confirmation });
    expect(state.status).toEqual({ kind: 'notice', message: 'Purchase confirmation mode added with its default blocks.' });
  });

  it('opens the cart page on checkout, or on the first mode it uses', () => {
    expect(firstCartMode(document())).toBe('checkout');
    expect(firstCartMode(document({ empty_cart: { blocks: [] } }))).toBe('empty_cart');
    expect(firstCartMode(document({}))).toBe('checkout');
  });
});
