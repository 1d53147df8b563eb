import { useEffect, useState, type ComponentType } from 'react';
import { subscribePopupCookie, subscribePopupShown } from '../subscribe-cookie';

type SubscribePopupComponent = ComponentType<{ sub: string; onClosed: () => void }>;

/**
 * The site's subscribe popup (storefront spec §4, §9): after the popup delay (capped at 5000 ms, the
 * server passes the capped wait) and only while its cookie is unset; showing it sets the cookie for 7
 * days. Draws nothing until then; the popup's code loads only when it is due.
 */
export function SubscribePopupTimer({ sub, wait }: { sub: string; wait: number }) {
  const [Popup, setPopup] = useState<SubscribePopupComponent | null>(null);
  useEffect(() => {
    if (subscribePopupShown(document.cookie)) return;
    let cancelled = false;
    const timer = window.setTimeout(() => {
      import('../popups/SubscribePopup').then(
        (m) => {
          if (cancelled || subscribePopupShown(document.cookie)) return;
          document.cookie = subscribePopupCookie(window.location.protocol === 'https:');
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
  return Popup ? <Popup sub={sub} onClosed={() => setPopup(null)} /> : null;
}

export default SubscribePopupTimer;
