import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FormErrorCode, FormRefusal, FormText, RATE_LIMITS, type Follow, type InboxPage, type Inquiry, type Offer, type Subscription } from '../../schema';
import { artists, botCheckUses, editions, inquiries, inventory, offers, outbox, requestCounts, shows, sites, smsOutbox, subscriptions } from '../db/schema';
import { ALTCHA_WORK, forgetExpiredBotChecks } from '../services/forms/bot-check';
import { forgetEndedWindows, limitShares } from '../services/forms/rate-limit';
import { serverSecret } from '../services/forms/secrets';
import { linkToken } from '../services/forms/subscriptions';
import { sellableEditions, serveApp, signIn, startTestServer, OWNER_EMAIL, type SellableEdition, type TestServer } from '../test/harness';
import { errorOf, fetchPatiently, FORMS_TEST_CONFIG, freshAddress, post, robots, solve } from '../test/forms';

/**
 * The visitor forms over real HTTP (storefront spec §7): the bot check, the per-address and
 * per-recipient limits, inquiries, offers, shares, subscriptions and follows with double opt-in, and
 * the owner's inbox that receives them.
 */
let server: TestServer;
let cookie: string;
let work: SellableEdition;
let demoId: number;

beforeAll(async () => {
  server = await startTestServer(FORMS_TEST_CONFIG);
  cookie = await signIn(server.url);
  [work] = await sellableEditions(server.db, 'demo', 'original');
  [{ id: demoId }] = await server.db.select({ id: sites.id }).from(sites).where(eq(sites.subdomain, 'demo'));
});
afterAll(() => server?.close());

const visitor = { Sub: 'demo', Email: 'visitor@example.com', Name: 'Vera Visitor' };

async function inquiry(extra: Record<string, unknown> = {}, address = freshAddress()) {
  return post(server, '/api/contacts', { ...visitor, Message: 'Is it still available?', Id: work.inventoryId, Robots: await robots(server), ...extra }, address);
}

async function mailsTo(address: string) {
  return server.db.select().from(outbox).where(eq(outbox.toAddress, address)).orderBy(desc(outbox.id));
}

async function owner<T>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T; text: string; headers: Headers }> {
  const res = await fetchPatiently(`${server.url}/api/owner${path}`, {
    method,
    headers: { cookie, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
    body: body !== undefined ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = null;
  }
  return { status: res.status, body: parsed as T, text, headers: res.headers };
}

describe('the bot check', () => {
  it('issues signed challenges that expire, never cached', async () => {
    const res = await fetchPatiently(`${server.url}/api/altcha/challenge`, { headers: { 'x-forwarded-for': freshAddress() } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const challenge = (await res.json()) as { parameters: { algorithm: string; expiresAt: number }; signature: string };
    expect(challenge.parameters.algorithm).toBe(ALTCHA_WORK.algorithm);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.parameters.expiresAt * 1000).toBeGreaterThan(Date.now() + 9 * 60_000);
  });

  it('lets a solution through once: the same solution sent again is refused', async () => {
    const token = await robots(server);
    const first = await inquiry({ Robots: token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await inquiry({ Robots: token });
    expect(again.status).toBe(400);
    expect(errorOf(again)).toEqual({ code: FormErrorCode.VerificationFailed, message: FormText.couldNotVerify });
  });

  it('refuses forged, altered, foreign and missing solutions with the spec messages', async () => {
    const token = await robots(server);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString()) as { challenge: { parameters: Record<string, unknown> }; solution: { derivedKey: string } };
    const altered = structuredClone(payload);
    altered.challenge.parameters.expiresAt = Math.floor(Date.now() / 1000) + 86_400;
    const wrongKey = structuredClone(payload);
    wrongKey.solution.derivedKey = `${wrongKey.solution.derivedKey.startsWith('0') ? '1' : '0'}${wrongKey.solution.derivedKey.slice(1)}`;
    const unsigned = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 10, deriveKey, hmacSignatureSecret: 'not-our-secret' });
    for (const robotsField of [
      Buffer.from(JSON.stringify(altered)).toString('base64'),
      Buffer.from(JSON.stringify(wrongKey)).toString('base64'),
      await solve(unsigned),
      'bm90IGpzb24=',
      Buffer.from('{}').toString('base64'),
      'x',
    ]) {
      const answer = await inquiry({ Robots: robotsField });
      expect(answer.status, robotsField).toBe(400);
      expect(errorOf(answer)).toEqual({ code: FormErrorCode.VerificationFailed, message: FormText.couldNotVerify });
    }
    const missing = await post(server, '/api/contacts', { ...visitor, Message: 'Hello', Robots: '' });
    expect(missing.status).toBe(400);
    expect(errorOf(missing).message).toContain(FormText.areYouARobot);
  });

  it("answers a solution whose challenge expired with 'Verification expired.'", async () => {
    const challenge = await createChallenge({
      algorithm: ALTCHA_WORK.algorithm,
      cost: ALTCHA_WORK.cost,
      counter: 50,
      deriveKey,
      expiresAt: Math.floor(Date.now() / 1000) - 5,
      hmacSignatureSecret: await serverSecret(server.db, 'bot-check'),
      hmacKeySignatureSecret: await serverSecret(server.db, 'bot-check-key'),
    });
    const answer = await inquiry({ Robots: await solve(challenge) });
    expect(answer.status).toBe(400);
    expect(errorOf(answer)).toEqual({ code: FormErrorCode.VerificationExpired, message: FormText.verificationExpired });
  });

  it('refuses a form whose honeypot was filled, and stores nothing', async () => {
    const before = await server.db.$count(inquiries);
    const answer = await inquiry({ Website: 'http://spam.example' });
    expect(answer.status).toBe(400);
    expect(errorOf(answer).code).toBe(FormErrorCode.VerificationFailed);
    expect(await server.db.$count(inquiries)).toBe(before);
  });
});

describe('the limits', () => {
  it(`answers ${RATE_LIMITS.perMinute} requests a minute from one address and refuses the next, while other addresses go on`, async () => {
    const address = freshAddress();
    const tokens: string[] = [];
    for (let i = 0; i <= RATE_LIMITS.perMinute; i++) tokens.push(await robots(server));
    for (let i = 0; i < RATE_LIMITS.perMinute; i++) {
      const answer = await inquiry({ Robots: tokens[i] }, address);
      expect(answer.status, `request ${i + 1}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
    const refused = await inquiry({ Robots: tokens[RATE_LIMITS.perMinute] }, address);
    expect(refused.status).toBe(429);
    expect(errorOf(refused)).toEqual({ code: 'too_many_requests', message: FormRefusal.tooMany });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The refused request's solution was never spent: another address may still use it.
    expect((await inquiry({ Robots: tokens[RATE_LIMITS.perMinute] })).status).toBe(200);
    // Another family from the same address is counted apart.
    expect((await post(server, '/api/subscriptions', { ...visitor, Robots: await robots(server) }, address)).status).toBe(200);
  });

  it('counts an IPv6 visitor by their /64: a new address of the same block each time is refused past the limit', async () => {
    const block = `2001:db8:${(Date.now() % 65535).toString(16)}:77`;
    const tokens: string[] = [];
    for (let i = 0; i <= RATE_LIMITS.perMinute; i++) tokens.push(await robots(server));
    for (let i = 0; i < RATE_LIMITS.perMinute; i++) {
      const answer = await inquiry({ Robots: tokens[i] }, `${block}:${(i + 1).toString(16)}::1`);
      expect(answer.status, `request ${i + 1}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
    expect((await inquiry({ Robots: tokens[RATE_LIMITS.perMinute] }, `${block}:ffff:ffff:ffff:ffff`)).status).toBe(429);
    // The next /64 is someone else.
    expect((await inquiry({ Robots: tokens[RATE_LIMITS.perMinute] }, `2001:db8:${(Date.now() % 65535).toString(16)}:78::1`)).status).toBe(200);
  });

  it(`counts ${RATE_LIMITS.perMinute} a minute per address for offers, shares (mail and text together), artist follows (with subscriptions) and page passwords`, async () => {
    // The limit comes before the body is read: requests with nothing valid in them count, and are refused past it.
    const families: Array<[string, string[]]> = [
      ['offers', ['/api/offers']],
      ['shares', ['/api/shares/email', '/api/shares/sms']],
      ['subscriptions', ['/api/subscriptions/artists', '/api/subscriptions']],
      ['page passwords', ['/api/challenges']],
    ];
    for (const [family, paths] of families) {
      const address = freshAddress();
      for (let i = 0; i < RATE_LIMITS.perMinute; i++) {
        const answer = await post(server, paths[i % paths.length], { Sub: 'demo' }, address);
        expect(answer.status, `${family}, request ${i + 1}: ${JSON.stringify(answer.body)}`).toBe(400);
      }
      for (const path of paths) {
        const refused = await post(server, path, { Sub: 'demo' }, address);
        expect(refused.status, `${family}: ${path}`).toBe(429);
        expect(errorOf(refused)).toEqual({ code: 'too_many_requests', message: FormRefusal.tooMany });
      }
      // Another address goes on.
      expect((await post(server, paths[0], { Sub: 'demo' })).status, family).toBe(400);
    }
  });

  it('limits the challenge endpoint per address as well', async () => {
    const address = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.perMinute; i++) {
      statuses.push((await fetchPatiently(`${server.url}/api/altcha/challenge`, { headers: { 'x-forwarded-for': address } })).status);
    }
    expect(statuses.slice(0, RATE_LIMITS.perMinute).every((s) => s === 200)).toBe(true);
    expect(statuses[RATE_LIMITS.perMinute]).toBe(429);
  });

  it(`sends one recipient at most ${RATE_LIMITS.shareRecipientPerDay} shares a day, from however many addresses`, async () => {
    const body = async () => ({ Sub: 'demo', Email: 'friend@example.com', InventoryId: work.inventoryId, Robots: await robots(server) });
    for (let i = 0; i < RATE_LIMITS.shareRecipientPerDay; i++) expect((await post(server, '/api/shares/email', await body())).status).toBe(200);
    const refused = await post(server, '/api/shares/email', await body());
    expect(refused.status).toBe(429);
    expect(errorOf(refused).message).toBe(FormRefusal.tooManyToRecipient);
    expect(await mailsTo('friend@example.com')).toHaveLength(RATE_LIMITS.shareRecipientPerDay);
  });

  it(`lets one visitor send at most ${RATE_LIMITS.shareSenderPerDay} shares a day, to however many recipients`, async () => {
    const address = freshAddress();
    const share = async (i: number) => post(server, '/api/shares/email', { Sub: 'demo', Email: `sender-${i}@example.com`, InventoryId: work.inventoryId, Robots: await robots(server) }, address);
    for (let i = 0; i < RATE_LIMITS.shareSenderPerDay; i++) expect((await share(i)).status, `share ${i + 1}`).toBe(200);
    const refused = await share(RATE_LIMITS.shareSenderPerDay);
    expect(refused.status).toBe(429);
    expect(errorOf(refused).message).toBe(FormRefusal.tooManySharesFromSender);
    expect(await mailsTo(`sender-${RATE_LIMITS.shareSenderPerDay}@example.com`)).toEqual([]);
  });

  it(`counts text messages the same way: one number, however written, gets at most ${RATE_LIMITS.shareRecipientPerDay} a day, and a visitor's texts count toward their ${RATE_LIMITS.shareSenderPerDay}`, async () => {
    // One number written ${RATE_LIMITS.shareRecipientPerDay + 1} ways, from as many addresses.
    const written = ['+1 (555) 010-0177', '1-555-010-0177', '+1 555 010 0177', '15550100177', '+1.555.010.0177', '+1 555-010-0177'];
    for (let i = 0; i < RATE_LIMITS.shareRecipientPerDay; i++) {
      const sent = await post(server, '/api/shares/sms', { Sub: 'demo', Phone: written[i], InventoryId: work.inventoryId, Robots: await robots(server) }, freshAddress());
      expect(sent.status, written[i]).toBe(200);
    }
    const refused = await post(server, '/api/shares/sms', { Sub: 'demo', Phone: written[RATE_LIMITS.shareRecipientPerDay], InventoryId: work.inventoryId, Robots: await robots(server) }, freshAddress());
    expect(refused.status).toBe(429);
    expect(errorOf(refused).message).toBe(FormRefusal.tooManyToRecipient);
    const texts = await server.db.select({ to: smsOutbox.toPhone }).from(smsOutbox);
    expect(texts.filter((t) => t.to.replace(/\D/g, '') === '15550100177')).toHaveLength(RATE_LIMITS.shareRecipientPerDay);

    // One visitor: mails and texts together reach the sender's limit.
    const address = freshAddress();
    for (let i = 0; i < RATE_LIMITS.shareSenderPerDay; i++) {
      const sent =
        i % 2
          ? await post(server, '/api/shares/sms', { Sub: 'demo', Phone: `+1 555 020 ${String(1000 + i)}`, InventoryId: work.inventoryId, Robots: await robots(server) }, address)
          : await post(server, '/api/shares/email', { Sub: 'demo', Email: `mixed-${i}@example.com`, InventoryId: work.inventoryId, Robots: await robots(server) }, address);
      expect(sent.status, `share ${i + 1}`).toBe(200);
    }
    const over = await post(server, '/api/shares/sms', { Sub: 'demo', Phone: '+1 555 020 9999', InventoryId: work.inventoryId, Robots: await robots(server) }, address);
    expect(over.status).toBe(429);
    expect(errorOf(over).message).toBe(FormRefusal.tooManySharesFromSender);
    expect(await server.db.select().from(smsOutbox).where(eq(smsOutbox.toPhone, '+15550209999'))).toEqual([]);
  });

  it(`lets one site send at most ${RATE_LIMITS.shareSitePerDay} shares a day, all visitors together`, async () => {
    const siteId = 2_000_000_000 - (Date.now() % 1000);
    for (let i = 0; i < RATE_LIMITS.shareSitePerDay; i++) await limitShares(server.db, siteId, `10.77.${i >> 8}.${i & 255}`);
    const refused = await limitShares(server.db, siteId, '10.78.0.1').then(() => null, (error: unknown) => error);
    expect(refused).toMatchObject({ status: 429, message: FormRefusal.tooManySharesFromSite });
    // Another site's visitors are not held back by it.
    await expect(limitShares(server.db, siteId + 1, '10.78.0.1')).resolves.toBeUndefined();
  });
});

describe('two server processes on one database', () => {
  it('verify each other’s challenges, refuse a solution the other accepted, and count one limit', async () => {
    const second = await serveApp(server.db, FORMS_TEST_CONFIG);
    try {
      const token = await robots(second);
      const body = { ...visitor, Message: 'From two processes', Robots: token };
      expect((await post(server, '/api/contacts', body)).status).toBe(200);
      expect(errorOf(await post(second, '/api/contacts', body)).code).toBe(FormErrorCode.VerificationFailed);

      const address = freshAddress();
      for (let i = 0; i < RATE_LIMITS.perMinute; i++) {
        expect((await post(i % 2 ? server : second, '/api/subscriptions', { Sub: 'demo', Email: 'x@y.co', Robots: 'x' }, address)).status).toBe(400);
      }
      expect((await post(second, '/api/subscriptions', { Sub: 'demo', Email: 'x@y.co', Robots: 'x' }, address)).status).toBe(429);
    } finally {
      await second.close();
    }
  });
});

describe('the kept counts', () => {
  it('forgets ended windows and expired solutions, and keeps live ones', async () => {
    const past = new Date(Date.now() - 60_000);
    const future = new Date(Date.now() + 60_000);
    await server.db.insert(requestCounts).values([
      { key: 'ended', count: 3, windowStartedAt: past, windowEndsAt: past },
      { key: 'live', count: 3, windowStartedAt: past, windowEndsAt: future },
    ]);
    await server.db.insert(botCheckUses).values([
      { id: 'expired', expiresAt: past },
      { id: 'live', expiresAt: future },
    ]);
    await forgetEndedWindows(server.db);
    await forgetExpiredBotChecks(server.db);
    const keys = (await server.db.select({ key: requestCounts.key }).from(requestCounts)).map((r) => r.key);
    expect(keys).toContain('live');
    expect(keys).not.toContain('ended');
    expect((await server.db.select({ id: botCheckUses.id }).from(botCheckUses)).map((r) => r.id)).toContain('live');
    expect((await server.db.select({ id: botCheckUses.id }).from(botCheckUses).where(eq(botCheckUses.id, 'expired')))).toEqual([]);
  });
});

describe('inquiries', () => {
  it('stores an inquiry with its work and mails the owner, visitor text escaped', async () => {
    const answer = await inquiry({ Message: 'Is it <b>still</b> available?\nThanks', Phone: '+1 555 010 0100', City: 'Lisbon', Subject: 'About <this>' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ message: FormText.inquirySent });
    const [row] = await server.db.select().from(inquiries).orderBy(desc(inquiries.id)).limit(1);
    expect(row).toMatchObject({ siteId: demoId, inventoryId: work.inventoryId, inventoryTitle: work.title, phone: '+1 555 010 0100', subject: 'About <this>' });
    const [mail] = await mailsTo(OWNER_EMAIL);
    expect(mail.subject).toContain(work.title);
    expect(mail.htmlBody).toContain('Is it &lt;b&gt;still&lt;/b&gt; available?<br>Thanks');
    expect(mail.htmlBody).not.toContain('<b>still</b>');
    expect(mail.textBody).toContain('Is it <b>still</b> available?');
    expect(mail.textBody).toContain(`/art/${work.inventoryId}`);
    // The owner answers the notice in their mail program, and the answer goes to the visitor.
    expect(mail.replyTo).toBe(visitor.Email);
  });

  it('takes a contact message without a work, and refuses works that are not the site’s', async () => {
    expect((await inquiry({ Id: undefined })).body).toEqual({ message: FormText.submitted });
    const [other] = await server.db.select({ id: inventory.id }).from(inventory).innerJoin(sites, eq(sites.id, inventory.siteId)).where(eq(sites.subdomain, 'artist')).limit(1);
    for (const Id of [other.id, 2_000_000_000]) {
      const answer = await inquiry({ Id });
      expect(answer.status).toBe(404);
      expect(errorOf(answer)).toEqual({ code: 'not_found', message: FormRefusal.noSuchWork });
    }
  });

  it('refuses an inquiry about a work whose INQUIRE the owner hid (canInquire), storing nothing', async () => {
    const stored = async () => (await server.db.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.inventoryId, work.inventoryId))).length;
    const before = await stored();
    await server.db.update(inventory).set({ canInquire: false }).where(eq(inventory.id, work.inventoryId));
    try {
      const answer = await inquiry();
      expect(answer.status).toBe(400);
      expect(errorOf(answer)).toEqual({ code: FormErrorCode.InquiryRefused, message: FormRefusal.inquiriesClosed });
      expect(await stored()).toBe(before);
    } finally {
      await server.db.update(inventory).set({ canInquire: true }).where(eq(inventory.id, work.inventoryId));
    }
    expect((await inquiry()).status).toBe(200);
    expect(await stored()).toBe(before + 1);
  });

  it('flags every missing required field with the spec message', async () => {
    const answer = await post(server, '/api/contacts', { Sub: 'demo', Robots: 'x', Email: '', Name: ' ', Message: '' });
    expect(answer.status).toBe(400);
    const { message } = errorOf(answer);
    for (const field of ['Email', 'Name', 'Message']) expect(message).toContain(`${field}: ${FormText.fieldRequired}`);
  });
});

describe('offers', () => {
  const offer = async (extra: Record<string, unknown>) =>
    post(server, '/api/offers', { ...visitor, Phone: '555 010 0100', Id: work.inventoryId, Robots: await robots(server), ...extra });

  it('stores a fixed-price offer with the edition, the list price and the percent off rounded up', async () => {
    const price = Math.floor((work.price * 0.9) / 100) + 0.5; // 0.5 of a unit: two decimals kept
    const answer = await offer({ PriceFixed: String(price) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({ message: FormText.offerSent });
    const [row] = await server.db.select().from(offers).orderBy(desc(offers.id)).limit(1);
    const amount = Math.round(price * 100);
    expect(row).toMatchObject({ editionId: work.editionId, listPrice: work.price, amount, percentOff: Math.ceil(((work.price - amount) * 100) / work.price) });
    const [mail] = await mailsTo(OWNER_EMAIL);
    expect(mail.subject).toContain('New offer');
    expect(mail.textBody).toContain(`${row.percentOff}% off`);
    expect(mail.replyTo).toBe(row.email);
  });

  it('works out a percent offer from the stored list price, whatever price the client claims elsewhere', async () => {
    expect((await offer({ PricePercent: 5, ListPrice: 1 })).status).toBe(200);
    const [row] = await server.db.select().from(offers).orderBy(desc(offers.id)).limit(1);
    expect(row.amount).toBe(Math.round(work.price * 0.95));
    expect(row.percentOff).toBe(5);
  });

  it('rounds a percent to the cent and a price to a whole percent, up', async () => {
    await server.db.update(editions).set({ price: 1999 }).where(eq(editions.id, work.editionId));
    try {
      const latest = async () => (await server.db.select().from(offers).orderBy(desc(offers.id)).limit(1))[0];
      expect((await offer({ PricePercent: 5 })).status).toBe(200);
      expect(await latest()).toMatchObject({ listPrice: 1999, amount: 1899, percentOff: 5 });
      expect((await offer({ PriceFixed: '18.99' })).status).toBe(200);
      expect(await latest()).toMatchObject({ listPrice: 1999, amount: 1899, percentOff: 6 });
    } finally {
      await server.db.update(editions).set({ price: work.price }).where(eq(editions.id, work.editionId));
    }
  });

  it('refuses offers above the list price, below half of it, and for works or editions that take none', async () => {
    const refusal = async (extra: Record<string, unknown>) => {
      const answer = await offer(extra);
      expect(answer.status, JSON.stringify(answer.body)).toBe(400);
      return errorOf(answer);
    };
    expect(await refusal({ Price: work.price / 100 + 1 })).toEqual({ code: FormErrorCode.OfferRefused, message: FormRefusal.offerTooHigh });
    expect(await refusal({ Price: (work.price * 0.49) / 100 })).toEqual({ code: FormErrorCode.OfferRefused, message: FormRefusal.offerTooLow(50) });
    expect(await refusal({ Price: '.' })).toEqual({ code: FormErrorCode.OfferRefused, message: FormRefusal.offerTooLow(50) });

    await server.db.update(inventory).set({ canReceiveOffers: false }).where(eq(inventory.id, work.inventoryId));
    expect(await refusal({ PricePercent: 5 })).toEqual({ code: FormErrorCode.OfferRefused, message: FormRefusal.offersClosed });
    await server.db.update(inventory).set({ canReceiveOffers: true }).where(eq(inventory.id, work.inventoryId));

    await server.db.update(sites).set({ canReceiveOffers: false }).where(eq(sites.id, demoId));
    // The site row is kept in memory while change announcements are heard; wait for it to be seen.
    await expect.poll(async () => (await offer({ PricePercent: 5 })).status, { timeout: 10_000 }).toBe(400);
    await server.db.update(sites).set({ canReceiveOffers: true }).where(eq(sites.id, demoId));
    await expect.poll(async () => (await offer({ PricePercent: 5 })).status, { timeout: 10_000 }).toBe(200);

    await server.db.update(editions).set({ isOnHold: true }).where(eq(editions.id, work.editionId));
    expect(await refusal({ PricePercent: 5, EditionId: work.editionId })).toEqual({ code: FormErrorCode.OfferRefused, message: FormRefusal.offerUnavailable });
    await server.db.update(editions).set({ isOnHold: false }).where(eq(editions.id, work.editionId));
    expect((await offer({ PricePercent: 5, EditionId: 2_000_000 })).status).toBe(404);
  });
});

describe('shares', () => {
  it('mails the work’s link in the product’s own words', async () => {
    const answer = await post(server, '/api/shares/email', { Sub: 'demo', Email: 'share-mail@example.com', InventoryId: work.inventoryId, Robots: await robots(server) });
    expect(answer.body).toEqual({ message: FormText.messageSent });
    const [mail] = await mailsTo('share-mail@example.com');
    expect(mail.textBody).toContain(`/art/${work.inventoryId}`);
    expect(mail.subject).toContain(work.title);
  });

  it('queues a text message for the SMS sender', async () => {
    const answer = await post(server, '/api/shares/sms', { Sub: 'demo', Phone: '+1 (555) 010-0199', InventoryId: work.inventoryId, Robots: await robots(server) });
    expect(answer.body).toEqual({ message: FormText.messageSent });
    const [sms] = await server.db.select().from(smsOutbox).where(eq(smsOutbox.toPhone, '+15550100199'));
    expect(sms.body).toContain(`/art/${work.inventoryId}`);
    expect((await post(server, '/api/shares/sms', { Sub: 'demo', Phone: '555', InventoryId: work.inventoryId, Robots: 'x' })).status).toBe(400);
    const mailbox = await (await fetchPatiently(`${server.url}/dev/mailbox`, { headers: { cookie } })).text();
    expect(mailbox).toContain('Text messages');
    expect(mailbox).toContain('+15550100199');
  });
});

describe('subscriptions and follows', () => {
  const linkOf = (text: string, kind: 'confirm' | 'unsubscribe') => {
    const m = new RegExp(`/subscriptions/${kind}\\?token=([^\\s&"]+)`).exec(text);
    expect(m, text).not.toBeNull();
    return `${server.url}/subscriptions/${kind}?token=${m![1]}`;
  };

  it('subscribes by double opt-in, records the show of an exhibition page, and unsubscribes without signing in', async () => {
    const [show] = await server.db.select({ id: shows.id }).from(shows).where(eq(shows.siteId, demoId)).limit(1);
    const email = 'list@example.com';
    const answer = await post(server, '/api/subscriptions', { Sub: 'demo', Email: email, Name: 'Lis', Origin: `show/${show.id}`, Robots: await robots(server) });
    expect(answer.body).toEqual({ message: FormText.subscribed });
    const [row] = await server.db.select().from(subscriptions).where(eq(subscriptions.email, email));
    expect(row).toMatchObject({ status: 'pending', showId: show.id, artistId: null });
    const [mail] = await mailsTo(email);

    // Opening the link (as a mail scanner does) changes nothing: its page asks, and its button confirms.
    const status = async () => (await server.db.select().from(subscriptions).where(eq(subscriptions.id, row.id)))[0].status;
    for (let i = 0; i < 2; i++) {
      const asked = await fetchPatiently(linkOf(mail.textBody, 'confirm'));
      expect(asked.status).toBe(200);
      const page = await asked.text();
      expect(page).toContain(`Confirm that ${email} should receive mail from`);
      expect(page).toContain('<form method="post"><button type="submit">Confirm subscription</button></form>');
      expect(await status()).toBe('pending');
    }
    const confirmed = await fetchPatiently(linkOf(mail.textBody, 'confirm'), { method: 'POST' });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain(FormText.subscribed);
    expect(await status()).toBe('confirmed');
    // Opened again, the link says it is done.
    expect(await (await fetchPatiently(linkOf(mail.textBody, 'confirm'))).text()).toContain(FormText.subscribed);

    // Subscribing again while confirmed mails nothing more.
    await post(server, '/api/subscriptions', { Sub: 'demo', Email: email.toUpperCase(), Robots: await robots(server) });
    expect(await mailsTo(email)).toHaveLength(1);

    const askedToLeave = await (await fetchPatiently(linkOf(mail.textBody, 'unsubscribe'))).text();
    expect(askedToLeave).toContain(`Stop sending mail from`);
    expect(askedToLeave).toContain('<button type="submit">Unsubscribe</button>');
    expect(await status()).toBe('confirmed');
    const gone = await fetchPatiently(linkOf(mail.textBody, 'unsubscribe'), { method: 'POST' });
    expect(gone.status).toBe(200);
    expect(await gone.text()).toContain('will receive no more');
    expect(await status()).toBe('unsubscribed');
    expect(await (await fetchPatiently(linkOf(mail.textBody, 'unsubscribe'))).text()).toContain('will receive no more');
  });

  it('answers changed, foreign and expired links in plain words and changes nothing', async () => {
    const [row] = await server.db.select().from(subscriptions).where(eq(subscriptions.email, 'list@example.com'));
    const good = await linkToken(server.db, 'confirm', row.id, row.email);
    for (const token of [`${good.slice(0, -2)}xx`, `${row.id + 1}${good.slice(String(row.id).length)}`, await linkToken(server.db, 'unsubscribe', row.id, row.email), '', '1.2.<script>']) {
      for (const method of ['GET', 'POST']) {
        const res = await fetchPatiently(`${server.url}/subscriptions/confirm?token=${encodeURIComponent(token)}`, { method });
        expect(res.status, `${method} ${token}`).toBe(400);
        expect(await res.text()).toContain('This link does not work');
      }
    }
    const old = await linkToken(server.db, 'confirm', row.id, row.email, Date.now() - 8 * 86_400_000);
    for (const method of ['GET', 'POST']) {
      const expired = await fetchPatiently(`${server.url}/subscriptions/confirm?token=${old}`, { method });
      expect(await expired.text()).toContain('This link has expired');
    }
    expect((await server.db.select().from(subscriptions).where(eq(subscriptions.id, row.id)))[0].status).toBe('unsubscribed');
  });

  it('follows an artist of the site, and no other', async () => {
    const [artist] = await server.db.select().from(artists).where(eq(artists.siteId, demoId)).limit(1);
    const answer = await post(server, '/api/subscriptions/artists', { Sub: 'demo', Email: 'fan@example.com', ArtistId: artist.id, Robots: await robots(server) });
    expect(answer.body).toEqual({ message: FormText.following });
    const [row] = await server.db.select().from(subscriptions).where(and(eq(subscriptions.email, 'fan@example.com'), eq(subscriptions.artistId, artist.id)));
    expect(row.status).toBe('pending');
    expect((await mailsTo('fan@example.com'))[0].subject).toContain(artist.name);
    const [foreign] = await server.db.select().from(artists).innerJoin(sites, eq(sites.id, artists.siteId)).where(eq(sites.subdomain, 'artist')).limit(1);
    const refused = await post(server, '/api/subscriptions/artists', { Sub: 'demo', Email: 'fan@example.com', ArtistId: foreign.artists.id, Robots: await robots(server) });
    expect(refused.status).toBe(404);
    expect(errorOf(refused).message).toBe(FormRefusal.noSuchArtist);
  });
});

describe("the owner's inbox", () => {
  it('is for the signed-in owner only', async () => {
    const res = await fetchPatiently(`${server.url}/api/owner/inbox/inquiries`);
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
  });

  it('lists inquiries newest first with their work, a page at a time, and marks them read and unread', async () => {
    await inquiry({ Message: 'Newest of all' });
    const first = await owner<InboxPage<Inquiry>>('GET', '/inbox/inquiries?pageSize=2');
    expect(first.status).toBe(200);
    expect(first.body.items[0]).toMatchObject({ message: 'Newest of all', isRead: false, artwork: { inventoryId: work.inventoryId, title: work.title } });
    expect(first.body.items).toHaveLength(2);
    expect(first.body.total).toBeGreaterThan(2);
    const second = await owner<InboxPage<Inquiry>>('GET', '/inbox/inquiries?pageSize=2&page=2');
    expect(new Date(second.body.items[0].createdAt).getTime()).toBeLessThanOrEqual(new Date(first.body.items[1].createdAt).getTime());
    expect(second.body.items[0].id).not.toBe(first.body.items[1].id);

    const id = first.body.items[0].id;
    const read = await owner<Inquiry>('PATCH', `/inbox/inquiries/${id}`, { isRead: true });
    expect(read.body.isRead).toBe(true);
    const after = await owner<InboxPage<Inquiry>>('GET', '/inbox/inquiries?unread=1&pageSize=100');
    expect(after.body.unread).toBe(first.body.unread - 1);
    expect(after.body.items.map((i) => i.id)).not.toContain(id);
    expect((await owner<Inquiry>('PATCH', `/inbox/inquiries/${id}`, { isRead: false })).body.isRead).toBe(false);
    const counts = await owner<Record<string, number>>('GET', '/inbox/counts');
    expect(counts.body.inquiries).toBe(first.body.unread);
  });

  it('lists offers, subscriptions and follows', async () => {
    const offersPage = await owner<InboxPage<Offer>>('GET', '/inbox/offers');
    expect(offersPage.body.items[0]).toMatchObject({ edition: { editionId: work.editionId }, listPrice: { value: work.price }, artwork: { inventoryId: work.inventoryId } });
    const subs = await owner<InboxPage<Subscription>>('GET', '/inbox/subscriptions?pageSize=100');
    expect(subs.body.items.find((s) => s.email === 'list@example.com')).toMatchObject({ status: 'unsubscribed', show: { showId: expect.any(Number) } });
    const follows = await owner<InboxPage<Follow>>('GET', '/inbox/follows');
    expect(follows.body.items[0]).toMatchObject({ email: 'fan@example.com', artist: { name: expect.any(String) } });
  });

  it('replies by mail through the outbox and marks the record replied', async () => {
    const { body } = await owner<InboxPage<Inquiry>>('GET', '/inbox/inquiries?pageSize=1');
    const reply = await owner<{ repliedAt: string }>('POST', `/inbox/inquiries/${body.items[0].id}/reply`, { message: 'Yes, it is. <Come> and see it.' });
    expect(reply.status).toBe(200);
    const [mail] = await mailsTo(visitor.Email);
    expect(mail.textBody).toContain('Yes, it is. <Come> and see it.');
    expect(mail.htmlBody).toContain('&lt;Come&gt;');
    expect(mail.textBody).toContain('> Newest of all');
    // The visitor's answer reaches the owners, not the address nobody reads that the mail is sent from.
    expect(mail.replyTo).toBe(OWNER_EMAIL);
    const offersPage = await owner<InboxPage<Offer>>('GET', '/inbox/offers?pageSize=1');
    expect((await owner('POST', `/inbox/offers/${offersPage.body.items[0].id}/reply`, { message: 'We accept.' })).status).toBe(200);
    expect((await owner<InboxPage<Offer>>('GET', '/inbox/offers?pageSize=1')).body.items[0].repliedAt).not.toBeNull();
    for (const [path, status] of [['/inbox/inquiries/2000000000/reply', 404], ['/inbox/subscriptions/1/reply', 404], ['/inbox/nothing/1/reply', 404]] as const) {
      expect((await owner('POST', path, { message: 'x' })).status, path).toBe(status);
    }
    expect((await owner('POST', `/inbox/inquiries/${body.items[0].id}/reply`, { message: ' ' })).status).toBe(400);
  });

  it('exports confirmed subscribers as CSV, formulas kept as text', async () => {
    const email = 'csv@example.com';
    await post(server, '/api/subscriptions', { Sub: 'demo', Email: email, Name: '=HYPERLINK("http://x")', Robots: await robots(server), Referrer: 'https://news.example/a', Utm: 'utm_source=mail' });
    const [mail] = await mailsTo(email);
    await fetchPatiently(`${server.url}/subscriptions/confirm?token=${/token=([^\s&"]+)/.exec(mail.textBody)![1]}`, { method: 'POST' });
    const csv = await owner('GET', '/inbox/subscriptions.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.text).toContain(`${email},"'=HYPERLINK(""http://x"")"`);
    // Where each came from, last: the owner sorts a campaign's subscribers in the spreadsheet.
    expect(csv.text.split('\r\n')[0]).toBe('Email,Name,Phone,Status,Origin,Subscribed,Confirmed,Referrer,Utm');
    expect(csv.text.split('\r\n').find((line) => line.startsWith(email))).toMatch(/,https:\/\/news\.example\/a,utm_source=mail$/);
    const listed = await owner<InboxPage<Subscription>>('GET', '/inbox/subscriptions?pageSize=100');
    expect(listed.body.items.find((s) => s.email === email)).toMatchObject({ referrer: 'https://news.example/a', utm: 'utm_source=mail' });
    expect(csv.text).not.toContain('list@example.com'); // unsubscribed
    expect((await owner('GET', '/inbox/subscriptions.csv?status=all')).text).toContain('list@example.com');
  });

  it('exports confirmed artist followers as CSV with the artist, all of them with status=all, and refuses another status or box', async () => {
    const [artist] = await server.db.select().from(artists).where(eq(artists.siteId, demoId)).limit(1);
    const follow = async (email: string, name: string) => post(server, '/api/subscriptions/artists', { Sub: 'demo', Email: email, Name: name, ArtistId: artist.id, Robots: await robots(server) });
    expect((await follow('follower@example.com', '@SUM(1+1)')).status).toBe(200);
    expect((await follow('pending-follower@example.com', 'Not yet')).status).toBe(200);
    const [mail] = await mailsTo('follower@example.com');
    await fetchPatiently(`${server.url}/subscriptions/confirm?token=${/token=([^\s&"]+)/.exec(mail.textBody)![1]}`, { method: 'POST' });

    const csv = await owner('GET', '/inbox/follows.csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="demo-follows.csv"');
    const lines = csv.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Email,Name,Phone,Status,Artist,Subscribed,Confirmed,Referrer,Utm');
    const line = lines.find((l) => l.startsWith('follower@example.com'));
    expect(line).toContain(`follower@example.com,'@SUM(1+1),,confirmed,${artist.name},`);
    expect(csv.text).not.toContain('pending-follower@example.com');
    // Followers are not newsletter subscribers, nor the other way round.
    expect((await owner('GET', '/inbox/subscriptions.csv?status=all')).text).not.toContain('follower@example.com');
    expect((await owner('GET', '/inbox/follows.csv?status=all')).text).toContain('pending-follower@example.com,Not yet,,pending,');

    for (const path of ['/inbox/follows.csv?status=pending', '/inbox/subscriptions.csv?status=', '/inbox/offers?pageSize=abc', '/inbox/follows?page=0']) {
      const refused = await owner('GET', path);
      expect(refused.status, path).toBe(400);
      expect((refused.body as { error: { code: string } }).error.code, path).toBe('invalid_request');
    }
    for (const path of ['/inbox/nothing', '/inbox/orders.csv']) {
      const missing = await owner('GET', path);
      expect(missing.status, path).toBe(404);
      expect(typeof (missing.body as { error?: { message?: unknown } }).error?.message, path).toBe('string');
    }
  });

  it("never shows or changes another site's records", async () => {
    const [other] = await server.db.select({ id: sites.id }).from(sites).where(eq(sites.subdomain, 'artist'));
    const [row] = await server.db.insert(inquiries).values({ siteId: other.id, email: 'x@example.com', name: 'Other', message: 'For the other site' }).returning();
    const all = await owner<InboxPage<Inquiry>>('GET', '/inbox/inquiries?pageSize=100');
    expect(all.body.items.map((i) => i.id)).not.toContain(row.id);
    expect((await owner('PATCH', `/inbox/inquiries/${row.id}`, { isRead: true })).status).toBe(404);
    expect((await owner('POST', `/inbox/inquiries/${row.id}/reply`, { message: 'x' })).status).toBe(404);
  });
});
