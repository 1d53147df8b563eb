import { useRef, useState } from 'react';
import { CommandMenu } from './CommandMenu';
import { menuCommands } from './registry';

/** The top bar's Edit menu: every command of the registry, with its shortcut. */
export function EditMenuButton() {
  const button = useRef<HTMLButtonElement>(null);
  const [at, setAt] = useState<{ x: number; y: number } | null>(null);
  const open = () => {
    const rect = button.current?.getBoundingClientRect();
    if (rect) setAt({ x: rect.left, y: rect.bottom + 4 });
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={!!at}
        onClick={() => (at ? setAt(null) : open())}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') {
            e.preventDefault();
            open();
          }
        }}
      >
        Edit
      </button>
      {at && <CommandMenu label="Edit" commands={menuCommands('edit')} x={at.x} y={at.y} returnFocus={button.current} onClose={() => setAt(null)} />}
    </>
  );
}
