import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ARTWORK_STATUS_LABELS, type ArtworkRow } from '../../../schema';
import { formatMajorUnits } from './money';
import { priceSteps, rowPrice, SETTABLE_STATUSES, statusSteps, type RowStep, type SettableStatus } from './row-edits';

/** How a row's edit went: saved, refused as made over a change from elsewhere (the row now shows that), or refused for another reason. */
export type RowOutcome = 'saved' | 'stale' | 'refused';

/** Runs a row's edit; the table says how it went and shows the work as it is now. */
export type RunSteps = (row: ArtworkRow, steps: RowStep[], done: string) => Promise<RowOutcome>;

/** The row's price, and a small form to change each edition's price in place (Enter saves, Escape cancels). */
export function InlinePrice({ row, run }: { row: ArtworkRow; run: RunSteps }) {
  const [typed, setTyped] = useState<Record<number, string> | null>(null);
  const [refusals, setRefusals] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLInputElement>(null);
  const wasEditing = useRef(false);
  // Focus goes into the form when it opens, and back to its button when it closes.
  useEffect(() => {
    if (typed && !wasEditing.current) first.current?.focus();
    if (!typed && wasEditing.current) button.current?.focus();
    wasEditing.current = !!typed;
  }, [typed]);

  if (row.editions.length === 0) return <span className="ed-admin-hint">No editions</span>;
  if (!typed) {
    return (
      <span className="ed-admin-inline">
        <span>{rowPrice(row)}</span>
        <button ref={button} type="button" className="ed-artworks-small" aria-label={`Edit the price of ${row.title}`} onClick={() => setTyped(Object.fromEntries(row.editions.map((e) => [e.id, formatMajorUnits(e.price)])))}>
          Edit
        </button>
      </span>
    );
  }
  const close = () => {
    setTyped(null);
    setRefusals({});
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { steps, refusals: refused } = priceSteps(row, typed);
    setRefusals(refused);
    if (Object.keys(refused).length) return;
    if (!steps.length) return close();
    setBusy(true);
    const outcome = await run(row, steps, `Saved the price of ‘${row.title}’.`);
    setBusy(false);
    // A stale edit closes too, so the row shows the price as it is now.
    if (outcome !== 'refused') close();
  };
  const one = row.editions.length === 1;
  return (
    <form className="ed-artworks-inline-form" onSubmit={(e) => void submit(e)} onKeyDown={(e) => e.key === 'Escape' && close()} aria-label={`Price of ${row.title}`}>
      {row.editions.map((e, i) => (
        <span key={e.id} className="ed-artworks-inline-price">
          <label htmlFor={`price-${e.id}`}>{one ? `Price (${e.currencyCode})` : `${e.label} (${e.currencyCode})`}</label>
          <input
            ref={i === 0 ? first : undefined}
            id={`price-${e.id}`}
            value={typed[e.id] ?? ''}
            size={10}
            aria-invalid={refusals[e.id] ? true : undefined}
            aria-describedby={refusals[e.id] ? `price-${e.id}-error` : undefined}
            onChange={(event) => setTyped({ ...typed, [e.id]: event.target.value })}
          />
          {refusals[e.id] && (
            <span id={`price-${e.id}-error`} className="ed-admin-field-error">
              {refusals[e.id]}
            </span>
          )}
        </span>
      ))}
      <button type="submit" disabled={busy}>
        Save price
      </button>
      <button type="button" onClick={close}>
        Cancel
      </button>
    </form>
  );
}

/** The row's status as a choice: setting it changes the editions (and the archive switch) over their revisions. */
export function InlineStatus({ row, run }: { row: ArtworkRow; run: RunSteps }) {
  const [busy, setBusy] = useState(false);
  const settable = (SETTABLE_STATUSES as readonly string[]).includes(row.status);
  const change = async (to: SettableStatus) => {
    const steps = statusSteps(row, to);
    if (!steps.length) return;
    setBusy(true);
    await run(row, steps, `‘${row.title}’ is now ${ARTWORK_STATUS_LABELS[to].toLowerCase()}.`);
    setBusy(false);
  };
  return (
    <select
      aria-label={`Status of ${row.title}`}
      className={`ed-artworks-status ed-artworks-status--${row.status}`}
      value={row.status}
      disabled={busy}
      onChange={(e) => void change(e.target.value as SettableStatus)}
    >
      {!settable && (
        <option value={row.status} disabled>
          {ARTWORK_STATUS_LABELS[row.status]}
        </option>
      )}
      {SETTABLE_STATUSES.map((s) => (
        <option key={s} value={s} disabled={s !== 'archived' && row.editions.length === 0}>
          {ARTWORK_STATUS_LABELS[s]}
        </option>
      ))}
    </select>
  );
}
