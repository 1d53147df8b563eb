import { useCallback, useEffect, useState } from 'react';
import { BackOfficeText, ErrorCode, RECORD_NAMES, TRASH_DAYS, type DeletedResponse, type RecordKind } from '../../../schema';
import { ApiCallError, call } from '../../state/api';
import { contentHash } from '../screens';
import { NO_ERRORS, splitFieldErrors, type FieldErrors } from './field-errors';
import { setFlash, takeFlash } from './flash';

interface Stored {
  id: number;
  revision: number;
}

export interface RecordConfig<R extends Stored, D> {
  kind: RecordKind;
  /** The API path of the records, '/api/owner/artists'. */
  path: string;
  /** The back-office screen, 'artists'. */
  screen: string;
  /** The record being edited, or null for a new one. */
  id: number | null;
  toDraft: (record: R | null) => D;
  toBody: (draft: D) => Record<string, unknown>;
  /** What a new record is made with, when more than what a change sends (a list's kind is fixed once made). */
  toCreateBody?: (draft: D) => Record<string, unknown>;
  /** The fields of the body, so the server's reasons land next to them. */
  fields: readonly string[];
  nameOf: (record: R) => string;
}

export type Loading = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'ready' };

const messageOf = (error: unknown, fallback: string) => (error instanceof Error ? error.message : fallback);

/**
 * One record's form: loads it, keeps the owner's draft, saves it with the revision it was read at (a save
 * over a newer revision comes back as a conflict to reload), and deletes it to the trash.
 */
export function useRecord<R extends Stored, D>(config: RecordConfig<R, D>) {
  const { kind, path, screen, id, toDraft, toBody, toCreateBody = toBody, fields, nameOf } = config;
  const [record, setRecord] = useState<R | null>(null);
  const [draft, setDraft] = useState<D>(() => toDraft(null));
  const [loading, setLoading] = useState<Loading>(id === null ? { kind: 'ready' } : { kind: 'loading' });
  const [errors, setErrors] = useState<FieldErrors>(NO_ERRORS);
  const [conflict, setConflict] = useState<string | null>(null);
  // A new record's form opens on the record once made, saying so.
  const [message, setMessage] = useState<string | null>(() => (id === null ? null : takeFlash()));
  const [busy, setBusy] = useState(false);
  /** Bumped whenever the draft is replaced from the server, so editors that keep their own state (rich text) start again. */
  const [generation, setGeneration] = useState(0);

  const take = useCallback(
    (stored: R, fresh: boolean) => {
      setRecord(stored);
      setDraft(toDraft(stored));
      // After a save the editors already show what was saved; only a load replaces their text.
      if (fresh) setGeneration((g) => g + 1);
    },
    [toDraft],
  );

  const load = useCallback(async () => {
    if (id === null) return;
    try {
      take(await call<R>('GET', `${path}/${id}`), true);
      setLoading({ kind: 'ready' });
    } catch (error) {
      setLoading({ kind: 'failed', message: messageOf(error, `The ${RECORD_NAMES[kind]} could not be loaded.`) });
    }
  }, [id, kind, path, take]);
  useEffect(() => {
    void load();
  }, [load]);

  const refused = (error: unknown) => {
    if (error instanceof ApiCallError && error.code === ErrorCode.EditConflict) {
      setConflict(error.message || BackOfficeText.conflict(kind));
    } else if (error instanceof ApiCallError && error.code === ErrorCode.InvalidRequest) {
      setErrors(splitFieldErrors(error.message, fields));
    } else {
      setErrors({ fields: {}, general: messageOf(error, 'It could not be saved. Please try again.') });
    }
  };

  const save = async () => {
    setBusy(true);
    setErrors(NO_ERRORS);
    setMessage(null);
    try {
      if (record === null) {
        const made = await call<R>('POST', path, toCreateBody(draft));
        setFlash(`Saved the new ${RECORD_NAMES[kind]} ‘${nameOf(made)}’.`);
        window.location.hash = contentHash(screen, made.id);
      } else {
        take(await call<R>('PATCH', `${path}/${record.id}`, { ...toBody(draft), revision: record.revision }), false);
        setMessage('Saved.');
      }
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  /** Deletes to the trash; the server's refusal (an order or a published list needs it) is shown as it is. */
  const remove = async () => {
    if (record === null) return;
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      await call<DeletedResponse>('DELETE', `${path}/${record.id}?revision=${record.revision}`);
      setFlash(`Moved ‘${nameOf(record)}’ to the trash. It can be restored from the Trash for ${TRASH_DAYS} days.`);
      window.location.hash = contentHash(screen);
    } catch (error) {
      refused(error);
    } finally {
      setBusy(false);
    }
  };

  const reload = async () => {
    setConflict(null);
    setErrors(NO_ERRORS);
    setMessage(null);
    await load();
    setMessage(`Reloaded the ${RECORD_NAMES[kind]} as it is now.`);
  };

  return { kind, record, draft, setDraft, loading, errors, conflict, message, busy, generation, save, remove, reload };
}

export type RecordState<R extends Stored, D> = ReturnType<typeof useRecord<R, D>>;
