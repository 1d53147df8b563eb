import { describe, expect, it } from 'vitest';
import { builderPageSize, columnsOf, DEFAULT_COLUMNS, drawnColumns, gridColumnSize, MOBILE_COLUMNS, nextPageLimit, tabletColumns, visitorPageSize } from './list-paging';

describe('list page sizes', () => {
  it('give visitors pages of 30, never more than maxLimit', () => {
    expect(visitorPageSize(null)).toBe(30);
    expect(visitorPageSize(12)).toBe(12);
    expect(visitorPageSize(500)).toBe(30);
  });

  it('give visitors exhibitions 100 at a time (spec §7), never more than maxLimit', () => {
    expect(visitorPageSize(null, 'shows')).toBe(100);
    expect(visitorPageSize(40, 'shows')).toBe(40);
    expect(visitorPageSize(500, 'shows')).toBe(100);
    expect(visitorPageSize(null, 'artists')).toBe(30);
  });

  it('preview artists and inventory in the builder at columns x 3', () => {
    expect(builderPageSize('artists', DEFAULT_COLUMNS.artists, 'grid', null)).toBe(15);
    expect(builderPageSize('inventory', DEFAULT_COLUMNS.inventory, 'grid', null)).toBe(12);
    expect(builderPageSize('artists', 2, 'list', null)).toBe(6);
  });

  it('preview blogs at 2 x columnCount, and 3 with a single column', () => {
    expect(builderPageSize('blogs', 1, 'list', null)).toBe(3);
    expect(builderPageSize('blogs', 1, 'slideshow', null)).toBe(3);
    expect(builderPageSize('blogs', 2, 'grid', null)).toBe(4);
    expect(builderPageSize('blogs', 3, 'grid', null)).toBe(6);
    // The default single column draws 3 side by side in a waterfall or grid: one row of them.
    expect(builderPageSize('blogs', 1, 'waterfall', null)).toBe(3);
    expect(builderPageSize('blogs', 1, 'grid', null)).toBe(3);
  });

  it('preview shows, media and representatives at 2 x the columns side by side, 3 one after another', () => {
    expect(builderPageSize('shows', 5, 'grid', null)).toBe(10);
    expect(builderPageSize('representatives', 3, 'grid', null)).toBe(6);
    // A waterfall and horizontal masonry have their columns too: two rows of them, as the grid.
    expect(builderPageSize('media', 4, 'waterfall', null)).toBe(8);
    expect(builderPageSize('media', 4, 'masonry', null)).toBe(8);
    expect(builderPageSize('shows', 5, 'waterfall', null)).toBe(10);
    expect(builderPageSize('representatives', 3, 'masonry', null)).toBe(6);
    // The shows slider shows up to 5 at once: twice that, so it is full and Next has somewhere to go.
    expect(builderPageSize('shows', 5, 'slideshow', null)).toBe(10);
    expect(builderPageSize('shows', 2, 'slideshow', null)).toBe(10);
    // Rows, a carousel of one and parallax bands: 3.
    expect(builderPageSize('shows', 5, 'list', null)).toBe(3);
    expect(builderPageSize('shows', 5, 'parallax', null)).toBe(3);
    expect(builderPageSize('shows', 5, 'fullBackgroundSlideshow', null)).toBe(3);
    expect(builderPageSize('media', 4, 'slideshow', null)).toBe(3);
    expect(builderPageSize('representatives', 3, 'list', null)).toBe(3);
    expect(builderPageSize('media', 4, 'waterfall', 5)).toBe(5);
  });

  it('cap every builder preview at maxLimit', () => {
    expect(builderPageSize('artists', 5, 'grid', 4)).toBe(4);
    expect(builderPageSize('blogs', 1, 'list', 2)).toBe(2);
  });

  it('draw posts side by side in a grid, waterfall or masonry when their columnCount is the default single column', () => {
    expect(DEFAULT_COLUMNS.blogs).toBe(1);
    expect(drawnColumns('blogs', 'waterfall', 1)).toBe(3);
    expect(drawnColumns('blogs', 'grid', 1)).toBe(3);
    expect(drawnColumns('blogs', 'masonry', 1)).toBe(3);
    // Rows and a carousel of one have no columns; a count the owner chose is kept.
    expect(drawnColumns('blogs', 'list', 1)).toBe(1);
    expect(drawnColumns('blogs', 'slideshow', 1)).toBe(1);
    expect(drawnColumns('blogs', 'waterfall', 2)).toBe(2);
    // Other kinds draw the columns set.
    expect(drawnColumns('media', 'waterfall', 1)).toBe(1);
    expect(drawnColumns('shows', 'grid', 5)).toBe(5);
  });

  it('read a column count from a config, or the kind’s default', () => {
    expect(columnsOf('shows', 3)).toBe(3);
    expect(columnsOf('shows', undefined)).toBe(5);
    expect(columnsOf('representatives', 9)).toBe(3);
    expect(columnsOf('artists', 2.5)).toBe(5);
  });

  it('have the spec’s default and phone columns, and a 12-column grid', () => {
    expect([DEFAULT_COLUMNS.media, DEFAULT_COLUMNS.representatives, DEFAULT_COLUMNS.shows]).toEqual([4, 3, 5]);
    expect([MOBILE_COLUMNS.media, MOBILE_COLUMNS.shows, MOBILE_COLUMNS.representatives]).toEqual([2, 2, 1]);
    expect(gridColumnSize(4)).toBe(3);
    expect(gridColumnSize(3)).toBe(4);
  });
});

describe('paging', () => {
  it('goes on a page at a time while the server says there is more', () => {
    expect(nextPageLimit(30, 30, true, null)).toBe(30);
    expect(nextPageLimit(30, 30, false, null)).toBeNull();
  });

  it('stops at maxLimit, asking only for what is left', () => {
    expect(nextPageLimit(30, 30, true, 45)).toBe(15);
    expect(nextPageLimit(45, 30, true, 45)).toBeNull();
    expect(nextPageLimit(50, 30, true, 45)).toBeNull();
  });
});

describe('tablet columns', () => {
  it('are 3 (spec §9), never more than the list has on a wide screen', () => {
    expect(tabletColumns(5)).toBe(3);
    expect(tabletColumns(4)).toBe(3);
    expect(tabletColumns(2)).toBe(2);
    expect(tabletColumns(1)).toBe(1);
  });
});
