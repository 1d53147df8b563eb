import { ROOT_NODE } from '@craftjs/core';
import { blockTarget, nodeOf, type CommandContext } from './blocks';
import type { Command } from './command';
import { CommandText } from './texts';

/** What is selected once a block is gone: the block after it, else the one before, else its container. */
function nextSelection(ctx: CommandContext, id: string): string | null {
  const parentId = nodeOf(ctx, id)?.data.parent;
  const siblings = nodeOf(ctx, parentId)?.data.nodes ?? [];
  const at = siblings.indexOf(id);
  return siblings[at + 1] ?? siblings[at - 1] ?? (parentId && parentId !== ROOT_NODE ? parentId : null);
}

export const deleteCommand: Command = {
  id: 'delete',
  label: 'Delete',
  shortcuts: [{ key: 'Delete' }, { key: 'Backspace' }],
  menus: ['edit', 'block'],
  scope: 'blocks',
  canRun: (ctx) => blockTarget(ctx).ok,
  run(ctx) {
    const target = blockTarget(ctx);
    if (!target.ok) return ctx.announce(target.message);
    const next = nextSelection(ctx, target.id);
    ctx.editor.actions.delete(target.id);
    ctx.editor.actions.selectNode(next ?? undefined);
    ctx.announce(CommandText.deleted(target.label));
  },
};
