import { and, eq } from 'drizzle-orm';
import { CommerceText, type PromoCodeCheck } from '../../../schema';
import type { Db } from '../../db/client';
import { promoCodes, sites } from '../../db/schema';
import { promoMessage } from './cart';

/**
 * GET /api/promoCodes/{code}: whether a code can be used on this site now. Codes are the site's own
 * (another site's code is as unknown as a made-up one) and are matched without regard to case.
 */
export async function checkPromoCode(db: Db, subdomain: string, code: string): Promise<PromoCodeCheck | null> {
  const [row] = await db
    .select({ siteId: sites.id, promo: promoCodes })
    .from(sites)
    .leftJoin(promoCodes, and(eq(promoCodes.siteId, sites.id), eq(promoCodes.code, code.toUpperCase())))
    .where(eq(sites.subdomain, subdomain));
  if (!row) return null;
  const refusal = promoMessage(row.promo, new Date());
  if (refusal || !row.promo) return { isValid: false, promoCodeId: null, message: refusal ?? CommerceText.promoCodeInvalid };
  return { isValid: true, promoCodeId: row.promo.id, message: row.promo.description || CommerceText.promoCodeApplied };
}
