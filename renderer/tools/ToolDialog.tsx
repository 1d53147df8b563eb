import { useEffect, useRef, type KeyboardEvent, type PointerEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { TOOLS_CSS } from './styles';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const STYLE_ID = 'art-tools-css';

/** The tools' styles arrive with their code, on first use, so pages that never open a tool carry none. */
function ensureStyles(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = TOOLS_CSS;
  document.head.append(style);
}

/** Holds the page behind still while a tool is open, as it was before (a detail modal may hold it already). */
function lockScroll(): () => void {
  const html = document.documentElement;
  const before = html.style.overflow;
  html.style.overflow = 'hidden';
  return () => {
    html.style.overflow = before;
  };
}

/** Keeps a drag's pointer events coming to the element that started it, where the browser allows (not for a pen it has lost). */
export function capturePointer(event: PointerEvent<HTMLElement>): void {
  try {
    event.currentTarget.setPointerCapture(event.pointerId);
  } catch {
    // An unknown or finished pointer cannot be captured; its events still arrive while over the element.
  }
}

interface ToolDialogProps {
  className: string;
  label?: string;
  labelledBy?: string;
  describedBy?: string;
  /** Focused when the dialog opens. */
  initialFocus: RefObject<HTMLElement | null>;
  onClose: () => void;
  /** The tool's own keys; Tab and Escape are the dialog's. */
  onKeyDown?: (event: KeyboardEvent<HTMLDialogElement>) => void;
  children: ReactNode;
}

/**
 * A full-screen modal dialog for an image tool, put at the end of the body so nothing around the button
 * that opened it (an art page inside the detail modal) styles it or hears its keys. Shown modal, so the
 * page behind is inert; Tab and Shift+Tab go round its own controls; Escape closes it. The opener gets
 * the focus back (ArtTools).
 */
export function ToolDialog({ className, label, labelledBy, describedBy, initialFocus, onClose, onKeyDown, children }: ToolDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    ensureStyles();
    const d = dialog.current;
    const unlock = lockScroll();
    if (d && !d.open) {
      if (typeof d.showModal === 'function') d.showModal();
      else d.setAttribute('open', '');
    }
    initialFocus.current?.focus();
    return unlock;
  }, [initialFocus]);

  const keyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    event.stopPropagation();
    if (event.key === 'Tab' && dialog.current) {
      const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.getClientRects().length > 0);
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (first && event.shiftKey && (document.activeElement === first || document.activeElement === dialog.current)) {
        event.preventDefault();
        last.focus();
      } else if (last && !event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
      return;
    }
    onKeyDown?.(event);
  };

  return createPortal(
    <dialog
      ref={dialog}
      className={`art-tool ${className}`}
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={keyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {children}
    </dialog>,
    document.body,
  );
}
