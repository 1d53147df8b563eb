import { useId } from 'react';
import { CART_MODES, cartModeOfPageId, isCartModeUsed } from '../../../schema/cart-page';
import { CartPageText } from '../cart-page/texts';
import { useEditorUi } from '../../state/store';

/** The cart page (/buy/): opens on the canvas in one of its modes, the others a switch away there. */
export function CartPageEntry({ currentPageId, onOpen }: { currentPageId: string | null; onOpen: () => void }) {
  const id = useId();
  const cartPage = useEditorUi((s) => s.document?.site.cartPage);
  const modes = CART_MODES.filter((mode) => isCartModeUsed(cartPage, mode));
  const open = cartModeOfPageId(currentPageId) !== null;
  return (
    <section className="ed-pages-templates" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{CartPageText.title}</h3>
      <p className="ed-field-hint">{CartPageText.pagesHint}</p>
      <ul className="ed-pages-list">
        <li className="ed-pages-row">
          <button type="button" className="ed-pages-name" aria-current={open ? 'page' : undefined} onClick={onOpen}>
            <span>{CartPageText.title}</span>
            <span className="ed-pages-meta">
              {CartPageText.meta(modes)}
              {open ? ' · open' : ''}
            </span>
          </button>
        </li>
      </ul>
    </section>
  );
}
