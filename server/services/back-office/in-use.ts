import { eq, sql } from 'drizzle-orm';
import { ListSource, type SiteDocument } from '../../../schema';
import { chosenListItems, chosenLists, orderLines, sites } from '../../db/schema';
import { inUse, rowsOf, type Runner } from './records';

/**
 * What keeps a record from being deleted: an order that bought it (the order's records need it), and a
 * chosen list that the published site shows (its visitors would lose the item without the owner
 * having decided so). Each check answers a sentence naming what needs it, or null.
 */

/** Whether a block's config (any object in the document) takes its items from the chosen list. */
function showsList(value: unknown, listId: number): boolean {
  if (Array.isArray(value)) return value.some((v) => showsList(v, listId));
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  if (record.listId === listId && (record.source === ListSource.ChosenList || record.status === ListSource.ChosenList)) return true;
  return Object.values(record).some((v) => showsList(v, listId));
}

/** Where the published site shows a chosen list: the titles of its pages, then its header, footer or page templates. */
export function placesShowingList(document: SiteDocument | null, listId: number): string[] {
  if (!document) return [];
  const pages = document.pages.filter((page) => showsList(page.blocks, listId)).map((page) => `the page “${page.title || '/' + page.slug}”`);
  return showsList(document.site, listId) ? [...pages, 'the header, footer or page templates'] : pages;
}

async function publishedDocument(runner: Runner, siteId: number): Promise<SiteDocument | null> {
  const [site] = await runner.select({ published: sites.publishedDocument }).from(sites).where(eq(sites.id, siteId));
  return (site?.published as SiteDocument | null) ?? null;
}

const listing = (names: string[]) => (names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/** Why a chosen list cannot be deleted: the published places that show it. */
export async function listInUse(runner: Runner, siteId: number, listId: number, name: string): Promise<string | null> {
  const places = placesShowingList(await publishedDocument(runner, siteId), listId);
  if (!places.length) return null;
  return `The list “${name}” is shown on ${listing(places)} of the published site. Change the blocks that show it and publish before deleting it.`;
}

/** Why an item cannot be deleted: the chosen lists holding it that the published site shows. */
export async function itemListedOnSite(runner: Runner, siteId: number, kind: number, itemId: number, what: string): Promise<string | null> {
  const lists = await runner
    .select({ id: chosenLists.id, name: chosenLists.name })
    .from(chosenListItems)
    .innerJoin(chosenLists, eq(chosenLists.id, chosenListItems.listId))
    .where(sql`${chosenLists.siteId} = ${siteId} and ${chosenLists.kind} = ${kind} and ${chosenListItems.itemId} = ${itemId}`);
  if (!lists.length) return null;
  const document = await publishedDocument(runner, siteId);
  const shown = lists.map((list) => ({ ...list, places: placesShowingList(document, list.id) })).filter((list) => list.places.length);
  if (!shown.length) return null;
  const reasons = shown.map((list) => `the list “${list.name}”, which ${listing(list.places)} of the published site shows`);
  return `This ${what} is in ${listing(reasons)}. Take it out of the list (or the list off the page and publish) before deleting it.`;
}

/** Why a work or an edition cannot be deleted: the orders that bought it. */
export async function orderedIn(runner: Runner, column: 'inventory_id' | 'edition_id', id: number, what: string): Promise<string | null> {
  const rows = await rowsOf<{ orderId: number }>(
    runner,
    sql`select distinct ${orderLines.orderId} as "orderId" from ${orderLines} where ${sql.identifier(column)} = ${id} order by 1 limit 6`,
  );
  if (!rows.length) return null;
  const shown = rows.slice(0, 5).map((r) => `#${r.orderId}`);
  const orders = rows.length === 1 ? `order ${shown[0]}` : `orders ${listing(shown)}${rows.length > 5 ? ' and more' : ''}`;
  const instead = column === 'inventory_id' ? 'Archive it instead' : 'Make it inactive instead';
  return `This ${what} was bought in ${orders}, which must keep it. ${instead}: visitors will no longer see it.`;
}

/** Refuses (409 in_use) with the first reason found. */
export function refuseIfUsed(...reasons: Array<string | null>): void {
  const reason = reasons.find((r) => r !== null);
  if (reason) throw inUse(reason);
}
