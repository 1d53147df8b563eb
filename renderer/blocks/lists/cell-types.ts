import type { ComponentType } from 'react';
import type { CellTemplates } from '../../../schema/cell-templates';
import type { PostDateStyle } from '../../../schema/dates';
import type { ListLayout } from '../../../schema/list-layouts';
import type { LinkParams } from '../../site/links';

/** What every cell is told besides its item: everything travels as island props, so no context. */
export interface CellContext {
  layout: ListLayout;
  linkParams: LinkParams;
  /** Artist sites hide the artist name on artworks. */
  isArtistSite: boolean;
  /** The `sizes` of a cell's picture in this layout (CellImage.tsx). */
  imageSizes: string;
  /** Post dates as the theme writes them: the francisco long month and year, or the raw date. */
  dateStyle: PostDateStyle;
  /** Artist lists: the picture beside the names on hover. */
  showPreview: boolean;
  /** The level of a cell's heading: under the list's own title, or in its place when it has none. */
  headingLevel: 2 | 3;
  /** The cell templates the site has set (artwork lists only); missing, every cell is the kind's own. */
  templates?: CellTemplates;
}

/**
 * How a list draws one kind of item `T`. A cell is drawn from `C`, what it shows of the item (compact
 * makes one from the whole item, once), so a list that is an island carries only that to the browser:
 * no biographies, post bodies, editions or descriptions.
 */
export interface CellSpec<T, C = T> {
  /** A stable key for React. */
  key: (item: C) => string | number;
  /** Width over height of the item's picture, for masonry rows and waterfall cells; 1 without one. */
  aspect: (item: C) => number;
  compact: (item: T) => C;
  Cell: ComponentType<{ item: C; context: CellContext }>;
}

/** An image's width over height, or 1 when its size is unknown. */
export function imageAspect(image: { width?: number; height?: number } | null | undefined): number {
  if (!image?.width || !image.height) return 1;
  return Math.round((image.width / image.height) * 1000) / 1000;
}
