import { describe, expect, it } from 'vitest';
import { hiddenBlocksCss, useHiddenBlocks } from './hidden-blocks';

describe('blocks hidden on the canvas', () => {
  it('are hidden by one rule naming each block', () => {
    expect(hiddenBlocksCss([])).toBe('');
    expect(hiddenBlocksCss(['b1', 'b2'])).toBe('[data-block-id="b1"],\n[data-block-id="b2"] { display: none !important; }');
  });

  it('cannot break out of the selector with a quote in an id', () => {
    expect(hiddenBlocksCss(['a"] body { x: y } ['])).toBe('[data-block-id="a\\"] body { x: y } ["] { display: none !important; }');
  });

  it('toggle on and off, saying which it is now', () => {
    const { toggle } = useHiddenBlocks.getState();
    expect(toggle('b1')).toBe(true);
    expect(useHiddenBlocks.getState().hidden.has('b1')).toBe(true);
    expect(toggle('b1')).toBe(false);
    expect(useHiddenBlocks.getState().hidden.size).toBe(0);
  });
});
