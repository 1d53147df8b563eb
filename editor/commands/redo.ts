import type { Command } from './command';
import { CommandText } from './texts';

export const redoCommand: Command = {
  id: 'redo',
  label: 'Redo',
  shortcuts: [
    { key: 'z', mod: true, shift: true },
    { key: 'y', mod: true },
  ],
  menus: ['edit'],
  scope: 'builder',
  canRun: (ctx) => ctx.editor.query.history.canRedo(),
  run(ctx) {
    if (!ctx.editor.query.history.canRedo()) return ctx.announce(CommandText.nothingToRedo);
    ctx.editor.actions.history.redo();
    ctx.announce(CommandText.redone);
  },
};
