import { create } from 'zustand';

/**
 * Blocks hidden on the canvas from the Layers panel, to work on what is behind or around them. This is
 * an editing aid only: it is not saved, visitors still see the blocks, and it lasts while the builder
 * is open. The canvas hides them with one stylesheet, so no block watches this store.
 */
interface HiddenBlocksState {
  hidden: ReadonlySet<string>;
  toggle(id: string): boolean;
  clear(): void;
}

export const useHiddenBlocks = create<HiddenBlocksState>()((set, get) => ({
  hidden: new Set(),
  toggle: (id) => {
    const hidden = new Set(get().hidden);
    const nowHidden = !hidden.delete(id);
    if (nowHidden) hidden.add(id);
    set({ hidden });
    return nowHidden;
  },
  clear: () => set({ hidden: new Set() }),
}));

/** The canvas stylesheet that hides these blocks. */
export function hiddenBlocksCss(ids: Iterable<string>): string {
  const selectors = [...ids].map((id) => `[data-block-id="${id.replace(/["\\]/g, '\\$&')}"]`);
  return selectors.length ? `${selectors.join(',\n')} { display: none !important; }` : '';
}

export const HiddenText = {
  hint: 'Hiding a block here hides it on this canvas only, while you edit: visitors still see it.',
  hideLabel: (label: string) => `Hide ${label} on the canvas`,
  showLabel: (label: string) => `Show ${label} on the canvas`,
  hidden: (label: string) => `${label} block hidden on the canvas; visitors still see it`,
  shown: (label: string) => `${label} block shown on the canvas`,
  badge: 'Hidden here',
} as const;
