import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { checkoutAttempts, editions, sites } from '../../db/schema';
import { ErrorCode } from '../../../schema/api/error-codes';
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
    // The piece's row, then the site's stock version (so cached pages show it 'On Hold'), in one
    // statement: the site row is updated only when the piece was taken, after it.
    const result = (await db.execute(sql`
      with held as (
        update ${editions}
        set hold_attempt_id = ${attemptId}, held_until = now() + make_interval(secs => ${seconds})
        where ${editions.id} = ${id} and ${editions.siteId} = ${siteId} and ${editions.active} and not ${editions.isOnHold} and ${editions.quantity} > 0
          and (${editions.heldUntil} is null or ${editions.heldUntil} < now() or ${editions.holdAttemptId} = ${attemptId})
        returning ${editions.id}
      )
      update ${sites} set stock_version = ${sites.stockVersion} + 1 where ${sites.id} = ${siteId} and exists (select 1 from held) returning 1 as held`)) as unknown as { rows: { held: number }[] };
    if (result.rows.length === 0) {
      await releaseHolds(db, siteId, attemptId);
      return false;
    }
  }
  announceSiteChange(db, siteId);
  return true;
}

/**
 * The pieces still held for this same purchase (the same request) by an earlier attempt that the card
 * sent to 3-D Secure become this attempt's: the buyer passed the check and posted the purchase again.
 */
export async function adoptChallengeHolds(db: Db, siteId: number, attemptId: number, requestHash: string): Promise<void> {
  // From the few live holds (the partial index on hold_attempt_id) to their attempts by primary key.
  await db.execute(sql`
    update ${editions} e set hold_attempt_id = ${attemptId}
    from ${checkoutAttempts} a
    where e.hold_attempt_id = a.id and e.hold_attempt_id is not null and e.site_id = ${siteId} and e.held_until > now()
      and a.site_id = ${siteId} and a.request_hash = ${requestHash} and a.error_code = ${ErrorCode.AuthenticationRequired}`);
}

/** Keeps the attempt's holds for `seconds` from now: the buyer is in the card's 3-D Secure check. */
export async function keepHolds(db: Db, attemptId: number, seconds: number): Promise<void> {
  await db
    .update(editions)
    .set({ heldUntil: sql`now() + make_interval(secs => ${seconds})` })
    .where(eq(editions.holdAttemptId, attemptId));
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
