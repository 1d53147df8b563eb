import { and, desc, eq, sql } from 'drizzle-orm';
import { CommerceOwnerText, ErrorCode, type PromoCode, type PromoCodeCreate, type PromoCodeKind, type PromoCodeUpdate } from '../../../schema';
import type { Db } from '../../db/client';
import { promoCodes } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { isUniqueViolation } from '../back-office/records';
import { promoState } from './pricing';
import { pricingChanged } from './stock';

/** The owner's promotion codes: each the site's own, unique in it without regard to case. */

type PromoRow = typeof promoCodes.$inferSelect;

function toPromoCode(row: PromoRow, now = new Date()): PromoCode {
  return {
    promoCodeId: row.id,
    code: row.code,
    description: row.description,
    kind: row.kind as PromoCodeKind,
    amount: row.amount,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    timesUsed: row.timesUsed,
    active: row.active,
    isLive: promoState(row, now) === 'live',
    createdAt: row.createdAt.toISOString(),
    revision: row.revision,
  };
}

const date = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : new Date(value));
const notFound = () => new HttpError(404, ErrorCode.NotFound, CommerceOwnerText.promoCodeNotFound);

const isTaken = (error: unknown) => isUniqueViolation(error, 'promo_codes_site_code_idx');

export async function listPromoCodes(db: Db, siteId: number): Promise<PromoCode[]> {
  const rows = await db.select().from(promoCodes).where(eq(promoCodes.siteId, siteId)).orderBy(desc(promoCodes.createdAt), desc(promoCodes.id));
  const now = new Date();
  return rows.map((row) => toPromoCode(row, now));
}

export async function createPromoCode(db: Db, siteId: number, input: PromoCodeCreate): Promise<PromoCode> {
  const code = input.code.toUpperCase();
  try {
    const [row] = await db
      .insert(promoCodes)
      .values({ siteId, code, description: input.description, kind: input.kind, amount: input.amount, startsAt: date(input.startsAt), endsAt: date(input.endsAt), usageLimit: input.usageLimit, active: input.active })
      .returning();
    await pricingChanged(db, siteId);
    return toPromoCode(row);
  } catch (error) {
    if (isTaken(error)) throw new HttpError(409, ErrorCode.InUse, CommerceOwnerText.promoCodeTaken(code));
    throw error;
  }
}

/** Changes a code made on the revision the owner read; the kind and amount are checked together, as stored after the change. */
export async function updatePromoCode(db: Db, siteId: number, id: number, input: PromoCodeUpdate): Promise<PromoCode> {
  const [before] = await db.select().from(promoCodes).where(and(eq(promoCodes.id, id), eq(promoCodes.siteId, siteId)));
  if (!before) throw notFound();
  const kind = input.kind ?? before.kind;
  const amount = input.amount ?? before.amount;
  if (kind === 'percentage' && amount > 100) throw new HttpError(400, ErrorCode.InvalidRequest, 'amount: A percentage is at most 100.');
  const startsAt = input.startsAt === undefined ? before.startsAt : date(input.startsAt)!;
  const endsAt = input.endsAt === undefined ? before.endsAt : date(input.endsAt)!;
  if (startsAt && endsAt && endsAt <= startsAt) throw new HttpError(400, ErrorCode.InvalidRequest, 'endsAt: The end must come after the start.');
  const usageLimit = input.usageLimit === undefined ? before.usageLimit : input.usageLimit;
  if (usageLimit !== null && usageLimit < before.timesUsed) {
    throw new HttpError(400, ErrorCode.InvalidRequest, `usageLimit: This code has been used ${before.timesUsed} times already; the limit cannot be lower.`);
  }
  try {
    const [row] = await db
      .update(promoCodes)
      .set({
        code: input.code?.toUpperCase() ?? before.code,
        description: input.description ?? before.description,
        kind,
        amount,
        startsAt,
        endsAt,
        active: input.active ?? before.active,
        // Checked against the count in the same statement, so a checkout counting a use meanwhile cannot pass it.
        usageLimit,
        revision: sql`${promoCodes.revision} + 1`,
      })
      .where(
        and(
          eq(promoCodes.id, id),
          eq(promoCodes.siteId, siteId),
          eq(promoCodes.revision, input.revision),
          usageLimit === null ? undefined : sql`${promoCodes.timesUsed} <= ${usageLimit}`,
        ),
      )
      .returning();
    if (!row) throw new HttpError(409, ErrorCode.EditConflict, CommerceOwnerText.promoCodeConflict);
    await pricingChanged(db, siteId);
    return toPromoCode(row);
  } catch (error) {
    if (isTaken(error)) throw new HttpError(409, ErrorCode.InUse, CommerceOwnerText.promoCodeTaken(input.code!.toUpperCase()));
    throw error;
  }
}

/** Deletes a code; orders that used it keep its code and description. */
export async function deletePromoCode(db: Db, siteId: number, id: number): Promise<void> {
  const deleted = await db.delete(promoCodes).where(and(eq(promoCodes.id, id), eq(promoCodes.siteId, siteId))).returning({ id: promoCodes.id });
  if (!deleted.length) throw notFound();
  await pricingChanged(db, siteId);
}
