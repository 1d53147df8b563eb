import { lazy, Suspense } from 'react';
import { cartModeOfPageId } from '../../../schema/cart-page';
import { useEditorUi } from '../../state/store';

/** Loaded the first time the cart page opens: a session that edits only the site's pages never needs it. */
const CartModeBar = lazy(() => import('./CartModeBar').then(({ CartModeBar }) => ({ default: CartModeBar })));

/** The cart page's mode bar over the canvas, while one of the cart page's modes is open. */
export function CartModes() {
  const onCartPage = useEditorUi((s) => cartModeOfPageId(s.currentPageId) !== null);
  if (!onCartPage) return null;
  return (
    <Suspense fallback={null}>
      <CartModeBar />
    </Suspense>
  );
}
