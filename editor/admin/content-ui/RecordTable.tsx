import { useEffect, useId, useState, type ReactNode } from 'react';
import type { TableSort, TaggedKind } from '../../../schema';
import { call } from '../../state/api';
import { contentHash } from '../screens';
import { takeFlash } from './flash';
import { RecordBulkBar } from './RecordBulkBar';
import { TableFilters, useSiteTags, type TableChoice } from './TableFilters';
import { isFiltered, tableQueryString } from './table-query';
import './table.css';

const PAGE = 50;

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/**
 * A screen's table of records: search, a tag, the screen's own choice and an order; pages of 50; the first
 * column a link to each record's form, and a button to make a new one. Rows can be chosen, a page at a
 * time, to add or remove a tag at once. What the last form did (a delete) or the last bulk action did is
 * said above it.
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
  tagKind,
  sorts,
  choice,
  noun,
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
  /** The kind of tags the records carry, for the tag filter and bulk tagging. */
  tagKind: TaggedKind;
  /** The orders the server knows; the first is its default. */
  sorts: readonly TableSort[];
  choice?: TableChoice;
  /** The records in a sentence ('1 artist', '3 artists'). */
  noun: { one: string; many: string };
}) {
  const id = useId();
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(() => {
    const flash = takeFlash();
    return flash ? { text: flash, failed: false } : null;
  });
  const [q, setQ] = useState('');
  const [tag, setTag] = useState('');
  const [sort, setSort] = useState(sorts[0].value);
  const [choiceValue, setChoiceValue] = useState('');
  const [offset, setOffset] = useState(0);
  const [version, setVersion] = useState(0);
  const [page, setPage] = useState<{ items: T[]; total: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const tags = useSiteTags(tagKind, version);

  const query = { q, tag, sort: sort === sorts[0].value ? '' : sort, choice: choice ? { param: choice.param, value: choiceValue } : null, offset, limit: PAGE };
  const queryString = tableQueryString(query);
  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      call<{ items: T[]; total: number }>('GET', `${path}?${queryString}`).then(
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
  }, [path, queryString, version]);

  /** A filter changed: back to the first page, and nothing chosen that may no longer be shown. */
  const refilter =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setOffset(0);
      setSelected(new Set());
    };
  const toggle = (rowId: number, on: boolean) =>
    setSelected((was) => {
      const next = new Set(was);
      if (on) next.add(rowId);
      else next.delete(rowId);
      return next;
    });
  const pageIds = page?.items.map((row) => row.id) ?? [];
  const pageAllSelected = pageIds.length > 0 && pageIds.every((rowId) => selected.has(rowId));

  const last = page ? Math.min(offset + PAGE, page.total) : 0;
  return (
    <section className="ed-admin-screen" aria-labelledby={`${id}-heading`}>
      <div className="ed-admin-heading">
        <h1 id={`${id}-heading`}>{title}</h1>
        <a className="ed-admin-button ed-primary" href={contentHash(screen, 'new')}>
          {newLabel}
        </a>
      </div>
      <p role="status" className={said?.failed ? 'ed-admin-message ed-admin-field-error' : 'ed-admin-message'}>
        {said?.text}
      </p>
      <TableFilters
        id={id}
        searchLabel={searchLabel}
        q={q}
        onQ={refilter(setQ)}
        tags={tags}
        tag={tag}
        onTag={refilter(setTag)}
        sorts={sorts}
        sort={sort}
        onSort={refilter(setSort)}
        choice={choice}
        choiceValue={choiceValue}
        onChoice={refilter(setChoiceValue)}
      />
      {selected.size > 0 && (
        <RecordBulkBar
          path={`${path}/bulk`}
          selected={selected}
          tags={tags}
          noun={noun}
          onClear={() => setSelected(new Set())}
          onDone={(text, failed) => {
            setSaid({ text, failed });
            setVersion((v) => v + 1);
          }}
        />
      )}
      {failure && <p role="alert">{failure}</p>}
      {!page && !failure && <p>Loading…</p>}
      {page && page.total === 0 && <p>{isFiltered(query) ? 'Nothing matches the filters.' : empty}</p>}
      {page && page.total > 0 && (
        <>
          <table className="ed-admin-table">
            <caption className="ed-visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col" className="ed-table-select">
                  <input
                    type="checkbox"
                    aria-label={`Choose every ${noun.one} on this page`}
                    checked={pageAllSelected}
                    onChange={(e) =>
                      setSelected((was) => {
                        const next = new Set(was);
                        for (const rowId of pageIds) {
                          if (e.target.checked) next.add(rowId);
                          else next.delete(rowId);
                        }
                        return next;
                      })
                    }
                  />
                </th>
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
                  <td className="ed-table-select">
                    <input type="checkbox" aria-label={`Choose ${nameOf(row)}`} checked={selected.has(row.id)} onChange={(e) => toggle(row.id, e.target.checked)} />
                  </td>
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
