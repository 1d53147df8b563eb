import { useEffect, useRef, useState, type ComponentType } from 'react';
import { FormText } from '../../../schema/api/forms-text';

type SubscribePopupComponent = ComponentType<{ sub: string; onClosed: () => void }>;

/** SUBSCRIBE, opening the newsletter popup (its code loads when first opened). */
export function SignupButtons({ sub, align, inert = false }: { sub: string; align: 'left' | 'center' | 'right'; inert?: boolean }) {
  const [Popup, setPopup] = useState<SubscribePopupComponent | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Disabled in the server's page until the browser takes it over: never a dead click.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const open = () => {
    if (inert) return;
    import('../popups/SubscribePopup').then(
      (m) => setPopup(() => m.default),
      () => undefined,
    );
  };
  const justify = align === 'center' ? 'center' : align === 'right' ? 'flex-end' : 'flex-start';
  return (
    <div className="signup-buttons" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, justifyContent: justify }}>
      <button ref={button} type="button" className="button button--primary" disabled={!hydrated} aria-haspopup="dialog" onClick={open}>
        {FormText.subscribeLabel}
      </button>
      {Popup && (
        <Popup
          sub={sub}
          onClosed={() => {
            setPopup(null);
            button.current?.focus();
          }}
        />
      )}
    </div>
  );
}

export default SignupButtons;
