import { describe, expect, it } from 'vitest';
import { sameJson } from './same-json';

describe('sameJson', () => {
  it('counts a document whose keys the database reordered as the same', () => {
    const typed = { blocks: [{ type: 'heading', level: 1, children: [{ type: 'text', text: 'Harbour' }] }] };
    const stored = JSON.parse('{"blocks":[{"level":1,"type":"heading","children":[{"text":"Harbour","type":"text"}]}]}');
    expect(sameJson(typed, stored)).toBe(true);
  });

  it('tells apart different words, marks, order of blocks and missing keys', () => {
    const run = (text: string, marks?: string[]) => ({ type: 'text', text, ...(marks ? { marks } : {}) });
    expect(sameJson({ blocks: [run('a')] }, { blocks: [run('b')] })).toBe(false);
    expect(sameJson({ blocks: [run('a')] }, { blocks: [run('a', ['bold'])] })).toBe(false);
    expect(sameJson({ blocks: [run('a'), run('b')] }, { blocks: [run('b'), run('a')] })).toBe(false);
    expect(sameJson({ a: 1, b: undefined }, { a: 1 })).toBe(true);
    expect(sameJson({ a: [1] }, { a: { 0: 1 } })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});
