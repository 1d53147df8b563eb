import { describe, expect, it } from 'vitest';
import { historyKey } from './keyboard';

const key = (k: string, mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {}) => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

describe('the undo and redo keys', () => {
  it('are Ctrl+Z / ⌘Z for undo and Ctrl+Shift+Z / ⌘⇧Z / Ctrl+Y for redo', () => {
    expect(historyKey(key('z', { ctrlKey: true }))).toBe('undo');
    expect(historyKey(key('z', { metaKey: true }))).toBe('undo');
    expect(historyKey(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(historyKey(key('z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(historyKey(key('y', { ctrlKey: true }))).toBe('redo');
  });

  it('leave other keys alone', () => {
    expect(historyKey(key('z'))).toBeNull();
    expect(historyKey(key('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(historyKey(key('y', { ctrlKey: true, shiftKey: true }))).toBeNull();
    expect(historyKey(key('x', { ctrlKey: true }))).toBeNull();
  });
});
