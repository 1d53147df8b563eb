import type { SiteDocument } from '../../schema';
import { ErrorCode } from '../../schema/api/error-codes';
import { ApiCallError } from './api';
import { useAutosavePreference } from './autosave-preference';
import { defaultStorage, removeLocalDraft, writeLocalDraft } from './local-draft';
import { useEditorUi } from './store';

/** The server draft is saved this long after the last edit. */
export const AUTOSAVE_DELAY_MS = 2000;
/** The draft is kept in this browser this long after the last edit (and at once when the tab is hidden). */
export const LOCAL_DELAY_MS = 400;
/** While the server cannot be reached, it is tried again this often (and as soon as the browser is online). */
export const OFFLINE_RETRY_MS = 10_000;

export interface AutosaveDeps {
  /** The whole draft as the builder holds it now; null while a page is being opened. */
  readDocument(): SiteDocument | null;
  saveDocument(document: SiteDocument, baseRevision: number): Promise<{ revision: number }>;
  storage?: Storage | null;
}

type Kind = 'auto' | 'manual';

/**
 * Autosave of the draft, and the one way the builder saves: Save and Publish go through the same queue,
 * so two saves never race each other to the server (the second would meet its own revision as a
 * conflict). Edits are counted as they come; a save records how many it carried, so an edit made
 * while a save is on its way is saved next, and only a save that carried every edit clears the draft
 * kept in this browser. The server's revision check stays in force: a draft saved elsewhere meanwhile
 * stops autosave with the server's message, and is never overwritten.
 */
export class Autosave {
  private edits = 0;
  private saved = 0;
  private serverTimer: ReturnType<typeof setTimeout> | undefined;
  private localTimer: ReturnType<typeof setTimeout> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private conflicted = false;
  /** An autosave finished while a notice was up, so its 'All changes saved' is still to be shown. */
  private quietSave = false;
  private readonly storage: Storage | null;

  constructor(private readonly deps: AutosaveDeps) {
    this.storage = deps.storage === undefined ? defaultStorage() : deps.storage;
  }

  /** Edits the server does not have yet. */
  hasUnsaved(): boolean {
    return this.edits !== this.saved;
  }

  /** An edit: the draft is kept in this browser shortly, and saved once edits pause. */
  noteEdit(): void {
    this.edits += 1;
    clearTimeout(this.localTimer);
    this.localTimer = setTimeout(() => whenIdle(() => this.keepLocally()), LOCAL_DELAY_MS);
    clearTimeout(this.serverTimer);
    if (!this.conflicted && useAutosavePreference.getState().on) this.serverTimer = setTimeout(() => void this.saveNow('auto'), AUTOSAVE_DELAY_MS);
  }

  /** Forgets the draft kept in this browser: the owner left with autosave off, knowing edits were unsaved. */
  forgetLocally(): void {
    removeLocalDraft(this.storage, useEditorUi.getState().subdomain);
  }

  /** Writes the unsaved draft to this browser now (the tab is being hidden or closed). */
  keepLocally(): void {
    if (!this.hasUnsaved()) return;
    const document = this.deps.readDocument();
    const { subdomain, revision } = useEditorUi.getState();
    if (document) writeLocalDraft(this.storage, subdomain, { baseRevision: revision, savedAt: Date.now(), document });
  }

  /** Saves now, after any save already on its way. 'auto' does nothing when there is nothing new. */
  saveNow(kind: Kind): Promise<boolean> {
    if (kind === 'manual') clearTimeout(this.serverTimer);
    const run = this.queue.then(() => this.save(kind));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Whether an autosave finished under a notice since last asked (its result is still to be shown). */
  takeQuietSave(): boolean {
    const quiet = this.quietSave;
    this.quietSave = false;
    return quiet;
  }

  /** Tries again after the server could not be reached. */
  retry(): void {
    if (useEditorUi.getState().status.kind === 'offline' && this.hasUnsaved()) void this.saveNow('auto');
  }

  /** A new draft was loaded (a version restored, another site): nothing of it is unsaved. */
  reset(): void {
    this.clearTimers();
    this.saved = this.edits;
    this.conflicted = false;
    removeLocalDraft(this.storage, useEditorUi.getState().subdomain);
  }

  dispose(): void {
    this.clearTimers();
  }

  private clearTimers(): void {
    clearTimeout(this.serverTimer);
    clearTimeout(this.localTimer);
    clearTimeout(this.retryTimer);
  }

  private async save(kind: Kind): Promise<boolean> {
    if (kind === 'auto' && (this.conflicted || !this.hasUnsaved() || !useAutosavePreference.getState().on)) return !this.conflicted;
    await pageOpened();
    const document = this.deps.readDocument();
    const ui = useEditorUi.getState();
    if (!document) {
      if (kind === 'manual') ui.setStatus({ kind: 'error', message: 'The page could not be saved.' });
      return false;
    }
    const carried = this.edits;
    // A notice (what a command did) stays up while autosave works quietly under it.
    const quiet = kind === 'auto' && ui.status.kind === 'notice';
    if (!quiet) ui.setStatus({ kind: 'saving' });
    try {
      const { revision } = await this.deps.saveDocument(document, ui.revision);
      const clean = this.edits === carried;
      this.saved = Math.max(this.saved, carried);
      useEditorUi.getState().markSaved(document, revision, clean);
      if (clean) removeLocalDraft(this.storage, ui.subdomain);
      else this.keepLocally();
      const notice = useEditorUi.getState().status.kind === 'notice';
      this.quietSave = kind === 'auto' && notice;
      if (kind === 'manual') useEditorUi.getState().setStatus({ kind: 'saved' });
      else if (!notice) useEditorUi.getState().setStatus({ kind: 'autosaved' });
      return true;
    } catch (error) {
      this.keepLocally();
      const status = useEditorUi.getState();
      if (error instanceof ApiCallError && error.status === 0) {
        status.setStatus({ kind: 'offline' });
        clearTimeout(this.retryTimer);
        this.retryTimer = setTimeout(() => this.retry(), OFFLINE_RETRY_MS);
        return false;
      }
      if (error instanceof ApiCallError && error.code === ErrorCode.DraftConflict) this.conflicted = true;
      status.setStatus({ kind: 'error', message: error instanceof ApiCallError ? error.message : 'The page could not be saved.' });
      return false;
    }
  }
}

/** Runs when the browser has a moment (writing a large draft should not land in the middle of a drag). */
function whenIdle(run: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
  else run();
}

/** How long a save waits for a page being opened on the canvas before it gives up. */
const PAGE_OPEN_WAIT_MS = 5000;

/** Resolves once no page is being opened on the canvas (its blocks are in Craft), or after a while. */
function pageOpened(): Promise<void> {
  if (!useEditorUi.getState().loadingPage) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stop();
      clearTimeout(timer);
      resolve();
    };
    const stop = useEditorUi.subscribe((s) => {
      if (!s.loadingPage) done();
    });
    const timer = setTimeout(done, PAGE_OPEN_WAIT_MS);
  });
}
