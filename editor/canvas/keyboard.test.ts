import { describe, expect, it } from 'vitest';
import { commandForKeyAt, type KeyPlace } from './keyboard';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });
const onCanvas: KeyPlace = { typing: false, inDialog: false, onBlocks: true, textSelected: false };
const onToolbar: KeyPlace = { ...onCanvas, onBlocks: false };

describe('the builder keys', () => {
  it('undo and redo anywhere outside a field: Ctrl+Z (⌘Z), Ctrl+Shift+Z (⌘⇧Z) and Ctrl+Y', () => {
    expect(commandForKeyAt(key('z', { ctrlKey: true }), onToolbar)?.id).toBe('undo');
    expect(commandForKeyAt(key('z', { metaKey: true }), onCanvas)?.id).toBe('undo');
    expect(commandForKeyAt(key('Z', { ctrlKey: true, shiftKey: true }), onToolbar)?.id).toBe('redo');
    expect(commandForKeyAt(key('y', { ctrlKey: true }), onCanvas)?.id).toBe('redo');
  });

  it('act on blocks only where blocks have the focus', () => {
    expect(commandForKeyAt(key('Delete'), onCanvas)?.id).toBe('delete');
    expect(commandForKeyAt(key('Delete'), onToolbar)).toBeNull();
    expect(commandForKeyAt(key('c', { ctrlKey: true }), onCanvas)?.id).toBe('copy');
    expect(commandForKeyAt(key('v', { ctrlKey: true }), onToolbar)).toBeNull();
    expect(commandForKeyAt(key('ArrowDown', { altKey: true }), onCanvas)?.id).toBe('move-down');
  });

  it('leave a field’s and a dialog’s keys to them', () => {
    const typing = { ...onCanvas, typing: true };
    expect(commandForKeyAt(key('z', { ctrlKey: true }), typing)).toBeNull();
    expect(commandForKeyAt(key('Backspace'), typing)).toBeNull();
    expect(commandForKeyAt(key('v', { ctrlKey: true }), typing)).toBeNull();
    expect(commandForKeyAt(key('z', { ctrlKey: true }), { ...onToolbar, inDialog: true })).toBeNull();
  });

  it('let Ctrl+C copy text the owner selected', () => {
    expect(commandForKeyAt(key('c', { ctrlKey: true }), { ...onCanvas, textSelected: true })).toBeNull();
  });
});
