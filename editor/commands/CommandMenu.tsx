import { useEditor } from '@craftjs/core';
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Command } from './command';
import { builderCommandContext } from './context';
import { ariaKeyShortcuts, shortcutText } from './shortcuts';
import './commands.css';

/**
 * A menu of commands (WAI-ARIA menu pattern): arrows, Home and End move between entries, Enter or
 * Space runs one, Escape closes the menu and Tab leaves it; focus goes back where it came from. Entries
 * that would do nothing now are shown greyed out and skipped. Each shows its shortcut.
 */
export function CommandMenu({ label, commands, x, y, onClose, returnFocus }: { label: string; commands: readonly Command[]; x: number; y: number; onClose: () => void; returnFocus: HTMLElement | null }) {
  const { store } = useEditor();
  // What can run is read once, as the menu opens: nothing changes while it is open.
  const [enabled] = useState(() => new Set(commands.filter((c) => c.canRun(builderCommandContext(store))).map((c) => c.id)));
  const menu = useRef<HTMLUListElement>(null);
  const [place, setPlace] = useState({ x, y });

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [])];
  const close = (focusBack: boolean) => {
    onClose();
    if (focusBack) returnFocus?.focus();
  };

  // Kept inside the window, and the first entry that can run takes the focus.
  useLayoutEffect(() => {
    const el = menu.current;
    if (!el) return;
    const rect = el.getBoundingClientRect();
    setPlace({ x: Math.max(4, Math.min(x, window.innerWidth - rect.width - 4)), y: Math.max(4, Math.min(y, window.innerHeight - rect.height - 4)) });
    (items()[0] ?? el).focus();
  }, [x, y]);

  // A press anywhere else closes it.
  useEffect(() => {
    const away = (e: Event) => {
      if (!menu.current?.contains(e.target as Node)) onClose();
    };
    const frames = [...document.querySelectorAll('iframe')].map((f) => f.contentDocument).filter((d): d is Document => !!d);
    const docs = [document, ...frames];
    docs.forEach((d) => d.addEventListener('pointerdown', away, true));
    return () => docs.forEach((d) => d.removeEventListener('pointerdown', away, true));
  }, [onClose]);

  const run = (command: Command) => {
    if (!enabled.has(command.id)) return;
    close(true);
    command.run(builderCommandContext(store));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const focus = (i: number) => list[(i + list.length) % list.length]?.focus();
    switch (e.key) {
      case 'ArrowDown':
        focus(at + 1);
        break;
      case 'ArrowUp':
        focus(at - 1);
        break;
      case 'Home':
        focus(0);
        break;
      case 'End':
        focus(list.length - 1);
        break;
      case 'Escape':
        close(true);
        break;
      case 'Tab':
        close(false);
        return;
      default:
        return;
    }
    e.preventDefault();
    e.stopPropagation();
  };

  return (
    <ul ref={menu} role="menu" aria-label={label} className="ed-command-menu" style={{ left: place.x, top: place.y }} tabIndex={-1} onKeyDown={onKeyDown}>
      {commands.map((command) => {
        const disabled = !enabled.has(command.id);
        return (
          <li
            key={command.id}
            role="menuitem"
            tabIndex={-1}
            aria-disabled={disabled || undefined}
            aria-keyshortcuts={ariaKeyShortcuts(command.shortcuts)}
            className="ed-command-menu-item"
            data-command={command.id}
            onClick={() => run(command)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                e.stopPropagation();
                run(command);
              }
            }}
          >
            <span>{command.label}</span>
            <kbd aria-hidden="true">{shortcutText(command.shortcuts[0])}</kbd>
          </li>
        );
      })}
    </ul>
  );
}
