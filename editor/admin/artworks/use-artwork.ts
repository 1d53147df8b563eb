import { useCallback, useEffect, useState } from 'react';
import { BackOfficeText, ErrorCode, TRASH_DAYS, type ArtworkRecord, type DeletedResponse, type EditionRecord } from '../../../schema';
import { ApiCallError, call } from '../../state/api';
import { setFlash, takeFlash } from '../content-ui/flash';
import type { Loading } from '../content-ui/use-record';
import { contentHash } from '../screens';
import { artworkBody, artworkChanged, artworkDraftOf, editionBodies, knownPaths, type ArtworkDraft } from './artwork-draft';
import { editionChanged, type EditionDraft } from './edition-draft';
import { NO_PATH_ERRORS, splitPathErrors, type PathErrors } from './field-paths';

const PATH = '/api/owner/artworks';
const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/** A refusal of one step of a save, with the place in the form its field paths are under. */
class StepRefused extends Error {
  constructor(
    readonly cause: unknown,
    readonly prefix: string,
  ) {
    super(messageOf(cause, 'It could not be saved.'));
  }
}

/**
 * One artwork's form: loads it, keeps the owner's draft, and saves it as the owner API takes it: the
 * work's own fields in one PATCH over the revision read (only when changed), then only the editions
 * that changed, each over its own revision (removed ones deleted, new ones added), then the work read
 * once more. A new work goes in one POST with its editions. Shaped as useRecord's state, so RecordForm
 * frames it.
 */
export function useArtwork(id: number | null) {
  const [record, setRecord] = useState<ArtworkRecord | null>(null);
  const [draft, setDraft] = useState<ArtworkDraft>(() => artworkDraftOf(null));
  const [loading, setLoading] = useState<Loading>(id === null ? { kind: 'ready' } : { kind: 'loading' });
  const [pathErrors, setPathErrors] = useState<PathErrors>(NO_PATH_ERRORS);
  const [conflict, setConflict] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(() => (id === null ? null : takeFlash()));
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    if (id === null) return;
    try {
      const stored = await call<ArtworkRecord>('GET', `${PATH}/${id}`);
      setRecord(stored);
      setDraft(artworkDraftOf(stored));
      setLoading({ kind: 'ready' });
    } catch (error) {
      setLoading({ kind: 'failed', message: messageOf(error, 'The artwork could not be loaded.') });
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);

  const refused = (error: unknown) => {
    const cause = error instanceof StepRefused ? error.cause : error;
    const at = error instanceof StepRefused ? error.prefix : '';
    if (cause instanceof ApiCallError && cause.code === ErrorCode.EditConflict) {
      setConflict(cause.message || BackOfficeText.conflict('artwork'));
    } else if (cause instanceof ApiCallError && cause.code === ErrorCode.InvalidRequest) {
      setPathErrors(splitPathErrors(cause.message, knownPaths(draft), at));
    } else {
      setPathErrors({ paths: {}, general: messageOf(cause, 'It could not be saved. Please try again.') });
    }
  };

  const start = () => {
    setBusy(true);
    setPathErrors(NO_PATH_ERRORS);
    setMessage(null);
  };

  /**
   * The editions' changes, one call each, in the form's order, each over the revision the form read it
   * at. What each call saved is kept (the stored editions, and the ids and revisions in the draft) even
   * when a later one is refused, so saving again sends only what is still unsaved.
   */
  const saveEditions = async (work: ArtworkRecord, bodies: Record<string, unknown>[]): Promise<ArtworkRecord> => {
    let stored = work;
    const kept = new Set(draft.editions.map((e) => e.id));
    const saved = new Map<number, { id: number; revision: number }>();
    const keep = (edition: EditionRecord) => {
      const others = stored.editions.filter((e) => e.id !== edition.id);
      stored = { ...stored, editions: [...others, edition].sort((a, b) => a.id - b.id) };
    };
    try {
      // Only editions this form showed and the owner removed: one another tab added since is not the
      // form's to delete, and one changed elsewhere since is refused (its revision as the form read it).
      for (const gone of (record?.editions ?? []).filter((e) => !kept.has(e.id) && work.editions.some((w) => w.id === e.id))) {
        await call<DeletedResponse>('DELETE', `${PATH}/${work.id}/editions/${gone.id}?revision=${gone.revision}`);
        stored = { ...stored, editions: stored.editions.filter((e) => e.id !== gone.id) };
      }
      for (const [i, edition] of draft.editions.entries()) {
        const before = stored.editions.find((e) => e.id === edition.id);
        if (before && !editionChanged(edition, before)) continue;
        const answer = await (edition.id !== null
          ? call<EditionRecord>('PATCH', `${PATH}/${work.id}/editions/${edition.id}`, { ...bodies[i], revision: edition.revision })
          : call<EditionRecord>('POST', `${PATH}/${work.id}/editions`, bodies[i])
        ).catch((e: unknown) => {
          throw new StepRefused(e, `editions.${i}.`);
        });
        keep(answer);
        saved.set(edition.key, { id: answer.id, revision: answer.revision });
      }
      return stored;
    } finally {
      setRecord(stored);
      setDraft((d) => ({ ...d, editions: d.editions.map((e): EditionDraft => ({ ...e, ...saved.get(e.key) })) }));
    }
  };

  const save = async () => {
    const { bodies, refusals } = editionBodies(draft);
    if (Object.keys(refusals).length) {
      setMessage(null);
      setPathErrors({ paths: refusals, general: 'Some fields need another look: each says why below it.' });
      return;
    }
    start();
    try {
      if (record === null) {
        const made = await call<ArtworkRecord>('POST', PATH, { ...artworkBody(draft), editions: bodies });
        setFlash(`Saved the new artwork ‘${made.title}’.`);
        window.location.hash = contentHash('artworks', made.id);
        return;
      }
      let stored = record;
      if (artworkChanged(draft, record)) {
        stored = await call<ArtworkRecord>('PATCH', `${PATH}/${record.id}`, { ...artworkBody(draft), revision: record.revision });
        setRecord(stored);
      }
      await saveEditions(stored, bodies);
      // Read once more for what the server made of it (the status, made labels).
      const fresh = await call<ArtworkRecord>('GET', `${PATH}/${record.id}`);
      setRecord(fresh);
      setDraft(artworkDraftOf(fresh));
      setMessage('Saved. Visitors see the change now.');
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  /** Deletes to the trash; the server's refusal (an order or a published list needs it) is shown as it is. */
  const remove = async () => {
    if (record === null) return;
    start();
    try {
      await call<DeletedResponse>('DELETE', `${PATH}/${record.id}?revision=${record.revision}`);
      setFlash(`Moved ‘${record.title}’ to the trash. It can be restored from the Trash for ${TRASH_DAYS} days.`);
      window.location.hash = contentHash('artworks');
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const reload = async () => {
    setConflict(null);
    setPathErrors(NO_PATH_ERRORS);
    setMessage(null);
    await load();
    setMessage('Reloaded the artwork as it is now.');
  };

  /** A copy of the saved work (editions, pictures and tags; no SKU), opened to edit. */
  const duplicate = async () => {
    if (record === null) return;
    start();
    try {
      const copy = await call<ArtworkRecord>('POST', `${PATH}/${record.id}/duplicate`);
      setFlash(`Made a copy of ‘${record.title}’ as it was last saved. This is the copy.`);
      window.location.hash = contentHash('artworks', copy.id);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  /** Archives the work (visitors no longer see it) or brings it back; the owner's unsaved changes stay in the form. */
  const setArchived = async (archived: boolean) => {
    if (record === null) return;
    start();
    try {
      setRecord(await call<ArtworkRecord>('POST', `${PATH}/${record.id}/${archived ? 'archive' : 'unarchive'}`, { revision: record.revision }));
      setMessage(archived ? 'Archived: visitors no longer see this artwork.' : 'Brought back from the archive: visitors see this artwork again.');
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const errors = { fields: pathErrors.paths, general: pathErrors.general };
  return { kind: 'artwork' as const, record, draft, setDraft, loading, errors, conflict, message, busy, generation: 0, save, remove, reload, duplicate, setArchived };
}

export type ArtworkState = ReturnType<typeof useArtwork>;
