import { blockTarget } from './blocks';
import type { Command } from './command';
import { moveSelected } from './move-block';

export const moveDownCommand: Command = {
  id: 'move-down',
  label: 'Move down',
  shortcuts: [{ key: 'ArrowDown', alt: true }],
  menus: ['edit', 'block'],
  scope: 'blocks',
  canRun: (ctx) => blockTarget(ctx).ok,
  run: (ctx) => moveSelected(ctx, 'down'),
};
