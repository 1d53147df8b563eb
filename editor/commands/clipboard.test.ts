import { describe, expect, it } from 'vitest';
import type { Block } from '../../schema';
import { memoryStorage } from '../state/memory-storage';
import { readClipboard, writeClipboard } from './clipboard';

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
