import { useEditor } from '@craftjs/core';
import { useEffect, useId, useRef, useState } from 'react';
import { useAutosavePreference } from '../../state/autosave-preference';
import { autosaveOf } from '../../state/document-actions';
import { defaultStorage, readLocalDraft, removeLocalDraft, restoreOffer, type RestoreOffer } from '../../state/local-draft';
import { onEdit, useEditorUi } from '../../state/store';
import { AutosaveText } from './texts';
import './autosave.css';

/**
 * Autosave's place in the builder: every edit reaches its timers; the draft is kept in this browser
 * when the tab is hidden or closed, and saved when it is hidden; a lost connection is tried again as
 * soon as the browser is back online. When the builder opens on a site with unsaved changes kept in
 * this browser (a crash, a closed tab), it offers them back before anything else can be edited.
 */
export function AutosaveHost() {
  const { store } = useEditor();
  const [offer, setOffer] = useState<RestoreOffer | null>(null);
  const restoring = useRef(false);

  useEffect(() => {
    const autosave = autosaveOf(store);
    const { document: draft, revision, subdomain } = useEditorUi.getState();
    const kept = readLocalDraft(defaultStorage(), subdomain);
    let open = true;
    // Telling a kept draft from the server's may fetch the document's validation first.
    void (draft ? restoreOffer(kept, draft, revision) : Promise.resolve(null)).then((found) => {
      if (!open) return;
      if (found) return setOffer(found);
      // Unless an edit made meanwhile has kept a draft of its own.
      if (readLocalDraft(defaultStorage(), subdomain)?.savedAt === kept?.savedAt) removeLocalDraft(defaultStorage(), subdomain);
    });

    const stopEdits = onEdit(() => autosave.noteEdit());
    // A draft loaded afresh (a version restored) has nothing unsaved, unless it is the restored one.
    const stopLoads = useEditorUi.subscribe((s, before) => {
      if (s.loads === before.loads) return;
      if (restoring.current) restoring.current = false;
      else autosave.reset();
    });
    // A notice that goes away uncovers what autosave did quietly under it.
    const stopNotice = useEditorUi.subscribe((s, before) => {
      if (before.status.kind === 'notice' && s.status.kind === 'idle' && !s.dirty && autosave.takeQuietSave()) s.setStatus({ kind: 'autosaved' });
    });
    // The browser fires pagehide, then visibilitychange, as a page is left: once left, nothing more is kept.
    let left = false;
    const onHide = () => {
      if (left || window.document.visibilityState !== 'hidden') return;
      autosave.keepLocally();
      if (autosave.hasUnsaved()) void autosave.saveNow('auto');
    };
    // Leaving with autosave off follows the browser's warning about unsaved changes: they are left.
    const onPageHide = (e: PageTransitionEvent) => {
      if (e.persisted || useAutosavePreference.getState().on) return autosave.keepLocally();
      left = true;
      autosave.forgetLocally();
    };
    // Turned back on, it saves what is waiting.
    const stopPreference = useAutosavePreference.subscribe((p, before) => {
      if (p.on && !before.on && autosave.hasUnsaved()) void autosave.saveNow('auto');
    });
    const onOnline = () => autosave.retry();
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('online', onOnline);
    window.document.addEventListener('visibilitychange', onHide);
    return () => {
      open = false;
      // Another site opened, or signed out: as when leaving the page.
      if (useAutosavePreference.getState().on) autosave.keepLocally();
      else autosave.forgetLocally();
      autosave.dispose();
      stopEdits();
      stopLoads();
      stopNotice();
      stopPreference();
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('online', onOnline);
      window.document.removeEventListener('visibilitychange', onHide);
    };
  }, [store]);

  if (!offer) return null;
  const restore = () => {
    const ui = useEditorUi.getState();
    restoring.current = true;
    // Restored on top of the server's draft as it is now: saving it is the owner's choice, made here.
    ui.load(offer.draft.document, ui.subdomain, ui.revision);
    useEditorUi.setState({ dirty: true });
    autosaveOf(store).noteEdit();
    setOffer(null);
  };
  const discard = () => {
    removeLocalDraft(defaultStorage(), useEditorUi.getState().subdomain);
    setOffer(null);
    useEditorUi.getState().setStatus({ kind: 'notice', message: AutosaveText.discarded });
  };
  return <RestoreDialog offer={offer} onRestore={restore} onDiscard={discard} />;
}

/** Asks whether to restore; Escape does not dismiss it, as either answer loses something. */
function RestoreDialog({ offer, onRestore, onDiscard }: { offer: RestoreOffer; onRestore: () => void; onDiscard: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const el = ref.current;
    if (el && !el.open) el.showModal();
    el?.querySelector<HTMLButtonElement>('button')?.focus();
  }, []);
  const when = new Date(offer.draft.savedAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <dialog ref={ref} className="ed-media ed-restore-draft" aria-labelledby={titleId} aria-describedby={bodyId} onCancel={(e) => e.preventDefault()}>
      <div className="ed-media-inner">
        <h2 id={titleId}>{AutosaveText.restoreTitle}</h2>
        <div id={bodyId}>
          <p>{AutosaveText.restoreBody(when)}</p>
          {offer.serverNewer && <p className="ed-restore-warning">{AutosaveText.serverNewer}</p>}
        </div>
        <div className="ed-restore-actions">
          <button type="button" className="ed-primary" onClick={onRestore}>
            {AutosaveText.restore}
          </button>
          <button type="button" onClick={onDiscard}>
            {offer.serverNewer ? AutosaveText.keepServer : AutosaveText.discard}
          </button>
        </div>
      </div>
    </dialog>
  );
}
