import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { ArtworkRow, ArtworkSort } from '../../../schema';
import { INVENTORY_TYPE_LABELS, subTypesOf } from '../../../schema/inventory-types';
import { Thumbnail } from '../content-ui/media';
import { contentHash } from '../screens';
import { InlinePrice, InlineStatus, type RunSteps } from './RowCells';
import type { TableState } from './table-state';

const SORTABLE: ReadonlyArray<{ sort: ArtworkSort; header: string }> = [
  { sort: 'title', header: 'Title' },
  { sort: 'artist', header: 'Artist' },
  { sort: 'date', header: 'Date' },
  { sort: 'price', header: 'Price' },
  { sort: 'created', header: 'Added' },
];
const headerOf = (sort: ArtworkSort) => SORTABLE.find((s) => s.sort === sort)!.header;

function typeName(row: ArtworkRow): string {
  const type = INVENTORY_TYPE_LABELS.find((t) => t.value === row.type)?.label ?? '';
  const sub = subTypesOf(row.type).find((s) => s.value === row.subType)?.label;
  return sub ? `${type}: ${sub}` : type;
}

const added = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * One page of works: a checkbox per row and one for the page, sortable columns, and the price and status
 * edited in place. The rows are one stop of the Tab key: the arrow keys (and Home, End) move between
 * them, Space selects the row, Enter opens it; each is announced.
 */
export function ArtworkRows({
  rows,
  state,
  selected,
  onToggle,
  onTogglePage,
  onSort,
  run,
  announce,
}: {
  rows: ArtworkRow[];
  state: TableState;
  selected: ReadonlySet<number>;
  onToggle: (row: ArtworkRow) => void;
  onTogglePage: (select: boolean) => void;
  onSort: (sort: ArtworkSort) => void;
  run: RunSteps;
  announce: (text: string) => void;
}) {
  const [active, setActive] = useState(0);
  const rowRefs = useRef<Array<HTMLTableRowElement | null>>([]);
  const pageBox = useRef<HTMLInputElement>(null);
  const onPage = rows.filter((r) => selected.has(r.id)).length;
  const current = Math.min(active, rows.length - 1);
  useEffect(() => {
    if (pageBox.current) pageBox.current.indeterminate = onPage > 0 && onPage < rows.length;
  }, [onPage, rows.length]);

  const move = (to: number) => {
    const index = Math.max(0, Math.min(rows.length - 1, to));
    setActive(index);
    rowRefs.current[index]?.focus();
    const row = rows[index];
    announce(`Row ${index + 1} of ${rows.length}: ${row.title}${selected.has(row.id) ? ', selected' : ''}.`);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableRowElement>, index: number, row: ArtworkRow) => {
    // Keys typed in the row's own controls (a price, the status) are theirs.
    if (e.target !== e.currentTarget) return;
    const to = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: rows.length - 1 }[e.key];
    if (to !== undefined) {
      e.preventDefault();
      move(to);
    } else if (e.key === ' ') {
      e.preventDefault();
      onToggle(row);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      window.location.hash = contentHash('artworks', row.id);
    }
  };

  return (
    <table className="ed-admin-table ed-artworks-table" aria-describedby="artworks-keys">
      <caption className="ed-visually-hidden">
        Artworks, sorted by {headerOf(state.sort).toLowerCase()} {state.dir === 'asc' ? 'ascending' : 'descending'}
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <span className="ed-visually-hidden">Selected</span>
            <input ref={pageBox} type="checkbox" aria-label="Select all on this page" checked={rows.length > 0 && onPage === rows.length} onChange={(e) => onTogglePage(e.target.checked)} />
          </th>
          <th scope="col">
            <span className="ed-visually-hidden">Image</span>
          </th>
          {SORTABLE.slice(0, 3).map((s) => (
            <SortHeader key={s.sort} sort={s.sort} header={s.header} state={state} onSort={onSort} />
          ))}
          <th scope="col">Type</th>
          <SortHeader sort="price" header="Price" state={state} onSort={onSort} />
          <th scope="col">Status</th>
          <SortHeader sort="created" header="Added" state={state} onSort={onSort} />
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr
            key={row.id}
            ref={(el) => {
              rowRefs.current[index] = el;
            }}
            tabIndex={index === current ? 0 : -1}
            className={selected.has(row.id) ? 'ed-artworks-selected' : undefined}
            onFocus={(e) => e.target === e.currentTarget && setActive(index)}
            onKeyDown={(e) => onKeyDown(e, index, row)}
          >
            <td>
              <input type="checkbox" aria-label={`Select ${row.title}`} checked={selected.has(row.id)} onChange={() => onToggle(row)} />
            </td>
            <td className="ed-artworks-thumb">{row.image && <Thumbnail picture={row.image} size={48} />}</td>
            <th scope="row">
              <a href={contentHash('artworks', row.id)}>{row.title}</a>
              {row.sku && <span className="ed-admin-hint ed-artworks-sku">SKU {row.sku}</span>}
            </th>
            <td>{row.artist?.name ?? ''}</td>
            <td>{row.date ?? ''}</td>
            <td>{typeName(row)}</td>
            <td>
              <InlinePrice row={row} run={run} />
            </td>
            <td>
              <InlineStatus row={row} run={run} />
            </td>
            <td>{added(row.createdAt)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function SortHeader({ sort, header, state, onSort }: { sort: ArtworkSort; header: string; state: TableState; onSort: (sort: ArtworkSort) => void }) {
  const sorted = state.sort === sort;
  return (
    <th scope="col" aria-sort={sorted ? (state.dir === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className="ed-artworks-sort" onClick={() => onSort(sort)}>
        {header}
        <span aria-hidden="true">{sorted ? (state.dir === 'asc' ? ' ▲' : ' ▼') : ''}</span>
      </button>
    </th>
  );
}
