/**
 * Where "move up" and "move down" take a block, worked out on a plain view of the page tree so the
 * rules can be tested on their own. A block swaps with its neighbour; a neighbour that holds blocks
 * (a Columns block's columns, an accordion, a tab) is entered, at its near end; at the end of a
 * container the block leaves it, into the next column or tab first. A container the nesting rules close
 * to the block is stepped over, and the move says why.
 */
export interface TreeView {
  parentOf(id: string): string | null;
  /** A container's free children, in order. */
  childrenOf(id: string): string[];
  /** A slotted block's slots (columns, hover layers), in order; none for other blocks. */
  slotsOf(id: string): string[];
  isCanvas(id: string): boolean;
  /** Slots and tabs: parts of their owner, never moved out of it. */
  isSlotLike(id: string): boolean;
  /** Why the block may not go directly into the container, or null when it may. */
  refusal(containerId: string, blockId: string): string | null;
}

export type Direction = 'up' | 'down';

export type MoveStep =
  | { kind: 'move'; parentId: string; index: number; how: 'swap' }
  | { kind: 'move'; parentId: string; index: number; how: 'into'; container: string }
  | { kind: 'move'; parentId: string; index: number; how: 'out'; container: string }
  | { kind: 'move'; parentId: string; index: number; how: 'past'; container: string; reason: string }
  | { kind: 'edge' }
  | { kind: 'refused'; reason: string };

/** The containers a block can enter in a neighbour: the neighbour itself, or its slots or tabs. */
function entriesOf(view: TreeView, id: string): string[] {
  const slots = view.slotsOf(id);
  if (slots.length) return slots;
  if (!view.isCanvas(id)) return [];
  const children = view.childrenOf(id);
  const tabs = children.filter((child) => view.isSlotLike(child) && view.isCanvas(child));
  return tabs.length ? tabs : [id];
}

/** The containers that follow (or precede) a slot or tab in its owner. */
function siblingEntries(view: TreeView, id: string, direction: Direction): string[] {
  const owner = view.parentOf(id);
  if (!owner) return [];
  const all = view.slotsOf(owner).length ? view.slotsOf(owner) : view.childrenOf(owner).filter((c) => view.isCanvas(c));
  const at = all.indexOf(id);
  return direction === 'down' ? all.slice(at + 1) : all.slice(0, at).reverse();
}

/**
 * The index Craft's move wants: it leaves a marker where the block was until the block is inserted,
 * so an index in the block's own container counts the block itself.
 */
function leave(view: TreeView, container: string, blockId: string, direction: Direction): MoveStep {
  const owner = view.parentOf(container);
  if (!owner) return { kind: 'edge' };
  if (view.isSlotLike(container)) {
    for (const next of siblingEntries(view, container, direction)) {
      if (!view.refusal(next, blockId)) {
        return { kind: 'move', parentId: next, index: direction === 'down' ? 0 : view.childrenOf(next).length, how: 'into', container: next };
      }
    }
    return leave(view, owner, blockId, direction);
  }
  const reason = view.refusal(owner, blockId);
  if (reason) return { kind: 'refused', reason };
  const at = view.childrenOf(owner).indexOf(container);
  return { kind: 'move', parentId: owner, index: direction === 'down' ? at + 1 : at, how: 'out', container };
}

export function moveStep(view: TreeView, blockId: string, direction: Direction): MoveStep {
  const parent = view.parentOf(blockId);
  if (!parent) return { kind: 'edge' };
  const siblings = view.childrenOf(parent);
  const at = siblings.indexOf(blockId);
  const neighbour = siblings[direction === 'down' ? at + 1 : at - 1];
  // A tab or slot stays in its owner: at its end it is at the edge.
  if (neighbour === undefined) return view.isSlotLike(blockId) ? { kind: 'edge' } : leave(view, parent, blockId, direction);

  const swapIndex = direction === 'down' ? at + 2 : at - 1;
  const entries = view.isSlotLike(blockId) ? [] : entriesOf(view, neighbour);
  const ordered = direction === 'down' ? entries : [...entries].reverse();
  for (const entry of ordered) {
    if (!view.refusal(entry, blockId)) {
      return { kind: 'move', parentId: entry, index: direction === 'down' ? 0 : view.childrenOf(entry).length, how: 'into', container: entry };
    }
  }
  if (ordered.length) return { kind: 'move', parentId: parent, index: swapIndex, how: 'past', container: neighbour, reason: view.refusal(ordered[0], blockId)! };
  return { kind: 'move', parentId: parent, index: swapIndex, how: 'swap' };
}
