import { blockTarget, readBlock } from './blocks';
import { writeClipboard } from './clipboard';
import type { Command } from './command';
import { CommandText } from './texts';

export const copyCommand: Command = {
  id: 'copy',
  label: 'Copy',
  shortcuts: [{ key: 'c', mod: true }],
  menus: ['edit', 'block'],
  scope: 'blocks',
  canRun: (ctx) => blockTarget(ctx).ok,
  run(ctx) {
    const target = blockTarget(ctx);
    if (!target.ok) return ctx.announce(target.message);
    const block = readBlock(ctx, target.id);
    if (!block) return ctx.announce(CommandText.noSelection);
    writeClipboard(ctx.subdomain, block);
    ctx.announce(CommandText.copied(target.label));
  },
};
