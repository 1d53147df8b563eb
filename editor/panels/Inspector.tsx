import { ROOT_NODE, useEditor } from '@craftjs/core';
import { useCallback, useEffect, useState } from 'react';
import { blockMeta } from '../../schema/block-meta';
import { builderCommandContext } from '../commands/context';
import { deleteCommand } from '../commands/delete';
import { nodeBlockType, type BlockNodeProps } from '../serialize';
import type { SetConfig } from './block-forms';

type BlockForms = typeof import('./block-forms');
let loadedForms: BlockForms | null = null;
let loadingForms: Promise<BlockForms> | null = null;
function loadForms(): Promise<BlockForms> {
  loadingForms ??= import('./block-forms').then((m) => (loadedForms = m));
  return loadingForms;
}

/**
 * The blocks' controls come in their own file, fetched once the builder has opened (not on the first
 * selection, and not through Suspense, whose reveal React holds back by up to 300 ms).
 */
function useBlockForms(): BlockForms | null {
  const [forms, setForms] = useState(loadedForms);
  useEffect(() => {
    if (forms) return;
    let live = true;
    const start = setTimeout(() => void loadForms().then((m) => live && setForms(m)), 0);
    return () => {
      live = false;
      clearTimeout(start);
    };
  }, [forms]);
  return forms;
}

/** Edits the selected block's config; slots point to their owner, which is what gets deleted or moved. */
export function Inspector() {
  const forms = useBlockForms();
  const { actions, selected, store } = useEditor((state, query) => {
    const [id] = Array.from(state.events.selected);
    const node = id && id !== ROOT_NODE ? state.nodes[id] : undefined;
    if (!node) return { selected: null };
    const parent = node.data.parent ? state.nodes[node.data.parent] : undefined;
    return {
      selected: {
        id,
        type: nodeBlockType(node),
        label: node.data.displayName,
        config: (node.data.props as BlockNodeProps).config ?? {},
        deletable: query.node(id).isDeletable(),
        parentId: parent && parent.id !== ROOT_NODE ? parent.id : null,
        parentLabel: parent?.data.displayName ?? null,
      },
    };
  });

  const set: SetConfig = useCallback(
    (key, value, typing) => {
      if (!selected) return;
      const update = (props: BlockNodeProps) => {
        props.config[key] = value;
      };
      if (typing) actions.history.throttle(600).setProp(selected.id, update);
      else actions.setProp(selected.id, update);
    },
    [actions, selected],
  );

  if (!selected) {
    return (
      <section className="ed-panel ed-inspector">
        <h2 id="inspector-title">Inspector</h2>
        <p className="ed-panel-hint">Select a block on the page to edit it.</p>
      </section>
    );
  }

  const isSlot = blockMeta(selected.type)?.isSlot === true;
  return (
    <section className="ed-panel ed-inspector">
      <h2 id="inspector-title">{selected.label}</h2>
      <form className="ed-inspector-form" onSubmit={(e) => e.preventDefault()}>
        {forms && <forms.BlockForm key={selected.id} nodeId={selected.id} type={selected.type} config={selected.config} set={set} />}
      </form>
      {isSlot && selected.parentId && (
        <p className="ed-panel-hint">
          This {selected.label.toLowerCase()} is part of a {selected.parentLabel} block.{' '}
          <button type="button" className="ed-link-button" onClick={() => actions.selectNode(selected.parentId!)}>
            Select {selected.parentLabel}
          </button>
        </p>
      )}
      {selected.deletable && (
        <button
          type="button"
          className="ed-danger"
          // The registry's Delete: the next block selected, and what happened said in the status line.
          onClick={() => deleteCommand.run(builderCommandContext(store))}
        >
          Delete block
        </button>
      )}
    </section>
  );
}
