import { and, asc, eq } from 'drizzle-orm';
import type { RepresentativeListQuery, RepresentativeListResponse } from '../../../schema';
import type { Db } from '../../db/client';
import { images, representatives } from '../../db/schema';
import { hasMore, pageSize, toImage } from './format';

const IMAGE_COLUMNS = { id: images.id, extension: images.extension, width: images.width, height: images.height, alt: images.alt };

/** The gallery's representatives, in the owner's order, each with its picture (one of the site's own) or none. */
export async function listRepresentatives(db: Db, siteId: number, query: RepresentativeListQuery): Promise<RepresentativeListResponse> {
  const size = pageSize(query.limit, query.offset, query.maxLimit);
  if (size === 0) return { representatives: [], hasMore: false };
  const rows = await db
    .select({ r: representatives, image: IMAGE_COLUMNS })
    .from(representatives)
    .leftJoin(images, and(eq(images.id, representatives.imageId), eq(images.siteId, siteId)))
    .where(eq(representatives.siteId, siteId))
    .orderBy(asc(representatives.sortOrder), asc(representatives.id))
    .limit(size + 1)
    .offset(query.offset);
  return {
    representatives: rows.slice(0, size).map(({ r, image }) => ({
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
      image: image ? toImage(image) : null,
    })),
    hasMore: hasMore(rows.length, size, query.offset, query.maxLimit),
  };
}
