import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { editions } from '../../db/schema';
import { announceSiteChange } from '../../db/site-changes';
import { bumpStockVersion } from './stock';

/**
 * Holds: a unique original is held for the checkout attempt working on it, so a second buyer is told
 * at once that it is on hold instead of having their card authorized for a piece they cannot have.
 * Taking a hold is one conditional update per piece (it passes only if no live hold of another attempt
 * stands); the order's transaction sells the piece and clears the hold together; a refusal, a failed
 * payment or recovery after a crash releases it; one that outlives its request runs out by itself.
 */

/**
 * Holds every piece for the attempt, or none: if one is held by another buyer, those already taken
 * are released and false is returned. One statement per piece, each its own transaction, in id order,
 * so two carts holding the same pieces cannot deadlock.
 */
export async function holdPieces(db: Db, siteId: number, attemptId: number, editionIds: number[], seconds: number): Promise<boolean> {
  if (editionIds.length === 0) return true;
  for (const id of [...editionIds].sort((a, b) => a - b)) {
    const [taken] = await db
      .update(editions)
      .set({ holdAttemptId: attemptId, heldUntil: sql`now() + make_interval(secs => ${seconds})` })
      .where(
        and(
          eq(editions.id, id),
          eq(editions.siteId, siteId),
          eq(editions.active, true),
          eq(editions.isOnHold, false),
          gt(editions.quantity, 0),
          or(isNull(editions.heldUntil), lt(editions.heldUntil, sql`now()`), eq(editions.holdAttemptId, attemptId)),
        ),
      )
      .returning({ id: editions.id });
    if (!taken) {
      await releaseHolds(db, siteId, attemptId);
      return false;
    }
  }
  // Cached pages and lists show the piece 'On Hold' from now on.
  await bumpStockVersion(db, siteId);
  announceSiteChange(db, siteId);
  return true;
}

/** Releases whatever the attempt holds (nothing, after its order sold it); harmless to repeat. */
export async function releaseHolds(db: Db, siteId: number, attemptId: number): Promise<void> {
  const released = await db
    .update(editions)
    .set({ holdAttemptId: null, heldUntil: null })
    .where(eq(editions.holdAttemptId, attemptId))
    .returning({ id: editions.id });
  if (released.length) {
    await bumpStockVersion(db, siteId);
    announceSiteChange(db, siteId);
  }
}

/** Clears holds that ran out (their request died or hung), so pages stop showing the pieces on hold. */
export async function clearExpiredHolds(db: Db): Promise<number> {
  const cleared = await db
    .update(editions)
    .set({ holdAttemptId: null, heldUntil: null })
    .where(lt(editions.heldUntil, sql`now()`))
    .returning({ siteId: editions.siteId });
  for (const siteId of new Set(cleared.map((c) => c.siteId))) {
    await bumpStockVersion(db, siteId);
    announceSiteChange(db, siteId);
  }
  return cleared.length;
}
