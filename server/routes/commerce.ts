import { Hono } from 'hono';
import { z } from 'zod';
import {
  buyRequestSchema,
  cartRequestSchema,
  editionSetQuerySchema,
  ErrorCode,
  promoCodeParamSchema,
  promoCodeQuerySchema,
  testCardTokenRequestSchema,
  testChallengeRequestSchema,
  testWalletTokenRequestSchema,
  type BuyError,
  type PaymentConfig,
} from '../../schema';
import type { AppDeps } from '../http/env';
import { readBody } from '../http/body';
import { HttpError, parseInput, readJson, readQuery } from '../http/errors';
import { checkPromoCode, editionSet, PaymentActionRequired, placeOrder, priceCartOf } from '../services/commerce';
import { answerTestChallenge, createTestToken, createTestWalletToken, gatewayFor, testChallenge } from '../services/payments';
import { handleStripeEvent } from '../services/commerce/stripe-events';
import { keptSite, readingSite, requireSite, siteLookup } from '../services/sites';
import { CartAnswers, MAX_KEPT_MS } from '../services/commerce/cart-answers';

const paymentConfigQuerySchema = z.object({ sub: z.string().min(1).max(63).optional() });

/** A client-chosen key: printable ASCII, as payment providers accept it. */
const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,255}$/, 'Idempotency-Key must be 1 to 255 printable characters.')
  .optional();

const challengeIdSchema = z.string().regex(/^tok_test_[0-9a-f]{32}$/, 'There is no such card check.');

/** Cart, checkout, promotion codes, edition sets and the test gateway's tokenizer and card checks, under /api. */
export function commerceRoutes({ db, config }: AppDeps): Hono {
  const app = new Hono();
  const site = (host: string | undefined, sub: string | undefined) => requireSite(db, siteLookup(config, host, sub));
  const payments = { stripe: config.stripe };

  const cartAnswers = new CartAnswers();
  app.post('/carts', async (c) => {
    const request = await readJson(c, cartRequestSchema);
    const { subdomain } = siteLookup(config, c.req.header('host'), request.Sub);
    // The site row as this process holds it while the database's change announcements are heard.
    const kept = keptSite(db, subdomain);
    const answer = kept && cartAnswers.get(kept, request);
    if (answer) return c.body(answer, 200, { 'Content-Type': 'application/json' });
    const priced = await readingSite(db, subdomain, () => priceCartOf(db, subdomain, request, {}, MAX_KEPT_MS), (p) => p?.site ?? null);
    if (!priced) throw new HttpError(404, ErrorCode.NotFound, `There is no site called "${subdomain}".`);
    const body = JSON.stringify(priced.cart.response);
    // Kept only when read at the version the process holds now, so a change heard meanwhile is never hidden.
    const held = keptSite(db, subdomain);
    if (held && held.stockVersion === priced.site.stockVersion) cartAnswers.set(held, request, body, priced.changesBy);
    return c.body(body, 200, { 'Content-Type': 'application/json' });
  });

  app.post('/buy', async (c) => {
    const key = parseInput(idempotencyKeySchema, c.req.header('idempotency-key'));
    const request = await readJson(c, buyRequestSchema);
    try {
      const order = await placeOrder(db, await site(c.req.header('host'), request.Sub), request, key ?? null, {
        leaseSeconds: config.checkoutLeaseSeconds,
        payments,
      });
      return c.json(order);
    } catch (error) {
      if (!(error instanceof PaymentActionRequired)) throw error;
      const body: BuyError = { error: { code: error.code, message: error.message, action: error.action } };
      return c.json(body, 402);
    }
  });

  app.get('/promoCodes/:code', async (c) => {
    const code = parseInput(promoCodeParamSchema, c.req.param('code'));
    const query = readQuery(c, promoCodeQuerySchema);
    const { subdomain } = siteLookup(config, c.req.header('host'), query.sub);
    const check = await checkPromoCode(db, subdomain, code);
    if (!check) throw new HttpError(404, ErrorCode.NotFound, `There is no site called "${subdomain}".`);
    return c.json(check);
  });

  app.get('/editionSets', async (c) => {
    const query = readQuery(c, editionSetQuerySchema);
    return c.json(await editionSet(db, await site(c.req.header('host'), query.sub), query.editionSetId));
  });

  app.get('/payments/config', async (c) => {
    const query = readQuery(c, paymentConfigQuerySchema);
    const gateway = gatewayFor(db, (await site(c.req.header('host'), query.sub)).paymentProvider, payments);
    const body: PaymentConfig = gateway
      ? { provider: gateway.provider, publishableKey: gateway.publishableKey }
      : { provider: null, publishableKey: null };
    return c.json(body);
  });

  app.post('/payments/test/tokens', async (c) => {
    const request = await readJson(c, testCardTokenRequestSchema);
    return c.json(await createTestToken(db, request));
  });

  app.post('/payments/test/wallet-tokens', async (c) => {
    const request = await readJson(c, testWalletTokenRequestSchema);
    const provider = (await site(c.req.header('host'), request.Sub)).paymentProvider;
    if (provider !== 'test') throw new HttpError(409, ErrorCode.PaymentsUnavailable, 'This site does not take payments through the test gateway.');
    return c.json(await createTestWalletToken(db, request));
  });

  app.get('/payments/test/challenges/:id', async (c) => {
    return c.json(await testChallenge(db, parseChallengeId(c.req.param('id'))));
  });

  app.post('/payments/test/challenges/:id', async (c) => {
    const id = parseChallengeId(c.req.param('id'));
    return c.json(await answerTestChallenge(db, id, await readJson(c, testChallengeRequestSchema)));
  });

  // Stripe's webhook: the raw body is what its signature covers.
  app.post('/payments/stripe/webhook', async (c) => {
    if (!config.stripe) throw new HttpError(404, ErrorCode.NotFound, 'This server does not take payments through Stripe.');
    const body = await readBody(c, 512 * 1024);
    return c.json(await handleStripeEvent(db, config.stripe, body, c.req.header('stripe-signature')));
  });

  return app;
}

function parseChallengeId(id: string): string {
  const parsed = challengeIdSchema.safeParse(id);
  if (!parsed.success) throw new HttpError(404, ErrorCode.NotFound, 'There is no such card check.');
  return parsed.data;
}
