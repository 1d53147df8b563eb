import { describe, expect, it } from 'vitest';
import { findUnstorableValue, isStorableText, MAX_JSON_DEPTH, TOO_DEEP_MESSAGE, UNSTORABLE_TEXT_MESSAGE } from './text';

describe('isStorableText', () => {
  it.each([
    ['plain text', 'Ada Lovelace', true],
    ['accents and CJK', 'Zoë 山田', true],
    ['an emoji (a surrogate pair)', 'paint 🎨 brush', true],
    ['a NUL byte', 'Ada\u0000', false],
    ['a lone high surrogate', 'x\uD800y', false],
    ['a lone low surrogate', '\uDC00', false],
    ['a high surrogate at the end', 'abc\uD83C', false],
    ['two high surrogates', '\uD83C\uD83C\uDFA8', false],
  ])('%s', (_label, text, expected) => {
    expect(isStorableText(text)).toBe(expected);
  });
});

describe('findUnstorableValue', () => {
  it('accepts ordinary JSON', () => {
    expect(findUnstorableValue({ a: [1, 'two', { three: null, four: true }], b: '🎨' })).toBeNull();
  });

  it('names the path of a bad string value, key or array item', () => {
    expect(findUnstorableValue({ FirstName: 'A\u0000' })).toEqual({ path: 'FirstName', message: UNSTORABLE_TEXT_MESSAGE });
    expect(findUnstorableValue({ pages: [{ title: 'ok' }, { title: '\uD800' }] })).toEqual({ path: 'pages.1.title', message: UNSTORABLE_TEXT_MESSAGE });
    expect(findUnstorableValue({ config: { 'k\u0000': 1 } })?.path).toBe('config.k\\u0000');
    expect(findUnstorableValue('\uDFFF')?.path).toBe('');
  });

  it('refuses nesting past the limit without overflowing the stack', () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableValue(deep)?.message).toBe(TOO_DEEP_MESSAGE);
    let fine: unknown = 'leaf';
    for (let i = 0; i < MAX_JSON_DEPTH; i++) fine = { next: fine };
    expect(findUnstorableValue(fine)).toBeNull();
  });
});
