import { DefaultEventHandlers, type EditorStore, type Node, type NodeId, type NodeTree } from '@craftjs/core';
import { FORM_CONTAINERS, FORM_MESSAGES } from '../../schema/block-configs/forms';
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

/** How near (in px) to a slotted block's top or bottom edge a drop goes beside it: Craft's own border. */
export const SLOT_EDGE = 10;

/**
 * The node a drop over `id` at height `y` is aimed at. Over a slot (a column) or a block in one, near the
 * top or bottom edge of the slot's owner (the Columns block), it is the owner, which Craft then places
 * before or after among its siblings; nested owners are left the same way, one at a time.
 */
export function dropTargetOutOfSlots(nodes: Record<NodeId, Node>, id: NodeId, y: number): NodeId {
  let target = id;
  for (;;) {
    let canvas: Node | undefined = nodes[target];
    while (canvas && !canvas.data.isCanvas) canvas = canvas.data.parent ? nodes[canvas.data.parent] : undefined;
    const owner = canvas?.data.parent ? nodes[canvas.data.parent] : undefined;
    const isSlot = !!owner && Object.values(owner.data.linkedNodes ?? {}).includes(canvas!.id);
    const rect = isSlot ? owner.dom?.getBoundingClientRect() : undefined;
    if (!owner || !rect || (y > rect.top + SLOT_EDGE && y < rect.bottom - SLOT_EDGE)) return target;
    target = owner.id;
  }
}

/**
 * The node a drop over `id` is aimed at when `dragged` (block types) come over a form: a form takes
 * only its messages, so anything else is aimed at the canvas around the form, where Craft places it
 * before or after the form, instead of being refused over the whole of it.
 */
export function dropTargetPastForms(nodes: Record<NodeId, Node>, id: NodeId, dragged: string[]): NodeId {
  let canvas: Node | undefined = nodes[id];
  while (canvas && !canvas.data.isCanvas) canvas = canvas.data.parent ? nodes[canvas.data.parent] : undefined;
  if (!canvas || !FORM_CONTAINERS.includes(nodeBlockType(canvas)) || dragged.every((type) => FORM_MESSAGES.includes(type))) return id;
  return canvas.data.parent ?? id;
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
      // As Craft's drop, except near the top or bottom edge of a slotted block (Columns, hover content):
      // there the drop goes before or after that block, not into its first or last slot. Craft moves a
      // drop near a canvas's edge to the canvas around it, but never out of a slot. Over a form, a block
      // other than its messages goes beside it.
      drop: (el: HTMLElement, id: NodeId) => {
        const store = this.options.store;
        const over = this.addCraftEventListener(el, 'dragover', (e) => {
          e.craft.stopPropagation();
          e.preventDefault();
          if (!this.positioner) return;
          const nodes = store.query.getNodes();
          const target = dropTargetPastForms(nodes, dropTargetOutOfSlots(nodes, id, e.clientY), this.draggedTypes());
          const indicator = this.positioner.computeIndicator(target, e.clientX, e.clientY);
          if (indicator) store.actions.setIndicator(indicator);
        });
        const enter = this.addCraftEventListener(el, 'dragenter', (e) => {
          e.craft.stopPropagation();
          e.preventDefault();
        });
        return () => {
          enter();
          over();
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
