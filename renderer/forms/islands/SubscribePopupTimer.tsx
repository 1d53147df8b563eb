import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { SubscribePopupWording } from '../popups/SubscribePopup';
import { subscribePopupCookie, subscribePopupShown } from '../subscribe-cookie';

type SubscribePopupComponent = ComponentType<{ sub: string; onClosed: () => void } & SubscribePopupWording>;

/**
 * The site's subscribe popup (storefront spec §4, §9): after the popup delay (capped at 5000 ms, the
 * server passes the capped wait) and only while its cookie is unset; showing it sets the cookie for 7
 * days. Draws nothing until then; the popup's code loads only when it is due. A Subscribe Popup block
 * gives its own wording; the site settings' popup has the defaults.
 */
export function SubscribePopupTimer({ sub, wait, ...wording }: { sub: string; wait: number } & SubscribePopupWording) {
  const [Popup, setPopup] = useState<SubscribePopupComponent | null>(null);
  // Where the visitor was when the popup came up on its own; the focus goes back there when it closes.
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (subscribePopupShown(document.cookie)) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      import('../popups/SubscribePopup').then(
        (m) => {
          if (cancelled || subscribePopupShown(document.cookie)) return;
          document.cookie = subscribePopupCookie(window.location.protocol === 'https:');
          returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          setPopup(() => m.default);
        },
        () => undefined,
      );
    }, wait);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [wait]);
  const closed = () => {
    setPopup(null);
    if (returnFocus.current?.isConnected) returnFocus.current.focus();
  };
  return Popup ? <Popup sub={sub} onClosed={closed} {...wording} /> : null;
}

export default SubscribePopupTimer;
