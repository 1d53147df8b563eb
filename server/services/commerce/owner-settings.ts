import { and, eq, sql } from 'drizzle-orm';
import {
  CommerceOwnerText,
  ErrorCode,
  type CommerceSettings,
  type CommerceSettingsUpdate,
  type ShippingSettings,
  type TaxSettings,
} from '../../../schema';
import type { Db } from '../../db/client';
import { announceSiteChange } from '../../db/site-changes';
import { commerceSettings, sites } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { PaymentSettings } from '../payments';
import { NO_SHIPPING_RULES, NO_TAX } from './pricing';

/**
 * The owner's commerce settings: the site's payment provider and currency (on the site row, whose
 * change every process hears), and its shipping rules and tax rates (one row, read by every cart).
 * A save names the revision it was made on and is refused if another came since.
 */

export async function readCommerceSettings(db: Pick<Db, 'select'>, siteId: number, payments: PaymentSettings): Promise<CommerceSettings> {
  const [row] = await db
    .select({ provider: sites.paymentProvider, currencyCode: sites.currencyCode, shipping: commerceSettings.shipping, tax: commerceSettings.tax, revision: commerceSettings.revision })
    .from(sites)
    .leftJoin(commerceSettings, eq(commerceSettings.siteId, sites.id))
    .where(eq(sites.id, siteId));
  return {
    payments: { provider: row.provider === 'test' || row.provider === 'stripe' ? row.provider : null, currencyCode: row.currencyCode, stripeAvailable: payments.stripe !== null },
    shipping: (row.shipping as ShippingSettings | null) ?? NO_SHIPPING_RULES,
    tax: (row.tax as TaxSettings | null) ?? NO_TAX,
    revision: row.revision ?? 0,
  };
}

export async function saveCommerceSettings(db: Db, siteId: number, input: CommerceSettingsUpdate, payments: PaymentSettings): Promise<CommerceSettings> {
  if (input.payments?.provider === 'stripe' && !payments.stripe) throw new HttpError(409, ErrorCode.PaymentsUnavailable, CommerceOwnerText.stripeNotConfigured);
  await db.transaction(async (tx) => {
    const current = await readCommerceSettings(tx, siteId, payments);
    if (current.revision !== input.revision) throw new HttpError(409, ErrorCode.EditConflict, CommerceOwnerText.settingsConflict);
    const shipping = input.shipping ?? current.shipping;
    const tax = input.tax ?? current.tax;
    // The revision moves on one conditional write, so two saves made on the same revision cannot both pass.
    const written =
      input.revision === 0
        ? await tx.insert(commerceSettings).values({ siteId, shipping, tax, revision: 1 }).onConflictDoNothing().returning({ siteId: commerceSettings.siteId })
        : await tx
            .update(commerceSettings)
            .set({ shipping, tax, revision: sql`${commerceSettings.revision} + 1`, updatedAt: sql`now()` })
            .where(and(eq(commerceSettings.siteId, siteId), eq(commerceSettings.revision, input.revision)))
            .returning({ siteId: commerceSettings.siteId });
    if (!written.length) throw new HttpError(409, ErrorCode.EditConflict, CommerceOwnerText.settingsConflict);
    // Carts and pages kept for the site show shipping, tax, the currency and whether cards are taken.
    await tx
      .update(sites)
      .set({ ...(input.payments ? { paymentProvider: input.payments.provider, currencyCode: input.payments.currencyCode } : {}), stockVersion: sql`${sites.stockVersion} + 1` })
      .where(eq(sites.id, siteId));
  });
  announceSiteChange(db, siteId);
  return readCommerceSettings(db, siteId, payments);
}
