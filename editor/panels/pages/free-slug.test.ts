import { describe, expect, it } from 'vitest';
import { PageType } from '../../../schema';
import { freeSlug } from './PagesPanel';

describe('a new page’s address', () => {
  it('is the one wanted when free, else numbered from 2; menu-only pages take none', () => {
    const pages = [
      { slug: '', type: PageType.Home },
      { slug: 'new-page', type: PageType.Custom },
      { slug: 'new-page-2', type: PageType.Custom },
      { slug: 'shop', type: PageType.ExternalLink },
    ];
    expect(freeSlug(pages, 'about')).toBe('about');
    expect(freeSlug(pages, 'new-page')).toBe('new-page-3');
    expect(freeSlug(pages, 'shop')).toBe('shop');
    expect(freeSlug(pages, '')).toBe('page');
  });
});
