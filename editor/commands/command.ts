import type { CommandContext } from './blocks';
import type { Shortcut } from './shortcuts';

export type CommandId = 'undo' | 'redo' | 'copy' | 'paste' | 'duplicate' | 'delete' | 'select-parent' | 'move-up' | 'move-down';

/** Where a command is offered: the top bar's Edit menu, and the menu of the block under the pointer. */
export type CommandMenu = 'edit' | 'block';

/**
 * One editor command, declared once: the key handler, the top bar, the Edit menu and the block's
 * context menu all read this declaration.
 */
export interface Command {
  id: CommandId;
  /** The menu entry. */
  label: string;
  /** Default keys; the first is the one menus show. */
  shortcuts: readonly Shortcut[];
  menus: readonly CommandMenu[];
  /**
   * 'builder': anywhere in the builder outside a text field (undo, redo). 'blocks': where blocks have
   * the focus, on the canvas and in the layers, so that a field's own copy, paste and delete stay its own.
   */
  scope: 'builder' | 'blocks';
  /** Whether the command would do something now (menus grey out the others). */
  canRun(ctx: CommandContext): boolean;
  /** Does it, and announces what it did or why it did nothing. */
  run(ctx: CommandContext): void;
}
