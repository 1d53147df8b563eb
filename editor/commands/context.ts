import type { EditorStore } from '@craftjs/core';
import { useEditorUi } from '../state/store';
import type { CommandContext } from './blocks';

/**
 * The context commands run with in the builder: the open page's Craft store, the open site, and the
 * builder's status line, a live region, as the place where what happened is said.
 */
export function builderCommandContext(editor: EditorStore): CommandContext {
  return {
    editor,
    subdomain: useEditorUi.getState().subdomain,
    announce: (message) => useEditorUi.getState().setStatus({ kind: 'notice', message }),
  };
}
