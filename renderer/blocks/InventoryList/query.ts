import type { InventoryListConfig } from '../../../schema/catalogue';
import type { InventoryListQuery } from '../../../schema/api/content';
import { DEFAULT_PAGE_SIZE } from '../../../schema/enums';
import { ListSource } from '../../../schema/api/lists';

/**
 * The first page an inventory list asks for: columns x 3 items (the spec's page size for lists),
 * the default 30 when the column count is missing, never more than maxLimit (which also ends paging).
 */
export function inventoryListQuery(config: Partial<InventoryListConfig>): InventoryListQuery {
  const columns = Number.isInteger(config.columns) && (config.columns ?? 0) > 0 ? (config.columns as number) : null;
  const pageSize = columns ? columns * 3 : DEFAULT_PAGE_SIZE;
  const maxLimit = config.maxLimit ?? null;
  const query: InventoryListQuery = {
    limit: Math.max(1, Math.min(pageSize, maxLimit ?? pageSize, 100)),
    offset: 0,
    order: config.order ?? 0,
    dir: config.dir ?? 'asc',
    status: config.status ?? 0,
  };
  if (config.artistId) query.artistId = config.artistId;
  if (maxLimit) query.maxLimit = maxLimit;
  // The source (spec §3): 3 a chosen list, 6 the works with any of the tags; then type and subtype.
  if (config.source === ListSource.ChosenList && config.listId) query.listId = config.listId;
  if (config.source === ListSource.Tags && config.tags?.length) query.tags = [...config.tags];
  if (config.type !== undefined && config.type !== null) query.type = config.type;
  if (config.subType !== undefined && config.subType !== null) query.subType = config.subType;
  return query;
}
