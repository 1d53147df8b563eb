/**
 * Keyboard shortcuts as data: a command declares its default keys once, and the key handler, the menus'
 * shortcut hints and `aria-keyshortcuts` are all read from that declaration.
 */
export interface Shortcut {
  /** `KeyboardEvent.key`, compared without case for letters ('z', 'Delete', 'ArrowUp'). */
  key: string;
  /** Ctrl on Windows and Linux, ⌘ on a Mac. */
  mod?: boolean;
  shift?: boolean;
  alt?: boolean;
}

export type KeyEventLike = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/** Whether the builder runs on a Mac, where the command key stands for Ctrl. */
export function isMac(platform: string = typeof navigator === 'undefined' ? '' : navigator.platform): boolean {
  return /mac|iphone|ipad/i.test(platform);
}

/** Whether a key event is this shortcut: every modifier it names held, and no other. */
export function matchesShortcut(e: KeyEventLike, shortcut: Shortcut): boolean {
  const mod = e.ctrlKey || e.metaKey;
  if (mod !== !!shortcut.mod || e.altKey !== !!shortcut.alt || e.shiftKey !== !!shortcut.shift) return false;
  // With Alt, a Mac types another character ('∆'); the shortcuts with Alt are named by arrows, which it leaves.
  return e.key.length === 1 ? e.key.toLowerCase() === shortcut.key.toLowerCase() : e.key === shortcut.key;
}

const KEY_NAMES: Record<string, string> = { ArrowUp: '↑', ArrowDown: '↓', ArrowLeft: '←', ArrowRight: '→', Delete: 'Delete', Backspace: 'Backspace', Enter: 'Enter' };

/** How a menu shows a shortcut: 'Ctrl+Shift+Z' (or '⌘⇧Z' on a Mac). */
export function shortcutText(shortcut: Shortcut, mac: boolean = isMac()): string {
  const key = KEY_NAMES[shortcut.key] ?? shortcut.key.toUpperCase();
  if (mac) return `${shortcut.mod ? '⌘' : ''}${shortcut.alt ? '⌥' : ''}${shortcut.shift ? '⇧' : ''}${key}`;
  return [shortcut.mod && 'Ctrl', shortcut.alt && 'Alt', shortcut.shift && 'Shift', key].filter(Boolean).join('+');
}

/** The `aria-keyshortcuts` value for a list of shortcuts ('Control+Z Meta+Z'), in the ARIA spelling. */
export function ariaKeyShortcuts(shortcuts: readonly Shortcut[]): string {
  return shortcuts
    .flatMap((s) => {
      const rest = [s.alt && 'Alt', s.shift && 'Shift', s.key.length === 1 ? s.key.toUpperCase() : s.key].filter(Boolean).join('+');
      return s.mod ? [`Control+${rest}`, `Meta+${rest}`] : [rest];
    })
    .join(' ');
}
