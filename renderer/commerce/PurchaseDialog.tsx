import { useEffect, useId, useRef, type FormEvent } from 'react';
import { ArtworkText, CommerceText } from '../texts';

export interface PurchaseOption {
  editionId: number;
  label: string;
  price: string;
  dimensions: string | null;
  /** How many are left, so the cart never asks for more. */
  maxQuantity: number;
}

export type PurchaseView = 'edition_selection' | 'confirmation';

interface PurchaseDialogProps {
  view: PurchaseView;
  title: string;
  options: PurchaseOption[];
  selected: number;
  cartUrl: string;
  onSelect: (editionId: number) => void;
  onAdd: (editionId: number) => void;
  /** Called once the dialog has closed (Escape, a close button, or a click on the backdrop). */
  onClosed: () => void;
}

/**
 * The purchase popup (max width 500px): a modal <dialog>, so focus is trapped, Escape closes it and the
 * rest of the page is inert. It opens on edition selection when several editions can be bought, and on
 * the 'Added To Cart' confirmation otherwise.
 */
export function PurchaseDialog({ view, title, options, selected, cartUrl, onSelect, onAdd, onClosed }: PurchaseDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const firstControl = useRef<HTMLInputElement>(null);
  const continueButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (!d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    (view === 'confirmation' ? continueButton.current : firstControl.current)?.focus();
  }, [view]);

  const close = () => {
    const d = dialog.current;
    if (d && typeof d.close === 'function' && d.open) d.close();
    else onClosed();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAdd(selected);
  };

  return (
    <dialog
      ref={dialog}
      className="popup"
      aria-labelledby={headingId}
      onClose={onClosed}
      onClick={(event) => {
        if (event.target === dialog.current) close();
      }}
    >
      {view === 'confirmation' ? (
        <div className="popup__body">
          <h2 id={headingId} className="popup__title">{CommerceText.addedToCart}</h2>
          <p className="popup__text">{title}</p>
          <div className="popup__actions">
            <button ref={continueButton} type="button" className="button button--secondary" onClick={close}>
              {CommerceText.continueShopping}
            </button>
            <a className="button button--primary" href={cartUrl}>
              {CommerceText.viewCart}
            </a>
          </div>
        </div>
      ) : (
        <form className="popup__body" onSubmit={submit}>
          <h2 id={headingId} className="popup__title">{title}</h2>
          <fieldset className="edition-choice">
            <legend>{ArtworkText.chooseEdition}</legend>
            {options.map((option, index) => (
              <label key={option.editionId} className="edition-choice__option">
                <input
                  ref={index === 0 ? firstControl : undefined}
                  type="radio"
                  name="editionId"
                  value={option.editionId}
                  checked={selected === option.editionId}
                  onChange={() => onSelect(option.editionId)}
                />
                <span>
                  {option.label}
                  {option.dimensions ? ` · ${option.dimensions}` : ''} · {option.price}
                </span>
              </label>
            ))}
          </fieldset>
          <div className="popup__actions">
            <button type="button" className="button button--secondary" onClick={close}>
              {ArtworkText.close}
            </button>
            <button type="submit" className="button button--primary">
              {ArtworkText.addToCart}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
