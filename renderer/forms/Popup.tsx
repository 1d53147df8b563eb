import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { ensureFormStyles } from './styles';
import { FormsUiText } from './texts';

export interface PopupProps {
  title: string;
  /** 500 px (inquire, subscribe, follow, share) or 900 px (offer), the spec's widths. */
  width: 500 | 900;
  /** Focused when the popup opens; the close button otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Called once the popup has closed (Close, Escape, or a click on the backdrop). */
  onClosed: () => void;
  children: ReactNode;
}

/**
 * A visitor popup: a modal <dialog> at the end of the body (so an art page inside the detail modal
 * neither styles it nor hears its keys), so the page behind is inert and Escape closes it. Its heading
 * names it. The opener gives the focus back once it has closed.
 */
export function Popup({ title, width, initialFocus, onClosed, children }: PopupProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const headingId = useId();

  useEffect(() => {
    ensureFormStyles();
    const d = dialog.current;
    if (d && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    (initialFocus?.current ?? closeButton.current)?.focus();
  }, [initialFocus]);

  const close = () => {
    const d = dialog.current;
    if (d?.open && typeof d.close === 'function') d.close();
    else onClosed();
  };

  return createPortal(
    <dialog
      ref={dialog}
      className={width === 900 ? 'popup popup--wide' : 'popup'}
      aria-labelledby={headingId}
      onClose={onClosed}
      onKeyDown={(event: KeyboardEvent<HTMLDialogElement>) => event.stopPropagation()}
      onClick={(event) => {
        if (event.target === dialog.current) close();
      }}
    >
      <div className="popup__body">
        <div className="popup__header">
          <h2 id={headingId} className="popup__title">
            {title}
          </h2>
          <button ref={closeButton} type="button" className="popup__close" aria-label={FormsUiText.close} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
