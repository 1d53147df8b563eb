import { lazy, Suspense, useId } from 'react';
import type { RichTextProps } from './props';

/** Lexical stays out of the builder's bundle: it loads the first time a form shows rich text. */
const RichTextEditor = lazy(() => import('./RichTextEditor'));

/**
 * A labelled rich-text field (a biography, a post's body). The editor reads `value` when it mounts; a form
 * that replaces the value from the server (a reload) gives it a new key.
 */
export function RichTextField({ label, value, onChange, error, hint }: { label: string; value: string; onChange: (html: string) => void; error?: string; hint?: string }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const props: RichTextProps = { value, onChange, describedBy, invalid: error ? true : undefined };
  return (
    <div className="ed-admin-form-field">
      <span className="ed-admin-label" id={`${id}-label`}>
        {label}
      </span>
      <Suspense fallback={<p role="status">Loading the text editor…</p>}>
        <RichTextEditor label={label} labelId={`${id}-label`} {...props} />
      </Suspense>
      {hint && (
        <p id={`${id}-hint`} className="ed-admin-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="ed-admin-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
