import { describe, expect, it } from 'vitest';
import type { SiteDocument } from '../../schema';
import { readLocalDraft, removeLocalDraft, restoreOffer, writeLocalDraft } from './local-draft';
import { memoryStorage } from './memory-storage';

const doc = (words: string) => ({ schemaVersion: 1, site: { company: 'Gallery' }, pages: [{ pageId: 'p', blocks: [{ id: 'b', type: 'text', config: { text: words } }] }] }) as unknown as SiteDocument;

describe('the draft kept in this browser', () => {
  it('is read back as written, per site, and removed', () => {
    const storage = memoryStorage();
    expect(writeLocalDraft(storage, 'demo', { baseRevision: 4, savedAt: 1000, document: doc('unsaved') })).toBe(true);
    expect(readLocalDraft(storage, 'demo')).toEqual({ baseRevision: 4, savedAt: 1000, document: doc('unsaved') });
    expect(readLocalDraft(storage, 'other')).toBeNull();
    removeLocalDraft(storage, 'demo');
    expect(readLocalDraft(storage, 'demo')).toBeNull();
  });

  it('reads nothing from a damaged entry', () => {
    const storage = memoryStorage();
    storage.setItem('gallery-builder:unsaved:demo', '{"baseRevision":1');
    expect(readLocalDraft(storage, 'demo')).toBeNull();
    storage.setItem('gallery-builder:unsaved:demo', JSON.stringify({ baseRevision: 1, savedAt: 2, document: { pages: 'x' } }));
    expect(readLocalDraft(storage, 'demo')).toBeNull();
  });

  it('says so when the browser refuses to keep it', () => {
    const full = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } } as Storage;
    expect(writeLocalDraft(full, 'demo', { baseRevision: 1, savedAt: 1, document: doc('x') })).toBe(false);
    expect(writeLocalDraft(null, 'demo', { baseRevision: 1, savedAt: 1, document: doc('x') })).toBe(false);
  });
});

describe('offering a kept draft back', () => {
  const kept = { baseRevision: 7, savedAt: 1000, document: doc('unsaved words') };

  it('offers edits the server does not have', async () => {
    expect(await restoreOffer(kept, doc('saved words'), 7)).toEqual({ draft: kept, serverNewer: false });
  });

  it('warns when the server’s draft was saved after the one the edits were made on', async () => {
    expect(await restoreOffer(kept, doc('someone else’s words'), 8)).toEqual({ draft: kept, serverNewer: true });
  });

  it('offers nothing when there is nothing kept, or the server has the same', async () => {
    expect(await restoreOffer(null, doc('x'), 1)).toBeNull();
    expect(await restoreOffer(kept, doc('unsaved words'), 8)).toBeNull();
  });
});

describe('a kept draft the server already has', () => {
  it('is recognised whatever order the server keeps its keys in', async () => {
    const kept = { baseRevision: 7, savedAt: 1000, document: doc('words') };
    const reordered = JSON.parse(JSON.stringify(doc('words')), (_k, v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v));
    expect(await restoreOffer(kept, reordered, 8)).toBeNull();
  });
});
