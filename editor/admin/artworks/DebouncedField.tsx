import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

/**
 * A text filter of the table that applies itself after a pause in typing (or at once on Enter), so a
 * search over a hundred thousand works asks the server once per pause, not once per key. It follows the
 * address when that changes under it (Back), without rewriting what the owner is typing.
 */
export function DebouncedField({
  label,
  value,
  same,
  onCommit,
  type = 'text',
  hint,
  list,
  onFocus,
  className,
  delay = 300,
}: {
  label: string;
  /** The applied value, as text. */
  value: string;
  /** Whether the text typed says the applied value already ('1000' and '1,000.00'). */
  same: (text: string, value: string) => boolean;
  /** Applies the text; answers why it cannot be applied, or null. */
  onCommit: (text: string) => string | null;
  type?: 'text' | 'search';
  hint?: ReactNode;
  list?: string;
  onFocus?: () => void;
  className?: string;
  delay?: number;
}) {
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (value !== seen) {
    setSeen(value);
    if (!same(text, value)) setText(value);
  }
  // The latest callbacks, so a render of the table meanwhile does not restart the pause.
  const latest = useRef({ same, onCommit, value });
  useEffect(() => {
    latest.current = { same, onCommit, value };
  });

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const { same: isSame, onCommit: commit, value: applied } = latest.current;
      if (!isSame(text, applied)) setRefusal(commit(text));
    }, delay);
    return () => window.clearTimeout(timer);
  }, [text, delay]);

  const describedBy = [hint ? `${id}-hint` : '', refusal ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`ed-admin-form-field ${className ?? ''}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={text}
        list={list}
        onFocus={onFocus}
        aria-describedby={describedBy}
        aria-invalid={refusal ? true : undefined}
        onChange={(e) => {
          setText(e.target.value);
          if (same(e.target.value, value)) setRefusal(null);
        }}
        onKeyDown={(e) => {
          if (e.key !== 'Enter') return;
          e.preventDefault();
          if (!same(text, value)) setRefusal(onCommit(text));
        }}
      />
      {hint && (
        <p id={`${id}-hint`} className="ed-admin-hint">
          {hint}
        </p>
      )}
      {refusal && (
        <p id={`${id}-error`} className="ed-admin-field-error">
          {refusal}
        </p>
      )}
    </div>
  );
}
