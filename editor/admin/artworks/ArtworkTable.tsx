import { useCallback, useEffect, useRef, useState } from 'react';
import { ErrorCode, type ArtistRecord, type ArtworkListResponse, type ArtworkRow, type BulkJob, type BulkJobCurrent, type SiteTagsResponse } from '../../../schema';
import { ApiCallError, call } from '../../state/api';
import { takeFlash } from '../content-ui/flash';
import { contentHash } from '../screens';
import { useHash } from '../use-hash';
import type { ChosenArtist } from './ArtistChooser';
import { ArtworkRows } from './ArtworkRows';
import { BulkBar } from './BulkBar';
import { outcome } from './bulk-job';
import { BulkJobStatus } from './BulkJobStatus';
import { artworks } from './bulk-texts';
import { Filters } from './Filters';
import type { RowStep } from './row-edits';
import type { RowOutcome } from './RowCells';
import { allMatching, chosenOnPage, current, emptySelection, isEmpty, pageToggled, selectedCount, toggled, type Selection } from './selection';
import { filterBody, filterQuery, isFiltered, PAGE_SIZE, pageQuery, tableHash, tableStateOf, withSort, type TableState } from './table-state';

const PATH = '/api/owner/artworks';
const TAG_LIST = 'artwork-tags';

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
  const [chosen, setChosen] = useState<Selection>(() => emptySelection(filter));
  const [said, setSaid] = useState<Said>(flash ? { text: flash, failed: false } : null);
  const [announcement, setAnnouncement] = useState('');
  const [artist, setArtist] = useState<ChosenArtist | null>(null);
  const [tags, setTags] = useState<string[] | null>(null);
  const [job, setJob] = useState<{ job: BulkJob; startedHere: boolean } | null>(null);
  const message = useRef<HTMLParagraphElement>(null);

  // A bulk action the server is still going through (started here before, or in another tab) shows its progress.
  useEffect(() => {
    let current = true;
    call<BulkJobCurrent>('GET', `${PATH}/bulk-jobs/current`).then(
      (answer) => current && answer.job && setJob((shown) => shown ?? { job: answer.job!, startedHere: false }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

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
  const selection = current(chosen, filter);
  const rows = page?.items ?? [];
  const pageIds = rows.map((r) => r.id);
  const selected = chosenOnPage(selection, pageIds);
  const total = page?.total ?? 0;

  const toggle = (row: ArtworkRow) => {
    const adding = !selected.has(row.id);
    const next = toggled(selection, pageIds, row.id);
    setChosen(next);
    setAnnouncement(`${adding ? 'Selected' : 'Deselected'} ‘${row.title}’. ${artworks(selectedCount(next, total))} selected.`);
  };
  const togglePage = (select: boolean) => {
    const next = pageToggled(selection, pageIds, select);
    setChosen(next);
    setAnnouncement(`${select ? 'Selected' : 'Deselected'} the ${artworks(rows.length)} on this page. ${artworks(selectedCount(next, total))} selected.`);
  };
  // Every matching work, however many: a bulk action then names the filters, not ids.
  const selectAll = () => {
    setChosen(allMatching(filter));
    setAnnouncement(`Selected all ${artworks(total)} matching.`);
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
    if (!failed) setChosen(emptySelection(filter));
    setReloads((n) => n + 1);
    message.current?.focus();
  };
  // The owner goes on working while a job runs; its progress speaks for it, and its end refreshes the table.
  const bulkStarted = (started: BulkJob) => {
    setSaid(null);
    setChosen(emptySelection(filter));
    setJob({ job: started, startedHere: true });
  };
  const jobEnded = useCallback((last: BulkJob) => {
    // The progress the focus was on goes: the focus comes to what is said instead.
    if (document.activeElement?.closest('.ed-artworks-job')) message.current?.focus();
    setJob(null);
    const { text, failed } = outcome(last);
    setSaid({ text, failed });
    setReloads((n) => n + 1);
  }, []);

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
      {job && <BulkJobStatus key={job.job.id} job={job.job} focus={job.startedHere} onEnded={jobEnded} />}
      {!isEmpty(selection) && (
        <BulkBar
          selected={selection.ids}
          allMatching={selection.allMatching}
          filter={filterBody(state)}
          total={total}
          pageAllSelected={rows.length > 0 && rows.every((r) => selected.has(r.id))}
          tagList={TAG_LIST}
          onWantTags={wantTags}
          onSelectAll={selectAll}
          onClear={() => {
            setChosen(emptySelection(filter));
            setAnnouncement('Nothing selected.');
          }}
          onDone={bulkDone}
          onStarted={bulkStarted}
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
