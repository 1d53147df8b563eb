import { describe, expect, it } from 'vitest';
import { enabledLayouts, isSlideshowLayout, LAYOUTS_BY_KIND, layoutAnchor, layoutFromHash, LIST_LAYOUTS, selectLayout, showsLayoutTabs } from './list-layouts';

describe('list layouts', () => {
  it('fall back in the spec order: grid, slideshow, waterfall, horizontal masonry, list, then the exhibition cells', () => {
    expect(LIST_LAYOUTS).toEqual(['grid', 'slideshow', 'waterfall', 'masonry', 'list', 'parallax', 'fullBackgroundSlideshow']);
    expect(selectLayout(['fullBackgroundSlideshow', 'parallax'], 'grid')).toBe('parallax');
  });

  it('offer exhibitions the spec’s four cells, and no other kind the exhibition-only ones', () => {
    expect(LAYOUTS_BY_KIND.shows).toEqual(['grid', 'slideshow', 'parallax', 'fullBackgroundSlideshow']);
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

  it('keep only the layouts a kind offers, once each, and give a kind with none its default', () => {
    expect(enabledLayouts('shows', ['slideshow', 'waterfall', 'grid', 'slideshow'])).toEqual(['slideshow', 'grid']);
    expect(enabledLayouts('artists', [])).toEqual(['grid']);
    expect(enabledLayouts('blogs', undefined)).toEqual(['list']);
    expect(enabledLayouts('representatives', ['list', 'masonry'])).toEqual(['grid']);
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
