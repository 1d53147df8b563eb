import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState, type ReactNode } from 'react';
import { moveItem } from './order';

/**
 * An ordered list the owner rearranges by dragging a handle, by the handle and the keyboard (Space, the
 * arrow keys, Space), or with Move up and Move down; each move is announced.
 */
export function SortableItems<T>({
  label,
  items,
  idOf,
  nameOf,
  onChange,
  render,
  onRemove,
  empty,
}: {
  /** What the list is, for its label and the announcements ('Works shown'). */
  label: string;
  items: readonly T[];
  idOf: (item: T) => number;
  nameOf: (item: T) => string;
  onChange: (items: T[]) => void;
  render?: (item: T) => ReactNode;
  onRemove?: (item: T) => void;
  empty: string;
}) {
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const ids = items.map(idOf);
  const nameOfId = (id: unknown) => {
    const item = items.find((i) => idOf(i) === id);
    return item ? nameOf(item) : '';
  };
  const position = (id: unknown) => `position ${ids.indexOf(Number(id)) + 1} of ${ids.length}`;
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    onChange(moveItem(items, from, to));
    setAnnouncement(`${nameOf(items[from])} moved to position ${to + 1} of ${items.length}.`);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onChange(moveItem(items, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id))));
  };

  return (
    <div className="ed-admin-sortable">
      <p className="ed-visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {items.length === 0 ? (
        <p className="ed-admin-hint">{empty}</p>
      ) : (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements: {
              onDragStart: ({ active }) => `Picked up ${nameOfId(active.id)}.`,
              onDragOver: ({ active, over }) => (over ? `${nameOfId(active.id)} is now at ${position(over.id)}.` : ''),
              onDragEnd: ({ active, over }) => (over ? `${nameOfId(active.id)} dropped at ${position(over.id)}.` : `${nameOfId(active.id)} dropped.`),
              onDragCancel: ({ active }) => `Moving ${nameOfId(active.id)} was cancelled.`,
            },
          }}
        >
          <SortableContext items={ids} strategy={verticalListSortingStrategy}>
            <ol className="ed-admin-sortable-list" aria-label={label}>
              {items.map((item, index) => (
                <Row
                  key={idOf(item)}
                  id={idOf(item)}
                  name={nameOf(item)}
                  first={index === 0}
                  last={index === items.length - 1}
                  onUp={() => move(index, index - 1)}
                  onDown={() => move(index, index + 1)}
                  onRemove={onRemove && (() => onRemove(item))}
                >
                  {render ? render(item) : nameOf(item)}
                </Row>
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
    </div>
  );
}

function Row({
  id,
  name,
  first,
  last,
  onUp,
  onDown,
  onRemove,
  children,
}: {
  id: number;
  name: string;
  first: boolean;
  last: boolean;
  onUp: () => void;
  onDown: () => void;
  onRemove?: () => void;
  children: ReactNode;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li ref={setNodeRef} className={`ed-admin-sortable-row${isDragging ? ' ed-admin-sortable-row--dragging' : ''}`} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <button type="button" className="ed-admin-handle" aria-label={`Reorder ${name}`} {...attributes} {...listeners}>
        ⠿
      </button>
      <span className="ed-admin-sortable-item">{children}</span>
      <span className="ed-admin-inline">
        <button type="button" aria-label={`Move ${name} up`} disabled={first} onClick={onUp}>
          ↑
        </button>
        <button type="button" aria-label={`Move ${name} down`} disabled={last} onClick={onDown}>
          ↓
        </button>
        {onRemove && (
          <button type="button" aria-label={`Remove ${name}`} onClick={onRemove}>
            Remove
          </button>
        )}
      </span>
    </li>
  );
}
