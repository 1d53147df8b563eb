import { useSyncExternalStore, type ComponentType } from 'react';
import { CORE_BLOCK_COMPONENTS } from '../../renderer/blocks/core-components';
import { provideRenderBlocks, renderBlockTree } from '../../renderer/blocks/render-tree';
import type { BlockProps } from '../../renderer/blocks/types';
import type { Block } from '../../schema/document';
import { own } from '../../schema/own';
import { walkBlocks } from '../../schema/walk';

// Renderer blocks each narrow their own config type; they are looked up by a runtime type string.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type BlockComponent = ComponentType<BlockProps<any>>;

/**
 * The kinds every page starts from are in the builder's first load. Every other kind's renderer (lists,
 * forms, cart, detail, media and the rest of the catalogue, with the islands and stores they bring) is
 * one chunk, fetched when a document holds such a block or the owner reaches for one in the toolbox: a
 * session on plain pages never loads it.
 */
const CORE = CORE_BLOCK_COMPONENTS;

let catalogue: Record<string, BlockComponent> | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

export function isCoreKind(type: string): boolean {
  return own(CORE, type) !== undefined;
}

/** Fetches the renderers of every other kind, once; resolves when they are in place (rejects if the chunk fails). */
export function loadBlockRenderers(): Promise<void> {
  loading ??= import('../../renderer/blocks/registry').then(
    (registry) => {
      catalogue = registry.BLOCK_COMPONENTS;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // A failed fetch (the app was redeployed, the network dropped) may be tried again.
      loading = null;
      throw error;
    },
  );
  return loading;
}

export function blockRenderersLoaded(): boolean {
  return catalogue !== null;
}

/** The renderer of a kind, or undefined while its chunk is loading (or for a kind nobody knows). */
export function rendererFor(type: string): BlockComponent | undefined {
  return own(CORE, type) ?? (catalogue ? own(catalogue, type) : undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether every kind's renderer is here; a block of another kind re-renders once they arrive. */
export function useBlockRenderersLoaded(): boolean {
  return useSyncExternalStore(subscribe, blockRenderersLoaded);
}

/** Whether any of these blocks (at any depth) needs the chunk of the other kinds. */
export function needsMoreRenderers(blocks: Block[]): boolean {
  let needed = false;
  walkBlocks(blocks, (block) => {
    if (!isCoreKind(block.type)) needed = true;
  });
  return needed;
}

// A header's or footer's own blocks on the canvas render with what is here so far.
provideRenderBlocks((blocks, mode) => renderBlockTree(blocks, mode, rendererFor));
