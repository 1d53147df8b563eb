import { Hono, type Context } from 'hono';
import {
  commerceSettingsUpdateSchema,
  orderRefundRequestSchema,
  orderShipRequestSchema,
  ownerOrderListQuerySchema,
  promoCodeCreateSchema,
  promoCodeUpdateSchema,
  CommerceOwnerText,
  ErrorCode,
  isRowId,
} from '../../schema';
import type { AppDeps, AppEnv } from '../http/env';
import { HttpError, readJson, readQuery } from '../http/errors';
import { requireOwner } from '../http/require-owner';
import { listOrders, markShipped, readOrder, refundOrder } from '../services/commerce/owner-orders';
import { createPromoCode, deletePromoCode, listPromoCodes, updatePromoCode } from '../services/commerce/owner-promos';
import { readCommerceSettings, saveCommerceSettings } from '../services/commerce/owner-settings';

function idOf(c: Context, notFound: string): number {
  const id = c.req.param('id') ?? '';
  if (!isRowId(id)) throw new HttpError(404, ErrorCode.NotFound, notFound);
  return Number(id);
}

/**
 * The owner's commerce under /api/owner (mounted before the back office): orders with refund and
 * mark-shipped, promotion codes, and the payment, shipping and tax settings. Every call is the
 * session's site's: another site's order or code answers 404 as if it did not exist.
 */
export function commerceOwnerRoutes({ db, config }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  for (const path of ['/orders', '/orders/*', '/promo-codes', '/promo-codes/*', '/commerce-settings']) app.use(path, requireOwner(db));
  const siteId = (c: Context<AppEnv>) => c.get('owner').site.id;
  const payments = { stripe: config.stripe };
  const orderId = (c: Context) => idOf(c, CommerceOwnerText.orderNotFound);
  const promoId = (c: Context) => idOf(c, CommerceOwnerText.promoCodeNotFound);

  app.get('/orders', async (c) => c.json(await listOrders(db, siteId(c), readQuery(c, ownerOrderListQuerySchema))));
  app.get('/orders/:id', async (c) => c.json(await readOrder(db, siteId(c), orderId(c))));
  app.post('/orders/:id/ship', async (c) => {
    const id = orderId(c);
    return c.json(await markShipped(db, siteId(c), id, await readJson(c, orderShipRequestSchema)));
  });
  app.post('/orders/:id/refund', async (c) => {
    const id = orderId(c);
    return c.json(await refundOrder(db, siteId(c), id, await readJson(c, orderRefundRequestSchema), payments));
  });

  app.get('/promo-codes', async (c) => c.json({ promoCodes: await listPromoCodes(db, siteId(c)) }));
  app.post('/promo-codes', async (c) => c.json(await createPromoCode(db, siteId(c), await readJson(c, promoCodeCreateSchema)), 201));
  app.patch('/promo-codes/:id', async (c) => {
    const id = promoId(c);
    return c.json(await updatePromoCode(db, siteId(c), id, await readJson(c, promoCodeUpdateSchema)));
  });
  app.delete('/promo-codes/:id', async (c) => {
    await deletePromoCode(db, siteId(c), promoId(c));
    return c.body(null, 204);
  });

  app.get('/commerce-settings', async (c) => c.json(await readCommerceSettings(db, siteId(c), payments)));
  app.put('/commerce-settings', async (c) => c.json(await saveCommerceSettings(db, siteId(c), await readJson(c, commerceSettingsUpdateSchema), payments)));

  return app;
}
