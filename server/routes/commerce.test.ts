import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, ne } from 'drizzle-orm';
import { CardMessage, CommerceText, formatMoney, type BuyResponse, type CartResponse } from '../../schema';
import { checkoutAttempts, editions, orderLines, orders, outbox, paymentTestCharges, paymentTestTokens } from '../db/schema';
import { TestGateway } from '../services/payments/test-gateway';
import { buyer, cardToken, postJson, sellableEditions, startTestServer, type SellableEdition, type TestServer } from '../test/harness';

let server: TestServer;
let originals: SellableEdition[];
let numbered: SellableEdition[];

beforeAll(async () => {
  server = await startTestServer();
  originals = await sellableEditions(server.db, 'demo', 'original');
  numbered = await sellableEditions(server.db, 'demo', 'edition');
  // Every test below takes its own pieces, so the seed must offer enough of both kinds.
  expect(originals.length).toBeGreaterThanOrEqual(9);
  expect(numbered.length).toBeGreaterThanOrEqual(1);
});
afterAll(() => server?.close());

let nextOriginal = 0;
const takeOriginal = () => originals[nextOriginal++];

async function cart(lines: { EditionId: number; Quantity: number }[], sub = 'demo'): Promise<CartResponse> {
  const res = await postJson(`${server.url}/api/carts`, { Sub: sub, Editions: lines });
  expect(res.status).toBe(200);
  return (await res.json()) as CartResponse;
}

async function buy(lines: { EditionId: number; Quantity: number }[], card = '4242424242424242', extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const Token = await cardToken(server.url, card);
  return postJson(`${server.url}/api/buy`, buyer({ LineItems: lines, Token, ...extra }), headers);
}

async function ordersFor(editionId: number) {
  return server.db.select({ orderId: orderLines.orderId }).from(orderLines).where(eq(orderLines.editionId, editionId));
}

describe('POST /api/carts', () => {
  it('prices lines from the database and totals them on the server', async () => {
    const original = originals[originals.length - 1];
    const edition = numbered[0];
    const body = await cart([
      { EditionId: original.editionId, Quantity: 1 },
      { EditionId: edition.editionId, Quantity: 2 },
    ]);
    expect(body.hasError).toBe(false);
    expect(body.lineItems.map((l) => [l.edition.editionId, l.quantity, l.subtotal.value])).toEqual([
      [original.editionId, 1, original.price],
      [edition.editionId, 2, edition.price * 2],
    ]);
    const sum = original.price + edition.price * 2;
    expect(body.totals.subtotal).toEqual({ value: sum, display: formatMoney(sum) });
    expect(body.totals.shipping.value).toBe(0);
    expect(body.totals.tax.value).toBe(0);
    expect(body.totals.total.value).toBe(sum);
    expect(body.config.currencyCode).toBe('USD');
    expect(body.lineItems[0].canAdjustQuantity).toBe(false);
    expect(body.lineItems[1].canAdjustQuantity).toBe(true);
    expect(body.lineItems[0].inventory.title).toBe(original.title);
  });

  it('sells a unique original one at a time and clamps editions to what is left', async () => {
    const original = originals[originals.length - 1];
    const edition = numbered[0];
    const body = await cart([
      { EditionId: original.editionId, Quantity: 3 },
      { EditionId: edition.editionId, Quantity: edition.quantity + 5 },
    ]);
    expect(body.lineItems[0].quantity).toBe(1);
    expect(body.lineItems[1].quantity).toBe(edition.quantity);
    expect(body.lineItems[1].notice).toBe(CommerceText.notEnoughLeft);
    expect(body.hasError).toBe(true);
    expect(body.totals.total.value).toBe(original.price + edition.price * edition.quantity);
  });

  it('reports unknown editions and editions of another site instead of pricing them', async () => {
    const body = await cart([{ EditionId: originals[0].editionId, Quantity: 1 }], 'artist');
    expect(body.lineItems).toEqual([]);
    expect(body.hasError).toBe(true);
    expect(body.error).toBe(CommerceText.unavailable);
    expect(body.totals.total.value).toBe(0);
  });

  it('refuses a malformed cart with 400 and a readable message', async () => {
    const res = await postJson(`${server.url}/api/carts`, { Sub: 'demo', Editions: [{ EditionId: 'x', Quantity: 0 }] });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.message).toMatch(/Editions\.0\.EditionId/);
  });
});

describe('POST /api/buy', () => {
  it('stores a paid order with its lines, takes the stock and queues the mails', async () => {
    const piece = takeOriginal();
    const res = await buy([{ EditionId: piece.editionId, Quantity: 1 }], '4242424242424242', { Notes: '<script>alert(1)</script>' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as BuyResponse;
    expect(body.total.value).toBe(piece.price);
    const [order] = await server.db.select().from(orders).where(eq(orders.id, body.orderId));
    expect(order.status).toBe('paid');
    expect(order.cardLast4).toBe('4242');
    expect(await ordersFor(piece.editionId)).toHaveLength(1);
    const [stock] = await server.db.select().from(editions).where(eq(editions.id, piece.editionId));
    expect(stock.quantity).toBe(0);
    const mails = await server.db.select().from(outbox).where(eq(outbox.toAddress, 'ada@example.com'));
    const mail = mails.find((m) => m.subject.includes(String(body.orderId)));
    expect(mail?.htmlBody).toContain('&lt;script&gt;');
    expect(mail?.htmlBody).not.toContain('<script>');
  });

  it('answers a declined card with 402 and the card message, and sells nothing', async () => {
    const piece = takeOriginal();
    const res = await buy([{ EditionId: piece.editionId, Quantity: 1 }], '4000000000000002');
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({ error: { code: 'card_declined', message: CardMessage.declined } });
    expect(await ordersFor(piece.editionId)).toHaveLength(0);
    const [stock] = await server.db.select().from(editions).where(eq(editions.id, piece.editionId));
    expect(stock.quantity).toBe(1);
  });

  it('refuses a second buyer of a sold unique original with 409 and keeps one order', async () => {
    const piece = takeOriginal();
    expect((await buy([{ EditionId: piece.editionId, Quantity: 1 }])).status).toBe(200);
    const second = await buy([{ EditionId: piece.editionId, Quantity: 1 }], '5555555555554444');
    expect(second.status).toBe(409);
    const body = await second.json();
    expect(body.error.code).toBe('sold_out');
    expect(body.error.message).toBe(CommerceText.soldOut);
    expect(await ordersFor(piece.editionId)).toHaveLength(1);
  });

  it('lets exactly one of two simultaneous buyers have a unique original', async () => {
    const piece = takeOriginal();
    const lines = [{ EditionId: piece.editionId, Quantity: 1 }];
    const [tokenA, tokenB] = await Promise.all([cardToken(server.url, '4242424242424242'), cardToken(server.url, '4242424242424242')]);
    const results = await Promise.all([
      postJson(`${server.url}/api/buy`, buyer({ LineItems: lines, Token: tokenA })),
      postJson(`${server.url}/api/buy`, buyer({ LineItems: lines, Token: tokenB, Email: 'grace@example.com' })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await ordersFor(piece.editionId)).toHaveLength(1);
  });

  it('ignores prices sent by the client', async () => {
    const piece = takeOriginal();
    const res = await buy([{ EditionId: piece.editionId, Quantity: 1, Price: 1 } as never], '4242424242424242', { Price: 1, Total: 1 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as BuyResponse;
    expect(body.total.value).toBe(piece.price);
    expect(piece.price).toBeGreaterThan(1);
    const [order] = await server.db.select().from(orders).where(eq(orders.id, body.orderId));
    expect(order.total).toBe(piece.price);
    const [line] = await server.db.select().from(orderLines).where(eq(orderLines.orderId, body.orderId));
    expect(line.unitPrice).toBe(piece.price);
  });

  it('returns the first order for a retried Idempotency-Key and charges once', async () => {
    const piece = takeOriginal();
    const Token = await cardToken(server.url, '4242424242424242');
    const payload = buyer({ LineItems: [{ EditionId: piece.editionId, Quantity: 1 }], Token });
    const headers = { 'Idempotency-Key': `retry-${piece.editionId}` };
    const first = await postJson(`${server.url}/api/buy`, payload, headers);
    const again = await postJson(`${server.url}/api/buy`, payload, headers);
    expect(first.status).toBe(200);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect(await ordersFor(piece.editionId)).toHaveLength(1);

    const different = await postJson(`${server.url}/api/buy`, { ...payload, Phone: '555-0199' }, headers);
    expect(different.status).toBe(409);
    expect((await different.json()).error.code).toBe('idempotency_conflict');
  });

  it('refuses an invalid checkout with 400 naming the fields', async () => {
    const res = await postJson(`${server.url}/api/buy`, buyer({ FirstName: '', Email: 'nope', LineItems: [], Token: 'x' }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('invalid_request');
    expect(body.error.message).toContain(`FirstName: ${CommerceText.fieldRequired}`);
    expect(body.error.message).toContain('Email: Enter a valid email address.');
    expect(body.error.message).toContain(CommerceText.emptyCart);
  });

  it('refuses text no database can store, naming the field, before the card is touched', async () => {
    const piece = takeOriginal();
    const Token = await cardToken(server.url, '4242424242424242');
    const lines = [{ EditionId: piece.editionId, Quantity: 1 }];
    for (const [field, value] of [['FirstName', 'Ada\u0000'], ['Notes', 'broken \uD83C'], ['City', '\uDC00London']]) {
      const res = await postJson(`${server.url}/api/buy`, buyer({ LineItems: lines, Token, [field]: value }));
      expect(res.status).toBe(400);
      expect((await res.json()).error.message).toMatch(new RegExp(`^${field}: .*not allowed`));
    }
    expect(await server.db.select().from(paymentTestCharges)).not.toContainEqual(expect.objectContaining({ tokenId: Token }));
    // The same token was never used, so the corrected checkout goes through with it.
    const fixed = await postJson(`${server.url}/api/buy`, buyer({ LineItems: lines, Token }));
    expect(fixed.status).toBe(200);
  });

  it('refuses a body that is not JSON with 400, never a 500', async () => {
    const res = await fetch(`${server.url}/api/buy`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"Sub":' });
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('invalid_request');
  });

  it('does not accept the same card token twice', async () => {
    const [a, b] = [takeOriginal(), originals[originals.length - 2]];
    const Token = await cardToken(server.url, '4242424242424242');
    expect((await postJson(`${server.url}/api/buy`, buyer({ LineItems: [{ EditionId: a.editionId, Quantity: 1 }], Token }))).status).toBe(200);
    const reuse = await postJson(`${server.url}/api/buy`, buyer({ LineItems: [{ EditionId: b.editionId, Quantity: 1 }], Token }));
    expect(reuse.status).toBe(402);
    expect(await ordersFor(b.editionId)).toHaveLength(0);
  });
});

describe('the test gateway', () => {
  const tokenize = (number: string, expYear = new Date().getFullYear() + 1) =>
    postJson(`${server.url}/api/payments/test/tokens`, { number, expMonth: 1, expYear, cvc: '123' });

  it('issues tokens for the published test cards without storing the number', async () => {
    const res = await tokenize('4242 4242 4242 4242');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.card).toEqual({ brand: 'Visa', last4: '4242' });
    expect(body.id).toMatch(/^tok_test_/);
  });

  it.each([
    ['4111111111111111', CardMessage.notTestCard],
    ['4242424242424241', CardMessage.incorrectNumber],
  ])('refuses %s with the provider message', async (number, message) => {
    const res = await tokenize(number);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await res.json()).error.message).toBe(message);
  });

  it('answers a key already authorized with another card with a refusal, leaving that card unused, and the first card’s key with its first answer', async () => {
    const gateway = new TestGateway(server.db);
    const first = await cardToken(server.url, '4242424242424242');
    const second = await cardToken(server.url, '4242424242424242');
    const key = 'gateway-key-two-cards';
    const authorized = await gateway.authorize({ token: first, amount: 1000, currencyCode: 'USD', key });
    expect(authorized).toMatchObject({ ok: true, last4: '4242' });
    expect(await gateway.authorize({ token: second, amount: 1000, currencyCode: 'USD', key })).toEqual({ ok: false, code: 'card_error', message: CommerceText.checkoutFallbackError });
    const [unused] = await server.db.select().from(paymentTestTokens).where(eq(paymentTestTokens.id, second));
    expect(unused.usedAt).toBeNull();
    expect(await gateway.authorize({ token: first, amount: 1000, currencyCode: 'USD', key })).toEqual(authorized);
    expect(await server.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.tokenId, second))).toEqual([]);
    // No order holds this authorization: released, as checkout would.
    if (authorized.ok) await gateway.cancel(authorized.reference);
  });

  it('refuses an expiry in the past', async () => {
    const res = await tokenize('4242424242424242', 2020);
    expect((await res.json()).error.message).toBe(CardMessage.expiryInPast);
  });

  it.each([
    ['4000000000009995', CardMessage.insufficientFunds],
    ['4000000000000069', CardMessage.expired],
    ['4000000000000127', CardMessage.incorrectCvc],
    ['4000000000000119', CardMessage.processingError],
  ])('declines %s at checkout with its documented message', async (number, message) => {
    const piece = originals[originals.length - 1];
    const res = await buy([{ EditionId: piece.editionId, Quantity: 1 }], number);
    expect(res.status).toBe(402);
    expect((await res.json()).error.message).toBe(message);
  });

  it('tells the checkout which provider a site uses', async () => {
    const res = await fetch(`${server.url}/api/payments/config?sub=demo`);
    expect(await res.json()).toEqual({ provider: 'test', publishableKey: null });
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing call whose Origin is another host', async () => {
    const res = await postJson(`${server.url}/api/carts`, { Sub: 'demo', Editions: [] }, { Origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('forbidden');
    const same = await postJson(`${server.url}/api/carts`, { Sub: 'demo', Editions: [] }, { Origin: server.url });
    expect(same.status).toBe(200);
  });
});

describe('order bookkeeping', () => {
  it('leaves no hold uncaptured and no order half-done after the purchases above', async () => {
    const charges = await server.db.select().from(paymentTestCharges);
    expect(charges.length).toBeGreaterThan(0);
    // Declines are kept so a retried authorization gets the same answer; no hold is left open.
    expect(charges.filter((c) => !['captured', 'canceled', 'declined'].includes(c.status))).toEqual([]);
    expect(await server.db.select().from(checkoutAttempts).where(ne(checkoutAttempts.state, 'done'))).toEqual([]);
    expect(await server.db.select().from(orders).where(inArray(orders.status, ['authorized', 'failed']))).toEqual([]);
  });
});
