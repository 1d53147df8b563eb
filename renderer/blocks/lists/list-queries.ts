import type { ArtistListQuery } from '../../../schema/api/content';
import { ListSource, ShowStatus, type BlogListQuery, type PublicMediaListQuery, type RepresentativeListQuery, type ShowListQuery } from '../../../schema/api/lists';
import { BlockType } from '../../../schema/block-types';
import { blockMeta } from '../../../schema/block-meta';
import type { Block } from '../../../schema/document';
import { enabledLayouts, selectLayout, type ContentKind } from '../../../schema/list-layouts';
import { builderPageSize, columnsOf, visitorPageSize } from '../../../schema/list-paging';
import { own } from '../../../schema/own';
import { walkBlocks } from '../../../schema/walk';
import type { ListRequest } from '../../data/lists';
import type { RenderMode } from '../types';
import type { ListContext } from './list-context';

/**
 * The first page each content list block asks for: the visitor's page of 30 (exhibitions 100) or the builder's preview
 * size (spec §9), from its source (all, a chosen list, tags), its filters and maxLimit, and on a
 * detail page the item the page shows (./list-context.ts). The server resolves these before rendering,
 * the builder loads them, and visitors' further pages continue them.
 */

type Config = Record<string, unknown>;

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v > 0 ? v : null);

/** Paging and source fields every list query shares. */
function common(kind: ContentKind, config: Config, mode: RenderMode) {
  const maxLimit = num(config.maxLimit);
  const layouts = enabledLayouts(kind, Array.isArray(config.layouts) ? (config.layouts as string[]) : undefined);
  const layout = selectLayout(layouts, typeof config.layout === 'string' ? config.layout : null);
  const limit = mode === 'builder' ? builderPageSize(kind, columnsOf(kind, config.columns), layout, maxLimit) : visitorPageSize(maxLimit, kind);
  const query: { limit: number; offset: number; maxLimit?: number; listId?: number; tags?: string[] } = { limit, offset: 0 };
  if (maxLimit) query.maxLimit = maxLimit;
  const listId = num(config.listId);
  const tags = Array.isArray(config.tags) ? config.tags.filter((t): t is string => typeof t === 'string' && t.trim() !== '') : [];
  if (config.source === ListSource.ChosenList && listId) query.listId = listId;
  if (config.source === ListSource.Tags && tags.length) query.tags = tags;
  return query;
}

export function artistsListRequest(config: Config, mode: RenderMode): ListRequest {
  const query: ArtistListQuery = { ...common('artists', config, mode) };
  if (config.order === 5) {
    query.order = 5;
    query.dir = config.dir === 'desc' ? 'desc' : 'asc';
  }
  return { kind: 'artists', query };
}

export function exhibitionsListRequest(config: Config, mode: RenderMode, context: ListContext = {}): ListRequest {
  const query: ShowListQuery = { ...common('shows', config, mode) };
  const status = num(config.status);
  if (status && status !== ShowStatus.All) query.status = status;
  const artistId = num(config.artistId) ?? num(context.artistId);
  if (artistId) query.artistId = artistId;
  return { kind: 'shows', query };
}

/** Posts and media: the block's artist, else the page's artist, else (on an artwork's page) the work's. */
function aboutWhom(config: Config, context: ListContext): { artistId?: number; inventoryId?: number } {
  const artistId = num(config.artistId) ?? num(context.artistId);
  if (artistId) return { artistId };
  const inventoryId = num(context.inventoryId);
  return inventoryId ? { inventoryId } : {};
}

export function blogsListRequest(config: Config, mode: RenderMode, context: ListContext = {}): ListRequest {
  const query: BlogListQuery = { ...common('blogs', config, mode), ...aboutWhom(config, context) };
  return { kind: 'blogs', query };
}

export function mediaListRequest(config: Config, mode: RenderMode, context: ListContext = {}): ListRequest {
  const query: PublicMediaListQuery = { ...common('media', config, mode), ...aboutWhom(config, context) };
  return { kind: 'media', query };
}

/** Representatives come from no chosen list or tags: every one, up to maxLimit. */
export function representativesListRequest(config: Config, mode: RenderMode): ListRequest {
  const { limit, offset, maxLimit } = common('representatives', { ...config, source: 0 }, mode);
  const query: RepresentativeListQuery = { limit, offset, ...(maxLimit ? { maxLimit } : {}) };
  return { kind: 'representatives', query };
}

/** The request of each content list block type. */
export const LIST_REQUESTS: Record<string, (config: Config, mode: RenderMode, context?: ListContext) => ListRequest> = {
  [BlockType.ArtistsList]: artistsListRequest,
  [BlockType.ExhibitionsList]: exhibitionsListRequest,
  [BlockType.BlogsList]: blogsListRequest,
  [BlockType.MediaList]: mediaListRequest,
  [BlockType.RepresentativesList]: representativesListRequest,
};

/** Every content list block of a page and the first page a visitor sees of it, for the server to resolve before rendering. */
export function collectContentListRequests(blocks: Block[], context: ListContext = {}): Array<{ blockId: string; request: ListRequest }> {
  const found: Array<{ blockId: string; request: ListRequest }> = [];
  walkBlocks(blocks, (block) => {
    const build = own(LIST_REQUESTS, block.type);
    if (!build) return;
    // The catalogue's defaults under the saved config, as the block itself reads it (registry.ts blockConfig).
    const config = { ...(blockMeta(block.type)?.defaultConfig as Config | undefined), ...block.config };
    found.push({ blockId: block.id, request: build(config, 'visitor', context) });
  });
  return found;
}
