import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import type { ListKind } from '../../../schema';
import { chosenListItems, chosenLists, showArtworks } from '../../db/schema';

/**
 * Where a list's items come from besides its own filters: a chosen list (listId) or an exhibition
 * (showId), each of which also sets the order, and tags (any of them).
 */

/**
 * Items of the site's chosen list of this kind; an unknown or foreign list matches nothing. The ids may
 * be placeholders, for prepared statements.
 */
export function inChosenList(siteId: number | Placeholder, listId: number | Placeholder, kind: ListKind, id: AnyColumn): SQL {
  return sql`${id} in (select ${chosenListItems.itemId} from ${chosenListItems} join ${chosenLists} on ${chosenLists.id} = ${chosenListItems.listId}
    where ${chosenLists.id} = ${listId} and ${chosenLists.siteId} = ${siteId} and ${chosenLists.kind} = ${kind})`;
}

/** The position of an item in a chosen list, for ordering by it. */
export function chosenListPosition(listId: number | Placeholder, id: AnyColumn): SQL {
  return sql`(select ${chosenListItems.position} from ${chosenListItems} where ${chosenListItems.listId} = ${listId} and ${chosenListItems.itemId} = ${id})`;
}

/** Works an exhibition shows (an unknown show, or another site's, shows none of this site's works). */
export function inShow(showId: number | Placeholder, id: AnyColumn): SQL {
  return sql`${id} in (select ${showArtworks.inventoryId} from ${showArtworks} where ${showArtworks.showId} = ${showId})`;
}

/** The place of a work in its exhibition, for ordering by it. */
export function showPosition(showId: number | Placeholder, id: AnyColumn): SQL {
  return sql`(select ${showArtworks.position} from ${showArtworks} where ${showArtworks.showId} = ${showId} and ${showArtworks.inventoryId} = ${id})`;
}

/** Items carrying any of the tags (a GIN index answers it). */
export function hasAnyTag(column: AnyColumn, tags: string[]): SQL {
  return sql`${column} && ${sql.param(tags)}::text[]`;
}
