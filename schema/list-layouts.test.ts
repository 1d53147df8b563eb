import { describe, expect, it } from 'vitest';
import { enabledLayouts, isSlideshowLayout, LAYOUTS_BY_KIND, layoutAnchor, layoutFromHash, LIST_LAYOUTS, selectLayout, showsLayoutTabs } from './list-layouts';

describe('list layouts', () => {
  it('fall back in the spec order: grid, slideshow, waterfall, horizontal masonry, list, then the exhibition cells', () => {
    expect(LIST_LAYOUTS).toEqual(['grid', 'slideshow', 'waterfall', 'masonry', 'list', 'parallax', 'fullBackgroundSlideshow']);
    expect(selectLayout(['fullBackgroundSlideshow', 'parallax'], 'grid')).toBe('parallax');
  });

  it('offer every kind the spec’s five layouts, exhibitions also their parallax and full-background cells, and no other kind those', () => {
    const spec = ['slideshow', 'grid', 'waterfall', 'masonry', 'list'];
    for (const offered of Object.values(LAYOUTS_BY_KIND)) expect(offered).toEqual(expect.arrayContaining(spec));
    expect(LAYOUTS_BY_KIND.shows).toEqual(['grid', 'slideshow', 'waterfall', 'masonry', 'list', 'parallax', 'fullBackgroundSlideshow']);
    for (const kind of ['inventory', 'artists', 'blogs', 'media', 'representatives'] as const) expect(LAYOUTS_BY_KIND[kind]).toHaveLength(5);
    expect(enabledLayouts('inventory', ['parallax', 'fullBackgroundSlideshow'])).toEqual(['grid']);
    expect(enabledLayouts('shows', ['fullBackgroundSlideshow', 'parallax'])).toEqual(['fullBackgroundSlideshow', 'parallax']);
  });

  it('draw the slideshow and the full-background slideshow as slideshows', () => {
    expect(['grid', 'slideshow', 'parallax', 'fullBackgroundSlideshow'].filter((l) => isSlideshowLayout(l as never))).toEqual(['slideshow', 'fullBackgroundSlideshow']);
  });

  it('select the chosen layout when it is enabled', () => {
    expect(selectLayout(['list', 'grid', 'slideshow'], 'slideshow')).toBe('slideshow');
  });

  it('select the first available layout when none is chosen', () => {
    expect(selectLayout(['list', 'slideshow'], null)).toBe('list');
    expect(selectLayout(['waterfall', 'grid'], undefined)).toBe('waterfall');
  });

  it('fall back in order when the chosen layout is not enabled', () => {
    expect(selectLayout(['list', 'waterfall', 'slideshow'], 'grid')).toBe('slideshow');
    expect(selectLayout(['list', 'masonry', 'waterfall'], 'grid')).toBe('waterfall');
    expect(selectLayout(['list', 'masonry'], 'slideshow')).toBe('masonry');
    expect(selectLayout(['list'], 'grid')).toBe('list');
  });

  it('keep each kind’s first layout, so a list saved without layouts shows as it always did', () => {
    expect(Object.fromEntries(Object.entries(LAYOUTS_BY_KIND).map(([kind, offered]) => [kind, offered[0]]))).toEqual({
      inventory: 'grid',
      artists: 'grid',
      shows: 'grid',
      blogs: 'list',
      media: 'grid',
      representatives: 'grid',
    });
  });

  it('keep only the layouts a kind offers, once each, in the owner’s order, and give a kind with none its default', () => {
    expect(enabledLayouts('shows', ['slideshow', 'waterfall', 'grid', 'slideshow'])).toEqual(['slideshow', 'waterfall', 'grid']);
    expect(enabledLayouts('inventory', ['list', 'parallax'])).toEqual(['list']);
    expect(enabledLayouts('artists', [])).toEqual(['grid']);
    expect(enabledLayouts('blogs', undefined)).toEqual(['list']);
    expect(enabledLayouts('representatives', ['list', 'masonry'])).toEqual(['list', 'masonry']);
    expect(enabledLayouts('representatives', ['parallax'])).toEqual(['grid']);
  });

  it('show tabs only when more than one layout is enabled', () => {
    expect(showsLayoutTabs(['grid'])).toBe(false);
    expect(showsLayoutTabs(['grid', 'list'])).toBe(true);
  });
});

describe('layout tab anchors', () => {
  it('are the tab label in lower case with the first space removed, and a hash naming one picks it', () => {
    expect(layoutAnchor('masonry')).toBe('horizontalmasonry');
    expect(layoutAnchor('waterfall')).toBe('waterfall');
    expect(layoutAnchor('parallax')).toBe('parallax');
    expect(layoutAnchor('fullBackgroundSlideshow')).toBe('full-backgroundslideshow');
    expect(layoutFromHash('#full-backgroundslideshow', ['grid', 'fullBackgroundSlideshow'])).toBe('fullBackgroundSlideshow');
    expect(layoutFromHash('#horizontalmasonry', ['grid', 'masonry'])).toBe('masonry');
    expect(layoutFromHash('#Waterfall', ['grid', 'waterfall'])).toBe('waterfall');
    expect(layoutFromHash('#waterfall', ['grid'])).toBeNull();
    expect(layoutFromHash('', ['grid'])).toBeNull();
    expect(layoutFromHash('#%E0%A4%A', ['grid'])).toBeNull();
    expect(layoutFromHash('#', ['grid'])).toBeNull();
  });
});
