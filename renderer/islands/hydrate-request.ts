/**
 * Asking the browser entry (renderer/client.tsx) to hydrate the islands inside an element that arrived
 * after the page did, such as an art page shown in the detail modal. An event rather than an import, so
 * a module loaded on demand does not pull the entry (and every island loader) in with it: the entry
 * listens, hydrates every [data-island] inside `root` as it does the page's own, and hands each React
 * root to `adopt` so the asker can unmount them when it takes the element away.
 */
export const HYDRATE_ISLANDS_EVENT = 'islands:hydrate';
/** Set on an island's element once React has taken it over: what a test waits for before clicking in it. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

export interface HydrateIslandsDetail {
  root: ParentNode;
  /** Aborted once the element is gone: islands not hydrated by then are skipped. */
  signal: AbortSignal;
  adopt: (root: { unmount(): void }) => void;
}

/** Hydrates the islands inside `root`; the function returned unmounts them. */
export function requestIslandHydration(root: ParentNode): () => void {
  const roots: Array<{ unmount(): void }> = [];
  const controller = new AbortController();
  const detail: HydrateIslandsDetail = {
    root,
    signal: controller.signal,
    adopt: (hydrated) => {
      if (controller.signal.aborted) hydrated.unmount();
      else roots.push(hydrated);
    },
  };
  if (root.querySelector('[data-island]')) window.dispatchEvent(new CustomEvent(HYDRATE_ISLANDS_EVENT, { detail }));
  return () => {
    controller.abort();
    for (const hydrated of roots.splice(0)) hydrated.unmount();
  };
}
