import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  ErrorCode,
  money,
  type Follow,
  type InboxArtwork,
  type InboxBox,
  type InboxCounts,
  type InboxPage,
  type Inquiry,
  type Offer,
  type Subscription,
  type SubscriptionStatus,
} from '../../../schema';
import type { Db } from '../../db/client';
import { artists, images, inquiries, inventory, offers, shows, subscriptions } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { StoredAddress } from './common';

/**
 * The owner's inbox: inquiries, offers, mailing-list subscriptions and artist follows of the session's
 * site, newest first, a page at a time, each with the work (or artist, or show) it concerns. Records
 * are returned as the visitor typed them; the screens escape them as any text (React does).
 */

const iso = (d: Date | null) => (d ? d.toISOString() : null);

interface BoxTable {
  table: PgTable & { siteId: PgColumn; readAt: PgColumn; createdAt: PgColumn; id: PgColumn };
  /** Which rows of the table belong to the box (subscriptions holds both the list and follows). */
  where: SQL | undefined;
}

function boxTable(box: InboxBox): BoxTable {
  switch (box) {
    case 'inquiries':
      return { table: inquiries, where: undefined };
    case 'offers':
      return { table: offers, where: undefined };
    case 'subscriptions':
      return { table: subscriptions, where: isNull(subscriptions.artistId) };
    case 'follows':
      return { table: subscriptions, where: isNotNull(subscriptions.artistId) };
  }
}

/** The works the records name, with artist and first picture; a deleted work keeps the title it had. */
async function artworksOf(db: Db, siteId: number, refs: Array<{ inventoryId: number | null; title: string | null }>): Promise<Map<number, InboxArtwork>> {
  const ids = [...new Set(refs.map((r) => r.inventoryId).filter((id): id is number => id !== null))];
  const found = new Map<number, InboxArtwork>();
  if (!ids.length) return found;
  const rows = await db
    .select({
      inventoryId: inventory.id,
      title: inventory.title,
      sku: inventory.sku,
      artistName: artists.name,
      image: sql<InboxArtwork['image']>`(select json_build_object('id', i.id, 'extension', i.extension, 'width', i.width, 'height', i.height, 'imageAlt', i.alt)
        from ${images} i where i.inventory_id = ${inventory.id} order by i.position, i.id limit 1)`,
    })
    .from(inventory)
    .leftJoin(artists, eq(artists.id, inventory.artistId))
    .where(and(eq(inventory.siteId, siteId), sql`${inventory.id} = any(${sql.param(ids)}::int[])`));
  for (const row of rows) found.set(row.inventoryId, { ...row, image: row.image ?? null });
  for (const ref of refs) {
    if (ref.inventoryId !== null && !found.has(ref.inventoryId) && ref.title) {
      found.set(ref.inventoryId, { inventoryId: ref.inventoryId, title: ref.title, artistName: null, sku: null, image: null });
    }
  }
  return found;
}

async function pageOf<Row>(
  db: Db,
  siteId: number,
  box: InboxBox,
  query: { page: number; pageSize: number; unread: boolean },
  read: (where: SQL | undefined, limit: number, offset: number) => Promise<Row[]>,
): Promise<{ rows: Row[]; total: number; unread: number }> {
  const { table, where } = boxTable(box);
  const mine = and(eq(table.siteId, siteId), where);
  const [counts] = await db
    .select({ total: count(), unread: sql<number>`count(*) filter (where ${table.readAt} is null)`.mapWith(Number) })
    .from(table)
    .where(mine);
  const rows = await read(and(mine, query.unread ? isNull(table.readAt) : undefined), query.pageSize, (query.page - 1) * query.pageSize);
  return { rows, total: query.unread ? counts.unread : counts.total, unread: counts.unread };
}

type Query = { page: number; pageSize: number; unread: boolean };

export async function listInquiries(db: Db, siteId: number, query: Query): Promise<InboxPage<Inquiry>> {
  const { rows, total, unread } = await pageOf(db, siteId, 'inquiries', query, (where, limit, offset) =>
    db.select().from(inquiries).where(where).orderBy(desc(inquiries.createdAt), desc(inquiries.id)).limit(limit).offset(offset),
  );
  const works = await artworksOf(db, siteId, rows.map((r) => ({ inventoryId: r.inventoryId, title: r.inventoryTitle })));
  const items = rows.map((r) => inquiryRecord(r, works));
  return { items, total, unread, page: query.page, pageSize: query.pageSize };
}

function inquiryRecord(r: typeof inquiries.$inferSelect, works: Map<number, InboxArtwork>): Inquiry {
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    isRead: r.readAt !== null,
    name: r.name,
    email: r.email,
    phone: r.phone,
    subject: r.subject,
    message: r.message,
    price: r.price,
    address: (r.address as StoredAddress | null) ?? null,
    artwork: r.inventoryId !== null ? (works.get(r.inventoryId) ?? null) : null,
    referrer: r.referrer,
    utm: r.utm,
    repliedAt: iso(r.repliedAt),
  };
}

export async function listOffers(db: Db, siteId: number, query: Query): Promise<InboxPage<Offer>> {
  const { rows, total, unread } = await pageOf(db, siteId, 'offers', query, (where, limit, offset) =>
    db.select().from(offers).where(where).orderBy(desc(offers.createdAt), desc(offers.id)).limit(limit).offset(offset),
  );
  const works = await artworksOf(db, siteId, rows.map((r) => ({ inventoryId: r.inventoryId, title: r.inventoryTitle })));
  const items = rows.map((r) => offerRecord(r, works));
  return { items, total, unread, page: query.page, pageSize: query.pageSize };
}

function offerRecord(r: typeof offers.$inferSelect, works: Map<number, InboxArtwork>): Offer {
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    isRead: r.readAt !== null,
    name: r.name,
    email: r.email,
    phone: r.phone,
    artwork: works.get(r.inventoryId) ?? null,
    edition: { editionId: r.editionId, label: r.editionLabel },
    listPrice: money(r.listPrice, r.currencyCode),
    amount: money(r.amount, r.currencyCode),
    percentOff: r.percentOff,
    currencyCode: r.currencyCode,
    referrer: r.referrer,
    utm: r.utm,
    repliedAt: iso(r.repliedAt),
  };
}

type SubscriptionRow = typeof subscriptions.$inferSelect & { showTitle: string | null };

function subscriptionRows(db: Db, where: SQL | undefined, limit: number, offset: number): Promise<SubscriptionRow[]> {
  return db
    .select({ ...subscriptionColumns, showTitle: shows.title })
    .from(subscriptions)
    .leftJoin(shows, and(eq(shows.id, subscriptions.showId), eq(shows.siteId, subscriptions.siteId)))
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(limit)
    .offset(offset);
}

const subscriptionColumns = {
  id: subscriptions.id,
  siteId: subscriptions.siteId,
  artistId: subscriptions.artistId,
  artistName: subscriptions.artistName,
  email: subscriptions.email,
  name: subscriptions.name,
  phone: subscriptions.phone,
  address: subscriptions.address,
  origin: subscriptions.origin,
  showId: subscriptions.showId,
  status: subscriptions.status,
  referrer: subscriptions.referrer,
  utm: subscriptions.utm,
  confirmedAt: subscriptions.confirmedAt,
  unsubscribedAt: subscriptions.unsubscribedAt,
  readAt: subscriptions.readAt,
  createdAt: subscriptions.createdAt,
};

function subscriptionRecord(r: SubscriptionRow): Subscription {
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    isRead: r.readAt !== null,
    name: r.name,
    email: r.email,
    phone: r.phone,
    address: (r.address as StoredAddress | null) ?? null,
    origin: r.origin,
    show: r.showId !== null && r.showTitle !== null ? { showId: r.showId, title: r.showTitle } : null,
    status: r.status as SubscriptionStatus,
    confirmedAt: iso(r.confirmedAt),
    referrer: r.referrer,
    utm: r.utm,
  };
}

function followRecord(r: SubscriptionRow, names: Map<number, string>): Follow {
  return {
    id: r.id,
    createdAt: r.createdAt.toISOString(),
    isRead: r.readAt !== null,
    name: r.name,
    email: r.email,
    artist: { artistId: r.artistId!, name: names.get(r.artistId!) ?? r.artistName ?? '' },
    status: r.status as SubscriptionStatus,
    confirmedAt: iso(r.confirmedAt),
    referrer: r.referrer,
    utm: r.utm,
  };
}

export async function listSubscriptions(db: Db, siteId: number, query: Query): Promise<InboxPage<Subscription>> {
  const { rows, total, unread } = await pageOf(db, siteId, 'subscriptions', query, (where, limit, offset) => subscriptionRows(db, where, limit, offset));
  return { items: rows.map(subscriptionRecord), total, unread, page: query.page, pageSize: query.pageSize };
}

/** The artists' names as they are now (renamed since, say), else as they were when followed. */
async function artistNames(db: Db, siteId: number, rows: SubscriptionRow[]): Promise<Map<number, string>> {
  const ids = [...new Set(rows.map((r) => r.artistId).filter((id): id is number => id !== null))];
  if (!ids.length) return new Map();
  const found = await db
    .select({ id: artists.id, name: artists.name })
    .from(artists)
    .where(and(eq(artists.siteId, siteId), sql`${artists.id} = any(${sql.param(ids)}::int[])`));
  return new Map(found.map((a) => [a.id, a.name]));
}

export async function listFollows(db: Db, siteId: number, query: Query): Promise<InboxPage<Follow>> {
  const { rows, total, unread } = await pageOf(db, siteId, 'follows', query, (where, limit, offset) => subscriptionRows(db, where, limit, offset));
  const names = await artistNames(db, siteId, rows);
  return { items: rows.map((r) => followRecord(r, names)), total, unread, page: query.page, pageSize: query.pageSize };
}

export async function inboxCounts(db: Db, siteId: number): Promise<InboxCounts> {
  const unreadOf = async (box: InboxBox) => {
    const { table, where } = boxTable(box);
    const [row] = await db.select({ n: count() }).from(table).where(and(eq(table.siteId, siteId), isNull(table.readAt), where));
    return row.n;
  };
  const [inquiriesN, offersN, subscriptionsN, followsN] = await Promise.all((['inquiries', 'offers', 'subscriptions', 'follows'] as const).map(unreadOf));
  return { inquiries: inquiriesN, offers: offersN, subscriptions: subscriptionsN, follows: followsN };
}

export function noSuchRecord(): HttpError {
  return new HttpError(404, ErrorCode.NotFound, 'There is no such message in this inbox.');
}

/** Marks a record read or unread and answers it as the list shows it. */
export async function markRecord(db: Db, siteId: number, box: InboxBox, id: number, isRead: boolean): Promise<Inquiry | Offer | Subscription | Follow> {
  const { table, where } = boxTable(box);
  const updated = await db
    .update(table)
    .set({ readAt: isRead ? sql`coalesce(${table.readAt}, now())` : null } as never)
    .where(and(eq(table.id, id), eq(table.siteId, siteId), where))
    .returning({ id: table.id });
  if (!updated.length) throw noSuchRecord();
  const byId = eq(table.id, id);
  switch (box) {
    case 'inquiries': {
      const rows = await db.select().from(inquiries).where(byId);
      return inquiryRecord(rows[0], await artworksOf(db, siteId, [{ inventoryId: rows[0].inventoryId, title: rows[0].inventoryTitle }]));
    }
    case 'offers': {
      const rows = await db.select().from(offers).where(byId);
      return offerRecord(rows[0], await artworksOf(db, siteId, [{ inventoryId: rows[0].inventoryId, title: rows[0].inventoryTitle }]));
    }
    case 'subscriptions':
      return subscriptionRecord((await subscriptionRows(db, byId, 1, 0))[0]);
    case 'follows': {
      const rows = await subscriptionRows(db, byId, 1, 0);
      return followRecord(rows[0], await artistNames(db, siteId, rows));
    }
  }
}
