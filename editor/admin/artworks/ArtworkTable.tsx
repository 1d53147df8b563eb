import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorCode, type ArtistRecord, type ArtworkListResponse, type ArtworkRow, type SiteTagsResponse } from '../../../schema';
import { ApiCallError, call } from '../../state/api';
import { takeFlash } from '../content-ui/flash';
import { contentHash } from '../screens';
import { useHash } from '../use-hash';
import type { ChosenArtist } from './ArtistChooser';
import { ArtworkRows } from './ArtworkRows';
import { BulkBar } from './BulkBar';
import { artworks } from './bulk-texts';
import { Filters } from './Filters';
import type { RowStep } from './row-edits';
import type { RowOutcome } from './RowCells';
import { filterQuery, isFiltered, PAGE_SIZE, pageQuery, tableHash, tableStateOf, withSort, type TableState } from './table-state';

const PATH = '/api/owner/artworks';
const TAG_LIST = 'artwork-tags';
const NONE: ReadonlySet<number> = new Set();

type Said = { text: string; failed: boolean } | null;

/** Runs a row's edit one call at a time; the first refusal stops it. */
async function runSteps(workId: number, steps: RowStep[]): Promise<void> {
  for (const step of steps) {
    if (step.kind === 'edition') await call('PATCH', `${PATH}/${workId}/editions/${step.editionId}`, step.body);
    else await call('POST', `${PATH}/${workId}/${step.kind}`, { revision: step.revision });
  }
}

/**
 * The artworks table: one page of 50 at a time from the server (sorted and filtered there), its
 * filters, sort and page in the address, a selection that belongs to its filters, bulk actions, and
 * price and status edited in place.
 */
export function ArtworkTable() {
  const state = tableStateOf(useHash());
  const query = pageQuery(state);
  const filter = filterQuery(state);
  const [flash] = useState(takeFlash);
  const [page, setPage] = useState<(ArtworkListResponse & { query: string }) | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [selection, setSelection] = useState<{ filter: string; ids: ReadonlySet<number> }>({ filter, ids: NONE });
  const [said, setSaid] = useState<Said>(flash ? { text: flash, failed: false } : null);
  const [announcement, setAnnouncement] = useState('');
  const [artist, setArtist] = useState<ChosenArtist | null>(null);
  const [tags, setTags] = useState<string[] | null>(null);
  const message = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    let current = true;
    call<ArtworkListResponse>('GET', `${PATH}?${query}`).then(
      (answer) => {
        if (!current) return;
        setPage({ ...answer, query });
        setFailure(null);
      },
      (error: unknown) => current && setFailure(error instanceof Error ? error.message : 'The artworks could not be loaded.'),
    );
    return () => {
      current = false;
    };
  }, [query, reloads]);

  // An artist filter from the address (a reload, Back) is shown by name.
  useEffect(() => {
    if (state.artistId === null || artist?.id === state.artistId) return;
    let current = true;
    call<ArtistRecord>('GET', `/api/owner/artists/${state.artistId}`).then(
      (a) => current && setArtist({ id: a.id, name: a.name }),
      () => current && setArtist({ id: state.artistId!, name: `Artist ${state.artistId}` }),
    );
    return () => {
      current = false;
    };
  }, [state.artistId, artist]);

  /** The site's artwork tags for the tag fields' suggestions, asked for once, when first wanted. */
  const wantTags = useCallback(() => {
    if (tags !== null) return;
    setTags([]);
    call<SiteTagsResponse>('GET', '/api/owner/tags?kind=inventory').then(
      (answer) => setTags(answer.tags.map((t) => t.tag)),
      () => setTags([]),
    );
  }, [tags]);

  const go = (next: TableState) => {
    window.location.hash = tableHash(next);
  };
  const say = (text: string, failed: boolean) => setSaid({ text, failed });
  const selected = selection.filter === filter ? selection.ids : NONE;
  const setSelected = (ids: ReadonlySet<number>) => setSelection({ filter, ids });
  const rows = page?.items ?? [];

  const toggle = (row: ArtworkRow) => {
    const ids = new Set(selected);
    const adding = !ids.has(row.id);
    if (adding) ids.add(row.id);
    else ids.delete(row.id);
    setSelected(ids);
    setAnnouncement(`${adding ? 'Selected' : 'Deselected'} ‘${row.title}’. ${artworks(ids.size)} selected.`);
  };
  const togglePage = (select: boolean) => {
    const ids = new Set(selected);
    for (const row of rows) {
      if (select) ids.add(row.id);
      else ids.delete(row.id);
    }
    setSelected(ids);
    setAnnouncement(`${select ? 'Selected' : 'Deselected'} the ${artworks(rows.length)} on this page. ${artworks(ids.size)} selected.`);
  };
  const selectAll = async () => {
    try {
      const answer = await call<{ ids: number[]; total: number }>('GET', `${PATH}/ids?${filter}`);
      setSelected(new Set(answer.ids));
      setAnnouncement(`Selected all ${artworks(answer.ids.length)} matching.`);
    } catch (error) {
      say(error instanceof Error ? error.message : 'The matching artworks could not be selected.', true);
    }
  };

  const run = async (row: ArtworkRow, steps: RowStep[], done: string): Promise<RowOutcome> => {
    try {
      await runSteps(row.id, steps);
      say(done, false);
      return 'saved';
    } catch (error) {
      const stale = error instanceof ApiCallError && error.code === ErrorCode.EditConflict;
      say(
        stale
          ? `‘${row.title}’ was changed elsewhere since this table showed it, so this edit was not made. The row now shows it as it is; make the edit again if it still should be.`
          : error instanceof Error
            ? error.message
            : 'The change could not be saved.',
        true,
      );
      return stale ? 'stale' : 'refused';
    } finally {
      setReloads((n) => n + 1);
    }
  };

  const bulkDone = (text: string, failed: boolean) => {
    say(text, failed);
    if (!failed) setSelected(NONE);
    setReloads((n) => n + 1);
    message.current?.focus();
  };

  const total = page?.total ?? 0;
  const first = (state.page - 1) * PAGE_SIZE;
  const last = Math.min(first + PAGE_SIZE, total);
  const loading = page?.query !== query;
  return (
    <section className="ed-admin-screen ed-artworks" aria-labelledby="artworks-heading">
      <div className="ed-admin-heading">
        <h1 id="artworks-heading">Artworks</h1>
        <a className="ed-admin-button ed-primary" href={contentHash('artworks', 'new')}>
          New artwork
        </a>
      </div>
      <Filters state={state} go={go} artist={artist?.id === state.artistId ? artist : null} onArtist={setArtist} tagList={TAG_LIST} onWantTags={wantTags} />
      <datalist id={TAG_LIST}>{tags?.map((t) => <option key={t} value={t} />)}</datalist>
      <p ref={message} tabIndex={-1} role="status" className={`ed-admin-message${said?.failed ? ' ed-admin-message--error' : ''}`}>
        {said?.text}
      </p>
      <p className="ed-visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {selected.size > 0 && (
        <BulkBar
          selected={selected}
          total={total}
          pageAllSelected={rows.length > 0 && rows.every((r) => selected.has(r.id))}
          tagList={TAG_LIST}
          onWantTags={wantTags}
          onSelectAll={selectAll}
          onClear={() => {
            setSelected(NONE);
            setAnnouncement('Nothing selected.');
          }}
          onDone={bulkDone}
        />
      )}
      {failure && <p role="alert">{failure}</p>}
      {!page && !failure && <p>Loading…</p>}
      {page && total === 0 && <p>{isFiltered(state) ? 'No artwork matches these filters.' : 'No artworks yet. Add the first with New artwork.'}</p>}
      {page && total > 0 && rows.length === 0 && (
        <p>
          This page is past the last one.{' '}
          <button type="button" onClick={() => go({ ...state, page: 1 })}>
            Go to the first page
          </button>
        </p>
      )}
      {rows.length > 0 && (
        <div aria-busy={loading}>
          <p className="ed-artworks-count">{total === 1 ? '1 artwork matches.' : `${total.toLocaleString('en-US')} artworks match.`}</p>
          <p id="artworks-keys" className="ed-admin-hint">
            In the table, the arrow keys move between rows, Space selects a row and Enter opens it.
          </p>
          <ArtworkRows rows={rows} state={state} selected={selected} onToggle={toggle} onTogglePage={togglePage} onSort={(sort) => go(withSort(state, sort))} run={run} announce={setAnnouncement} />
          <nav className="ed-admin-paging" aria-label="Pages of artworks">
            <span>
              {(first + 1).toLocaleString('en-US')}–{last.toLocaleString('en-US')} of {total.toLocaleString('en-US')}
            </span>
            <button type="button" disabled={state.page === 1} onClick={() => go({ ...state, page: state.page - 1 })}>
              Previous page
            </button>
            <button type="button" disabled={last >= total} onClick={() => go({ ...state, page: state.page + 1 })}>
              Next page
            </button>
          </nav>
        </div>
      )}
    </section>
  );
}
