import { useRef, type KeyboardEvent } from 'react';
import { LIST_LAYOUT_LABELS, type ListLayout } from '../../../schema/list-layouts';
import { useLive } from '../../islands/use-live';
import { ListText } from '../../texts';

export function tabId(idBase: string, layout: ListLayout): string {
  return `${idBase}-tab-${layout}`;
}

export function panelId(idBase: string): string {
  return `${idBase}-panel`;
}

/**
 * The tab switcher of a list's layouts (spec §4): one tab per enabled layout, the selected one marked.
 * Tabs follow the ARIA tabs pattern: one tab stop, arrow keys, Home and End move between them. They
 * wait disabled until the list's script runs.
 */
export function LayoutTabs({ idBase, layouts, selected, onSelect }: { idBase: string; layouts: ListLayout[]; selected: ListLayout; onSelect: (layout: ListLayout) => void }) {
  const list = useRef<HTMLDivElement>(null);
  const live = useLive();
  const focusTab = (layout: ListLayout) => {
    onSelect(layout);
    list.current?.querySelector<HTMLButtonElement>(`[data-layout="${layout}"]`)?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const at = layouts.indexOf(selected);
    const moves: Record<string, number> = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: layouts.length - 1 };
    if (!(e.key in moves)) return;
    e.preventDefault();
    focusTab(layouts[(moves[e.key] + layouts.length) % layouts.length]);
  };
  return (
    <div ref={list} className="list-tabs" role="tablist" aria-label={ListText.layouts} onKeyDown={onKeyDown}>
      {layouts.map((layout) => (
        <button
          key={layout}
          id={tabId(idBase, layout)}
          type="button"
          role="tab"
          className="list-tabs__tab"
          data-layout={layout}
          aria-selected={layout === selected}
          aria-controls={panelId(idBase)}
          tabIndex={layout === selected ? 0 : -1}
          disabled={!live}
          onClick={() => onSelect(layout)}
        >
          {LIST_LAYOUT_LABELS[layout]}
        </button>
      ))}
    </div>
  );
}
