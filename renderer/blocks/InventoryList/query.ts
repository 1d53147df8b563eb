import type { InventoryListConfig } from '../../../schema/catalogue';
import type { InventoryListQuery } from '../../../schema/api/content';
import { ListSource } from '../../../schema/api/lists';
import { enabledLayouts, selectLayout } from '../../../schema/list-layouts';
import { builderPageSize, columnsOf, visitorPageSize } from '../../../schema/list-paging';
import type { ListContext } from '../lists/list-context';
import type { RenderMode } from '../types';

/**
 * The first page an inventory list asks for (spec §9): visitors get the default page of 30, more as
 * they scroll; the builder previews columns x 3. Either is capped by maxLimit, which also ends paging.
 * On an artist's page a list without an artist of its own shows that artist's works (../lists/list-context.ts).
 */
export function inventoryListQuery(config: Partial<InventoryListConfig>, mode: RenderMode = 'visitor', context: ListContext = {}): InventoryListQuery {
  const maxLimit = config.maxLimit ?? null;
  const layout = selectLayout(enabledLayouts('inventory', config.layouts), config.layout);
  const query: InventoryListQuery = {
    limit: mode === 'builder' ? builderPageSize('inventory', columnsOf('inventory', config.columns), layout, maxLimit) : visitorPageSize(maxLimit),
    offset: 0,
    order: config.order ?? 0,
    dir: config.dir ?? 'asc',
    status: config.status ?? 0,
  };
  const artistId = config.artistId || context.artistId;
  if (artistId) query.artistId = artistId;
  if (maxLimit) query.maxLimit = maxLimit;
  // The source (spec §3): 3 a chosen list, 6 the works with any of the tags; then type and subtype.
  if (config.source === ListSource.ChosenList && config.listId) query.listId = config.listId;
  if (config.source === ListSource.Tags && config.tags?.length) query.tags = [...config.tags];
  if (config.type !== undefined && config.type !== null) query.type = config.type;
  if (config.subType !== undefined && config.subType !== null) query.subType = config.subType;
  return query;
}
