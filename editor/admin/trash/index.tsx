import { useCallback, useEffect, useState } from 'react';
import { RECORD_KINDS, RECORD_NAMES, type RecordKind, type RestoreResponse, type TrashItem, type TrashListResponse } from '../../../schema';
import { call } from '../../state/api';
import { daysLeft, formatDay } from './days';

type Loaded = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready'; items: TrashItem[]; total: number };

const PAGE = 50;

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The trash: what was deleted in the last 30 days, newest first, in pages of 50, of one kind if chosen, each with a Restore button. */
export default function TrashScreen() {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [recordKind, setRecordKind] = useState<RecordKind | ''>('');
  const [offset, setOffset] = useState(0);

  const load = useCallback(async () => {
    try {
      const kind = recordKind ? `&kind=${recordKind}` : '';
      const { items, total } = await call<TrashListResponse>('GET', `/api/owner/trash?offset=${offset}&limit=${PAGE}${kind}`);
      // A restore that emptied the last page goes back a page.
      if (!items.length && offset > 0) return setOffset(Math.max(0, offset - PAGE));
      setLoaded({ kind: 'ready', items, total });
    } catch (error) {
      setLoaded({ kind: 'failed', message: error instanceof Error ? error.message : 'The trash could not be loaded.' });
    }
  }, [recordKind, offset]);
  useEffect(() => {
    void load();
  }, [load]);

  const restore = async (item: TrashItem) => {
    setBusy(item.id);
    try {
      const answer = await call<RestoreResponse>('POST', `/api/owner/trash/${item.id}/restore`);
      setMessage({ text: [`Restored the ${RECORD_NAMES[item.kind]} ‘${item.label}’.`, ...answer.notes].join(' '), error: false });
    } catch (error) {
      setMessage({ text: error instanceof Error ? error.message : 'It could not be restored.', error: true });
    } finally {
      setBusy(null);
      await load();
    }
  };

  const now = new Date();
  return (
    <section className="ed-admin-screen" aria-labelledby="trash-heading">
      <h1 id="trash-heading">Trash</h1>
      <p className="ed-admin-hint">Deleted records stay here for 30 days, then they are gone for good.</p>
      <p role="status" className={message?.error ? 'ed-admin-message ed-admin-message--error' : 'ed-admin-message'}>
        {message?.text}
      </p>
      <div className="ed-admin-field">
        <label htmlFor="trash-kind">Show</label>
        <select
          id="trash-kind"
          value={recordKind}
          onChange={(e) => {
            setRecordKind(e.target.value as RecordKind | '');
            setOffset(0);
          }}
        >
          <option value="">Everything</option>
          {RECORD_KINDS.map((k) => (
            <option key={k} value={k}>
              {capitalised(RECORD_NAMES[k])}s
            </option>
          ))}
        </select>
      </div>
      {loaded.kind === 'loading' && <p>Loading…</p>}
      {loaded.kind === 'failed' && <p role="alert">{loaded.message}</p>}
      {loaded.kind === 'ready' && loaded.items.length === 0 && <p>{recordKind ? `No ${RECORD_NAMES[recordKind]}s are in the trash.` : 'The trash is empty.'}</p>}
      {loaded.kind === 'ready' && loaded.items.length > 0 && (
        <>
          <table className="ed-admin-table">
            <caption className="ed-visually-hidden">Deleted records, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Kind</th>
                <th scope="col">Name</th>
                <th scope="col">Deleted</th>
                <th scope="col">Days left</th>
                <th scope="col">
                  <span className="ed-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {loaded.items.map((item) => (
                <tr key={item.id}>
                  <td>{capitalised(RECORD_NAMES[item.kind])}</td>
                  <th scope="row">{item.label}</th>
                  <td>{formatDay(item.deletedAt)}</td>
                  <td>{daysLeft(item.restoreUntil, now)}</td>
                  <td>
                    <button type="button" onClick={() => void restore(item)} disabled={busy !== null} aria-label={`Restore ${item.label}`}>
                      Restore
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {loaded.total > PAGE && (
            <nav className="ed-admin-paging" aria-label="Pages of the trash">
              <span>
                {offset + 1}–{Math.min(offset + PAGE, loaded.total)} of {loaded.total}
              </span>
              <button type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
                Previous page
              </button>
              <button type="button" disabled={offset + PAGE >= loaded.total} onClick={() => setOffset(offset + PAGE)}>
                Next page
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}
