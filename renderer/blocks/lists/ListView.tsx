import { useContext, useMemo } from 'react';
import { cellTemplatesOf } from '../../../schema/cell-templates';
import { opensInModal } from '../../../schema/inventory-list-config';
import { enabledLayouts, isSlideshowLayout, ListLayout, selectLayout, showsLayoutTabs, type ContentKind, type SlideshowType } from '../../../schema/list-layouts';
import { columnsOf, MOBILE_COLUMNS } from '../../../schema/list-paging';
import type { ListRequest } from '../../data/lists';
import { Island } from '../../islands/Island';
import { SiteRenderContext } from '../../site/context';
import type { RenderMode } from '../types';
import type { CellContext } from './cell-types';
import { cellFor } from './cells';
import { ContentList, type ContentListProps } from './ContentList';

/** The fields every list block's config has, read loosely: the renderer fills missing ones from the catalogue. */
export interface ListBlockConfig {
  title?: string;
  columns?: number;
  layouts?: string[];
  layout?: string;
  slideshowType?: SlideshowType;
  slideshowAutoplay?: number;
  maxLimit?: number | null;
  /** Inventory lists: 0 opens a work in the detail modal, else on its art page. */
  detailDisplay?: number;
  showPreview?: boolean;
}

export interface ListViewArgs {
  id: string;
  kind: ContentKind;
  mode: RenderMode;
  config: ListBlockConfig;
  /** The first page's items as the API gives them (ListView) or as their cells show them (contentListProps). */
  items: unknown[];
  hasMore: boolean;
  /** The first page's request, which visitors' further pages continue; null where these items are all there is (related works). */
  request: ListRequest | null;
  /** What the list is called when it has no title of its own. */
  label: string;
  cell: Omit<CellContext, 'layout' | 'imageSizes' | 'showPreview' | 'headingLevel'>;
}

/** A list block's config and first page as the props of its ContentList; `items` as their cells show them (cells.ts compact). */
export function contentListProps({ id, kind, mode, config, items, hasMore, request, label, cell }: ListViewArgs): ContentListProps {
  const layouts = enabledLayouts(kind, config.layouts);
  const columns = columnsOf(kind, config.columns);
  return {
    idBase: `list-${id}`,
    kind,
    label: config.title?.trim() || label,
    items,
    hasMore: mode === 'visitor' && hasMore,
    next: mode === 'visitor' ? request : null,
    maxLimit: config.maxLimit ?? null,
    layouts,
    layout: selectLayout(layouts, config.layout),
    slideshowType: config.slideshowType ?? 'slide',
    columns,
    mobileColumns: Math.min(columns, MOBILE_COLUMNS[kind]),
    cell: { ...cell, showPreview: config.showPreview ?? false, headingLevel: config.title?.trim() ? 3 : 2 },
    useHash: mode === 'visitor',
    // Only when set, so every other list's island props stay as small as they were.
    ...(mode === 'visitor' && kind === 'inventory' && opensInModal(config) ? { detailModal: true } : {}),
    ...(mode === 'visitor' && config.slideshowAutoplay ? { autoplay: config.slideshowAutoplay } : {}),
  };
}

/** The cell templates the site has set for a kind's cells; undefined while none is set. */
export function useCellTemplates(kind: ContentKind) {
  const templates = useContext(SiteRenderContext).site.config.templates;
  return useMemo(() => cellTemplatesOf(templates, kind), [kind, templates]);
}

/**
 * A list's items in their layouts. For visitors it is an island only when something in it moves (tabs,
 * a slideshow, parallax pictures, more pages) or its works open in the detail modal; otherwise plain HTML with no script.
 * The builder draws it live.
 */
export function ListView(args: ListViewArgs) {
  // What the cells show of the items, kept while the page is the same (the builder redraws often).
  const items = useMemo(() => args.items.map(cellFor(args.kind).compact), [args.items, args.kind]);
  const templates = useCellTemplates(args.kind);
  const props = contentListProps({ ...args, items, cell: templates ? { ...args.cell, templates } : args.cell });
  const moves = props.hasMore || showsLayoutTabs(props.layouts) || props.layouts.some((l) => isSlideshowLayout(l) || l === ListLayout.Parallax) || props.detailModal === true;
  return args.mode === 'visitor' && moves ? <Island name="ContentList" props={props} /> : <ContentList {...props} />;
}
