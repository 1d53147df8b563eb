import { closestCenter, DndContext, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ROOT_NODE, useEditor, type Node } from '@craftjs/core';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { BLOCK_KEYS_ATTRIBUTE } from '../../canvas/keyboard';
import { labelOfNode, slotIdsOf } from '../../commands/blocks';
import { builderCommandContext } from '../../commands/context';
import { moveBlockTo } from '../../commands/move-block';
import { BlockType } from '../../../schema/block-types';
import { nodeBlockType } from '../../serialize';
import { HiddenText, useHiddenBlocks } from './hidden-blocks';
import { LayerRowItem } from './LayerRow';
import { ancestorsOf, excerpt, layerRows, treeKeyAction, type LayerRow, type LayerSource } from './layer-rows';
import './layers.css';

/** How the tree reads Craft's nodes: slots in slot order, other blocks' children in order. */
function sourceOf(nodes: Record<string, Node>): LayerSource {
  return {
    childrenOf: (id) => {
      const node = nodes[id];
      if (!node) return [];
      const slots = slotIdsOf(node);
      return (slots.length ? slots : node.data.nodes).filter((child) => nodes[child]);
    },
    describe: (id) => {
      const node = nodes[id];
      const config = (node?.data.props.config ?? {}) as Record<string, unknown>;
      const type = node ? nodeBlockType(node) : '';
      const siblings = node?.data.parent ? slotIdsOf(nodes[node.data.parent]) : [];
      if (type === BlockType.Column) return { label: `Column ${siblings.indexOf(id) + 1}`, detail: '' };
      if (type === BlockType.HoverLayer) return { label: config.state === 'hover' ? 'Shown on hover' : 'Shown at rest', detail: '' };
      return { label: node ? labelOfNode(node) : id, detail: excerpt(config.text ?? config.title ?? config.name ?? config.altText) };
    },
  };
}

/** Where a row dragged onto another lands: beside it (after it when dragged down), or into a column or tab. */
function dropPlace(rows: readonly LayerRow[], nodes: Record<string, Node>, activeId: string, overId: string): { parentId: string; index: number } | null {
  const from = rows.findIndex((r) => r.id === activeId);
  const to = rows.findIndex((r) => r.id === overId);
  const over = rows[to];
  if (from < 0 || !over) return null;
  const down = from < to;
  const overNode = nodes[overId];
  const overIsSlot = !!overNode && overNode.data.isCanvas && over.parentId !== ROOT_NODE && (Object.values(nodes[over.parentId]?.data.linkedNodes ?? {}).includes(overId) || nodeBlockType(overNode) === BlockType.Tab);
  if (overIsSlot && nodes[activeId]?.data.parent !== over.parentId) return { parentId: overId, index: down ? 0 : overNode.data.nodes.length };
  const siblings = nodes[over.parentId]?.data.nodes ?? [];
  const at = siblings.indexOf(overId);
  return { parentId: over.parentId, index: down ? at + 1 : at };
}

/**
 * The Layers panel: the open page as a tree (WAI-ARIA tree view). A row selects its block on the canvas
 * and the canvas's selection selects its row; rows reorder by drag and, like every block on the canvas,
 * by the commands' keys (Alt+arrows move, Ctrl+C and Ctrl+V copy and paste, Delete deletes), each
 * announced. One store subscription for the whole panel, and only while it is open.
 */
export default function LayersPanel() {
  const { store, nodes, selectedId } = useEditor((state) => ({ nodes: state.nodes, selectedId: (state.events.selected.values().next().value as string | undefined) ?? null }));
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [focusId, setFocusId] = useState<string | null>(null);
  const hidden = useHiddenBlocks((s) => s.hidden);
  const toggleHidden = useHiddenBlocks((s) => s.toggle);
  const tree = useRef<HTMLDivElement>(null);
  /** The tree had the keyboard focus: after a move or a delete re-draws the rows, it keeps it. */
  const keepFocus = useRef(false);
  const [a11yHost, setA11yHost] = useState<HTMLDivElement | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }));

  const rows = useMemo(() => layerRows(ROOT_NODE, sourceOf(nodes), collapsed), [nodes, collapsed]);
  const activeId = rows.some((r) => r.id === focusId) ? focusId : rows.some((r) => r.id === selectedId) ? selectedId : (rows[0]?.id ?? null);

  // A block selected on the canvas shows in the tree: the rows around it open, and it has the tab stop.
  useEffect(() => {
    if (!selectedId || selectedId === ROOT_NODE) return;
    const around = ancestorsOf(selectedId, (id) => store.query.getNodes()[id]?.data.parent, ROOT_NODE);
    setCollapsed((old) => (around.some((id) => old.has(id)) ? new Set([...old].filter((id) => !around.includes(id))) : old));
    setFocusId(selectedId);
  }, [selectedId, store]);

  useLayoutEffect(() => {
    const row = activeId ? tree.current?.querySelector<HTMLElement>(`[data-layer-id="${CSS.escape(activeId)}"]`) : null;
    if (!row) return;
    row.scrollIntoView?.({ block: 'nearest' });
    const lost = document.activeElement === document.body || document.activeElement === null;
    if (keepFocus.current && (lost || tree.current?.contains(document.activeElement))) row.focus();
  }, [activeId, rows]);

  const select = useCallback(
    (id: string) => {
      setFocusId(id);
      store.actions.selectNode(id);
    },
    [store],
  );

  const toggle = useCallback((id: string) => setCollapsed((old) => {
    const next = new Set(old);
    if (!next.delete(id)) next.add(id);
    return next;
  }), []);

  const hide = useCallback(
    (id: string) => {
      const node = store.query.getNodes()[id];
      if (!node) return;
      const label = labelOfNode(node);
      const nowHidden = toggleHidden(id);
      builderCommandContext(store).announce(nowHidden ? HiddenText.hidden(label) : HiddenText.shown(label));
    },
    [store, toggleHidden],
  );

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    keepFocus.current = true;
    const action = treeKeyAction(e.key, { ctrl: e.ctrlKey || e.metaKey, alt: e.altKey, shift: e.shiftKey }, rows, activeId);
    if (!action) return;
    e.preventDefault();
    switch (action.kind) {
      case 'focus':
        select(action.id);
        break;
      case 'expand':
      case 'collapse':
        toggle(action.id);
        break;
      case 'toggle-hidden':
        hide(action.id);
        break;
      case 'open': {
        select(action.id);
        // The block's settings, once the inspector shows them.
        requestAnimationFrame(() => document.querySelector<HTMLElement>('.ed-inspector :is(input, select, textarea, button):not([disabled])')?.focus());
        break;
      }
    }
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const place = dropPlace(rows, store.query.getNodes(), String(active.id), String(over.id));
    if (place) moveBlockTo(builderCommandContext(store), String(active.id), place.parentId, place.index);
  };

  return (
    <section className="ed-panel ed-layers" aria-labelledby="layers-title">
      <h2 id="layers-title">Layers</h2>
      <p className="ed-panel-hint" id="layers-hint">
        Arrows move through the page, Alt+arrows move a block, Delete removes it, Shift+F10 opens its menu; H hides it. {HiddenText.hint}
      </p>
      <div hidden ref={setA11yHost} />
      {rows.length === 0 ? (
        <p className="ed-panel-hint">This page has no blocks yet.</p>
      ) : (
        a11yHost && (
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ container: a11yHost }}>
            <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy}>
              <div
                ref={tree}
                role="tree"
                aria-label="Blocks on this page"
                aria-describedby="layers-hint"
                className="ed-layers-tree"
                {...{ [BLOCK_KEYS_ATTRIBUTE]: '' }}
                onKeyDown={onKeyDown}
                onFocus={() => (keepFocus.current = true)}
                onBlur={(e) => {
                  if (e.relatedTarget && !tree.current?.contains(e.relatedTarget as Element)) keepFocus.current = false;
                }}
              >
                {rows.map((row) => (
                  <LayerRowItem
                    key={row.id}
                    row={row}
                    selected={row.id === selectedId}
                    tabbable={row.id === activeId}
                    hidden={hidden.has(row.id)}
                    onSelect={select}
                    onToggle={toggle}
                    onHide={hide}
                  />
                ))}
              </div>
            </SortableContext>
          </DndContext>
        )
      )}
    </section>
  );
}
