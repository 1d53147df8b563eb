import type { Command } from './command';
import { CommandText } from './texts';

export const undoCommand: Command = {
  id: 'undo',
  label: 'Undo',
  shortcuts: [{ key: 'z', mod: true }],
  menus: ['edit'],
  scope: 'builder',
  canRun: (ctx) => ctx.editor.query.history.canUndo(),
  run(ctx) {
    if (!ctx.editor.query.history.canUndo()) return ctx.announce(CommandText.nothingToUndo);
    ctx.editor.actions.history.undo();
    ctx.announce(CommandText.undone);
  },
};
