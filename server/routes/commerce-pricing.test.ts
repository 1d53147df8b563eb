import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { CardMessage, CommerceText, formatMoney, type BuyResponse, type CartResponse, type EditionSetResponse, type PromoCodeCheck } from '../../schema';
import { checkoutAttempts, commerceSettings, editions, inventory, orders, outbox, paymentTestCharges, promoCodes, sites } from '../db/schema';
import { reconcile } from '../services/commerce';
import { orderMails } from '../services/commerce/order-mail';
import { confirmationOf, detailOf, loadOrderForMails } from '../services/commerce/order-view';
import { DECLINES, TEST_CARDS } from '../services/payments/test-cards';
import { buyer, cardToken, postJson, sellableEditions, startTestServer, type SellableEdition, type TestServer } from '../test/harness';

/**
 * The storefront's commerce as a buyer meets it: promotion codes, shipping and tax by destination,
 * carts that say what they capped or dropped, edition sets for the purchase popup, holds, billing
 * addresses, 3-D Secure and the wallet, over HTTP on a real database.
 */
let server: TestServer;
let demoId: number;
let artistSiteId: number;
let originals: SellableEdition[];
let numbered: SellableEdition[];

const SHIPPING = { flat: 2000, perItem: 500, regions: [{ country: 'US', state: null, flat: 1000, perItem: 0 }], freeAbove: null, onlyListedRegions: false };
const TAX = { pricesIncludeTax: false, rates: [{ country: 'US', state: 'NY', rate: 888, name: 'Sales tax', appliesToShipping: true }] };

async function addPromo(siteId: number, code: string, values: Partial<typeof promoCodes.$inferInsert> = {}): Promise<number> {
  const [row] = await server.db
    .insert(promoCodes)
    .values({ siteId, code, description: `${code} description`, kind: 'percentage', amount: 10, ...values })
    .returning({ id: promoCodes.id });
  return row.id;
}

beforeAll(async () => {
  server = await startTestServer();
  const rows = await server.db.select({ id: sites.id, subdomain: sites.subdomain }).from(sites);
  demoId = rows.find((r) => r.subdomain === 'demo')!.id;
  artistSiteId = rows.find((r) => r.subdomain === 'artist')!.id;
  originals = await sellableEditions(server.db, 'demo', 'original');
  numbered = await sellableEditions(server.db, 'demo', 'edition');
  expect(originals.length).toBeGreaterThanOrEqual(8);
  expect(numbered.length).toBeGreaterThanOrEqual(3);
  await server.db.insert(commerceSettings).values({ siteId: demoId, shipping: SHIPPING, tax: TAX });
});
afterAll(() => server?.close());

let nextOriginal = 0;
const takeOriginal = () => originals[nextOriginal++];

async function cart(body: Record<string, unknown>): Promise<CartResponse> {
  const res = await postJson(`${server.url}/api/carts`, { Sub: 'demo', ...body });
  expect(res.status).toBe(200);
  return (await res.json()) as CartResponse;
}

const promoCheck = async (code: string, sub = 'demo') => {
  const res = await fetch(`${server.url}/api/promoCodes/${encodeURIComponent(code)}?sub=${sub}`);
  return { status: res.status, body: (await res.json()) as PromoCodeCheck & { error?: { code: string } } };
};

describe('GET /api/promoCodes/{code}', () => {
  it('answers a live code of the site, whatever its case, with its id and description', async () => {
    const id = await addPromo(demoId, 'WELCOME10');
    expect(await promoCheck('welcome10')).toEqual({ status: 200, body: { isValid: true, promoCodeId: id, message: 'WELCOME10 description' } });
  });

  it('says why a code cannot be used: unknown, another site’s, not started, expired, used up', async () => {
    await addPromo(artistSiteId, 'ARTISTONLY');
    await addPromo(demoId, 'LATER', { startsAt: new Date(Date.now() + 86_400_000) });
    await addPromo(demoId, 'GONE', { endsAt: new Date(Date.now() - 1000) });
    await addPromo(demoId, 'FULL', { usageLimit: 2, timesUsed: 2 });
    const invalid = { isValid: false, promoCodeId: null };
    expect((await promoCheck('NOSUCHCODE')).body).toEqual({ ...invalid, message: CommerceText.promoCodeInvalid });
    expect((await promoCheck('ARTISTONLY')).body).toEqual({ ...invalid, message: CommerceText.promoCodeInvalid });
    expect((await promoCheck('ARTISTONLY', 'artist')).body.isValid).toBe(true);
    expect((await promoCheck('LATER')).body).toEqual({ ...invalid, message: CommerceText.promoCodeNotStarted });
    expect((await promoCheck('GONE')).body).toEqual({ ...invalid, message: CommerceText.promoCodeExpired });
    expect((await promoCheck('FULL')).body).toEqual({ ...invalid, message: CommerceText.promoCodeUsedUp });
  });

  it('refuses what cannot be a code with 400, and an unknown site with 404', async () => {
    for (const code of ['a b', '<script>', 'x'.repeat(33), '%00']) expect((await promoCheck(code)).status).toBe(400);
    expect((await promoCheck('WELCOME10', 'no-such-site')).status).toBe(404);
  });
});

describe('POST /api/carts', () => {
  it('prices the promotion, shipping by region and tax by state, and totals them in the site currency', async () => {
    const promoId = await addPromo(demoId, 'TENOFF', { kind: 'percentage', amount: 10 });
    const [a, b] = numbered;
    const body = await cart({ Editions: [{ EditionId: a.editionId, Quantity: 1 }, { EditionId: b.editionId, Quantity: 2 }], PromoCodeId: promoId, Country: 'United States', State: 'NY' });
    const subtotal = a.price + 2 * b.price;
    const discount = Math.round(subtotal / 10);
    const shipping = 1000;
    const tax = Math.round(((subtotal - discount + shipping) * 888) / 10_000);
    expect(body.totals).toEqual({
      subtotal: { value: subtotal, display: formatMoney(subtotal) },
      discount: { value: discount, display: formatMoney(discount) },
      shipping: { value: shipping, display: formatMoney(shipping) },
      tax: { value: tax, display: formatMoney(tax) },
      total: { value: subtotal - discount + shipping + tax, display: formatMoney(subtotal - discount + shipping + tax) },
    });
    expect(body.promoCode).toEqual({ promoCodeId: promoId, code: 'TENOFF', description: 'TENOFF description', amount: { value: discount, display: formatMoney(discount) } });
    expect(body).toMatchObject({ destination: { country: 'US', state: 'NY' }, needsDestination: false, hasActivePromoCodes: true, hasError: false, taxIncluded: false });

    const abroad = await cart({ Editions: [{ EditionId: a.editionId, Quantity: 3 }], Country: 'FR' });
    expect(abroad.totals.shipping.value).toBe(2000 + 3 * 500);
    expect(abroad.totals.tax.value).toBe(0);
    const nowhere = await cart({ Editions: [{ EditionId: a.editionId, Quantity: 1 }] });
    expect(nowhere.needsDestination).toBe(true);
    expect(nowhere.totals.total.value).toBe(a.price);
  });

  it('says whether the site has a code a buyer can use (hasActivePromoCodes): none on a site without, none once its codes are used up, ended or off', async () => {
    const [theirs] = await sellableEditions(server.db, 'artist', 'edition');
    const [{ id: artistId }] = await server.db.select({ id: sites.id }).from(sites).where(eq(sites.subdomain, 'artist'));
    const artistCart = async () => ((await (await postJson(`${server.url}/api/carts`, { Sub: 'artist', Editions: [{ EditionId: theirs.editionId, Quantity: 1 }] })).json()) as CartResponse).hasActivePromoCodes;
    // Changed straight in the database, as another process would: the site's row moves on, and the
    // server hears of it by the database's announcement, a moment later on PostgreSQL.
    const changed = () => server.db.update(sites).set({ stockVersion: sql`${sites.stockVersion} + 1` }).where(eq(sites.id, artistId));
    await server.db.delete(promoCodes).where(eq(promoCodes.siteId, artistId));
    await changed();
    await expect.poll(artistCart).toBe(false);
    const [code] = await server.db.insert(promoCodes).values({ siteId: artistId, code: 'STUDIO5', kind: 'percentage', amount: 5, usageLimit: 1 }).returning();
    await changed();
    await expect.poll(artistCart).toBe(true);
    for (const change of [{ timesUsed: 1 }, { timesUsed: 0, endsAt: new Date(Date.now() - 1000) }, { endsAt: null, active: false }]) {
      await server.db.update(promoCodes).set(change).where(eq(promoCodes.id, code.id));
      await changed();
      await expect.poll(artistCart, { message: JSON.stringify(change) }).toBe(false);
      await server.db.update(promoCodes).set({ timesUsed: 0, endsAt: null, active: true }).where(eq(promoCodes.id, code.id));
      await changed();
      await expect.poll(artistCart).toBe(true);
    }
    await server.db.delete(promoCodes).where(eq(promoCodes.id, code.id));
  });

  it('says when the site does not ship where the order would go (cannotShip), and prices a listed region as before', async () => {
    await server.db.update(commerceSettings).set({ shipping: { ...SHIPPING, onlyListedRegions: true } }).where(eq(commerceSettings.siteId, demoId));
    try {
      const Editions = [{ EditionId: numbered[0].editionId, Quantity: 1 }];
      const abroad = await cart({ Editions, Country: 'FR' });
      expect(abroad).toMatchObject({ cannotShip: true, hasError: true, error: CommerceText.cannotShipThere });
      const home = await cart({ Editions, Country: 'US', State: 'CA' });
      expect(home).toMatchObject({ cannotShip: false, hasError: false });
      expect(home.totals.shipping.value).toBe(1000);
      expect((await cart({ Editions })).cannotShip).toBe(false);
    } finally {
      await server.db.update(commerceSettings).set({ shipping: SHIPPING }).where(eq(commerceSettings.siteId, demoId));
    }
  });

  it('never applies another site’s code, and says so', async () => {
    const foreign = await addPromo(artistSiteId, 'FOREIGN50', { amount: 50 });
    const body = await cart({ Editions: [{ EditionId: numbered[0].editionId, Quantity: 1 }], PromoCodeId: foreign, Country: 'FR' });
    expect(body.promoCode).toBeNull();
    expect(body.promoCodeMessage).toBe(CommerceText.promoCodeInvalid);
    expect(body.totals.discount.value).toBe(0);
    expect(body.hasError).toBe(true);
  });

  it('caps 60 asked of an edition with 36 left, and says so for the header counter to store', async () => {
    const edition = numbered[2];
    await server.db.update(editions).set({ quantity: 36 }).where(eq(editions.id, edition.editionId));
    const body = await cart({ Editions: [{ EditionId: edition.editionId, Quantity: 60 }], Country: 'FR' });
    expect(body.lineItems.map((l) => [l.quantity, l.requestedQuantity, l.notice])).toEqual([[36, 60, CommerceText.notEnoughLeft]]);
    expect(body.editions).toEqual([{ EditionId: edition.editionId, Quantity: 36 }]);
    expect(body.notices).toEqual([{ editionId: edition.editionId, title: edition.title, requestedQuantity: 60, quantity: 36, message: CommerceText.notEnoughLeft }]);
    expect(body.editions.reduce((n, e) => n + e.Quantity, 0)).toBe(36);
  });

  it('drops a sold piece added by link with a notice, instead of keeping it at quantity 0', async () => {
    const piece = takeOriginal();
    await server.db.update(editions).set({ quantity: 0 }).where(eq(editions.id, piece.editionId));
    const body = await cart({ Editions: [{ EditionId: piece.editionId, Quantity: 1 }, { EditionId: numbered[0].editionId, Quantity: 1 }] });
    expect(body.lineItems.map((l) => l.edition.editionId)).toEqual([numbered[0].editionId]);
    expect(body.editions).toEqual([{ EditionId: numbered[0].editionId, Quantity: 1 }]);
    expect(body.notices).toEqual([{ editionId: piece.editionId, title: piece.title, requestedQuantity: 1, quantity: 0, message: CommerceText.soldOut }]);
    expect(body).toMatchObject({ hasError: true, error: CommerceText.soldOut });
  });

  it('refuses a negative, zero or huge quantity and an unknown country with 400', async () => {
    for (const extra of [{ Editions: [{ EditionId: 1, Quantity: -1 }] }, { Editions: [{ EditionId: 1, Quantity: 0 }] }, { Editions: [{ EditionId: 1, Quantity: 1e9 }] }, { Editions: [], Country: 'Atlantis' }]) {
      const res = await postJson(`${server.url}/api/carts`, { Sub: 'demo', ...extra });
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('invalid_request');
    }
  });
});

describe('GET /api/editionSets', () => {
  it('groups a work’s editions for sale by medium and dimensions, in the site currency', async () => {
    const base = numbered[1];
    const [work] = await server.db.select().from(inventory).where(eq(inventory.id, base.inventoryId));
    const [first] = await server.db.select().from(editions).where(eq(editions.id, base.editionId));
    const { id: _, ...copy } = first;
    await server.db.insert(editions).values([
      { ...copy, label: 'Large', width: 100, height: 80, price: 90_000 },
      { ...copy, label: 'Canvas', medium: 'Canvas print', price: 50_000 },
      { ...copy, label: 'Sold', quantity: 0 },
      { ...copy, label: 'Euros only', currencyCode: 'EUR', prices: [] },
    ]);
    const res = await fetch(`${server.url}/api/editionSets?editionSetId=${base.inventoryId}&sub=demo`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as EditionSetResponse;
    expect(body).toMatchObject({ editionSetId: base.inventoryId, inventoryId: base.inventoryId, title: work.title, currencyCode: 'USD' });
    expect(body.groups.map((g) => [g.medium, g.editions.map((e) => e.edition)])).toEqual([
      [work.medium ?? '', [first.label]],
      [work.medium ?? '', ['Large']],
      ['Canvas print', ['Canvas']],
    ]);
    expect(body.groups[1].dimensions).not.toBe(body.groups[0].dimensions);
  });

  it('answers 404 for another site’s work and 400 for a bad id', async () => {
    expect((await fetch(`${server.url}/api/editionSets?editionSetId=${numbered[0].inventoryId}&sub=artist`)).status).toBe(404);
    for (const id of ['0', '-3', 'abc', '99999999999', '']) expect((await fetch(`${server.url}/api/editionSets?editionSetId=${id}&sub=demo`)).status).toBe(400);
  });
});

async function buy(lines: { EditionId: number; Quantity: number }[], extra: Record<string, unknown> = {}, card = '4242424242424242', key?: string) {
  const Token = (extra.Token as string | undefined) ?? (await cardToken(server.url, card));
  return postJson(`${server.url}/api/buy`, buyer({ LineItems: lines, ...extra, Token }), key ? { 'Idempotency-Key': key } : {});
}

describe('POST /api/buy', () => {
  it('charges the cart’s own total with the promotion, shipping and tax, keeps the billing address, and confirms it', async () => {
    const piece = takeOriginal();
    const promoId = await addPromo(demoId, 'SPRING5', { kind: 'fixed', amount: 500, usageLimit: 5 });
    const address = { Country: 'US', State: 'NY', Zip: '10001', City: 'New York', AddressLineOne: '1 Fifth Ave' };
    const billing = { BillingAddressLineOne: '10 Rue de Rivoli', BillingCity: 'Paris', BillingZip: '75001', BillingCountry: 'France' };
    const expected = await cart({ Editions: [{ EditionId: piece.editionId, Quantity: 1 }], PromoCodeId: promoId, Country: 'US', State: 'NY' });
    const res = await buy([{ EditionId: piece.editionId, Quantity: 1 }], { ...address, ...billing, PromoCodeId: promoId, Total: 1, Price: 1 });
    expect(res.status).toBe(200);
    const body = (await res.json()) as BuyResponse;
    expect(body.total).toEqual(expected.totals.total);
    expect(body.confirmation).toMatchObject({
      orderId: body.orderId,
      totals: expected.totals,
      promoCode: { code: 'SPRING5', description: 'SPRING5 description' },
      shippingAddress: { addressLineOne: '1 Fifth Ave', city: 'New York', state: 'NY', zip: '10001', country: 'US', countryName: 'United States' },
      billingAddress: { addressLineOne: '10 Rue de Rivoli', city: 'Paris', state: null, zip: '75001', country: 'FR', countryName: 'France' },
    });
    expect(body.confirmation!.lines).toMatchObject([{ editionId: piece.editionId, quantity: 1, unitPrice: { value: piece.price } }]);
    const [order] = await server.db.select().from(orders).where(eq(orders.id, body.orderId));
    expect(order).toMatchObject({ status: 'paid', discount: 500, shipping: 1000, promoCode: 'SPRING5', total: expected.totals.total.value });
    const [charge] = await server.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.id, order.paymentReference!));
    expect(charge).toMatchObject({ status: 'captured', amount: expected.totals.total.value });
    expect((await server.db.select().from(promoCodes).where(eq(promoCodes.id, promoId)))[0].timesUsed).toBe(1);
  });

  it('answers and mails the order as it is stored: a retry, which reads it back, gets the same confirmation, and recovery would send the same mails', async () => {
    const piece = takeOriginal();
    const edition = numbered[0];
    const promoId = await addPromo(demoId, 'ASSTORED', { kind: 'percentage', amount: 10, usageLimit: 5 });
    const lines = [
      { EditionId: piece.editionId, Quantity: 1 },
      { EditionId: edition.editionId, Quantity: 2 },
    ];
    const details = {
      Country: 'US',
      State: 'NY',
      Zip: '10001',
      City: 'New York',
      AddressLineOne: '1 Fifth Ave',
      AddressLineTwo: 'Floor 3',
      BillingAddressLineOne: '10 Rue de Rivoli',
      BillingCity: 'Paris',
      BillingZip: '75001',
      BillingCountry: 'France',
      Notes: 'Ring twice <b>please</b> & wrap it',
      Email: 'as-stored@example.com',
      PromoCodeId: promoId,
      Token: await cardToken(server.url, '4242424242424242'),
    };
    const res = await buy(lines, details, undefined, 'as-stored-1');
    expect(res.status).toBe(200);
    const first = (await res.json()) as BuyResponse;
    expect(first.confirmation!.lines.map((l) => [l.editionId, l.quantity])).toEqual([
      [piece.editionId, 1],
      [edition.editionId, 2],
    ]);
    const again = await buy(lines, details, undefined, 'as-stored-1');
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);

    const stored = (await loadOrderForMails(server.db, first.orderId))!;
    expect(first.confirmation).toEqual(confirmationOf(stored.order, stored.lines));
    const expectedMails = orderMails({ ...detailOf({ ...stored.order, status: 'paid' }, stored.lines), company: stored.company }, stored.ownerEmails);
    expect(expectedMails.map((m) => m.toAddress)).toEqual(['as-stored@example.com', ...stored.ownerEmails]);
    expect(stored.ownerEmails.length).toBeGreaterThan(0);
    const queued = await server.db
      .select({ toAddress: outbox.toAddress, subject: outbox.subject, textBody: outbox.textBody, htmlBody: outbox.htmlBody })
      .from(outbox)
      .where(sql`${outbox.subject} ~ ${`order ${first.orderId}[ :]`}`)
      .orderBy(outbox.id);
    expect(queued).toEqual(expectedMails.map(({ toAddress, subject, textBody, htmlBody }) => ({ toAddress, subject, textBody, htmlBody })));
  });

  it('refuses another site’s promotion code before the card is touched', async () => {
    const piece = takeOriginal();
    const foreign = await addPromo(artistSiteId, 'NOTYOURS', { amount: 90 });
    const Token = await cardToken(server.url, '4242424242424242');
    const res = await buy([{ EditionId: piece.editionId, Quantity: 1 }], { PromoCodeId: foreign, Token });
    expect(res.status).toBe(409);
    expect((await res.json()).error).toEqual({ code: 'promo_code_invalid', message: CommerceText.promoCodeInvalid });
    expect(await server.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.tokenId, Token))).toEqual([]);
  });

  it('asks for State and Zip only where the country uses them', async () => {
    const piece = takeOriginal();
    const missing = await buy([{ EditionId: piece.editionId, Quantity: 1 }], { Country: 'US', State: '', Zip: '' });
    expect(missing.status).toBe(400);
    expect((await missing.json()).error.message).toBe('State: This field is required.; Zip: This field is required.');
    const hongKong = await buy([{ EditionId: piece.editionId, Quantity: 1 }], { Country: 'Hong Kong', State: undefined, Zip: undefined });
    expect(hongKong.status).toBe(200);
  });

  it('holds a piece for the buyer in checkout: others see it On Hold and are told, until the hold is gone', async () => {
    const piece = takeOriginal();
    const [attempt] = await server.db
      .insert(checkoutAttempts)
      .values({ siteId: demoId, idempotencyKey: 'someone-else', requestHash: 'h', state: 'started', paymentProvider: 'test', gatewayKey: 'att_someone_else', leaseUntil: sql`now() + interval '30 seconds'` })
      .returning();
    await server.db.update(editions).set({ holdAttemptId: attempt.id, heldUntil: sql`now() + interval '60 seconds'` }).where(eq(editions.id, piece.editionId));

    const seen = await cart({ Editions: [{ EditionId: piece.editionId, Quantity: 1 }] });
    expect(seen.lineItems[0]).toMatchObject({ quantity: 1, notice: CommerceText.heldForAnotherBuyer, edition: { isOnHold: true }, subtotal: { value: 0 } });
    expect(seen.editions).toEqual([{ EditionId: piece.editionId, Quantity: 1 }]);
    const listed = (await (await fetch(`${server.url}/api/inventory?sub=demo&inventoryId=${piece.inventoryId}`)).json()) as { inventory: { editions: { editionId: number; isOnHold: boolean }[] }[] };
    expect(listed.inventory[0].editions.find((e) => e.editionId === piece.editionId)?.isOnHold).toBe(true);

    const Token = await cardToken(server.url, '4242424242424242');
    const refused = await buy([{ EditionId: piece.editionId, Quantity: 1 }], { Token });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error).toEqual({ code: 'on_hold', message: CommerceText.heldForAnotherBuyer });
    expect(await server.db.select().from(paymentTestCharges).where(eq(paymentTestCharges.tokenId, Token))).toEqual([]);

    await server.db.update(editions).set({ heldUntil: sql`now() - interval '1 second'` }).where(eq(editions.id, piece.editionId));
    expect((await buy([{ EditionId: piece.editionId, Quantity: 1 }])).status).toBe(200);
    const [sold] = await server.db.select().from(editions).where(eq(editions.id, piece.editionId));
    expect(sold).toMatchObject({ quantity: 0, holdAttemptId: null, heldUntil: null });
  });

  it('clears a hold that ran out (its request died) on the reconciler’s next pass, and moves the site’s stock version', async () => {
    const piece = takeOriginal();
    await server.db.update(editions).set({ holdAttemptId: 999_999, heldUntil: sql`now() - interval '1 second'` }).where(eq(editions.id, piece.editionId));
    const [before] = await server.db.select({ stockVersion: sites.stockVersion }).from(sites).where(eq(sites.id, demoId));
    const report = await reconcile(server.db, { leaseSeconds: 30, log: () => undefined });
    expect(report.expiredHolds).toBeGreaterThanOrEqual(1);
    expect((await server.db.select().from(editions).where(eq(editions.id, piece.editionId)))[0]).toMatchObject({ holdAttemptId: null, heldUntil: null });
    const [after] = await server.db.select({ stockVersion: sites.stockVersion }).from(sites).where(eq(sites.id, demoId));
    expect(after.stockVersion).toBeGreaterThan(before.stockVersion);
  });

  it('releases the buyer’s own hold when the card is declined', async () => {
    const piece = takeOriginal();
    const res = await buy([{ EditionId: piece.editionId, Quantity: 1 }], {}, '4000000000000002');
    expect(res.status).toBe(402);
    const [row] = await server.db.select().from(editions).where(eq(editions.id, piece.editionId));
    expect(row).toMatchObject({ quantity: 1, holdAttemptId: null, heldUntil: null });
  });
});

describe('3-D Secure and the wallet with the test gateway', () => {
  it.each(Object.entries(TEST_CARDS))('takes test card %s to its documented outcome and message at checkout', async (number, card) => {
    const edition = numbered[0];
    await server.db.update(editions).set({ quantity: 100 }).where(eq(editions.id, edition.editionId));
    const res = await buy([{ EditionId: edition.editionId, Quantity: 1 }], { Country: 'FR' }, number);
    const body = await res.json();
    if (card.authentication) {
      expect(res.status).toBe(402);
      expect(body.error).toMatchObject({ code: 'authentication_required', message: CardMessage.authenticationRequired });
    } else if (card.outcome === 'succeeded') {
      expect(res.status).toBe(200);
      expect(body.confirmation.lines[0].editionId).toBe(edition.editionId);
    } else {
      expect(res.status).toBe(402);
      expect(body.error).toEqual(DECLINES[card.outcome]);
    }
  });

  it('asks for the test challenge, then charges once the buyer passes it', async () => {
    const piece = takeOriginal();
    const Token = await cardToken(server.url, '4000002760003184');
    const first = await buy([{ EditionId: piece.editionId, Quantity: 1 }], { Token }, undefined, '3ds-first');
    expect(first.status).toBe(402);
    expect(await first.json()).toEqual({
      error: { code: 'authentication_required', message: CardMessage.authenticationRequired, action: { type: 'test_challenge', challengeId: Token } },
    });
    // The same key answers the same, action included.
    expect((await (await buy([{ EditionId: piece.editionId, Quantity: 1 }], { Token }, undefined, '3ds-first')).json()).error.action).toEqual({ type: 'test_challenge', challengeId: Token });
    expect((await (await fetch(`${server.url}/api/payments/test/challenges/${Token}`)).json()).status).toBe('pending');
    const passed = await postJson(`${server.url}/api/payments/test/challenges/${Token}`, { result: 'complete' });
    expect((await passed.json()).status).toBe('succeeded');
    const second = await buy([{ EditionId: piece.editionId, Quantity: 1 }], { Token }, undefined, '3ds-second');
    expect(second.status).toBe(200);
  });

  it('declines a payment whose challenge the buyer failed', async () => {
    const piece = takeOriginal();
    const Token = await cardToken(server.url, '4000002760003184');
    await postJson(`${server.url}/api/payments/test/challenges/${Token}`, { result: 'fail' });
    const res = await buy([{ EditionId: piece.editionId, Quantity: 1 }], { Token });
    expect(res.status).toBe(402);
    expect((await res.json()).error).toEqual({ code: 'card_error', message: CardMessage.authenticationFailed });
    expect((await fetch(`${server.url}/api/payments/test/challenges/tok_test_${'0'.repeat(32)}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/payments/test/challenges/..%2F`)).status).toBe(404);
  });

  it('takes a wallet payment and records it as such', async () => {
    const piece = takeOriginal();
    const wallet = await postJson(`${server.url}/api/payments/test/wallet-tokens`, { Sub: 'demo' });
    expect(wallet.status).toBe(200);
    const { id } = await wallet.json();
    const res = await buy([{ EditionId: piece.editionId, Quantity: 1 }], { Token: id, PaymentMethod: 'wallet' });
    expect(res.status).toBe(200);
    const { orderId } = await res.json();
    const [order] = await server.db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.siteId, demoId)));
    expect(order).toMatchObject({ paymentMethod: 'wallet', cardLast4: '4242' });
  });
});
