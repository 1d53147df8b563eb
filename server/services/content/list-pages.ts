import type { DataSource, PageData } from '../../../renderer/data/source';
import { fetchList } from '../../../renderer/data/lists';
import type { ListContext } from '../../../renderer/blocks/lists/list-context';
import { collectContentListRequests } from '../../../renderer/blocks/lists/list-queries';
import { BlockType } from '../../../schema/block-types';
import type { Block } from '../../../schema/document';
import { findBlocks } from '../../../schema/walk';
import { blockConfig } from '../../../renderer/blocks/registry';
import type { Db } from '../../db/client';
import { chosenArtistIds } from '../../../renderer/blocks/ArtistNameButton/artist';
import { artistNames, artistStates, listArtists } from './artists';
import { listBlogs } from './blogs';
import { getInventoryItem, listInventory } from './inventory';
import { listMedia } from './media-list';
import { listRepresentatives } from './representatives';
import { listShows } from './shows';

/** The renderer's DataSource over the database, for one site: what server rendering reads lists through. */
export function serverDataSource(db: Db, siteId: number): DataSource {
  return {
    listInventory: (query) => listInventory(db, siteId, query),
    getInventory: (inventoryId) => getInventoryItem(db, siteId, inventoryId),
    listArtists: (query) => listArtists(db, siteId, query),
    listShows: (query) => listShows(db, siteId, query),
    listBlogs: (query) => listBlogs(db, siteId, query),
    listRepresentatives: (query) => listRepresentatives(db, siteId, query),
    listMedia: (query) => listMedia(db, siteId, query),
  };
}

/**
 * The first page of every artists, exhibitions, blogs, media and representatives list among the
 * blocks, keyed by block id, all asked at once: the page is then rendered in one synchronous pass,
 * its lists already in the HTML.
 */
export async function resolveContentLists(db: Db, siteId: number, blocks: Block[], context: ListContext = {}): Promise<PageData['lists']> {
  const requests = collectContentListRequests(blocks, context);
  if (!requests.length) return {};
  const source = serverDataSource(db, siteId);
  const pages = await Promise.all(requests.map(({ request }) => fetchList(source, request)));
  return Object.fromEntries(requests.map(({ blockId }, i) => [blockId, pages[i]]));
}

/** The names of the artists the blocks choose by id (artist-name buttons), read before rendering as lists are. */
export function resolveArtistNames(db: Db, siteId: number, blocks: Block[]): Promise<Record<string, string>> {
  return artistNames(db, siteId, chosenArtistIds(blocks));
}

/** The artist state filter's options, for blocks holding an inventory list that shows the filter bar; otherwise none is read. */
export async function resolveArtistStates(db: Db, siteId: number, blocks: Block[]): Promise<string[] | undefined> {
  const filtered = findBlocks(blocks, BlockType.InventoryList).some((block) => blockConfig(block).showFilters === true);
  return filtered ? artistStates(db, siteId) : undefined;
}
