import { useEffect, useId, useRef, useState } from 'react';
import { MAX_BULK_IDS, type BulkResponse } from '../../../schema';
import { call } from '../../state/api';
import { artworks, BULK_ACTIONS, parsePercent, question, report, type BulkInput, type BulkKind } from './bulk-texts';

/**
 * What to do with the chosen works: the count, a way to choose every work the filters match (not only
 * this page), and one action at a time, which says what it will do and waits for a yes, then says what
 * it did.
 */
export function BulkBar({
  selected,
  total,
  pageAllSelected,
  tagList,
  onWantTags,
  onSelectAll,
  onClear,
  onDone,
}: {
  selected: ReadonlySet<number>;
  /** How many works the filters match. */
  total: number;
  pageAllSelected: boolean;
  tagList: string;
  onWantTags: () => void;
  onSelectAll: () => Promise<void>;
  onClear: () => void;
  onDone: (said: string, failed: boolean) => void;
}) {
  const id = useId();
  const [action, setAction] = useState<BulkKind>('addTag');
  const [value, setValue] = useState('');
  const [asking, setAsking] = useState<BulkInput | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const apply = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);
  // Cancel puts the focus back where the question came from.
  useEffect(() => {
    if (!asking && wasAsking.current) apply.current?.focus();
    wasAsking.current = !!asking;
  }, [asking]);

  const input = (): BulkInput | string => {
    if (action === 'addTag' || action === 'removeTag') {
      const tag = value.trim().replace(/\s+/g, ' ').toLowerCase();
      return tag ? { action, tag } : 'Enter a tag.';
    }
    if (action === 'price') {
      const percent = parsePercent(value);
      if (percent === null) return 'Enter a percent such as 10 or -15.';
      if (percent < -100 || percent > 1000) return 'Enter a percent from -100 to 1000.';
      return { action, percent };
    }
    return { action };
  };

  const ask = () => {
    const made = input();
    if (typeof made === 'string') return setRefusal(made);
    setRefusal(null);
    setAsking(made);
  };

  const confirm = async (what: BulkInput) => {
    setBusy(true);
    try {
      const body = { ...what, ids: [...selected] };
      onDone(report(what, await call<BulkResponse>('POST', '/api/owner/artworks/bulk', body)), false);
      setAsking(null);
      setValue('');
    } catch (error) {
      onDone(error instanceof Error ? error.message : 'The bulk action failed.', true);
    } finally {
      setBusy(false);
    }
  };

  const needs = action === 'addTag' || action === 'removeTag' ? 'Tag' : action === 'price' ? 'Percent' : null;
  return (
    <section className="ed-artworks-bulk" aria-label="Bulk actions">
      <p className="ed-admin-inline">
        <strong>{artworks(selected.size)} selected.</strong>
        {pageAllSelected && total > selected.size && (
          <button type="button" disabled={busy} onClick={() => void onSelectAll()}>
            Select all {artworks(Math.min(total, MAX_BULK_IDS))} matching{total > MAX_BULK_IDS ? ` (the first ${MAX_BULK_IDS.toLocaleString('en-US')} of ${total.toLocaleString('en-US')})` : ''}
          </button>
        )}
        <button type="button" disabled={busy} onClick={onClear}>
          Clear selection
        </button>
      </p>
      {!asking ? (
        <div className="ed-artworks-row ed-artworks-bulk-form">
          <div className="ed-admin-form-field">
            <label htmlFor={`${id}-action`}>Action</label>
            <select
              id={`${id}-action`}
              value={action}
              onChange={(e) => {
                setAction(e.target.value as BulkKind);
                setRefusal(null);
              }}
            >
              {BULK_ACTIONS.map((a) => (
                <option key={a.action} value={a.action}>
                  {a.label}
                </option>
              ))}
            </select>
          </div>
          {needs && (
            <div className="ed-admin-form-field">
              <label htmlFor={`${id}-value`}>{needs}</label>
              <input
                id={`${id}-value`}
                value={value}
                list={needs === 'Tag' ? tagList : undefined}
                onFocus={needs === 'Tag' ? onWantTags : undefined}
                aria-invalid={refusal ? true : undefined}
                aria-describedby={refusal ? `${id}-error` : needs === 'Percent' ? `${id}-hint` : undefined}
                onChange={(e) => setValue(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') {
                    e.preventDefault();
                    ask();
                  }
                }}
              />
              {needs === 'Percent' && (
                <p id={`${id}-hint`} className="ed-admin-hint">
                  Such as 10 (up) or -15 (down).
                </p>
              )}
            </div>
          )}
          <button ref={apply} type="button" onClick={ask}>
            Apply to {artworks(selected.size)}…
          </button>
          {refusal && (
            <p id={`${id}-error`} className="ed-admin-field-error">
              {refusal}
            </p>
          )}
        </div>
      ) : (
        <div className="ed-admin-confirm" role="group" aria-label="Confirm the bulk action">
          <p>{question(asking, selected.size)}</p>
          <button type="button" className="ed-primary" disabled={busy} autoFocus onClick={() => void confirm(asking)}>
            Yes, change {artworks(selected.size)}
          </button>
          <button type="button" disabled={busy} onClick={() => setAsking(null)}>
            Cancel
          </button>
        </div>
      )}
    </section>
  );
}
