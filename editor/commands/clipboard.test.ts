import { describe, expect, it } from 'vitest';
import type { Block } from '../../schema';
import { readClipboard, writeClipboard } from './clipboard';

/** A Storage as the browser's: strings by key. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

const text: Block = { id: 'b1', type: 'text', config: { text: 'Hello' } };

describe('the builder clipboard', () => {
  it('gives back the copied block, in another tab reading the same storage', () => {
    const storage = memoryStorage();
    writeClipboard('demo', text, storage);
    expect(readClipboard('demo', storage)).toEqual(text);
  });

  it('keeps one clipboard per site', () => {
    const storage = memoryStorage();
    writeClipboard('demo', text, storage);
    expect(readClipboard('artist', storage)).toBeNull();
  });

  it('reads nothing from an entry that is not a block', () => {
    const storage = memoryStorage();
    storage.setItem('gallery-builder:clipboard:demo', JSON.stringify({ block: { id: '', type: 'text' } }));
    expect(readClipboard('demo', storage)).toBeNull();
    storage.setItem('gallery-builder:clipboard:demo', '{not json');
    expect(readClipboard('demo', storage)).toBeNull();
  });

  it('still pastes in this tab when the browser refuses to store', () => {
    const refusing = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); }, getItem: () => null } as Storage;
    writeClipboard('full', text, refusing);
    expect(readClipboard('full', refusing)).toEqual(text);
  });
});
