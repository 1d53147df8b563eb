import { useCallback } from 'react';
import { cartModePageId, CART_MODES, isCartModeRemovable, isCartModeUsed, withDefaultCartMode, withoutCartMode, type CartMode } from '../../../schema/cart-page';
import type { SiteDocument } from '../../../schema';
import { useDocumentActions } from '../../state/document-actions';
import { forgetPageHistory } from '../../state/page-history';
import { useEditorUi } from '../../state/store';
import { CartPageText } from './texts';

/** The mode the cart page opens on: checkout, else the first one it uses. */
export function firstCartMode(document: SiteDocument | null): CartMode {
  return CART_MODES.find((mode) => isCartModeUsed(document?.site.cartPage, mode)) ?? 'checkout';
}

/**
 * Opening, removing and adding back the cart page's modes. A mode's blocks live in Craft while it is
 * open, so a mode is removed only once the canvas has moved to checkout, and its undo history goes with
 * it (blocks added back are the defaults, which no kept history knows). Both are edits of the draft,
 * saved and published like any other, and not steps of the page's undo history (as deleting a page is not).
 */
export function useCartModes() {
  const { openPage } = useDocumentActions();

  const open = useCallback((mode: CartMode) => openPage(cartModePageId(mode)), [openPage]);

  const remove = useCallback(
    (mode: CartMode) => {
      if (!isCartModeRemovable(mode)) return;
      const pageId = cartModePageId(mode);
      if (useEditorUi.getState().currentPageId === pageId) openPage(cartModePageId('checkout'));
      const { document, updateSite, setStatus } = useEditorUi.getState();
      if (!document) return;
      updateSite({ cartPage: withoutCartMode(document.site.cartPage, mode) });
      forgetPageHistory(pageId);
      setStatus({ kind: 'notice', message: CartPageText.removed(mode) });
    },
    [openPage],
  );

  const add = useCallback(
    (mode: CartMode) => {
      const { document, updateSite, setStatus } = useEditorUi.getState();
      if (!document) return;
      const pageId = cartModePageId(mode);
      updateSite({ cartPage: withDefaultCartMode(document.site.cartPage, mode) });
      forgetPageHistory(pageId);
      openPage(pageId);
      setStatus({ kind: 'notice', message: CartPageText.added(mode) });
    },
    [openPage],
  );

  return { open, remove, add };
}
