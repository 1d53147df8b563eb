import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { CommerceOwnerText, CommerceText, type CartResponse, type CommerceSettings, type OrderDetail, type OwnerOrderList, type PromoCode } from '../../schema';
import { editions, outbox, paymentTestCharges } from '../db/schema';
import { buyer, cardToken, postJson, sellableEditions, signIn, startTestServer, type SellableEdition, type TestServer } from '../test/harness';

/** The owner's commerce API: settings, promotion codes, and orders with refund and mark-shipped, each mailing the buyer. */
let server: TestServer;
let cookie: string;
let originals: SellableEdition[];

beforeAll(async () => {
  server = await startTestServer();
  cookie = await signIn(server.url);
  originals = await sellableEditions(server.db, 'demo', 'original');
});
afterAll(() => server?.close());

async function owner(method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.url}/api/owner${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

let next = 0;
async function paidOrder(): Promise<{ orderId: number; piece: SellableEdition }> {
  const piece = originals[next++];
  const Token = await cardToken(server.url, '4242424242424242');
  const res = await postJson(`${server.url}/api/buy`, buyer({ LineItems: [{ EditionId: piece.editionId, Quantity: 1 }], Token, Email: `buyer${next}@example.com` }));
  expect(res.status).toBe(200);
  return { orderId: (await res.json()).orderId, piece };
}

const mailsTo = async (email: string) => server.db.select().from(outbox).where(eq(outbox.toAddress, email));

describe('commerce settings', () => {
  it('start with no shipping or tax, save by revision, and price carts at once', async () => {
    const first = await owner('GET', '/commerce-settings');
    expect(first.body).toEqual({
      payments: { provider: 'test', currencyCode: 'USD', stripeAvailable: false },
      shipping: { flat: 0, perItem: 0, regions: [], freeAbove: null, onlyListedRegions: false },
      tax: { pricesIncludeTax: false, rates: [] },
      revision: 0,
    } satisfies CommerceSettings);
    const saved = await owner('PUT', '/commerce-settings', {
      revision: 0,
      shipping: { flat: 2500, perItem: 0, regions: [{ country: 'Germany', flat: 1500, perItem: 0 }] },
      tax: { pricesIncludeTax: true, rates: [{ country: 'DE', rate: 1900, name: 'VAT' }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ revision: 1, shipping: { regions: [{ country: 'DE', state: null, flat: 1500, perItem: 0 }] }, tax: { pricesIncludeTax: true } });

    const piece = originals[originals.length - 1];
    const cart = (await (await postJson(`${server.url}/api/carts`, { Sub: 'demo', Editions: [{ EditionId: piece.editionId, Quantity: 1 }], Country: 'DE' })).json()) as CartResponse;
    expect(cart.totals.shipping.value).toBe(1500);
    expect(cart.taxIncluded).toBe(true);
    expect(cart.totals.tax.value).toBe(Math.round((piece.price * 1900) / 11_900));
    expect(cart.totals.total.value).toBe(piece.price + 1500);

    const stale = await owner('PUT', '/commerce-settings', { revision: 0, shipping: { flat: 0, perItem: 0 } });
    expect(stale).toEqual({ status: 409, body: { error: { code: 'edit_conflict', message: CommerceOwnerText.settingsConflict } } });
    // Back to none, so the orders below cost their prices alone.
    expect((await owner('PUT', '/commerce-settings', { revision: 1, shipping: { flat: 0, perItem: 0 }, tax: { rates: [] } })).body.revision).toBe(2);
  });

  it('refuse Stripe on a server without its keys, and bad rules with 400', async () => {
    const stripe = await owner('PUT', '/commerce-settings', { revision: 2, payments: { provider: 'stripe', currencyCode: 'USD' } });
    expect(stripe).toEqual({ status: 409, body: { error: { code: 'payments_unavailable', message: CommerceOwnerText.stripeNotConfigured } } });
    for (const body of [{ revision: 2, tax: { rates: [{ country: 'Narnia', rate: 10 }] } }, { revision: 2, shipping: { flat: -1, perItem: 0 } }, { revision: 2, payments: { provider: 'test', currencyCode: 'XYZ' } }]) {
      expect((await owner('PUT', '/commerce-settings', body)).status).toBe(400);
    }
  });

  it('are the signed-in owner’s only', async () => {
    expect((await fetch(`${server.url}/api/owner/commerce-settings`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/owner/orders`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/owner/promo-codes`)).status).toBe(401);
  });
});

describe('promotion codes', () => {
  it('are made, listed, changed by revision and deleted; a code is unique in its site whatever its case', async () => {
    const made = await owner('POST', '/promo-codes', { code: 'summer20', description: '20% off', kind: 'percentage', amount: 20, usageLimit: 10 });
    expect(made.status).toBe(201);
    const code = made.body as PromoCode;
    expect(code).toMatchObject({ code: 'SUMMER20', kind: 'percentage', amount: 20, usageLimit: 10, timesUsed: 0, isLive: true, revision: 0 });
    expect((await owner('POST', '/promo-codes', { code: 'Summer20', kind: 'fixed', amount: 100 })).body.error).toEqual({ code: 'in_use', message: CommerceOwnerText.promoCodeTaken('SUMMER20') });
    expect((await owner('GET', '/promo-codes')).body.promoCodes.map((p: PromoCode) => p.code)).toContain('SUMMER20');

    const changed = await owner('PATCH', `/promo-codes/${code.promoCodeId}`, { revision: 0, active: false });
    expect(changed.body).toMatchObject({ active: false, isLive: false, revision: 1 });
    expect((await owner('PATCH', `/promo-codes/${code.promoCodeId}`, { revision: 0, amount: 5 })).status).toBe(409);
    expect((await owner('PATCH', `/promo-codes/${code.promoCodeId}`, { revision: 1, amount: 150 })).status).toBe(400);
    const check = await (await fetch(`${server.url}/api/promoCodes/SUMMER20?sub=demo`)).json();
    expect(check.isValid).toBe(false);

    expect((await owner('DELETE', `/promo-codes/${code.promoCodeId}`)).status).toBe(204);
    expect((await owner('DELETE', `/promo-codes/${code.promoCodeId}`)).status).toBe(404);
    expect((await owner('PATCH', '/promo-codes/abc', { revision: 0 })).status).toBe(404);
  });
});

describe('orders', () => {
  it('are listed newest first with counts by status, filtered by status and searched by buyer', async () => {
    const { orderId } = await paidOrder();
    const list = (await owner('GET', '/orders')).body as OwnerOrderList;
    expect(list.orders[0]).toMatchObject({ orderId, status: 'paid', email: `buyer${next}@example.com`, itemCount: 1, buyerName: 'Ada Lovelace' });
    expect(list.counts.paid).toBeGreaterThanOrEqual(1);
    expect(((await owner('GET', '/orders?status=refunded')).body as OwnerOrderList).orders.map((o) => o.orderId)).not.toContain(orderId);
    expect(((await owner('GET', `/orders?q=buyer${next}@`)).body as OwnerOrderList).orders.map((o) => o.orderId)).toEqual([orderId]);
    expect(((await owner('GET', `/orders?q=%23${orderId}`)).body as OwnerOrderList).orders.map((o) => o.orderId)).toEqual([orderId]);
    expect((await owner('GET', '/orders?status=lost')).status).toBe(400);
  });

  it('show the lines, buyer, addresses and payment reference', async () => {
    const { orderId, piece } = await paidOrder();
    const detail = (await owner('GET', `/orders/${orderId}`)).body as OrderDetail;
    expect(detail).toMatchObject({
      orderId,
      status: 'paid',
      buyer: { firstName: 'Ada', lastName: 'Lovelace', phone: '555-0100' },
      shippingAddress: { addressLineOne: '1 Analytical Way', city: 'London', country: 'GB', countryName: 'United Kingdom' },
      lines: [{ editionId: piece.editionId, title: piece.title, quantity: 1, unitPrice: { value: piece.price } }],
      payment: { provider: 'test', method: 'card', last4: '4242' },
      canRefund: true,
      canMarkShipped: true,
    });
    expect(detail.payment.reference).toMatch(/^ch_test_/);
    expect((await owner('GET', '/orders/999999')).status).toBe(404);
    expect((await owner('GET', '/orders/0')).status).toBe(404);
  });

  it('are marked shipped once, mailing the buyer the tracking number', async () => {
    const { orderId } = await paidOrder();
    const shipped = await owner('POST', `/orders/${orderId}/ship`, { carrier: 'DHL', trackingNumber: 'JD0146' });
    expect(shipped.body).toMatchObject({ status: 'shipped', tracking: { carrier: 'DHL', number: 'JD0146' }, canMarkShipped: false, canRefund: true });
    expect((await owner('POST', `/orders/${orderId}/ship`, {})).status).toBe(409);
    const mails = (await mailsTo(`buyer${next}@example.com`)).filter((m) => m.subject.includes('has shipped'));
    expect(mails).toHaveLength(1);
    expect(mails[0].textBody).toContain('Tracking: DHL JD0146');
  });

  it('are refunded through the gateway once, mailing the buyer, with the pieces back on sale when asked', async () => {
    const { orderId, piece } = await paidOrder();
    const [refunded, again] = await Promise.all([owner('POST', `/orders/${orderId}/refund`, { restock: true }), owner('POST', `/orders/${orderId}/refund`, { restock: true })]);
    const statuses = [refunded.status, again.status].sort();
    expect(statuses[0]).toBe(200);
    const detail = (await owner('GET', `/orders/${orderId}`)).body as OrderDetail;
    expect(detail).toMatchObject({ status: 'refunded', canRefund: false, canMarkShipped: false });
    expect(await server.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.id, detail.payment.reference!))).toMatchObject([{ status: 'refunded' }]);
    expect((await mailsTo(`buyer${next}@example.com`)).filter((m) => m.subject.includes('was refunded'))).toHaveLength(1);
    expect((await server.db.select().from(editions).where(eq(editions.id, piece.editionId)))[0].quantity).toBe(1);
    expect((await owner('POST', `/orders/${orderId}/refund`, {})).status).toBe(409);
  });
});

describe('a cart priced again', () => {
  const cartOf = async (editionId: number, extra: Record<string, unknown> = {}) =>
    (await (await postJson(`${server.url}/api/carts`, { Sub: 'demo', Editions: [{ EditionId: editionId, Quantity: 1 }], Country: 'US', State: 'NY', ...extra })).json()) as CartResponse;

  it('shows at once what the owner changed since it was last priced: shipping and tax, a promotion, the currency', async () => {
    const piece = originals[originals.length - 2];
    const before = await cartOf(piece.editionId);
    expect(await cartOf(piece.editionId)).toEqual(before);
    const { revision } = (await owner('GET', '/commerce-settings')).body as CommerceSettings;

    expect((await owner('PUT', '/commerce-settings', { revision, shipping: { flat: 4200, perItem: 0 }, tax: { rates: [{ country: 'US', state: 'NY', rate: 800, name: 'Sales tax' }] } })).status).toBe(200);
    const shipped = await cartOf(piece.editionId);
    expect(shipped.totals.shipping.value).toBe(4200);
    expect(shipped.totals.tax.value).toBe(Math.round((piece.price * 800) / 10_000));

    const code = (await owner('POST', '/promo-codes', { code: 'AGAIN10', kind: 'percentage', amount: 10 })).body as PromoCode;
    const promoted = await cartOf(piece.editionId, { PromoCodeId: code.promoCodeId });
    expect(promoted.promoCode?.code).toBe('AGAIN10');
    expect(promoted.promoCodeMessage).toBeNull();
    expect((await owner('PATCH', `/promo-codes/${code.promoCodeId}`, { revision: 0, active: false })).status).toBe(200);
    const withdrawn = await cartOf(piece.editionId, { PromoCodeId: code.promoCodeId });
    expect(withdrawn.promoCode).toBeNull();
    expect(withdrawn.promoCodeMessage).toBe(CommerceText.promoCodeInvalid);

    expect((await owner('PUT', '/commerce-settings', { revision: revision + 1, payments: { provider: 'test', currencyCode: 'EUR' } })).status).toBe(200);
    expect((await cartOf(piece.editionId)).totals.total.display).toMatch(/€/);
    expect((await owner('PUT', '/commerce-settings', { revision: revision + 2, payments: { provider: 'test', currencyCode: 'USD' }, shipping: { flat: 0, perItem: 0 }, tax: { rates: [] } })).status).toBe(200);
    expect((await cartOf(piece.editionId)).totals.total.value).toBe(piece.price);
  });

  it('the art page a process keeps drops its Purchase button as soon as the owner stops taking cards, and shows it again', async () => {
    const piece = originals[originals.length - 4];
    const artPage = async () => (await (await fetch(`${server.url}/art/${piece.inventoryId}?sub=demo`)).text()).includes('class="button button--primary purchase-button"');
    expect(await artPage()).toBe(true);
    expect(await artPage()).toBe(true);
    const { revision } = (await owner('GET', '/commerce-settings')).body as CommerceSettings;
    expect((await owner('PUT', '/commerce-settings', { revision, payments: { provider: null, currencyCode: 'USD' } })).status).toBe(200);
    expect(await artPage()).toBe(false);
    expect((await owner('PUT', '/commerce-settings', { revision: revision + 1, payments: { provider: 'test', currencyCode: 'USD' } })).status).toBe(200);
    expect(await artPage()).toBe(true);
  });

  it('offers a piece again the moment another buyer’s hold on it runs out, with nothing else changed', async () => {
    const piece = originals[originals.length - 3];
    // Another buyer's checkout holds the piece for two more seconds (written as checkout writes it, without the announcement).
    await server.db.update(editions).set({ heldUntil: new Date(Date.now() + 2000), holdAttemptId: 987_654_321 }).where(eq(editions.id, piece.editionId));
    // The hold is seen once the stock version moves, as a checkout's hold moves it.
    expect((await owner('PUT', '/commerce-settings', { revision: ((await owner('GET', '/commerce-settings')).body as CommerceSettings).revision })).status).toBe(200);
    const held = await cartOf(piece.editionId);
    expect(held.lineItems[0].notice).toBe(CommerceText.heldForAnotherBuyer);
    expect(await cartOf(piece.editionId)).toEqual(held);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const free = await cartOf(piece.editionId);
    expect(free.lineItems[0].notice).toBeNull();
    expect(free.totals.total.value).toBe(piece.price);
  });
});
