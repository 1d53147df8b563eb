import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shows, subscriptions } from '../../db/schema';

const iso = (d: Date | null) => (d ? d.toISOString() : '');

/** A cell a spreadsheet would take for a formula ('=…', '+…', '-…', '@…') is kept as text. */
function safeCell(value: string | null): string {
  if (!value) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The subscribers (or followers) as CSV, oldest first, with where each came from: confirmed ones only unless `all`. */
export async function subscribersCsv(db: Db, siteId: number, box: 'subscriptions' | 'follows', status: 'confirmed' | 'all'): Promise<string> {
  const rows = await db
    .select({
      email: subscriptions.email,
      name: subscriptions.name,
      phone: subscriptions.phone,
      status: subscriptions.status,
      artistName: subscriptions.artistName,
      origin: subscriptions.origin,
      showTitle: shows.title,
      createdAt: subscriptions.createdAt,
      confirmedAt: subscriptions.confirmedAt,
      referrer: subscriptions.referrer,
      utm: subscriptions.utm,
    })
    .from(subscriptions)
    .leftJoin(shows, and(eq(shows.id, subscriptions.showId), eq(shows.siteId, subscriptions.siteId)))
    .where(
      and(
        eq(subscriptions.siteId, siteId),
        box === 'follows' ? isNotNull(subscriptions.artistId) : isNull(subscriptions.artistId),
        status === 'confirmed' ? eq(subscriptions.status, 'confirmed') : undefined,
      ),
    )
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
  const header = ['Email', 'Name', 'Phone', 'Status', box === 'follows' ? 'Artist' : 'Origin', 'Subscribed', 'Confirmed', 'Referrer', 'Utm'];
  const lines = rows.map((r) => [
    safeCell(r.email),
    safeCell(r.name),
    safeCell(r.phone),
    r.status,
    safeCell(box === 'follows' ? r.artistName : r.showTitle ? `${r.origin ?? ''} (${r.showTitle})`.trim() : r.origin),
    r.createdAt.toISOString(),
    iso(r.confirmedAt),
    safeCell(r.referrer),
    safeCell(r.utm),
  ]);
  return stringify([header, ...lines], { bom: true, record_delimiter: 'windows' });
}
