import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_CONFLICT_MESSAGE, ErrorCode, type SiteDocument } from '../../schema';
import { ApiCallError } from './api';
import { AUTOSAVE_DELAY_MS, Autosave, LOCAL_DELAY_MS, OFFLINE_RETRY_MS } from './autosave';
import { useAutosavePreference } from './autosave-preference';
import { readLocalDraft } from './local-draft';
import { memoryStorage } from './memory-storage';
import { useEditorUi } from './store';

const doc = (words: string) => ({ schemaVersion: 1, site: { company: 'Gallery' }, pages: [{ pageId: 'home', slug: '', type: 7, blocks: [{ id: 'b', type: 'text', config: { text: words } }] }] }) as unknown as SiteDocument;

let words = 'first';
let storage: Storage;
let calls: { words: string; baseRevision: number }[];
let answer: (baseRevision: number) => Promise<{ revision: number }>;
let autosave: Autosave;

beforeEach(() => {
  vi.useFakeTimers();
  words = 'first';
  storage = memoryStorage();
  calls = [];
  answer = async (baseRevision) => ({ revision: baseRevision + 1 });
  useEditorUi.getState().load(doc('first'), 'demo', 5);
  useEditorUi.getState().pageLoaded();
  autosave = new Autosave({
    readDocument: () => doc(words),
    saveDocument: (document, baseRevision) => {
      calls.push({ words: JSON.stringify(document).includes('"text":"') ? (document.pages[0].blocks[0].config.text as string) : '', baseRevision });
      return answer(baseRevision);
    },
    storage,
  });
});
afterEach(() => {
  autosave.dispose();
  vi.useRealTimers();
});

/** An edit as the builder makes one: the words change and the store hears of it. */
function edit(to: string) {
  words = to;
  useEditorUi.getState().markDirty();
  autosave.noteEdit();
}
const status = () => useEditorUi.getState().status;

describe('autosave', () => {
  it('saves once, two seconds after the last of several edits, and says all changes are saved', async () => {
    edit('a');
    await vi.advanceTimersByTimeAsync(1000);
    edit('ab');
    await vi.advanceTimersByTimeAsync(1000);
    edit('abc');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ words: 'abc', baseRevision: 5 }]);
    expect(status()).toEqual({ kind: 'autosaved' });
    expect(useEditorUi.getState()).toMatchObject({ dirty: false, revision: 6 });
    expect(readLocalDraft(storage, 'demo')).toBeNull();
  });

  it('keeps the draft in this browser soon after an edit, until the server has it', async () => {
    edit('kept');
    await vi.advanceTimersByTimeAsync(LOCAL_DELAY_MS);
    expect(readLocalDraft(storage, 'demo')).toMatchObject({ baseRevision: 5, document: doc('kept') });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(readLocalDraft(storage, 'demo')).toBeNull();
  });

  it('saves an edit made while a save was on its way right after it, never two at once', async () => {
    let release!: () => void;
    answer = (baseRevision) => new Promise((resolve) => (release = () => resolve({ revision: baseRevision + 1 })));
    edit('one');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(calls).toHaveLength(1);
    edit('two');
    const manual = autosave.saveNow('manual');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(calls).toHaveLength(1);
    release();
    await vi.advanceTimersByTimeAsync(0);
    // The first save did not carry 'two': still unsaved, kept here, and saved next on the new revision.
    expect(calls).toEqual([
      { words: 'one', baseRevision: 5 },
      { words: 'two', baseRevision: 6 },
    ]);
    release();
    expect(await manual).toBe(true);
    expect(status()).toEqual({ kind: 'saved' });
    expect(useEditorUi.getState()).toMatchObject({ dirty: false, revision: 7 });
  });

  it('keeps the edits on this device while offline, and saves them once the server answers again', async () => {
    answer = async () => {
      throw new ApiCallError(0, 'The server could not be reached.', null);
    };
    edit('offline words');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(status()).toEqual({ kind: 'offline' });
    expect(readLocalDraft(storage, 'demo')).toMatchObject({ document: doc('offline words') });
    answer = async (baseRevision) => ({ revision: baseRevision + 1 });
    await vi.advanceTimersByTimeAsync(OFFLINE_RETRY_MS);
    expect(calls.at(-1)).toEqual({ words: 'offline words', baseRevision: 5 });
    expect(status()).toEqual({ kind: 'autosaved' });
    expect(readLocalDraft(storage, 'demo')).toBeNull();
  });

  it('stops at a draft saved elsewhere meanwhile, says so, and keeps the edits here', async () => {
    answer = async () => {
      throw new ApiCallError(409, DRAFT_CONFLICT_MESSAGE, ErrorCode.DraftConflict);
    };
    edit('mine');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(status()).toEqual({ kind: 'error', message: DRAFT_CONFLICT_MESSAGE });
    edit('mine, more');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(LOCAL_DELAY_MS);
    expect(readLocalDraft(storage, 'demo')).toMatchObject({ baseRevision: 5, document: doc('mine, more') });
  });

  it('works quietly under a notice a command put up', async () => {
    useEditorUi.getState().setStatus({ kind: 'notice', message: 'Text block deleted' });
    edit('quiet');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(calls).toHaveLength(1);
    expect(status()).toEqual({ kind: 'notice', message: 'Text block deleted' });
    expect(autosave.takeQuietSave()).toBe(true);
    expect(autosave.takeQuietSave()).toBe(false);
  });

  it('waits for a page being opened on the canvas, so that it never saves one page’s blocks as another’s', async () => {
    edit('before the switch');
    useEditorUi.setState({ loadingPage: true });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(calls).toEqual([]);
    useEditorUi.getState().pageLoaded();
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([{ words: 'before the switch', baseRevision: 5 }]);
  });

  it('turned off, saves only on Save, and still keeps the edits in this browser', async () => {
    useAutosavePreference.getState().set(false);
    try {
      edit('by hand');
      await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 3);
      expect(calls).toEqual([]);
      expect(readLocalDraft(storage, 'demo')).toMatchObject({ document: doc('by hand') });
      expect(await autosave.saveNow('manual')).toBe(true);
      expect(calls).toEqual([{ words: 'by hand', baseRevision: 5 }]);
      expect(status()).toEqual({ kind: 'saved' });
    } finally {
      useAutosavePreference.getState().set(true);
    }
  });

  it('forgets what was unsaved when a new draft is loaded', async () => {
    edit('old');
    await vi.advanceTimersByTimeAsync(LOCAL_DELAY_MS);
    autosave.reset();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(calls).toEqual([]);
    expect(readLocalDraft(storage, 'demo')).toBeNull();
  });
});
