import { useEffect, useId, useRef, type DragEventHandler, type ReactNode, type RefObject } from 'react';

/**
 * The builder's modal dialogs (media, pages, versions): a native <dialog> opened as a modal (the rest of
 * the builder inert, Escape closes it), its title, a close button, and focus on `initialFocus` if given.
 */
export function ModalDialog({
  title,
  closeLabel,
  className,
  innerClassName = '',
  onClose,
  initialFocus,
  onDragOver,
  onDragLeave,
  onDrop,
  children,
}: {
  title: string;
  closeLabel: string;
  className: string;
  innerClassName?: string;
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  onDragOver?: DragEventHandler<HTMLDivElement>;
  onDragLeave?: DragEventHandler<HTMLDivElement>;
  onDrop?: DragEventHandler<HTMLDivElement>;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const el = ref.current;
    if (el && !el.open) el.showModal();
    initialFocus?.current?.focus();
  }, [initialFocus]);
  return (
    <dialog ref={ref} className={`ed-media ${className}`} aria-labelledby={titleId} onClose={onClose} onCancel={onClose}>
      <div className={`ed-media-inner ${innerClassName}`} onDragOver={onDragOver} onDragLeave={onDragLeave} onDrop={onDrop}>
        <div className="ed-media-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="ed-quiet" aria-label={closeLabel} onClick={onClose}>
            ✕
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
