import { and, asc, eq } from 'drizzle-orm';
import { ErrorCode, type OwnerSitesResponse } from '../../../schema';
import type { Db } from '../../db/client';
import { ownerSites, sessions, sites } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { siteColumns } from '../sites';
import type { OwnerContext } from './index';

/** Every site the owner may work on, in membership order (the first is where sign-in lands). */
export async function listOwnerSites(db: Db, owner: OwnerContext): Promise<OwnerSitesResponse> {
  const rows = await db
    .select({ id: sites.id, subdomain: sites.subdomain, company: sites.company, userType: sites.userType })
    .from(ownerSites)
    .innerJoin(sites, eq(sites.id, ownerSites.siteId))
    .where(eq(ownerSites.ownerId, owner.ownerId))
    .orderBy(asc(ownerSites.id));
  return { sites: rows.map(({ id, ...site }) => ({ ...site, isCurrent: id === owner.site.id })) };
}

/**
 * Moves the session to another of the owner's sites; from then on every owner request is scoped to it.
 * A site the owner does not have answers 404 as if it did not exist, so other owners' sites stay unseen.
 */
export async function switchSite(db: Db, owner: OwnerContext, subdomain: string): Promise<OwnerContext> {
  const [row] = await db
    .select({ site: siteColumns })
    .from(ownerSites)
    .innerJoin(sites, eq(sites.id, ownerSites.siteId))
    .where(and(eq(ownerSites.ownerId, owner.ownerId), eq(sites.subdomain, subdomain)))
    .limit(1);
  if (!row) throw new HttpError(404, ErrorCode.NotFound, `You have no site called “${subdomain}”.`);
  await db.update(sessions).set({ siteId: row.site.id }).where(eq(sessions.id, owner.sessionId));
  return { ...owner, site: row.site };
}
