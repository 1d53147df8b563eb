/**
 * Each page keeps its own undo history while the builder is open. Craft has one history for the one page
 * it holds, so the open page's history is put aside when another page opens and given back when it opens
 * again: its edits, saved or not, can still be undone. The page comes back from the very blocks it was
 * left with (same ids), so the history's patches apply to it as they did before.
 */
interface CraftHistory {
  timeline: unknown[];
  pointer: number;
}
interface HistoryStore {
  history: CraftHistory;
}

const kept = new Map<string, CraftHistory>();

export function keepPageHistory(store: HistoryStore, pageId: string): void {
  kept.set(pageId, { timeline: store.history.timeline, pointer: store.history.pointer });
}

/** Gives a page its history back; false when it has none kept (first opened, or forgotten). */
export function restorePageHistory(store: HistoryStore, pageId: string): boolean {
  const history = kept.get(pageId);
  if (!history) return false;
  kept.delete(pageId);
  store.history.timeline = history.timeline;
  store.history.pointer = history.pointer;
  return true;
}

/** Forgets one page's history: its blocks were replaced outside the canvas (a cart mode removed or given back). */
export function forgetPageHistory(pageId: string): void {
  kept.delete(pageId);
}

/** Forgets every page's history (a new document was loaded). */
export function forgetPageHistories(): void {
  kept.clear();
}
