/**
 * The Layers panel's rows: the page's block tree flattened in document order, only the expanded parts,
 * each row with what the WAI-ARIA tree pattern needs (level, position in its set, expanded state).
 * Pure, so the tree and its keys are tested without Craft.
 */
export interface LayerSource {
  /** The blocks directly under a block (or the page): a Columns block's columns, a column's blocks. */
  childrenOf(id: string): string[];
  /** The row's name ('Text', 'Column 2') and a short excerpt of what it shows. */
  describe(id: string): { label: string; detail: string };
}

export interface LayerRow {
  id: string;
  label: string;
  detail: string;
  /** 1 for the page's own blocks. */
  level: number;
  /** 1-based place among its siblings, and their number. */
  posinset: number;
  setsize: number;
  parentId: string;
  hasChildren: boolean;
  expanded: boolean;
}

export function layerRows(rootId: string, source: LayerSource, collapsed: ReadonlySet<string>): LayerRow[] {
  const rows: LayerRow[] = [];
  const visit = (parentId: string, level: number) => {
    const children = source.childrenOf(parentId);
    children.forEach((id, index) => {
      const hasChildren = source.childrenOf(id).length > 0;
      const expanded = hasChildren && !collapsed.has(id);
      rows.push({ id, ...source.describe(id), level, posinset: index + 1, setsize: children.length, parentId, hasChildren, expanded });
      if (expanded) visit(id, level + 1);
    });
  };
  visit(rootId, 1);
  return rows;
}

/** The blocks around a block, nearest first (the page itself not included). */
export function ancestorsOf(id: string, parentOf: (id: string) => string | null | undefined, rootId: string): string[] {
  const out: string[] = [];
  for (let at = parentOf(id); at && at !== rootId; at = parentOf(at)) out.push(at);
  return out;
}

/** A short, single-line excerpt of a block's words for its row. */
export function excerpt(words: unknown, max = 40): string {
  if (typeof words !== 'string') return '';
  const line = words.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

export type TreeKeyAction = { kind: 'focus'; id: string } | { kind: 'expand'; id: string } | { kind: 'collapse'; id: string } | { kind: 'open'; id: string } | { kind: 'toggle-hidden'; id: string };

/**
 * What a key does in the tree (WAI-ARIA tree view): Up and Down to the row before or after, Home and
 * End to the first and last, Right opens a closed row or goes to its first child, Left closes an open
 * row or goes to its parent, Enter opens the block's settings, H hides or shows it on the canvas. Keys
 * with modifiers are the commands' (Alt+arrows move, Ctrl+C copies, Delete deletes).
 */
export function treeKeyAction(key: string, mods: { ctrl: boolean; alt: boolean; shift: boolean }, rows: readonly LayerRow[], currentId: string | null): TreeKeyAction | null {
  if (mods.ctrl || mods.alt) return null;
  const at = rows.findIndex((r) => r.id === currentId);
  const row = rows[at];
  if (!row) return rows[0] && ['ArrowDown', 'ArrowUp', 'Home', 'End'].includes(key) ? { kind: 'focus', id: rows[0].id } : null;
  if (mods.shift) return null;
  switch (key) {
    case 'ArrowDown':
      return rows[at + 1] ? { kind: 'focus', id: rows[at + 1].id } : null;
    case 'ArrowUp':
      return rows[at - 1] ? { kind: 'focus', id: rows[at - 1].id } : null;
    case 'Home':
      return { kind: 'focus', id: rows[0].id };
    case 'End':
      return { kind: 'focus', id: rows[rows.length - 1].id };
    case 'ArrowRight':
      if (!row.hasChildren) return null;
      return row.expanded ? { kind: 'focus', id: rows[at + 1].id } : { kind: 'expand', id: row.id };
    case 'ArrowLeft':
      if (row.expanded) return { kind: 'collapse', id: row.id };
      return rows.some((r) => r.id === row.parentId) ? { kind: 'focus', id: row.parentId } : null;
    case 'Enter':
      return { kind: 'open', id: row.id };
    case 'h':
    case 'H':
      return { kind: 'toggle-hidden', id: row.id };
    default:
      return null;
  }
}
