import { blockTarget } from './blocks';
import type { Command } from './command';
import { moveSelected } from './move-block';

export const moveUpCommand: Command = {
  id: 'move-up',
  label: 'Move up',
  shortcuts: [{ key: 'ArrowUp', alt: true }],
  menus: ['edit', 'block'],
  scope: 'blocks',
  canRun: (ctx) => blockTarget(ctx).ok,
  run: (ctx) => moveSelected(ctx, 'up'),
};
