import { describe, expect, it } from 'vitest';
import { COMMANDS, commandForKey, menuCommands } from './registry';
import { ariaKeyShortcuts, shortcutText } from './shortcuts';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('the command registry', () => {
  it('declares each command once, with a label, a shortcut and a menu', () => {
    expect(new Set(COMMANDS.map((c) => c.id)).size).toBe(COMMANDS.length);
    expect(COMMANDS.map((c) => c.id)).toEqual(['undo', 'redo', 'copy', 'paste', 'duplicate', 'delete', 'select-parent', 'move-up', 'move-down']);
    for (const command of COMMANDS) {
      expect(command.label).not.toBe('');
      expect(command.shortcuts.length).toBeGreaterThan(0);
      expect(command.menus).toContain('edit');
    }
  });

  it('gives no two commands the same keys', () => {
    const all = COMMANDS.flatMap((c) => c.shortcuts.map((s) => `${c.id}:${ariaKeyShortcuts([s])}`));
    const keys = all.map((k) => k.split(':')[1]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('finds the command for a key press, Ctrl and ⌘ alike', () => {
    expect(commandForKey(key('z', { ctrlKey: true }))?.id).toBe('undo');
    expect(commandForKey(key('z', { metaKey: true }))?.id).toBe('undo');
    expect(commandForKey(key('Z', { ctrlKey: true, shiftKey: true }))?.id).toBe('redo');
    expect(commandForKey(key('y', { ctrlKey: true }))?.id).toBe('redo');
    expect(commandForKey(key('c', { metaKey: true }))?.id).toBe('copy');
    expect(commandForKey(key('v', { ctrlKey: true }))?.id).toBe('paste');
    expect(commandForKey(key('d', { ctrlKey: true }))?.id).toBe('duplicate');
    expect(commandForKey(key('Delete'))?.id).toBe('delete');
    expect(commandForKey(key('Backspace'))?.id).toBe('delete');
    expect(commandForKey(key('Enter', { shiftKey: true }))?.id).toBe('select-parent');
    expect(commandForKey(key('ArrowUp', { altKey: true }))?.id).toBe('move-up');
    expect(commandForKey(key('ArrowDown', { altKey: true }))?.id).toBe('move-down');
  });

  it('leaves other keys alone', () => {
    expect(commandForKey(key('z'))).toBeNull();
    expect(commandForKey(key('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(commandForKey(key('y', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(commandForKey(key('Delete', { ctrlKey: true }))).toBeNull();
    expect(commandForKey(key('ArrowUp'))).toBeNull();
    expect(commandForKey(key('Enter'))).toBeNull();
  });

  it('offers the block commands in the block menu, and undo and redo only in the Edit menu', () => {
    expect(menuCommands('block').map((c) => c.id)).toEqual(['copy', 'paste', 'duplicate', 'delete', 'select-parent', 'move-up', 'move-down']);
    expect(menuCommands('edit')).toHaveLength(COMMANDS.length);
  });

  it('shows shortcuts as the platform names them', () => {
    expect(shortcutText({ key: 'z', mod: true, shift: true }, false)).toBe('Ctrl+Shift+Z');
    expect(shortcutText({ key: 'z', mod: true, shift: true }, true)).toBe('⌘⇧Z');
    expect(shortcutText({ key: 'ArrowUp', alt: true }, false)).toBe('Alt+↑');
    expect(ariaKeyShortcuts([{ key: 'z', mod: true }])).toBe('Control+Z Meta+Z');
    expect(ariaKeyShortcuts([{ key: 'ArrowDown', alt: true }])).toBe('Alt+ArrowDown');
  });
});
