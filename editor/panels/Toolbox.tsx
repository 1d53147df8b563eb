import { useEditor } from '@craftjs/core';
import { useCallback } from 'react';
import { BlockType } from '../../schema/block-types';
import { catalogueEntry } from '../../schema/catalogue';
import { DETAIL_BLOCKS, TEMPLATE_LABEL } from '../../schema/detail-blocks';
import { templateOfPageId } from '../../schema/detail-templates';
import { blockToNodeTree, createBlock, ROOT_ID } from '../serialize';
import { useEditorUi } from '../state/store';
import { insertPlace } from './insert';

export const TOOLBOX_TYPES = [
  BlockType.Text,
  BlockType.Image,
  BlockType.Columns,
  BlockType.HoverContent,
  BlockType.InventoryList,
  BlockType.ArtistsList,
  BlockType.ExhibitionsList,
  BlockType.BlogsList,
  BlockType.MediaList,
  BlockType.RepresentativesList,
  BlockType.RecentlyViewed,
] as const;

function ToolboxItem({ type }: { type: string }) {
  const { connectors, actions, query, store } = useEditor();
  const setStatus = useEditorUi((s) => s.setStatus);
  const label = catalogueEntry(type)?.label ?? type;

  // A fresh block (new ids) for every drag; the tree already holds its slots. Only stable values are
  // used here, so the connector is registered once rather than on every render.
  const ref = useCallback(
    (el: HTMLButtonElement | null) => {
      if (!el) return;
      connectors.create(el, () => blockToNodeTree(store.query, createBlock(type), ROOT_ID), {
        onCreate: (tree) => store.actions.selectNode(tree.rootNodeId),
      });
    },
    [connectors, store, type],
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

/**
 * Blocks to drag onto the page, or to add with a click or Enter at the selected place. While a detail
 * template is open, its own blocks (which draw the item of each page) come first.
 */
export function Toolbox() {
  const template = useEditorUi((s) => templateOfPageId(s.currentPageId));
  return (
    <section className="ed-panel ed-toolbox" aria-labelledby="toolbox-title">
      <h2 id="toolbox-title">Blocks</h2>
      <p className="ed-panel-hint">Drag a block onto the page, or press Enter to add it after the selected block.</p>
      {template && (
        <>
          <h3 id="toolbox-template-title" className="ed-toolbox-group">{TEMPLATE_LABEL[template]}</h3>
          <ul className="ed-toolbox-list" aria-labelledby="toolbox-template-title">
            {DETAIL_BLOCKS[template].map((type) => (
              <ToolboxItem key={type} type={type} />
            ))}
          </ul>
        </>
      )}
      <ul className="ed-toolbox-list">
        {TOOLBOX_TYPES.map((type) => (
          <ToolboxItem key={type} type={type} />
        ))}
      </ul>
    </section>
  );
}
