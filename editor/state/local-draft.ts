import type { SiteDocument } from '../../schema/document';

/**
 * The unsaved draft kept in this browser (localStorage), one per site: written soon after each edit
 * and when the tab is hidden or closed, removed once the server has every edit. After a crash or a
 * closed tab the builder offers it back, saying when the server's draft is newer than the one it was
 * made from, so a newer draft is never overwritten without the owner choosing so.
 */
export interface LocalDraft {
  /** The server draft revision these edits were made on. */
  baseRevision: number;
  /** When it was kept (ms since the epoch). */
  savedAt: number;
  document: SiteDocument;
}

const KEY_PREFIX = 'gallery-builder:unsaved:';

function keyOf(subdomain: string): string {
  return `${KEY_PREFIX}${subdomain}`;
}

export function defaultStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Keeps the draft; false when the browser refused (storage full or switched off). */
export function writeLocalDraft(storage: Storage | null, subdomain: string, draft: LocalDraft): boolean {
  if (!storage || !subdomain) return false;
  try {
    storage.setItem(keyOf(subdomain), JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function readLocalDraft(storage: Storage | null, subdomain: string): LocalDraft | null {
  if (!storage || !subdomain) return null;
  try {
    const text = storage.getItem(keyOf(subdomain));
    if (!text) return null;
    const draft = JSON.parse(text) as Partial<LocalDraft>;
    const document = draft.document as Partial<SiteDocument> | undefined;
    if (typeof draft.baseRevision !== 'number' || typeof draft.savedAt !== 'number' || !document || !Array.isArray(document.pages) || !document.site) return null;
    return draft as LocalDraft;
  } catch {
    return null;
  }
}

export function removeLocalDraft(storage: Storage | null, subdomain: string): void {
  try {
    storage?.removeItem(keyOf(subdomain));
  } catch {
    // nothing kept to remove
  }
}

export interface RestoreOffer {
  draft: LocalDraft;
  /** The server's draft was saved after the one these edits were made on (another tab or device). */
  serverNewer: boolean;
}

/** JSON with object keys in sorted order: the server's database keeps keys in an order of its own. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : v,
  );
}

/**
 * Whether the kept draft is what the server has: compared as the server stores a draft, validated
 * (older block shapes brought up to date, defaults filled) and with its keys in order. A save made as
 * the tab was hidden often reaches the server although the tab could not hear the answer. The
 * validation (zod) is fetched only when a kept draft differs as it is, so the builder's first load
 * carries none.
 */
async function sameDraft(kept: SiteDocument, server: SiteDocument): Promise<boolean> {
  const serverCopy = canonical(server);
  if (canonical(kept) === serverCopy) return true;
  const { validateDocument } = await import('../../schema/document');
  const checked = validateDocument(kept);
  return canonical(checked.ok ? checked.document : kept) === serverCopy;
}

/** What to offer when the builder opens: nothing when no draft is kept or it is what the server has. */
export async function restoreOffer(draft: LocalDraft | null, server: SiteDocument, serverRevision: number): Promise<RestoreOffer | null> {
  if (!draft || (await sameDraft(draft.document, server))) return null;
  return { draft, serverNewer: serverRevision !== draft.baseRevision };
}
