import { useRef, useState } from 'react';
import { CART_MODE_LABEL, CART_MODES, cartModeOfPageId, isCartModeRemovable, isCartModeUsed } from '../../../schema/cart-page';
import { useEditorUi } from '../../state/store';
import { useCartModes } from './cart-modes';
import { CartPageText } from './texts';
import './cart-page.css';

/**
 * Over the canvas while the cart page is open: its modes (checkout, empty cart, purchase confirmation),
 * the open one pressed; a mode the page leaves out, to add back with its default blocks; and removing
 * the open mode, asked first, so visitors are shown the checkout mode in its place (spec §2).
 */
export function CartModeBar() {
  const openMode = useEditorUi((s) => cartModeOfPageId(s.currentPageId));
  const cartPage = useEditorUi((s) => s.document?.site.cartPage);
  const { open, remove, add } = useCartModes();
  const [confirming, setConfirming] = useState(false);
  const group = useRef<HTMLDivElement>(null);
  if (!openMode) return null;
  const used = (mode: (typeof CART_MODES)[number]) => isCartModeUsed(cartPage, mode);
  return (
    <section className="ed-cart-modes" aria-label={CartPageText.title}>
      <div ref={group} className="ed-top-bar-group" role="group" aria-label={CartPageText.modes}>
        {CART_MODES.map((mode) =>
          used(mode) || mode === openMode ? (
            <button
              key={mode}
              type="button"
              aria-pressed={mode === openMode}
              onClick={() => {
                setConfirming(false);
                open(mode);
              }}
            >
              {CART_MODE_LABEL[mode]}
              {used(mode) ? '' : ` (${CartPageText.notUsed})`}
            </button>
          ) : (
            <button key={mode} type="button" className="ed-quiet" onClick={() => add(mode)}>
              {CartPageText.add(mode)}
            </button>
          ),
        )}
      </div>
      <p className="ed-cart-modes-hint">{CartPageText.when[openMode]}</p>
      {!used(openMode) ? (
        <button type="button" onClick={() => add(openMode)}>
          {CartPageText.add(openMode)}
        </button>
      ) : !isCartModeRemovable(openMode) ? (
        <p className="ed-cart-modes-hint">{CartPageText.checkoutStays}</p>
      ) : confirming ? (
        <div className="ed-cart-modes-confirm" role="group" aria-label={CartPageText.remove(openMode)}>
          <p>{CartPageText.removeConfirm(openMode)}</p>
          <button
            type="button"
            className="ed-danger"
            onClick={() => {
              setConfirming(false);
              remove(openMode);
              // The button went with the mode: the keyboard goes on from the mode now open (checkout).
              requestAnimationFrame(() => group.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]')?.focus());
            }}
          >
            {CartPageText.confirmRemove}
          </button>{' '}
          <button type="button" onClick={() => setConfirming(false)}>
            {CartPageText.keep}
          </button>
        </div>
      ) : (
        <button type="button" className="ed-danger" onClick={() => setConfirming(true)}>
          {CartPageText.remove(openMode)}
        </button>
      )}
    </section>
  );
}
