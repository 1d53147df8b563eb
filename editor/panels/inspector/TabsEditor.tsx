import { useEditor } from '@craftjs/core';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId } from 'react';
import { BlockType } from '../../../schema/block-types';
import { blockToNodeTree, createBlock, type BlockNodeProps } from '../../serialize';
import { useEditorUi } from '../../state/store';
import type { PanelProps } from './types';

interface TabRow {
  id: string;
  name: string;
}

/** Where Craft's move puts a block that goes from `from` to `to` in its own parent (it counts before taking it out). */
export function craftMoveIndex(from: number, to: number): number {
  return to > from ? to + 1 : to;
}

function TabItem({ tab, index, count, onRename, onRemove, onMove }: { tab: TabRow; index: number; count: number; onRename: (name: string) => void; onRemove: () => void; onMove: (to: number) => void }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: tab.id });
  const id = useId();
  return (
    <li ref={setNodeRef} className={`ed-tabs-item${isDragging ? ' ed-tabs-item--dragging' : ''}`} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <button type="button" className="ed-tabs-handle" {...attributes} {...listeners} aria-label={`Move tab ${tab.name || index + 1}`}>
        ⠿
      </button>
      <label htmlFor={id} className="ed-visually-hidden">{`Tab ${index + 1} name`}</label>
      <input id={id} type="text" value={tab.name} onChange={(e) => onRename(e.target.value)} />
      <button type="button" className="ed-quiet" disabled={index === 0} onClick={() => onMove(index - 1)} aria-label={`Move tab ${tab.name || index + 1} up`}>
        ↑
      </button>
      <button type="button" className="ed-quiet" disabled={index === count - 1} onClick={() => onMove(index + 1)} aria-label={`Move tab ${tab.name || index + 1} down`}>
        ↓
      </button>
      <button type="button" className="ed-quiet" onClick={onRemove} aria-label={`Remove tab ${tab.name || index + 1}`}>
        Remove
      </button>
    </li>
  );
}

/**
 * The tabs editor: the tabs block's tabs in order, each renamed in place, reordered by drag (or by
 * keyboard: Space on the handle, the arrows, Space again; or the up and down buttons), removed, and new
 * ones added. The tabs are the block's own children in Craft, so each edit is one undo step.
 */
export function TabsEditor({ nodeId }: PanelProps) {
  const { tabs, actions, query } = useEditor((state) => {
    const node = state.nodes[nodeId];
    return {
      tabs: (node?.data.nodes ?? []).map((id) => ({ id, name: String((state.nodes[id]?.data.props as BlockNodeProps | undefined)?.config?.name ?? '') })),
    };
  });
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  /** Every change to the tabs is said in the builder's status line, as block commands are. */
  const say = (message: string) => useEditorUi.getState().setStatus({ kind: 'notice', message });
  const nameOf = (index: number) => tabs[index]?.name || `Tab ${index + 1}`;
  const move = (from: number, to: number) => {
    if (from === to || to < 0 || to >= tabs.length) return;
    actions.move(tabs[from].id, nodeId, craftMoveIndex(from, to));
    say(`${nameOf(from)} moved to place ${to + 1} of ${tabs.length}.`);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = tabs.findIndex((t) => t.id === active.id);
    const to = tabs.findIndex((t) => t.id === over.id);
    if (from >= 0 && to >= 0) move(from, arrayMove(tabs, from, to).findIndex((t) => t.id === active.id));
  };
  const add = () => {
    const tab = createBlock(BlockType.Tab);
    tab.config.name = `Tab ${tabs.length + 1}`;
    const tree = blockToNodeTree(query, tab, nodeId);
    actions.addNodeTree(tree, nodeId);
    say(`${tab.config.name} added.`);
  };
  return (
    <fieldset className="ed-field ed-fieldset ed-tabs-editor">
      <legend>Tabs</legend>
      {tabs.length === 0 && <p className="ed-field-hint">No tabs yet.</p>}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={tabs.map((t) => t.id)} strategy={verticalListSortingStrategy}>
          <ol className="ed-tabs-list">
            {tabs.map((tab, index) => (
              <TabItem
                key={tab.id}
                tab={tab}
                index={index}
                count={tabs.length}
                onRename={(name) =>
                  actions.history.throttle(600).setProp(tab.id, (props: BlockNodeProps) => {
                    props.config.name = name.slice(0, 100);
                  })
                }
                onRemove={() => {
                  actions.delete(tab.id);
                  say(`${nameOf(index)} removed.`);
                }}
                onMove={(to) => move(index, to)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <button type="button" onClick={add}>
        Add tab
      </button>
      <p className="ed-field-hint">A tab without blocks is not shown to visitors.</p>
    </fieldset>
  );
}
