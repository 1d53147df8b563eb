import type { Command, CommandId, CommandMenu } from './command';
import { copyCommand } from './copy';
import { deleteCommand } from './delete';
import { duplicateCommand } from './duplicate';
import { moveDownCommand } from './move-down';
import { moveUpCommand } from './move-up';
import { pasteCommand } from './paste';
import { redoCommand } from './redo';
import { selectParentCommand } from './select-parent';
import { matchesShortcut, type KeyEventLike } from './shortcuts';
import { undoCommand } from './undo';

export type { Command, CommandId, CommandMenu } from './command';

/** Every editor command, in menu order. The key handler, the top bar and both menus read this list. */
export const COMMANDS: readonly Command[] = [
  undoCommand,
  redoCommand,
  copyCommand,
  pasteCommand,
  duplicateCommand,
  deleteCommand,
  selectParentCommand,
  moveUpCommand,
  moveDownCommand,
];

export function commandById(id: CommandId): Command {
  const command = COMMANDS.find((c) => c.id === id);
  if (!command) throw new Error(`No command ${id}`);
  return command;
}

/** The commands a menu offers, in order. */
export function menuCommands(menu: CommandMenu): Command[] {
  return COMMANDS.filter((c) => c.menus.includes(menu));
}

/** The command a key press stands for, if any. */
export function commandForKey(e: KeyEventLike): Command | null {
  return COMMANDS.find((c) => c.shortcuts.some((s) => matchesShortcut(e, s))) ?? null;
}
