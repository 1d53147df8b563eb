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
  // The open popup's number, 0 when none. Each PURCHASE opens a fresh one: a press that comes while the
  // last one's closing is still on its way (Enter right after Escape) opens the next, never the closed one.
  const [popup, setPopup] = useState(0);
  const popups = useRef(0);
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
        <button ref={button} type="button" className="button button--primary purchase-button" onClick={() => setPopup(++popups.current)} aria-haspopup="dialog">
          {CommerceText.purchase}
        </button>
      ) : (
        <a ref={link} className="button button--primary purchase-button" href={cartAddress([{ EditionId: editionId, Quantity: 1 }], linkParams)}>
          {CommerceText.purchase}
        </a>
      )}
      {popup > 0 && (
        <Suspense fallback={null}>
          <PurchasePopup
            key={popup}
            title={title}
            inventoryId={inventoryId}
            sub={sub}
            cartUrl={cartHref(linkParams)}
            onClosed={() => {
              const closed = popup;
              setPopup((current) => (current === closed ? 0 : current));
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}

export default PurchaseButton;
