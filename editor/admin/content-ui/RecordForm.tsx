import { useState, type FormEvent, type ReactNode } from 'react';
import { RECORD_NAMES, TRASH_DAYS } from '../../../schema';
import { contentHash } from '../screens';
import type { RecordState } from './use-record';

/**
 * The frame of every record's form: its heading, a way back to the table, what happened (saved, refused,
 * changed elsewhere), the fields, and Save and Delete; deleting asks first and says where the record goes.
 */
export function RecordForm<R extends { id: number; revision: number }, D>({
  state,
  heading,
  backLabel,
  screen,
  name,
  children,
}: {
  state: RecordState<R, D>;
  heading: string;
  backLabel: string;
  screen: string;
  /** The record's name for the delete question. */
  name: string;
  children: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  const { record, loading, errors, conflict, message, busy } = state;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void state.save();
  };
  return (
    <section className="ed-admin-screen" aria-labelledby="record-heading">
      <p className="ed-admin-back">
        <a href={contentHash(screen)}>← {backLabel}</a>
      </p>
      <h1 id="record-heading">{heading}</h1>
      {loading.kind === 'loading' && <p role="status">Loading…</p>}
      {loading.kind === 'failed' && <p role="alert">{loading.message}</p>}
      {loading.kind === 'ready' && (
        <>
          <p role="status" className="ed-admin-message">
            {message}
          </p>
          {conflict && (
            <div role="alert" className="ed-admin-conflict">
              <p>{conflict}</p>
              <button type="button" onClick={() => void state.reload()}>
                Reload
              </button>
            </div>
          )}
          {errors.general && (
            <p role="alert" className="ed-admin-message ed-admin-message--error">
              {errors.general}
            </p>
          )}
          <form className="ed-admin-form" onSubmit={submit} noValidate>
            {children}
            <div className="ed-admin-actions">
              <button type="submit" className="ed-primary" disabled={busy}>
                {record ? 'Save' : `Create ${RECORD_NAMES[state.kind]}`}
              </button>
              {record && !confirming && (
                <button type="button" className="ed-danger" disabled={busy} onClick={() => setConfirming(true)}>
                  Delete
                </button>
              )}
            </div>
          </form>
          {record && confirming && (
            <div className="ed-admin-confirm" role="group" aria-label={`Confirm deleting ${name}`}>
              <p>
                Delete ‘{name}’? It goes to the trash, where it can be restored for {TRASH_DAYS} days.
              </p>
              <button
                type="button"
                className="ed-danger"
                disabled={busy}
                autoFocus
                onClick={() => {
                  setConfirming(false);
                  void state.remove();
                }}
              >
                Move to trash
              </button>
              <button type="button" onClick={() => setConfirming(false)}>
                Cancel
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
