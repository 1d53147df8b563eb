import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { EditionSetResponse } from '../../schema/api/edition-sets';
import { Popup } from '../forms/Popup';
import { ArtworkText, CommerceText } from '../texts';
import { useCommerceApi } from './api';
import { addToStoredCart, browserStorage } from './cart-storage';
import {
  dimensionChoices,
  editionCount,
  initialSelection,
  mediumChoices,
  priceChoices,
  selectDimensions,
  selectedEdition,
  selectEdition,
  selectMedium,
  type EditionSelection,
} from './edition-selection';
import { ensureCommerceStyles } from './styles';
import { CartUiText } from './texts';

export interface PurchasePopupProps {
  title: string;
  inventoryId: number;
  sub: string;
  cartUrl: string;
  onClosed: () => void;
}

type View = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'edition_selection'; set: EditionSetResponse; selection: EditionSelection } | { kind: 'confirmation' };

/**
 * The purchase popup (500px, spec §2 and §4) over the work's edition set (GET /api/editionSets). With
 * several editions the buyer picks medium, dimensions and price (a new medium resets the dimensions to
 * its first and the edition to theirs; new dimensions reset the edition); with a single one it is added
 * at once. Adding puts one of the edition in the cart (never more than are left) and confirms: Added
 * To Cart, with Continue Shopping and View Cart.
 */
export default function PurchasePopup({ title, inventoryId, sub, cartUrl, onClosed }: PurchasePopupProps) {
  const api = useCommerceApi();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const first = useRef<HTMLSelectElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);

  const add = (editionId: number, quantityLeft: number) => {
    addToStoredCart(browserStorage(), editionId, quantityLeft);
    setView({ kind: 'confirmation' });
  };

  useEffect(() => {
    ensureCommerceStyles();
    let gone = false;
    api.getEditionSet(inventoryId, sub).then(
      (set) => {
        if (gone) return;
        const selection = initialSelection(set.groups);
        if (!selection) return setView({ kind: 'failed', message: CommerceText.unavailable });
        if (editionCount(set.groups) === 1) {
          const only = selectedEdition(set.groups, selection);
          if (only) return add(only.editionId, only.quantity);
        }
        setView({ kind: 'edition_selection', set, selection });
      },
      (error: unknown) => {
        if (!gone) setView({ kind: 'failed', message: error instanceof Error && error.message ? error.message : CommerceText.checkoutFallbackError });
      },
    );
    return () => {
      gone = true;
    };
    // The set is fetched once, when the popup opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (view.kind === 'confirmation') continueButton.current?.focus();
    if (view.kind === 'edition_selection') first.current?.focus();
  }, [view.kind]);

  const close = (event: { currentTarget: HTMLElement }) => event.currentTarget.closest('dialog')?.close();

  if (view.kind === 'confirmation') {
    return (
      <Popup title={CommerceText.addedToCart} width={500} initialFocus={continueButton} onClosed={onClosed}>
        <p className="popup__text">{title}</p>
        <div className="popup__actions">
          <button ref={continueButton} type="button" className="button button--secondary" onClick={close}>
            {CommerceText.continueShopping}
          </button>
          <a className="button button--primary" href={cartUrl}>
            {CommerceText.viewCart}
          </a>
        </div>
      </Popup>
    );
  }

  if (view.kind !== 'edition_selection') {
    return (
      <Popup title={title} width={500} onClosed={onClosed}>
        {view.kind === 'loading' ? (
          <p className="popup__text" role="status">
            {CartUiText.loadingEditions}
          </p>
        ) : (
          <p className="form-error" role="alert">
            {view.message}
          </p>
        )}
      </Popup>
    );
  }

  const { set, selection } = view;
  const groups = set.groups;
  const choose = (next: EditionSelection) => setView({ ...view, selection: next });
  const edition = selectedEdition(groups, selection);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (edition) add(edition.editionId, edition.quantity);
  };
  return (
    <Popup title={title} width={500} initialFocus={first} onClosed={onClosed}>
      <form className="purchase-choices" onSubmit={submit}>
        <div className="form-field">
          <label htmlFor="purchase-medium">{CartUiText.medium}</label>
          <select ref={first} id="purchase-medium" value={selection.medium} onChange={(event) => choose(selectMedium(groups, selection, event.target.value))}>
            {mediumChoices(groups).map((c) => (
              <option key={c.value} value={c.value}>
                {c.label || '—'}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="purchase-dimensions">{CartUiText.dimensions}</label>
          <select id="purchase-dimensions" value={selection.groupIndex} onChange={(event) => choose(selectDimensions(groups, selection, Number(event.target.value)))}>
            {dimensionChoices(groups, selection.medium).map((c) => (
              <option key={c.value} value={c.value}>
                {c.label || '—'}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="purchase-price">{CartUiText.price}</label>
          <select id="purchase-price" value={selection.editionId} onChange={(event) => choose(selectEdition(groups, selection, Number(event.target.value)))}>
            {priceChoices(groups, selection.groupIndex).map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </div>
        <div className="popup__actions">
          <button type="button" className="button button--secondary" onClick={close}>
            {ArtworkText.close}
          </button>
          <button type="submit" className="button button--primary" disabled={!edition}>
            {ArtworkText.addToCart}
          </button>
        </div>
      </form>
    </Popup>
  );
}
