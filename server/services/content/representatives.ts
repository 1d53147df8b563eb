import { and, asc, eq } from 'drizzle-orm';
import type { RepresentativeListQuery, RepresentativeListResponse } from '../../../schema';
import type { Db } from '../../db/client';
import { representatives } from '../../db/schema';
import { hasMore, pageSize } from './format';

/** The gallery's representatives, in the owner's order. */
export async function listRepresentatives(db: Db, siteId: number, query: RepresentativeListQuery): Promise<RepresentativeListResponse> {
  const size = pageSize(query.limit, query.offset, query.maxLimit);
  if (size === 0) return { representatives: [], hasMore: false };
  const rows = await db
    .select()
    .from(representatives)
    .where(and(eq(representatives.siteId, siteId)))
    .orderBy(asc(representatives.sortOrder), asc(representatives.id))
    .limit(size + 1)
    .offset(query.offset);
  return {
    representatives: rows.slice(0, size).map((r) => ({
      representativeId: r.id,
      id: r.id,
      company: r.company,
      addressLineOne: r.addressLineOne,
      addressLineTwo: r.addressLineTwo,
      city: r.city,
      state: r.state,
      zip: r.zip,
      country: r.country,
      phone: r.phone,
      website: r.website,
    })),
    hasMore: hasMore(rows.length, size, query.offset, query.maxLimit),
  };
}
