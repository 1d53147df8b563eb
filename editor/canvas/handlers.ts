import { DefaultEventHandlers, type EditorStore, type NodeId, type NodeTree } from '@craftjs/core';
import { nodeBlockType } from '../serialize';

/**
 * Craft's event handlers, plus what a canvas of many blocks inside an iframe needs:
 *
 * - Connecting a block to its element (Craft's setDOM) is batched: Craft stores each element with its
 *   own store update, and every update copies the node map and runs every subscriber, so mounting N
 *   blocks cost O(N²). Here the elements a render commits are collected and stored in one update.
 * - Hovering is not kept in Craft's store: Craft records it with a store update on every mouseover and
 *   mouseleave, and each update runs every subscriber of a page of a thousand blocks, although only the
 *   hover outline shows it. The hovered block is kept in a small store of its own (`hoveredBlock`).
 * - Craft caches the positions of a canvas's children during a drag and clears them only when the
 *   parent window scrolls, so the canvas clears them itself when the iframe scrolls (or a drop after
 *   scrolling lands at the wrong index).
 */
export class HoveredBlock {
  private id: NodeId | null = null;
  private readonly listeners = new Set<() => void>();

  get = (): NodeId | null => this.id;

  set(id: NodeId | null): void {
    if (this.id === id) return;
    this.id = id;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

const hovered = new WeakMap<EditorStore, HoveredBlock>();

/** The block under the pointer in this editor's canvas. */
export function hoveredBlock(store: EditorStore): HoveredBlock {
  let hover = hovered.get(store);
  if (!hover) hovered.set(store, (hover = new HoveredBlock()));
  return hover;
}

type DragTarget = { type: 'existing'; nodes: NodeId[] } | { type: 'new'; tree: NodeTree };

export class CanvasEventHandlers extends DefaultEventHandlers {
  private readonly pendingDOM = new Map<NodeId, HTMLElement>();
  private flushScheduled = false;

  handlers() {
    const defaults = super.handlers();
    const hover = hoveredBlock(this.options.store);
    return {
      ...defaults,
      // As Craft's hover (the innermost block under the pointer; none once the pointer leaves it), kept
      // out of Craft's store.
      hover: (el: HTMLElement, id: NodeId) => {
        const over = this.addCraftEventListener(el, 'mouseover', (e) => {
          e.craft.stopPropagation();
          hover.set(id);
        });
        const leave = this.addCraftEventListener(el, 'mouseleave', (e) => {
          e.craft.stopPropagation();
          hover.set(null);
        });
        return () => {
          over();
          leave();
          if (hover.get() === id) hover.set(null);
        };
      },
      connect: (el: HTMLElement, id: NodeId) => {
        this.queueDOM(id, el);
        return this.reflect((connectors) => {
          connectors.select(el, id);
          connectors.hover(el, id);
          connectors.drop(el, id);
        });
      },
    };
  }

  /** Elements connected in one render are stored together, after the render has committed. */
  private queueDOM(id: NodeId, el: HTMLElement): void {
    this.pendingDOM.set(id, el);
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    queueMicrotask(() => this.flushDOM());
  }

  /** One store update for every element waiting; kept out of the undo history, as Craft's setDOM is. */
  flushDOM(): void {
    this.flushScheduled = false;
    if (this.pendingDOM.size === 0) return;
    const pending = [...this.pendingDOM];
    this.pendingDOM.clear();
    this.options.store.actions.history.ignore().setState((state) => {
      for (const [id, el] of pending) {
        const node = state.nodes[id];
        if (node && node.dom !== el) node.dom = el;
      }
    });
  }

  /** The block types being dragged: existing blocks, or the new block dragged in from the toolbox. */
  draggedTypes(): string[] {
    // Craft keeps what is being dragged in an instance field of its handlers, set on dragstart.
    const target = (this as unknown as { dragTarget: DragTarget | null }).dragTarget;
    if (!target) return [];
    const { query } = this.options.store;
    if (target.type === 'new') return [nodeBlockType(target.tree.nodes[target.tree.rootNodeId])];
    return target.nodes.flatMap((id) => {
      const node = query.getNodes()[id];
      return node ? [nodeBlockType(node)] : [];
    });
  }

  forgetChildPositions(): void {
    // Craft keeps the cache in a private field of its Positioner; there is no public way to reset it.
    const positioner = this.positioner as unknown as { currentTargetChildDimensions: unknown } | null;
    if (positioner) positioner.currentTargetChildDimensions = null;
  }
}

export function createCanvasHandlers(store: EditorStore): CanvasEventHandlers {
  return new CanvasEventHandlers({
    store,
    // (the hover connector above always clears on mouseleave)
    removeHoverOnMouseleave: true,
    // One selection at a time: the inspector edits one block.
    isMultiSelectEnabled: () => false,
  });
}
