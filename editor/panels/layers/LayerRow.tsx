import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo } from 'react';
import { HiddenText } from './hidden-blocks';
import type { LayerRow } from './layer-rows';

interface LayerRowProps {
  row: LayerRow;
  selected: boolean;
  /** The tree's one tab stop (roving tabindex). */
  tabbable: boolean;
  hidden: boolean;
  onSelect(id: string): void;
  onToggle(id: string): void;
  onHide(id: string): void;
}

/**
 * One row of the Layers tree. It is dragged by the pointer (dnd-kit); by keyboard the commands move it.
 * The open/close and hide buttons are for the pointer: the keys are Right and Left, and H.
 */
export const LayerRowItem = memo(function LayerRowItem({ row, selected, tabbable, hidden, onSelect, onToggle, onHide }: LayerRowProps) {
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({ id: row.id });
  const name = `${row.label}${row.detail ? `: ${row.detail}` : ''}${hidden ? ` (${HiddenText.badge.toLowerCase()})` : ''}`;
  return (
    <div
      ref={setNodeRef}
      role="treeitem"
      aria-level={row.level}
      aria-posinset={row.posinset}
      aria-setsize={row.setsize}
      aria-expanded={row.hasChildren ? row.expanded : undefined}
      aria-selected={selected}
      aria-label={name}
      tabIndex={tabbable ? 0 : -1}
      data-layer-id={row.id}
      className={`ed-layer${selected ? ' ed-layer--selected' : ''}${hidden ? ' ed-layer--hidden' : ''}${isDragging ? ' ed-layer--dragging' : ''}`}
      style={{ paddingLeft: 6 + (row.level - 1) * 16, transform: CSS.Transform.toString(transform), transition }}
      onClick={() => onSelect(row.id)}
      {...listeners}
    >
      <span
        className="ed-layer-toggle"
        aria-hidden="true"
        onClick={(e) => {
          if (!row.hasChildren) return;
          e.stopPropagation();
          onToggle(row.id);
        }}
      >
        {row.hasChildren ? (row.expanded ? '▾' : '▸') : ''}
      </span>
      <span className="ed-layer-label">{row.label}</span>
      {row.detail && <span className="ed-layer-detail">{row.detail}</span>}
      {hidden && <span className="ed-layer-badge">{HiddenText.badge}</span>}
      <span
        className="ed-layer-hide"
        aria-hidden="true"
        title={hidden ? HiddenText.showLabel(row.label) : HiddenText.hideLabel(row.label)}
        onClick={(e) => {
          e.stopPropagation();
          onHide(row.id);
        }}
      >
        {hidden ? 'Show' : 'Hide'}
      </span>
    </div>
  );
});
