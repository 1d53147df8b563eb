import { useEffect, useId, useState, type ReactNode } from 'react';
import { call } from '../../state/api';
import { contentHash } from '../screens';
import { takeFlash } from './flash';

const PAGE = 50;

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/**
 * A screen's table of records: search, pages of 50, the first column a link to each record's form, and a
 * button to make a new one. What the last form did (a delete) is said above it.
 */
export function RecordTable<T extends { id: number }>({
  title,
  screen,
  path,
  newLabel,
  searchLabel,
  caption,
  nameHeader,
  nameOf,
  columns,
  empty,
}: {
  title: string;
  screen: string;
  path: string;
  newLabel: string;
  searchLabel: string;
  caption: string;
  /** The first column's header; its cells are the records' names, each a link to its form. */
  nameHeader: string;
  nameOf: (row: T) => string;
  /** The other columns. */
  columns: Column<T>[];
  empty: string;
}) {
  const searchId = useId();
  const [flash] = useState(takeFlash);
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<{ items: T[]; total: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      call<{ items: T[]; total: number }>('GET', `${path}?q=${encodeURIComponent(q.trim())}&offset=${offset}&limit=${PAGE}`).then(
        (answer) => {
          if (!current) return;
          setPage(answer);
          setFailure(null);
        },
        (error: unknown) => current && setFailure(error instanceof Error ? error.message : 'The table could not be loaded.'),
      );
    }, 200);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [path, q, offset]);

  const last = page ? Math.min(offset + PAGE, page.total) : 0;
  return (
    <section className="ed-admin-screen" aria-labelledby={`${searchId}-heading`}>
      <div className="ed-admin-heading">
        <h1 id={`${searchId}-heading`}>{title}</h1>
        <a className="ed-admin-button ed-primary" href={contentHash(screen, 'new')}>
          {newLabel}
        </a>
      </div>
      <p role="status" className="ed-admin-message">
        {flash}
      </p>
      <div className="ed-admin-field">
        <label htmlFor={searchId}>{searchLabel}</label>
        <input
          id={searchId}
          type="search"
          value={q}
          onChange={(e) => {
            setQ(e.target.value);
            setOffset(0);
          }}
        />
      </div>
      {failure && <p role="alert">{failure}</p>}
      {!page && !failure && <p>Loading…</p>}
      {page && page.total === 0 && <p>{q.trim() ? 'Nothing matches the search.' : empty}</p>}
      {page && page.total > 0 && (
        <>
          <table className="ed-admin-table">
            <caption className="ed-visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{nameHeader}</th>
                {columns.map((c) => (
                  <th key={c.header} scope="col">
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.items.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <a href={contentHash(screen, row.id)}>{nameOf(row)}</a>
                  </th>
                  {columns.map((c) => (
                    <td key={c.header}>{c.cell(row)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          <nav className="ed-admin-paging" aria-label={`Pages of ${title.toLowerCase()}`}>
            <span>
              {offset + 1}–{last} of {page.total}
            </span>
            <button type="button" disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE))}>
              Previous page
            </button>
            <button type="button" disabled={last >= page.total} onClick={() => setOffset(offset + PAGE)}>
              Next page
            </button>
          </nav>
        </>
      )}
    </section>
  );
}
