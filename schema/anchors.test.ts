import { describe, expect, it } from 'vitest';
import { anchorFromHash, anchorName } from './anchors';

describe('tab anchors', () => {
  it('lower-cases the label and removes only its first space', () => {
    expect(anchorName('Artworks')).toBe('artworks');
    expect(anchorName('Biography')).toBe('biography');
    expect(anchorName('Current Shows')).toBe('currentshows');
    expect(anchorName('Works On Paper')).toBe('workson paper');
  });

  it('keeps an anchor the owner chose', () => {
    expect(anchorName('Artworks', 'works')).toBe('works');
    expect(anchorName('Artworks', '  ')).toBe('artworks');
  });

  it('reads the anchor back from a hash', () => {
    expect(anchorFromHash('#biography')).toBe('biography');
    expect(anchorFromHash('#workson%20paper')).toBe('workson paper');
    expect(anchorFromHash('')).toBe('');
    expect(anchorFromHash('#%E0%A4%A')).toBe('%E0%A4%A');
  });
});
