import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { findUniqueOriginal, signIn, SITE } from './helpers';
import { inBatches, readOutbox, submitForm, type OutboxMail } from './visitor-forms-http';
import { expectNoScriptRan, fitting, watchForScript, XSS_PAYLOADS } from './xss-payloads';

/**
 * Hostile visitor text (issue 17): every payload of XSS_PAYLOADS in every text field of every visitor
 * form (inquiry, contact message, offer, subscription, artist follow; shares take only a validated
 * address or phone, and their Referrer and Utm), sent over HTTP with the bot check solved. The owner's
 * inbox, the owner's mails (each drawn as a page of its own, and the dev mailbox) and the site's pages
 * that show what a visitor typed (search, the contact page's prefill) run none of them and show each
 * as the text it is. Any dialog, `window.__xss` or element made from a payload fails the test.
 */

test.describe.configure({ mode: 'serial', timeout: 300_000 });

const unique = `${Date.now()}`.slice(-7);
const N = XSS_PAYLOADS.length;
let work: { inventoryId: number; title: string };
let artist: { artistId: number; name: string };

test.beforeAll(async ({ request }) => {
  expect(N).toBeGreaterThanOrEqual(50);
  work = await findUniqueOriginal(request);
  ({
    artists: [artist],
  } = (await (await request.get('/api/artists?sub=demo&limit=1')).json()) as { artists: Array<{ artistId: number; name: string }> });
});

/** The address fields, each with the payload where it fits the field. */
function address(p: string): Record<string, string> {
  const fields: Record<string, string | null> = {
    AddressLineOne: fitting(p, 200),
    AddressLineTwo: fitting(p, 200),
    City: fitting(p, 100),
    State: fitting(p, 100),
    Zip: fitting(p, 20),
    Country: fitting(p, 100),
  };
  return Object.fromEntries(Object.entries(fields).filter((e): e is [string, string] => e[1] !== null));
}

const email = (kind: string, i: number) => `${kind}${i}.${unique}@example.com`;

async function ownerPage(browser: Browser): Promise<{ page: Page; dialogs: string[] }> {
  const page = await browser.newPage();
  const dialogs = await watchForScript(page);
  await signIn(page);
  return { page, dialogs };
}

/**
 * Each of the newest `count` mails drawn as a page of its own, as a mail client without a sanitizer
 * would: nothing runs, and each payload `expected(i)` says is shown as text.
 */
async function expectMailsInert(browser: Browser, mails: OutboxMail[], expectedText: (mail: OutboxMail) => string[]): Promise<void> {
  const reader = await browser.newPage();
  const dialogs = await watchForScript(reader);
  await reader.goto(`${SITE}/robots.txt`);
  for (const mail of mails) {
    await reader.setContent(mail.html);
    for (const text of expectedText(mail)) expect(await reader.locator('body').textContent(), mail.subject).toContain(text);
    await expectNoScriptRan(reader, dialogs);
  }
  await reader.close();
}

/** Every payload is shown as text in the inbox box's first two pages (25 a page, newest first: this spec's 50). */
async function expectInboxShowsAll(page: Page, dialogs: string[], box: string, list: (screen: Locator) => Locator, texts: (i: number) => string[]): Promise<void> {
  await page.goto(`/editor#/content/inbox/${box}`);
  const screen = page.locator('.ed-admin');
  let text = '';
  for (let at = 0; at * 25 < N; at++) {
    if (at > 0) {
      await screen.getByRole('button', { name: 'Next page' }).click();
      await expect(screen.getByText(new RegExp(`^${at * 25 + 1}–\\d+ of \\d+$`))).toBeVisible();
    }
    await expect(list(screen)).toContainText(`.${unique}@example.com`);
    text += (await list(screen).textContent()) ?? '';
    await expectNoScriptRan(page, dialogs, '.ed-admin');
  }
  for (let i = 0; i < N; i++) for (const expected of texts(i)) expect(text, `${box} ${i}`).toContain(expected);
}

test('inquiries and contact messages: every payload in every field, inert in the inbox and the owner mails', async ({ request, browser }) => {
  await inBatches(XSS_PAYLOADS, 4, (p, i) =>
    submitForm(request, '/api/contacts', {
      // Even ones are inquiries about a work, odd ones the contact form's messages.
      ...(i % 2 === 0 ? { Id: work.inventoryId } : {}),
      Email: email('inquiries', i),
      Name: p,
      Subject: p,
      Message: `Message ${i}: ${p}`,
      Phone: '+1 555 010 0100',
      ...address(p),
      ...(fitting(p, 50) ? { Price: p } : {}),
      Referrer: p,
      Utm: p,
    }),
  );

  const { page, dialogs } = await ownerPage(browser);
  const mails = (await readOutbox(page)).filter((m) => m.subject.startsWith('New inquiry'));
  await expectNoScriptRan(page, dialogs);
  expect(mails.length).toBeGreaterThanOrEqual(N);
  const payloadOf = (mail: OutboxMail) => XSS_PAYLOADS[Number(/Message (\d+): /.exec(mail.text)![1])];
  await expectMailsInert(browser, mails.slice(0, N), (mail) => [payloadOf(mail), `Message ${/Message (\d+): /.exec(mail.text)![1]}: ${payloadOf(mail)}`]);

  await expectInboxShowsAll(page, dialogs, 'inquiries', (s) => s.getByRole('list', { name: 'Inquiries, newest first' }), (i) => [email('inquiries', i), `Message ${i}: ${XSS_PAYLOADS[i]}`]);
  await page.close();
});

test('offers: every payload in the name and campaign fields, inert in the inbox and the owner mails', async ({ request, browser }) => {
  await inBatches(XSS_PAYLOADS, 4, (p, i) =>
    submitForm(request, '/api/offers', {
      Id: work.inventoryId,
      Email: email('offers', i),
      Name: p,
      Phone: '+1 555 010 0101',
      PricePercent: 5,
      Referrer: p,
      Utm: p,
    }),
  );

  const { page, dialogs } = await ownerPage(browser);
  const mails = (await readOutbox(page)).filter((m) => m.subject.startsWith('New offer')).slice(0, N);
  await expectNoScriptRan(page, dialogs);
  expect(mails).toHaveLength(N);
  await expectMailsInert(browser, mails, (mail) => [XSS_PAYLOADS[Number(new RegExp(`offers(\\d+)\\.${unique}@`).exec(mail.text)![1])]]);

  await expectInboxShowsAll(page, dialogs, 'offers', (s) => s.getByRole('list', { name: 'Offers, newest first' }), (i) => [email('offers', i), XSS_PAYLOADS[i]]);
  await page.close();
});

test('subscriptions, artist follows and shares: every payload in every field, inert in the inbox and the mails', async ({ request, browser }) => {
  await inBatches(XSS_PAYLOADS, 4, async (p, i) => {
    await submitForm(request, '/api/subscriptions', {
      Email: email('subscriptions', i),
      Name: p,
      Phone: '+1 555 010 0102',
      ...address(p),
      ...(fitting(p, 300) ? { Origin: p } : {}),
      Referrer: p,
      Utm: p,
    });
    await submitForm(request, '/api/subscriptions/artists', { ArtistId: artist.artistId, Email: email('follows', i), Name: p, Referrer: p, Utm: p });
    // A share carries only the recipient, checked as an address or a phone number; the rest is the product's words.
    await submitForm(request, '/api/shares/email', { InventoryId: work.inventoryId, Email: email('shares', i), Referrer: p, Utm: p });
  });
  await submitForm(request, '/api/shares/sms', { InventoryId: work.inventoryId, Phone: '+1 555 010 0103', Referrer: XSS_PAYLOADS[0], Utm: XSS_PAYLOADS[1] });

  const { page, dialogs } = await ownerPage(browser);
  const mails = (await readOutbox(page)).filter((m) => m.to.endsWith(`.${unique}@example.com`));
  await expectNoScriptRan(page, dialogs);
  expect(mails.length).toBeGreaterThanOrEqual(100);
  await expectMailsInert(browser, mails, () => []);

  await expectInboxShowsAll(page, dialogs, 'subscriptions', (s) => s.getByRole('table'), (i) => [email('subscriptions', i), XSS_PAYLOADS[i]]);
  await expectInboxShowsAll(page, dialogs, 'follows', (s) => s.getByRole('table'), (i) => [email('follows', i), XSS_PAYLOADS[i]]);
  await page.close();
});

test('the site shows what a visitor typed back as text: search and the contact page prefilled from its address', async ({ page }) => {
  const dialogs = await watchForScript(page);
  await page.context().addCookies([
    { name: 'cookie_consent', value: 'rejected', url: SITE },
    { name: 'subscribe_popup', value: 'shown', url: SITE },
  ]);
  for (const p of XSS_PAYLOADS) {
    await page.goto(`${SITE}/search?q=${encodeURIComponent(p)}`);
    await expect(page.getByRole('searchbox').first()).toHaveValue(p);
    await expectNoScriptRan(page, dialogs);
  }
  for (const p of XSS_PAYLOADS) {
    await page.goto(`${SITE}/contact?subject=${encodeURIComponent(p)}&message=${encodeURIComponent(p)}`);
    await expect(page.getByLabel('Message').first()).toHaveValue(p);
    await expectNoScriptRan(page, dialogs);
  }
});
