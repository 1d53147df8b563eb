import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { CardMessage, type BuyError } from '../../schema';
import { checkoutAttempts, editions, orders, outbox, sites } from '../db/schema';
import { reconcile } from '../services/commerce';
import { claimAttempt } from '../services/commerce/attempts';
import { StripeGateway } from '../services/payments/stripe-gateway';
import { buyer, postJson, sellableEditions, signIn, startTestServer, type SellableEdition, type TestServer } from '../test/harness';
import { startStripeReplay, type StripeReplay } from '../test/stripe-replay';

/**
 * The Stripe adapter against Stripe's recorded answers (a local replay of its API): PaymentIntents
 * confirmed with a confirmation token and captured by hand, 3-D Secure taken up after the browser's
 * step, refunds, signed webhooks handled once, and the reconciler settling what a dead request left.
 */
let replay: StripeReplay;
let server: TestServer;
let originals: SellableEdition[];
let keys: { secretKey: string; publishableKey: string; webhookSecret: string; apiBase: string };
const quiet = { leaseSeconds: 30, log: () => undefined };

beforeAll(async () => {
  replay = await startStripeReplay();
  keys = { secretKey: 'sk_test_replay', publishableKey: 'pk_test_replay', webhookSecret: 'whsec_replay', apiBase: replay.url };
  server = await startTestServer({ stripe: keys });
  await server.db.update(sites).set({ paymentProvider: 'stripe' }).where(eq(sites.subdomain, 'demo'));
  originals = await sellableEditions(server.db, 'demo', 'original');
});
afterAll(async () => {
  await server?.close();
  await replay?.close();
});

let next = 0;
const take = () => originals[next++];
const buy = (piece: SellableEdition, Token: string, key?: string) =>
  postJson(`${server.url}/api/buy`, buyer({ LineItems: [{ EditionId: piece.editionId, Quantity: 1 }], Token }), key ? { 'Idempotency-Key': key } : {});
const creates = () => replay.calls.filter((c) => c.method === 'POST' && c.path === '/v1/payment_intents');

describe('checkout through Stripe', () => {
  it('tells the browser to use Stripe with the publishable key', async () => {
    expect(await (await fetch(`${server.url}/api/payments/config?sub=demo`)).json()).toEqual({ provider: 'stripe', publishableKey: 'pk_test_replay' });
  });

  it('authorizes with the confirmation token under the attempt’s key, writes the order, then captures', async () => {
    const piece = take();
    const before = creates().length;
    const res = await buy(piece, 'ctoken_visa_1', 'stripe-visa');
    expect(res.status).toBe(200);
    const { orderId } = await res.json();
    const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ status: 'paid', paymentProvider: 'stripe', cardLast4: '4242', total: piece.price });
    expect(replay.intents.get(order.paymentReference!)).toMatchObject({ status: 'succeeded', amount: piece.price, capture_method: 'manual' });
    const [create] = creates().slice(before);
    const [attempt] = await server.db.select().from(checkoutAttempts).where(eq(checkoutAttempts.idempotencyKey, 'stripe-visa'));
    expect(create.idempotencyKey).toBe(attempt.gatewayKey);
    expect(create.params).toMatchObject({ confirm: 'true', confirmation_token: 'ctoken_visa_1', capture_method: 'manual', 'metadata[attempt_key]': attempt.gatewayKey });
    // The same key again: the first answer, no second intent.
    expect(await (await buy(piece, 'ctoken_visa_1', 'stripe-visa')).json()).toMatchObject({ orderId });
    expect(creates().length).toBe(before + 1);
  });

  it('answers a declined card with Stripe’s message and releases the piece', async () => {
    const piece = take();
    const res = await buy(piece, 'ctoken_chargeDeclined_1');
    expect(res.status).toBe(402);
    expect((await res.json()).error).toEqual({ code: 'card_declined', message: CardMessage.declined });
    expect((await server.db.select().from(editions).where(eq(editions.id, piece.editionId)))[0]).toMatchObject({ quantity: 1, holdAttemptId: null });
  });

  it('hands the browser 3-D Secure, then takes up the same intent when the purchase is posted again', async () => {
    const piece = take();
    const first = await buy(piece, 'ctoken_authenticationRequired_1', '3ds-a');
    expect(first.status).toBe(402);
    const body = (await first.json()) as BuyError;
    expect(body.error).toMatchObject({ code: 'authentication_required', message: CardMessage.authenticationRequired, action: { type: 'stripe_next_action' } });
    const intent = [...replay.intents.values()].find((i) => i.client_secret === (body.error.action as { clientSecret: string }).clientSecret)!;
    // While the buyer is in the check the piece stays theirs: another buyer is told it is on hold.
    const [held] = await server.db.select().from(editions).where(eq(editions.id, piece.editionId));
    expect(held.holdAttemptId).not.toBeNull();
    const other = await buy(piece, 'ctoken_visa_3ds_other');
    expect(other.status).toBe(409);
    expect((await other.json()).error.code).toBe('on_hold');
    replay.authenticate(intent.id);
    const second = await buy(piece, 'ctoken_authenticationRequired_1', '3ds-b');
    expect(second.status).toBe(200);
    expect((await server.db.select().from(editions).where(eq(editions.id, piece.editionId)))[0]).toMatchObject({ quantity: 0, holdAttemptId: null });
    const [order] = await server.db.select().from(orders).where(eq(orders.id, (await second.json()).orderId));
    expect(order.paymentReference).toBe(intent.id);
    expect(replay.intents.get(intent.id)).toMatchObject({ status: 'succeeded' });
  });

  it('refunds through Stripe once when the owner asks', async () => {
    const piece = take();
    const { orderId } = await (await buy(piece, 'ctoken_visa_refund')).json();
    const cookie = await signIn(server.url);
    const refund = () => fetch(`${server.url}/api/owner/orders/${orderId}/refund`, { method: 'POST', headers: { cookie, 'content-type': 'application/json' }, body: '{}' });
    expect((await refund()).status).toBe(200);
    expect((await refund()).status).toBe(409);
    expect(replay.calls.filter((c) => c.path === '/v1/refunds')).toHaveLength(1);
  });

  it('asks Stripe for whole yen on a site that sells in yen, and keeps the order in hundredths', async () => {
    const piece = take();
    await server.db.update(sites).set({ currencyCode: 'JPY' }).where(eq(sites.subdomain, 'demo'));
    await server.db.update(editions).set({ currencyCode: 'JPY', price: 150_000 }).where(eq(editions.id, piece.editionId));
    try {
      const before = creates().length;
      const res = await buy(piece, 'ctoken_visa_yen');
      expect(res.status, await res.clone().text()).toBe(200);
      const { orderId, total } = await res.json();
      expect(total).toEqual({ display: '¥1,500', value: 150_000 });
      const [create] = creates().slice(before);
      expect(create.params).toMatchObject({ amount: '1500', currency: 'jpy' });
      const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));
      expect(order).toMatchObject({ total: 150_000, currencyCode: 'JPY', status: 'paid' });
      expect(replay.intents.get(order.paymentReference!)).toMatchObject({ amount: 1500, status: 'succeeded' });
    } finally {
      await server.db.update(sites).set({ currencyCode: 'USD' }).where(eq(sites.subdomain, 'demo'));
    }
  });
});

describe('Stripe webhooks', () => {
  const stripe = new Stripe('sk_test_replay');
  const send = (payload: string, secret = keys.webhookSecret) =>
    fetch(`${server.url}/api/payments/stripe/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload, secret }) }, body: payload });

  it('believe only a valid signature, and handle each event once', async () => {
    const piece = take();
    const { orderId } = await (await buy(piece, 'ctoken_visa_webhook')).json();
    const [order] = await server.db.select().from(orders).where(eq(orders.id, orderId));
    const payload = JSON.stringify({ id: 'evt_refund_1', object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_x', object: 'charge', payment_intent: order.paymentReference, refunded: true } } });
    expect((await send(payload, 'whsec_wrong')).status).toBe(400);
    expect(await (await send(payload)).json()).toEqual({ received: true, duplicate: false });
    expect(await (await send(payload)).json()).toEqual({ received: true, duplicate: true });
    expect((await server.db.select().from(orders).where(eq(orders.id, orderId)))[0].status).toBe('refunded');
    const mails = await server.db.select().from(outbox).where(eq(outbox.subject, `Your order ${orderId} from ${(await server.db.select().from(sites).where(eq(sites.subdomain, 'demo')))[0].company} was refunded`));
    expect(mails).toHaveLength(1);
  });
});

describe('recovery with Stripe', () => {
  it('cancels the intent of a purchase that died before its order, found by its key', async () => {
    const [site] = await server.db.select().from(sites).where(eq(sites.subdomain, 'demo'));
    const { attempt } = await claimAttempt(server.db, { siteId: site.id, key: 'stripe-died', requestHash: 'h', provider: 'stripe', leaseSeconds: 30 });
    const gateway = new StripeGateway(server.db, { ...keys });
    const auth = await gateway.authorize({ token: 'ctoken_visa_died', amount: 5000, currencyCode: 'USD', key: attempt.gatewayKey });
    expect(auth.ok).toBe(true);
    await server.db.update(checkoutAttempts).set({ leaseUntil: sql`now() - interval '1 second'` }).where(eq(checkoutAttempts.id, attempt.id));
    expect((await reconcile(server.db, { ...quiet, payments: { stripe: keys } })).settled).toBe(1);
    expect(replay.intents.get((auth as { reference: string }).reference)?.status).toBe('canceled');
  });

  it('releases an old hold no purchase owns', async () => {
    const gateway = new StripeGateway(server.db, { ...keys });
    const orphan = await gateway.authorize({ token: 'ctoken_visa_orphan', amount: 1234, currencyCode: 'USD', key: 'left-behind' });
    const reference = (orphan as { reference: string }).reference;
    replay.age(reference, 3600);
    expect((await reconcile(server.db, { ...quiet, payments: { stripe: keys } })).releasedHolds).toBe(1);
    expect(replay.intents.get(reference)?.status).toBe('canceled');
  });
});
