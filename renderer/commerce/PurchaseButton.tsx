import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { cartHref, type LinkParams } from '../site/links';
import { CommerceText } from '../texts';
import { cartAddress } from './cart-address';

const PurchasePopup = lazy(() => import('./PurchasePopup'));

export interface PurchaseButtonProps {
  title: string;
  /** The work: its edition set is fetched when the buyer opens the popup. */
  inventoryId: number;
  sub: string;
  /** The edition the plain link adds before the page's script runs (the first that can be bought). */
  editionId: number;
  linkParams: LinkParams;
}

/**
 * PURCHASE. Server-rendered as a real link to /buy/?products={editionId}:1, so it works with
 * JavaScript off; once hydrated it becomes a button that opens the purchase popup, whose code (and
 * the edition set it fetches) loads on the first click.
 */
export function PurchaseButton({ title, inventoryId, sub, editionId, linkParams }: PurchaseButtonProps) {
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
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

  return (
    <>
      {hydrated ? (
        <button ref={button} type="button" className="button button--primary purchase-button" onClick={() => setOpen(true)} aria-haspopup="dialog">
          {CommerceText.purchase}
        </button>
      ) : (
        <a ref={link} className="button button--primary purchase-button" href={cartAddress([{ EditionId: editionId, Quantity: 1 }], linkParams)}>
          {CommerceText.purchase}
        </a>
      )}
      {open && (
        <Suspense fallback={null}>
          <PurchasePopup
            title={title}
            inventoryId={inventoryId}
            sub={sub}
            cartUrl={cartHref(linkParams)}
            onClosed={() => {
              setOpen(false);
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

export default PurchaseButton;
