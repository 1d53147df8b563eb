import { useEditor } from '@craftjs/core';
import { limitHistory, type CraftHistory } from '../state/history';
import { CommandMenu } from './CommandMenu';
import { useBlockMenu } from './menu-store';
import { menuCommands } from './registry';

/**
 * What the commands need beside the canvas: the undo history's limit and merging, put on Craft's
 * history before the first change, and the selected block's menu when it is open.
 */
export function CommandHost() {
  const { store } = useEditor();
  // Idempotent, and needed before the first change is recorded: so in render, not in an effect.
  limitHistory(store.history as unknown as CraftHistory);
  const place = useBlockMenu((s) => s.place);
  const close = useBlockMenu((s) => s.close);
  if (!place) return null;
  return <CommandMenu label="Block" commands={menuCommands('block')} x={place.x} y={place.y} returnFocus={place.returnFocus} onClose={close} />;
}
