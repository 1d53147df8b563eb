import fc from 'fast-check';
import { desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  artistSubscriptionRequestSchema,
  challengeRequestSchema,
  contactRequestSchema,
  inboxCsvQuerySchema,
  inboxMarkSchema,
  inboxQuerySchema,
  inboxReplySchema,
  offerRequestSchema,
  pagePasswordRequestSchema,
  shareEmailRequestSchema,
  shareSmsRequestSchema,
  subscriptionRequestSchema,
  type InboxPage,
  type Inquiry,
} from '../../schema';
import { artists, outbox, sites } from '../db/schema';
import { escapeHtml } from '../services/commerce/order-mail';
import { fuzzSettings, payloadsFor, toQueryString } from '../test/fuzz';
import { sellableEditions, signIn, startTestServer, OWNER_EMAIL, type SellableEdition, type TestServer } from '../test/harness';
import { fetchPatiently, FORMS_TEST_CONFIG, freshAddress, post, robots } from '../test/forms';

/**
 * Hostile input to the forms: generated payloads the schemas refuse, each of which must be answered
 * with a 4xx `{ error: { code, message } }` (never a 5xx, never a stack trace), at least 1,000 in all;
 * and 50 script-bearing strings in every text field of every form, stored as typed and escaped in every
 * mail that shows them again.
 */
let server: TestServer;
let cookie: string;
let work: SellableEdition;
let artistId: number;
const { seed, numRuns } = fuzzSettings();

beforeAll(async () => {
  server = await startTestServer(FORMS_TEST_CONFIG);
  cookie = await signIn(server.url);
  [work] = await sellableEditions(server.db, 'demo', 'original');
  const [demo] = await server.db.select({ id: sites.id }).from(sites).where(eq(sites.subdomain, 'demo'));
  [{ id: artistId }] = await server.db.select({ id: artists.id }).from(artists).where(eq(artists.siteId, demo.id)).limit(1);
});
afterAll(() => server?.close());

/** The answer is a refusal as the API promises one; a readable reason otherwise. */
function refusalProblem(status: number, text: string): string | null {
  if (status < 400 || status >= 500) return `answered ${status}: ${text.slice(0, 300)}`;
  if (/\bat .+\.(ts|js):\d+/.test(text)) return `leaked a stack trace: ${text.slice(0, 300)}`;
  try {
    const { error } = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    if (typeof error?.code !== 'string' || typeof error.message !== 'string' || !error.message) return `no { error: { code, message } }: ${text.slice(0, 300)}`;
  } catch {
    return `not JSON: ${text.slice(0, 300)}`;
  }
  return null;
}

let refused = 0;

async function send(method: string, path: string, body: string | undefined, headers: Record<string, string> = {}): Promise<void> {
  const res = await fetchPatiently(`${server.url}${path}`, {
    method,
    headers: { 'x-forwarded-for': freshAddress(), ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body,
  });
  const problem = refusalProblem(res.status, await res.text());
  if (problem) throw new Error(`${method} ${path} ${body?.slice(0, 200)}: ${problem}`);
  refused += 1;
}

/** Payloads generated from a schema that the schema itself refuses: bad input by construction. */
function badPayloads(schema: z.ZodType, overrides: Record<string, fc.Arbitrary<unknown>> = {}): fc.Arbitrary<unknown> {
  return payloadsFor(schema, overrides).filter((p) => !schema.safeParse(p).success);
}

/** Per family; FUZZ_RUNS (npm run fuzz's setting) runs longer. */
const RUNS = process.env.FUZZ_RUNS ? Math.max(numRuns, 120) : 120;
const site = fc.constantFrom('demo', 'demo', 'artist', 'no-such-site');

describe('generated bad payloads are refused with a 4xx error body', () => {
  const families: Array<[string, z.ZodType, Record<string, fc.Arbitrary<unknown>>]> = [
    ['/api/contacts', contactRequestSchema, { Sub: site }],
    ['/api/offers', offerRequestSchema, { Sub: site }],
    ['/api/shares/email', shareEmailRequestSchema, { Sub: site }],
    ['/api/shares/sms', shareSmsRequestSchema, { Sub: site }],
    ['/api/subscriptions', subscriptionRequestSchema, { Sub: site }],
    ['/api/subscriptions/artists', artistSubscriptionRequestSchema, { Sub: site }],
    ['/api/challenges', challengeRequestSchema, { Sub: site }],
  ];
  for (const [path, schema, overrides] of families) {
    it(`POST ${path}`, async () => {
      await fc.assert(
        fc.asyncProperty(badPayloads(schema, overrides), (body) => send('POST', path, JSON.stringify(body))),
        { seed, numRuns: RUNS },
      );
    });
  }

  it('owner calls: mark read and reply in every box, page passwords, inbox and CSV queries', async () => {
    // A real record, so payloads that pass the schema's JSON form reach the handler.
    await post(server, '/api/contacts', { Sub: 'demo', Email: 'a@example.com', Name: 'A', Message: 'M', Robots: await robots(server) });
    const { items } = (await (await fetchPatiently(`${server.url}/api/owner/inbox/inquiries?pageSize=1`, { headers: { cookie } })).json()) as InboxPage<Inquiry>;
    const { id } = items[0];
    const calls: Array<[string, string, z.ZodType]> = [
      ['PATCH', `/api/owner/inbox/inquiries/${id}`, inboxMarkSchema],
      ['POST', `/api/owner/inbox/inquiries/${id}/reply`, inboxReplySchema],
      ['PUT', '/api/owner/pages/home/password', pagePasswordRequestSchema],
      // The other boxes read the same bodies before they look for the record.
      ['PATCH', '/api/owner/inbox/offers/1', inboxMarkSchema],
      ['PATCH', '/api/owner/inbox/subscriptions/1', inboxMarkSchema],
      ['PATCH', '/api/owner/inbox/follows/1', inboxMarkSchema],
      ['POST', '/api/owner/inbox/offers/1/reply', inboxReplySchema],
    ];
    for (const [method, path, schema] of calls) {
      await fc.assert(fc.asyncProperty(badPayloads(schema), (body) => send(method, path, JSON.stringify(body), { cookie })), { seed, numRuns: Math.ceil(RUNS / 2) });
    }
    // Bad as the server reads a query string: the first value of each key.
    const asQuery = (q: unknown) => {
      const input: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(toQueryString(q))) if (!(key in input)) input[key] = value;
      return input;
    };
    const badQueries = payloadsFor(inboxQuerySchema).filter((q) => !inboxQuerySchema.safeParse(asQuery(q)).success);
    const boxes = fc.constantFrom('inquiries', 'offers', 'subscriptions', 'follows');
    await fc.assert(
      fc.asyncProperty(boxes, badQueries, (box, query) => send('GET', `/api/owner/inbox/${box}?${toQueryString(query)}`, undefined, { cookie })),
      { seed, numRuns: Math.ceil(RUNS / 2) },
    );
    const badCsvQueries = payloadsFor(inboxCsvQuerySchema).filter((q) => !inboxCsvQuerySchema.safeParse(asQuery(q)).success);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('subscriptions', 'follows'), badCsvQueries, (file, query) => send('GET', `/api/owner/inbox/${file}.csv?${toQueryString(query)}`, undefined, { cookie })),
      { seed, numRuns: Math.ceil(RUNS / 4) },
    );
  });

  it('bodies that are not JSON, too large, or forms sent from nowhere', async () => {
    for (const path of ['/api/contacts', '/api/offers', '/api/subscriptions', '/api/challenges']) {
      for (const body of ['', '{', 'null', '[]', '"text"', '{"Sub":', 'x'.repeat(200_000)]) await send('POST', path, body);
      await send('POST', path, '{}', { origin: 'https://evil.example' });
    }
  });

  it('adds up to at least 1,000 refused payloads', () => {
    expect(refused).toBeGreaterThanOrEqual(1000);
  });
});

/** 25 classic vectors, each as written, with upper-case tags and after a line of text: 50 and more in all. */
const VECTORS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<body onload=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><img src=x onerror=alert(1)>',
  '</textarea><script>alert(1)</script>',
  '<style>@import "javascript:alert(1)"</style>',
  '<object data="javascript:alert(1)">',
  '<embed src="javascript:alert(1)">',
  '<video><source onerror=alert(1)>',
  '<marquee onstart=alert(1)>',
  '<div style="background:url(javascript:alert(1))">',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '<scr<script>ipt>alert(1)</script>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '" onmouseover="alert(1)',
  '<base href="javascript:alert(1)//">',
  '<table background="javascript:alert(1)">',
];
const XSS = [...new Set(VECTORS.flatMap((v) => [v, v.replace(/<(\/?)([a-z])/g, (_, slash: string, c: string) => `<${slash}${c.toUpperCase()}`), `Hello\n${v}`]))];

/** The tags our own mail templates write, and their attributes; anything else in a mail came from a visitor. */
const MAIL_TAGS = new Set(['p', 'br', 'table', 'tr', 'th', 'td', 'blockquote', 'a', 'ul', 'li', 'strong']);
function foreignMarkup(html: string): string[] {
  const found: string[] = [];
  for (const m of html.matchAll(/<\/?([a-zA-Z][\w-]*)([^>]*)>/g)) {
    const attrs = m[2].replace(/\s(href|align)="[^"<>]*"/g, '').trim();
    if (!MAIL_TAGS.has(m[1]) || attrs) found.push(m[0]);
  }
  return found;
}

describe('script in every field of every form', () => {
  /**
   * The fields the text test above cannot fill with a payload as typed: addresses and phone numbers
   * checked for their form, the Zip and price too short to hold most, the password of a protected page.
   * Each payload there is refused with the API's error body, which never repeats it, or (the few short
   * enough for a Zip) kept as typed; a password is never accepted nor repeated.
   */
  it(`is refused, never repeated, in the checked and the short fields: ${XSS.length} payloads each`, { timeout: 300_000 }, async () => {
    const refusedFields = new Map<string, number>();
    const refusedWithout = (field: string, answer: { status: number; body: Record<string, unknown> }, x: string) => {
      expect(answer.status, `${field} ${x}: ${JSON.stringify(answer.body)}`).toBe(400);
      const { error } = answer.body as { error: { code: string; message: string } };
      expect(typeof error.code).toBe('string');
      expect(error.message).toBeTruthy();
      expect(JSON.stringify(answer.body)).not.toContain(x.trim());
      refusedFields.set(field, (refusedFields.get(field) ?? 0) + 1);
    };
    for (const x of XSS) {
      const base = { Sub: 'demo', Name: 'Sam', Email: 'xss@example.com' };
      const checked: Array<[string, string, Record<string, unknown>]> = [
        ['contacts Email', '/api/contacts', { ...base, Message: 'Hello', Email: x }],
        ['contacts Phone', '/api/contacts', { ...base, Message: 'Hello', Phone: x }],
        ['offers Email', '/api/offers', { ...base, Phone: '555 010 0100', Id: work.inventoryId, PricePercent: 5, Email: x }],
        ['offers Phone', '/api/offers', { ...base, Id: work.inventoryId, PricePercent: 5, Phone: x }],
        ['subscriptions Email', '/api/subscriptions', { ...base, Email: x }],
        ['subscriptions Phone', '/api/subscriptions', { ...base, Phone: x }],
        ['follows Email', '/api/subscriptions/artists', { ...base, ArtistId: artistId, Email: x }],
        ['shares Email', '/api/shares/email', { Sub: 'demo', InventoryId: work.inventoryId, Email: x }],
        ['shares Phone', '/api/shares/sms', { Sub: 'demo', InventoryId: work.inventoryId, Phone: x }],
      ];
      if (x.length > 20) checked.push(['contacts Zip', '/api/contacts', { ...base, Message: 'Hello', Zip: x }]);
      if (x.length > 50) checked.push(['contacts Price', '/api/contacts', { ...base, Message: 'Hello', Price: x }]);
      for (const [field, path, body] of checked) refusedWithout(field, await post(server, path, body), x);
      const unlock = await post(server, '/api/challenges', { Sub: 'demo', PageId: 'p-viewing-room', Challenge: x });
      expect(unlock.status).toBeLessThan(500);
      expect(unlock.body.isAuthenticated ?? false).toBe(false);
      expect(unlock.headers.get('set-cookie')).toBeNull();
      expect(JSON.stringify(unlock.body)).not.toContain(x.trim());
    }
    // Every payload was refused in each checked field, and in the Zip and the price (none is short enough for either).
    for (const [field, count] of refusedFields) expect(count, field).toBe(field.endsWith('Price') ? XSS.filter((x) => x.length > 50).length : XSS.length);
    expect(refusedFields.size).toBe(11);

    // Markup short enough for a Zip is kept as typed, and shown as text in the owner's mail.
    const before = (await server.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1))[0]?.id ?? 0;
    const SHORT = ['<b>04101</b>', '<svg/onload=1>', '"><i>x', "'><s>x", '<!--x-->'];
    for (const zip of SHORT) {
      const answer = await post(server, '/api/contacts', { Sub: 'demo', Name: 'Sam', Email: 'zip@example.com', Message: `Zip ${SHORT.indexOf(zip)}`, Zip: zip, Robots: await robots(server) });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    }
    const inbox = (await (await fetchPatiently(`${server.url}/api/owner/inbox/inquiries?pageSize=100`, { headers: { cookie } })).json()) as InboxPage<Inquiry>;
    expect(inbox.items.filter((i) => i.email === 'zip@example.com').map((i) => i.address?.zip).sort()).toEqual([...SHORT].sort());
    const mails = (await server.db.select().from(outbox).where(gt(outbox.id, before))).filter((m) => m.toAddress === OWNER_EMAIL);
    expect(mails).toHaveLength(SHORT.length);
    for (const mail of mails) expect(foreignMarkup(mail.htmlBody), mail.htmlBody).toEqual([]);
    for (const zip of SHORT) expect(mails.some((m) => m.htmlBody.includes(escapeHtml(zip))), zip).toBe(true);
  });

  // About 300 proofs of work solved here and 300 forms sent: minutes on a loaded machine.
  it(`is stored as typed and escaped in every owner mail: ${XSS.length} payloads`, { timeout: 600_000 }, async () => {
    expect(XSS.length).toBeGreaterThanOrEqual(50);
    const before = (await server.db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1))[0]?.id ?? 0;
    for (const x of XSS) {
      const text = { Referrer: x, Utm: x };
      const address = { AddressLineOne: x, AddressLineTwo: x, City: x, State: x, Zip: x.slice(0, 20), Country: x };
      const answers = await Promise.all([
        post(server, '/api/contacts', { Sub: 'demo', Email: 'xss@example.com', Name: x, Message: x, Subject: x, Price: x.slice(0, 50), Id: work.inventoryId, ...address, ...text, Robots: await robots(server) }),
        post(server, '/api/offers', { Sub: 'demo', Email: 'xss@example.com', Name: x, Phone: '555 010 0100', Id: work.inventoryId, PricePercent: 5, ...text, Robots: await robots(server) }),
        post(server, '/api/subscriptions', { Sub: 'demo', Email: `xss${XSS.indexOf(x)}@example.com`, Name: x, Origin: x, ...address, ...text, Robots: await robots(server) }),
        post(server, '/api/subscriptions/artists', { Sub: 'demo', Email: `xss${XSS.indexOf(x)}@example.com`, Name: x, ArtistId: artistId, ...text, Robots: await robots(server) }),
      ]);
      for (const answer of answers) expect(answer.status, `${x}: ${JSON.stringify(answer.body)}`).toBe(200);
    }

    const mails = await server.db.select().from(outbox).where(gt(outbox.id, before));
    const ownerMails = mails.filter((m) => m.toAddress === OWNER_EMAIL);
    expect(ownerMails).toHaveLength(XSS.length * 2);
    for (const mail of mails) {
      expect(foreignMarkup(mail.htmlBody), mail.htmlBody).toEqual([]);
      expect(mail.subject).not.toMatch(/[\r\n]/);
    }
    for (const x of XSS) {
      const shown = escapeHtml(x).replace(/\n/g, '<br>');
      const inquiryMail = ownerMails.find((m) => m.subject.startsWith('New inquiry') && m.htmlBody.includes(`<blockquote>${shown}</blockquote>`));
      expect(inquiryMail, x).toBeDefined();
      if (/[<>"'&]/.test(x)) expect(inquiryMail!.htmlBody).not.toContain(x);
    }

    const inbox = (await (await fetchPatiently(`${server.url}/api/owner/inbox/inquiries?pageSize=100`, { headers: { cookie } })).json()) as InboxPage<Inquiry>;
    const stored = inbox.items.filter((i) => i.email === 'xss@example.com');
    expect(stored.map((i) => i.message).sort()).toEqual(XSS.map((x) => x.trim()).sort());
    for (const item of stored) expect(item.name).toBe(item.message);
  });
});
