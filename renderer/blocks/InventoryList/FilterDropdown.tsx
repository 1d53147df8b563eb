import { useRef, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';

export interface FilterDropdownProps {
  /** Unique on the page: the panel's id. */
  id: string;
  label: string;
  /** What is chosen, shown on the button ('Blue'); empty when nothing is. */
  summary: string;
  open: boolean;
  /** Not usable yet (the island has not run). */
  disabled?: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}

/**
 * One dropdown of the filter bar: a button that shows and hides its panel (a disclosure, so the
 * controls inside are ordinary form fields). Escape closes it and gives the focus back to its button;
 * so does focus leaving it. The bar keeps which one is open, so only one ever is.
 */
export function FilterDropdown({ id, label, summary, open, disabled, onOpenChange, children }: FilterDropdownProps) {
  const button = useRef<HTMLButtonElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    onOpenChange(false);
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenChange(false);
  };
  return (
    <div className={`filter-dropdown${open ? ' filter-dropdown--open' : ''}`} onKeyDown={onKeyDown} onBlur={onBlur}>
      <button ref={button} type="button" className="filter-dropdown__button" aria-expanded={open} aria-controls={id} disabled={disabled} onClick={() => onOpenChange(!open)}>
        {label}
        {summary && <span className="filter-dropdown__summary">: {summary}</span>}
      </button>
      <div id={id} className="filter-dropdown__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
