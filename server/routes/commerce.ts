import { Hono } from 'hono';
import { z } from 'zod';
import { buyRequestSchema, cartRequestSchema, ErrorCode, testCardTokenRequestSchema, type PaymentConfig } from '../../schema';
import type { AppDeps } from '../http/env';
import { HttpError, parseInput, readJson, readQuery } from '../http/errors';
import { placeOrder, priceCartOf } from '../services/commerce';
import { createTestToken, gatewayFor } from '../services/payments';
import { requireSite, siteLookup } from '../services/sites';

const paymentConfigQuerySchema = z.object({ sub: z.string().min(1).max(63).optional() });

/** A client-chosen key: printable ASCII, as payment providers accept it. */
const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, 'Idempotency-Key must be 1 to 255 printable characters.')
  .optional();

/** Cart, checkout and the test gateway's tokenizer, under /api. */
export function commerceRoutes({ db, config }: AppDeps): Hono {
  const app = new Hono();
  const site = (host: string | undefined, sub: string | undefined) => requireSite(db, siteLookup(config, host, sub));

  app.post('/carts', async (c) => {
    const request = await readJson(c, cartRequestSchema);
    const { subdomain } = siteLookup(config, c.req.header('host'), request.Sub);
    const priced = await priceCartOf(db, subdomain, request.Editions);
    if (!priced) throw new HttpError(404, ErrorCode.NotFound, `There is no site called "${subdomain}".`);
    return c.json(priced.cart.response);
  });

  app.post('/buy', async (c) => {
    const key = parseInput(idempotencyKeySchema, c.req.header('idempotency-key'));
    const request = await readJson(c, buyRequestSchema);
    const order = await placeOrder(db, await site(c.req.header('host'), request.Sub), request, key ?? null, {
      leaseSeconds: config.checkoutLeaseSeconds,
    });
    return c.json(order);
  });

  app.get('/payments/config', async (c) => {
    const query = readQuery(c, paymentConfigQuerySchema);
    const gateway = gatewayFor(db, (await site(c.req.header('host'), query.sub)).paymentProvider);
    const body: PaymentConfig = gateway
      ? { provider: gateway.provider, publishableKey: gateway.publishableKey }
      : { provider: null, publishableKey: null };
    return c.json(body);
  });

  app.post('/payments/test/tokens', async (c) => {
    const request = await readJson(c, testCardTokenRequestSchema);
    return c.json(await createTestToken(db, request));
  });

  return app;
}
