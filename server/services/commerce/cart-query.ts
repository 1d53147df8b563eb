import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { artists, commerceSettings, editions, images, inventory, promoCodes, sites } from '../../db/schema';
import { siteColumns } from '../sites';

/**
 * Everything a cart is priced from, in one prepared statement: the site by subdomain, the asked-for
 * editions of it with what a cart line shows of their work (title, artist, first picture), the site's
 * shipping and tax settings, the promotion code asked for (only if it is the site's own), and whether
 * the site has any live code. A cart costs one round trip to the database whatever its size; the site
 * comes back on its own row when none of the editions is the site's.
 */
export function cartRows(db: Db) {
  return prepared(db, 'cart_site_editions_v2', (d, name) =>
    d
      .select({
        site: siteColumns,
        edition: editions,
        inventoryActive: inventory.active,
        title: inventory.title,
        artistName: artists.name,
        image: sql<[number, string, number, number, string] | null>`(select json_build_array(${images.id}, ${images.extension}, ${images.width}, ${images.height}, ${images.alt}) from ${images} where ${images.inventoryId} = ${inventory.id} order by ${images.position}, ${images.id} limit 1)`,
        shipping: commerceSettings.shipping,
        tax: commerceSettings.tax,
        promo: {
          id: promoCodes.id,
          code: promoCodes.code,
          description: promoCodes.description,
          kind: promoCodes.kind,
          amount: promoCodes.amount,
          startsAt: promoCodes.startsAt,
          endsAt: promoCodes.endsAt,
          usageLimit: promoCodes.usageLimit,
          timesUsed: promoCodes.timesUsed,
          active: promoCodes.active,
        },
        hasActivePromoCodes: sql<boolean>`exists (select 1 from ${promoCodes} live where live.site_id = ${sites.id} and live.active and (live.starts_at is null or live.starts_at <= now()) and (live.ends_at is null or live.ends_at > now()) and (live.usage_limit is null or live.times_used < live.usage_limit))`,
      })
      .from(sites)
      .leftJoin(editions, and(eq(editions.siteId, sites.id), sql`${editions.id} = any(${sql.placeholder('ids')}::int[])`))
      .leftJoin(inventory, and(eq(inventory.id, editions.inventoryId), eq(inventory.siteId, sites.id)))
      .leftJoin(artists, eq(artists.id, inventory.artistId))
      .leftJoin(commerceSettings, eq(commerceSettings.siteId, sites.id))
      .leftJoin(promoCodes, and(eq(promoCodes.siteId, sites.id), sql`${promoCodes.id} = ${sql.placeholder('promoId')}::int`))
      .where(eq(sites.subdomain, sql.placeholder('subdomain')))
      .prepare(name),
  );
}

export type CartRow = Awaited<ReturnType<ReturnType<typeof cartRows>['execute']>>[number];
