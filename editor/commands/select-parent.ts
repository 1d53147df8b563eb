import { ROOT_NODE } from '@craftjs/core';
import { labelOfNode, nodeOf, selectedId } from './blocks';
import type { Command } from './command';
import { CommandText } from './texts';

/** Selects the block around the selected one (a column, then its Columns block). */
export const selectParentCommand: Command = {
  id: 'select-parent',
  label: 'Select parent',
  shortcuts: [{ key: 'Enter', shift: true }],
  menus: ['edit', 'block'],
  scope: 'blocks',
  canRun: (ctx) => {
    const parent = nodeOf(ctx, selectedId(ctx))?.data.parent;
    return !!parent && parent !== ROOT_NODE;
  },
  run(ctx) {
    const node = nodeOf(ctx, selectedId(ctx));
    if (!node) return ctx.announce(CommandText.noSelection);
    const parent = nodeOf(ctx, node.data.parent);
    if (!parent || parent.id === ROOT_NODE) return ctx.announce(CommandText.atTopLevel(labelOfNode(node)));
    ctx.editor.actions.selectNode(parent.id);
    ctx.announce(CommandText.selected(labelOfNode(parent)));
  },
};
