import { useEditor } from '@craftjs/core';
import { useCallback, useId, useState } from 'react';
import { CART_META, cartModeOfPageId } from '../../schema/cart-page';
import { BLOCK_META, blockMeta, TOOLBOX_GROUPS, type BlockMeta, type ToolboxGroup } from '../../schema/block-meta';
import { TEMPLATE_BLOCKS, TEMPLATE_LABEL } from '../../schema/detail-blocks';
import { templateOfPageId } from '../../schema/detail-templates';
import { loadBlockRenderers } from '../nodes/block-renderers';
import { blockToNodeTree, createBlock, ROOT_ID } from '../serialize';
import { useEditorUi } from '../state/store';
import { CartPageText } from './cart-page/texts';
import { insertPlace } from './insert';
import './toolbox.css';

/**
 * What the toolbox offers, by group: every kind of the catalogue that has a group (not slots, which their
 * owner makes, nor deprecated versions, which still render where saved), in catalogue order.
 */
export const TOOLBOX_GROUPS_OF_TYPES: ReadonlyArray<{ group: ToolboxGroup; types: string[] }> = TOOLBOX_GROUPS.map((group) => ({
  group,
  types: (Object.values(BLOCK_META) as BlockMeta[]).filter((e) => e.group === group && !e.isSlot && !e.deprecated).map((e) => e.type),
}));

/** Whether a kind's label matches what the owner typed in the toolbox's search (every word, in any order). */
export function matchesSearch(label: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => label.toLowerCase().includes(word));
}

function ToolboxItem({ type }: { type: string }) {
  const { connectors, actions, query, store } = useEditor();
  const setStatus = useEditorUi((s) => s.setStatus);
  const label = blockMeta(type)?.label ?? type;

  // A fresh block (new ids) for every drag; the tree already holds its slots. Only stable values are
  // used here, so the connector is registered once rather than on every render.
  const ref = useCallback(
    (el: HTMLButtonElement | null) => {
      if (!el) return;
      connectors.create(el, () => blockToNodeTree(store.query, createBlock(type), ROOT_ID), {
        onCreate: (tree) => {
          store.actions.selectNode(tree.rootNodeId);
          // A drop is announced as Enter's insert is.
          useEditorUi.getState().setStatus({ kind: 'notice', message: `${label} added.` });
        },
      });
    },
    [connectors, store, type, label],
  );

  const insert = () => {
    const selectedId = query.getEvent('selected').first() as string | undefined;
    const place = insertPlace((id) => query.getNodes()[id], selectedId, type);
    if (!place.ok) {
      setStatus({ kind: 'notice', message: place.message });
      return;
    }
    const tree = blockToNodeTree(query, createBlock(type), place.parentId);
    actions.addNodeTree(tree, place.parentId, place.index);
    actions.selectNode(tree.rootNodeId);
    setStatus({ kind: 'notice', message: `${label} added.` });
  };

  return (
    <li>
      <button type="button" ref={ref} className="ed-toolbox-item" data-testid={`toolbox-${type}`} onClick={insert}>
        {label}
      </button>
    </li>
  );
}

function preloadRenderers() {
  // A failed fetch is tried again by the next reach, or by the block that needs it.
  loadBlockRenderers().catch(() => undefined);
}

/** The cart parts, offered only while the cart page is open (they sit nowhere else). */
export const CART_TOOLBOX_TYPES: readonly string[] = Object.keys(CART_META);

/**
 * Blocks to drag onto the page, or to add with a click or Enter at the selected place, in groups, with a
 * search that narrows every group. While a template is open, its own blocks (which draw the item of each
 * page, or the search) come first; while the cart page is open, the cart parts.
 */
export function Toolbox() {
  const template = useEditorUi((s) => templateOfPageId(s.currentPageId));
  const cartPage = useEditorUi((s) => cartModeOfPageId(s.currentPageId) !== null);
  const [query, setQuery] = useState('');
  const searchId = useId();
  const label = (type: string) => blockMeta(type)?.label ?? type;
  const groups = [
    ...(template ? [{ id: 'template', title: TEMPLATE_LABEL[template], types: [...TEMPLATE_BLOCKS[template]] }] : []),
    ...(cartPage ? [{ id: 'cart', title: CartPageText.title, types: [...CART_TOOLBOX_TYPES] }] : []),
    ...TOOLBOX_GROUPS_OF_TYPES.map(({ group, types }) => ({ id: group.toLowerCase(), title: group, types })),
  ]
    .map((g) => ({ ...g, types: g.types.filter((type) => matchesSearch(label(type), query)) }))
    .filter((g) => g.types.length > 0);
  return (
    // Reaching for a block fetches the renderers beyond the first load, so a drop draws at once.
    <section className="ed-panel ed-toolbox" aria-labelledby="toolbox-title" onPointerEnter={preloadRenderers} onFocus={preloadRenderers}>
      <h2 id="toolbox-title">Blocks</h2>
      <p className="ed-panel-hint">Drag a block onto the page, or press Enter to add it after the selected block.</p>
      <div className="ed-field ed-toolbox-search">
        <label htmlFor={searchId}>Find a block</label>
        <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
      </div>
      {groups.length === 0 && <p className="ed-panel-hint" role="status">No block matches “{query}”.</p>}
      {groups.map((g) => (
        <div key={g.id}>
          <h3 id={`toolbox-${g.id}-title`} className="ed-toolbox-group">
            {g.title}
          </h3>
          <ul className="ed-toolbox-list" aria-labelledby={`toolbox-${g.id}-title`}>
            {g.types.map((type) => (
              <ToolboxItem key={type} type={type} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
