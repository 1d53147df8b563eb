import { useEffect, useId, useRef, useState } from 'react';
import type { BulkFilterCount, BulkFilterResponse, BulkJob, BulkJobStarted, BulkResponse } from '../../../schema';
import { call } from '../../state/api';
import { artworks, BULK_ACTIONS, doneByIds, matchingQuestion, parsePercent, question, report, type BulkInput, type BulkKind } from './bulk-texts';

const PATH = '/api/owner/artworks';

/** A question waiting for a yes: the action, and over every matching work the server's count. */
type Asking = { input: BulkInput; count: BulkFilterCount | null };

/**
 * What to do with the chosen works: the count, a way to choose every work the filters match (not only
 * this page, however many: the action then names the filters, not ids), and one action at a time,
 * which says what it will do (over every matching work, with the server's count of those that will
 * change) and waits for a yes, then says what it did.
 */
export function BulkBar({
  selected,
  allMatching,
  filter,
  total,
  pageAllSelected,
  tagList,
  onWantTags,
  onSelectAll,
  onClear,
  onDone,
  onStarted,
}: {
  selected: ReadonlySet<number>;
  /** Every work the filters match is chosen, on every page. */
  allMatching: boolean;
  /** The filters, as a bulk action by filter sends them. */
  filter: Record<string, string>;
  /** How many works the filters match. */
  total: number;
  pageAllSelected: boolean;
  tagList: string;
  onWantTags: () => void;
  onSelectAll: () => void;
  onClear: () => void;
  onDone: (said: string, failed: boolean) => void;
  /** Over more works than the server changes at once, it answers with a job that goes on meanwhile. */
  onStarted: (job: BulkJob) => void;
}) {
  const id = useId();
  const [action, setAction] = useState<BulkKind>('addTag');
  const [value, setValue] = useState('');
  const [asking, setAsking] = useState<Asking | null>(null);
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

  const count = allMatching ? total : selected.size;

  const ask = async () => {
    const made = input();
    if (typeof made === 'string') return setRefusal(made);
    setRefusal(null);
    if (!allMatching) return setAsking({ input: made, count: null });
    // Over every matching work, the question says how many will change, as the server counts them now.
    setBusy(true);
    try {
      setAsking({ input: made, count: await call<BulkFilterCount>('POST', `${PATH}/bulk-by-filter/count`, { ...made, filter }) });
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : 'The matching artworks could not be counted.');
    } finally {
      setBusy(false);
    }
  };

  const confirm = async ({ input: what, count: counted }: Asking) => {
    setBusy(true);
    try {
      if (counted) {
        const answer = await call<BulkFilterResponse | BulkJobStarted>('POST', `${PATH}/bulk-by-filter`, { ...what, filter, matching: counted.matching });
        if ('job' in answer) onStarted(answer.job);
        else onDone(report(what, answer), false);
      } else {
        // Past a few hundred chosen works the server answers with a job, as for every matching work.
        const answer = await call<BulkResponse | BulkJobStarted>('POST', `${PATH}/bulk`, { ...what, ids: [...selected] });
        if ('job' in answer) onStarted(answer.job);
        else onDone(report(what, doneByIds(answer)), false);
      }
      setAsking(null);
      setValue('');
    } catch (error) {
      onDone(error instanceof Error ? error.message : 'The bulk action failed.', true);
      // Over every matching work, the count may be what changed (409): Apply asks again with a new one.
      if (counted) setAsking(null);
    } finally {
      setBusy(false);
    }
  };

  const needs = action === 'addTag' || action === 'removeTag' ? 'Tag' : action === 'price' ? 'Percent' : null;
  return (
    <section className="ed-artworks-bulk" aria-label="Bulk actions">
      <p className="ed-admin-inline">
        <strong>{allMatching ? `All ${artworks(total)} matching selected.` : `${artworks(selected.size)} selected.`}</strong>
        {!allMatching && pageAllSelected && total > selected.size && (
          <button type="button" disabled={busy} onClick={onSelectAll}>
            Select all {artworks(total)} matching
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
                    void ask();
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
          <button ref={apply} type="button" disabled={busy} onClick={() => void ask()}>
            Apply to {artworks(count)}…
          </button>
          {refusal && (
            <p id={`${id}-error`} className="ed-admin-field-error">
              {refusal}
            </p>
          )}
        </div>
      ) : (
        <div className="ed-admin-confirm" role="group" aria-label="Confirm the bulk action">
          <p>{asking.count ? matchingQuestion(asking.input, asking.count) : question(asking.input, selected.size)}</p>
          {asking.count?.changing !== 0 && (
            <button type="button" className="ed-primary" disabled={busy} autoFocus onClick={() => void confirm(asking)}>
              Yes, change {artworks(asking.count ? asking.count.changing : selected.size)}
            </button>
          )}
          <button type="button" disabled={busy} autoFocus={asking.count?.changing === 0} onClick={() => setAsking(null)}>
            Cancel
          </button>
        </div>
      )}
    </section>
  );
}
