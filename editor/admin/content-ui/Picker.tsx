import { useEffect, useId, useState } from 'react';
import type { Choice, Search } from './sources';

/**
 * Finds records to add (works to a show, items to a list): type to search, then Add on a result. What is
 * chosen already is marked so and cannot be added twice.
 */
export function Picker({ label, search, chosen, onAdd }: { label: string; search: Search; chosen: ReadonlySet<number>; onAdd: (choice: Choice) => void }) {
  const id = useId();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<{ q: string; choices: Choice[] } | { q: string; error: string } | null>(null);

  // Searching waits for a pause in typing; an answer to an older query is dropped.
  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      search(q.trim()).then(
        (choices) => current && setFound({ q, choices }),
        (error: unknown) => current && setFound({ q, error: error instanceof Error ? error.message : 'The search failed.' }),
      );
    }, 250);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [q, search]);

  return (
    <div className="ed-admin-picker">
      <label htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="search"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        // Enter searches (it already has); it must not submit the record's form around the picker.
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        aria-describedby={`${id}-count`}
      />
      <p id={`${id}-count`} className="ed-admin-hint" aria-live="polite">
        {!found ? 'Searching…' : 'error' in found ? found.error : found.choices.length === 0 ? 'Nothing matches.' : `${found.choices.length} found${found.choices.length >= 20 ? ' (the first 20; type to narrow)' : ''}.`}
      </p>
      {found && 'choices' in found && found.choices.length > 0 && (
        <ul className="ed-admin-picker-list">
          {found.choices.map((c) => (
            <li key={c.id}>
              <span>
                {c.label}
                {c.detail && <span className="ed-admin-hint"> · {c.detail}</span>}
              </span>
              <button type="button" disabled={chosen.has(c.id)} aria-label={chosen.has(c.id) ? `${c.label} added` : `Add ${c.label}`} onClick={() => onAdd(c)}>
                {chosen.has(c.id) ? 'Added' : 'Add'}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
