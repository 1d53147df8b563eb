import { useEffect, useId, useRef, useState } from 'react';
import { searchArtists, type Choice } from '../content-ui/sources';

export interface ChosenArtist {
  id: number;
  name: string;
}

/**
 * One artist of the site, found by typing part of the name (a gallery has thousands): what is chosen
 * shows with a way to take it off; the results are buttons. Used for a work's artist and for the
 * table's artist filter.
 */
export function ArtistChooser({
  label,
  value,
  onChange,
  none,
  clearLabel,
  chooseLabel,
  findLabel,
  error,
}: {
  label: string;
  value: ChosenArtist | null;
  onChange: (artist: ChosenArtist | null) => void;
  /** What no artist chosen means ('No artist', 'Any artist'). */
  none: string;
  clearLabel: string;
  chooseLabel: (name: string) => string;
  /** The search box's name ('Find an artist'). */
  findLabel: string;
  error?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [q, setQ] = useState('');
  const [found, setFound] = useState<{ choices: Choice[] } | { error: string } | null>(null);

  // Searching waits for a pause in typing; an answer to an older query is dropped.
  useEffect(() => {
    const query = q.trim();
    let current = true;
    if (!query) {
      setFound(null);
      return;
    }
    const timer = window.setTimeout(() => {
      searchArtists(query).then(
        (choices) => current && setFound({ choices }),
        (failure: unknown) => current && setFound({ error: failure instanceof Error ? failure.message : 'The search failed.' }),
      );
    }, 250);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [q]);

  const choose = (artist: ChosenArtist | null) => {
    onChange(artist);
    setQ('');
    input.current?.focus();
  };

  return (
    <div className="ed-admin-form-field ed-artist-chooser" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="ed-admin-label">
        {label}
      </span>
      <span className="ed-admin-inline">
        <span id={`${id}-value`}>{value ? value.name : none}</span>
        {value && (
          <button type="button" onClick={() => choose(null)}>
            {clearLabel}
          </button>
        )}
      </span>
      <label htmlFor={id} className="ed-visually-hidden">
        {findLabel}
      </label>
      <input
        ref={input}
        id={id}
        type="search"
        placeholder="Find an artist…"
        value={q}
        onChange={(e) => setQ(e.target.value)}
        // Enter searches already; it must not submit the form around the chooser.
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        aria-describedby={[`${id}-count`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
      />
      <p id={`${id}-count`} className="ed-admin-hint" aria-live="polite">
        {!q.trim() ? '' : !found ? 'Searching…' : 'error' in found ? found.error : found.choices.length === 0 ? 'No artist matches.' : `${found.choices.length} found.`}
      </p>
      {found && 'choices' in found && found.choices.length > 0 && (
        <ul className="ed-admin-picker-list">
          {found.choices.map((c) => (
            <li key={c.id}>
              <span>
                {c.label}
                {c.detail && <span className="ed-admin-hint"> · {c.detail}</span>}
              </span>
              <button type="button" onClick={() => choose({ id: c.id, name: c.label })}>
                {chooseLabel(c.label)}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="ed-admin-field-error">
          {error}
        </p>
      )}
    </div>
  );
}
