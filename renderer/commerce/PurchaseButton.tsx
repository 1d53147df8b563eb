import { useEffect, useRef, useState } from 'react';
import { cartHref, type LinkParams } from '../site/links';
import { CommerceText } from '../texts';
import { cartAddress } from './cart-address';
import { addToStoredCart, browserStorage } from './cart-storage';
import { PurchaseDialog, type PurchaseOption, type PurchaseView } from './PurchaseDialog';

export interface PurchaseButtonProps {
  title: string;
  /** Editions that can be bought now (available, priced); never empty. */
  options: PurchaseOption[];
  linkParams: LinkParams;
}

/**
 * PURCHASE. Server-rendered as a real link to /buy/?products={editionId}:1, so it works with
 * JavaScript off; once hydrated it becomes a button that adds to the stored cart and opens the popup.
 */
export function PurchaseButton({ title, options, linkParams }: PurchaseButtonProps) {
  const [hydrated, setHydrated] = useState(false);
  const [view, setView] = useState<PurchaseView | null>(null);
  const [selected, setSelected] = useState(options[0]?.editionId ?? 0);
  const link = useRef<HTMLAnchorElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);

  useEffect(() => {
    hadFocus.current = typeof document !== 'undefined' && document.activeElement === link.current;
    setHydrated(true);
  }, []);

  useEffect(() => {
    // Swapping the link for a button must not drop keyboard focus.
    if (hydrated && hadFocus.current) {
      hadFocus.current = false;
      button.current?.focus();
    }
  }, [hydrated]);

  if (options.length === 0) return null;

  const add = (editionId: number) => {
    const option = options.find((o) => o.editionId === editionId) ?? options[0];
    addToStoredCart(browserStorage(), option.editionId, option.maxQuantity);
    setView('confirmation');
  };

  const open = () => {
    if (options.length === 1) add(options[0].editionId);
    else setView('edition_selection');
  };

  return (
    <>
      {hydrated ? (
        <button ref={button} type="button" className="button button--primary purchase-button" onClick={open} aria-haspopup="dialog">
          {CommerceText.purchase}
        </button>
      ) : (
        <a ref={link} className="button button--primary purchase-button" href={cartAddress([{ EditionId: options[0].editionId, Quantity: 1 }], linkParams)}>
          {CommerceText.purchase}
        </a>
      )}
      {view && (
        <PurchaseDialog
          view={view}
          title={title}
          options={options}
          selected={selected}
          cartUrl={cartHref(linkParams)}
          onSelect={setSelected}
          onAdd={add}
          onClosed={() => {
            setView(null);
            button.current?.focus();
          }}
        />
      )}
    </>
  );
}

export default PurchaseButton;
