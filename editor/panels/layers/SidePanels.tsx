import { lazy, Suspense, useRef, useState, type KeyboardEvent } from 'react';
import { Toolbox } from '../Toolbox';

/** Loaded the first time the Layers tab opens (it brings the drag-and-drop library). */
const LayersPanel = lazy(() => import('./LayersPanel'));

const TABS = [
  { id: 'blocks', label: 'Blocks' },
  { id: 'layers', label: 'Layers' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/**
 * The builder's left side: the toolbox (blocks to add) and the Layers panel (the page's tree), as two
 * tabs (WAI-ARIA tabs: Left and Right switch, the panel follows). The toolbox stays mounted, so its
 * search is kept; the tree is drawn only while it shows.
 */
export function SidePanels() {
  const [tab, setTab] = useState<Tab>('blocks');
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const at = TABS.findIndex((t) => t.id === tab);
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const to = e.key === 'Home' ? 0 : e.key === 'End' ? TABS.length - 1 : step ? (at + step + TABS.length) % TABS.length : -1;
    if (to < 0) return;
    e.preventDefault();
    setTab(TABS[to].id);
    tabs.current[TABS[to].id]?.focus();
  };
  return (
    <>
      <div role="tablist" aria-label="Blocks and layers" className="ed-side-tabs" onKeyDown={onKeyDown}>
        {TABS.map((t) => (
          <button
            key={t.id}
            ref={(el) => {
              tabs.current[t.id] = el;
            }}
            type="button"
            role="tab"
            id={`side-tab-${t.id}`}
            className="ed-side-tab"
            aria-selected={tab === t.id}
            aria-controls={`side-panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="side-panel-blocks" aria-labelledby="side-tab-blocks" hidden={tab !== 'blocks'}>
        <Toolbox />
      </div>
      <div role="tabpanel" id="side-panel-layers" aria-labelledby="side-tab-layers" hidden={tab !== 'layers'}>
        {tab === 'layers' && (
          <Suspense fallback={<p className="ed-panel ed-panel-hint">Opening the layers…</p>}>
            <LayersPanel />
          </Suspense>
        )}
      </div>
    </>
  );
}
