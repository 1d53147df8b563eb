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

/** Which payload an owner mail (its subject starting `subject`) is about, by the visitor address `email(kind, i)` it names; null for other mails. */
function ownerMailIndex(subject: string, kind: string): (mail: OutboxMail) => number | null {
  const address = new RegExp(`${kind}(\\d+)\\.${unique}@`);
  return (mail) => {
    const found = mail.subject.startsWith(subject) ? address.exec(mail.text) : null;
    return found ? Number(found[1]) : null;
  };
}

async function ownerPage(browser: Browser): Promise<{ page: Page; dialogs: string[] }> {
  const page = await browser.newPage();
  const dialogs = await watchForScript(page);
  await signIn(page);
  return { page, dialogs };
}

/**
 * Sends every payload, 25 at a time, and after each 25 collects from the owner's outbox (its newest
 * 100) the mails `indexOf` finds theirs: specs in other workers send mails meanwhile, so the newest 100
 * after all N would not hold them all.
 */
async function sendAndCollect(
  owner: Page,
  send: (payload: string, index: number) => Promise<void>,
  indexOf: (mail: OutboxMail) => number | null,
): Promise<OutboxMail[]> {
  const mails: OutboxMail[] = [];
  for (let start = 0; start < N; start += 25) {
    await inBatches(XSS_PAYLOADS.slice(start, start + 25), 4, (p, i) => send(p, start + i));
    const outbox = await readOutbox(owner);
    mails.push(
      ...outbox.filter((mail) => {
        const i = indexOf(mail);
        return i !== null && i >= start && i < start + 25;
      }),
    );
  }
  return mails;
}

/**
 * Each mail drawn as a page of its own, as a mail client without a sanitizer
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

/**
 * Every payload is shown as text in the inbox box, newest first, 25 a page. This spec's N are the newest
 * but for what specs in other workers send meanwhile, so it pages on until it has seen them all, to the
 * last page; and, should the list have moved under it, once more from the first. What it never saw is
 * named in the failure.
 */
async function expectInboxShowsAll(page: Page, dialogs: string[], box: string, list: (screen: Locator) => Locator, texts: (i: number) => string[]): Promise<void> {
  const screen = page.locator('.ed-admin');
  const expected = Array.from({ length: N }, (_, i) => texts(i)).flat();
  let text = '';
  const missing = () => expected.filter((e) => !text.includes(e));
  for (let pass = 0; pass < 2 && missing().length > 0; pass++) {
    await page.goto('/robots.txt');
    await page.goto(`/editor#/content/inbox/${box}`);
    for (let at = 0; ; at++) {
      if (at > 0) {
        await screen.getByRole('button', { name: 'Next page' }).click();
        await expect(screen.getByText(new RegExp(`^${at * 25 + 1}–\\d+ of \\d+$`))).toBeVisible();
      }
      await expect(list(screen)).toContainText('@example.com');
      text += (await list(screen).textContent()) ?? '';
      await expectNoScriptRan(page, dialogs, '.ed-admin');
      if (missing().length === 0 || (await screen.getByRole('button', { name: 'Next page' }).isDisabled())) break;
      expect(at * 25, `${box}: paged past this spec's ${N} without finding them all`).toBeLessThan(N + 100);
    }
  }
  expect(missing(), `${box}: shown on no page of the inbox`).toEqual([]);
}

test('inquiries and contact messages: every payload in every field, inert in the inbox and the owner mails', async ({ request, browser }) => {
  const { page, dialogs } = await ownerPage(browser);
  const indexOf = ownerMailIndex('New inquiry', 'inquiries');
  const mails = await sendAndCollect(
    page,
    (p, i) =>
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
    indexOf,
  );
  await expectNoScriptRan(page, dialogs);
  expect(mails).toHaveLength(N);
  await expectMailsInert(browser, mails, (mail) => [XSS_PAYLOADS[indexOf(mail)!], `Message ${indexOf(mail)}: ${XSS_PAYLOADS[indexOf(mail)!]}`]);

  await expectInboxShowsAll(page, dialogs, 'inquiries', (s) => s.getByRole('list', { name: 'Inquiries, newest first' }), (i) => [email('inquiries', i), `Message ${i}: ${XSS_PAYLOADS[i]}`]);
  await page.close();
});

test('offers: every payload in the name and campaign fields, inert in the inbox and the owner mails', async ({ request, browser }) => {
  const { page, dialogs } = await ownerPage(browser);
  const indexOf = ownerMailIndex('New offer', 'offers');
  const mails = await sendAndCollect(
    page,
    (p, i) =>
      submitForm(request, '/api/offers', {
        Id: work.inventoryId,
        Email: email('offers', i),
        Name: p,
        Phone: '+1 555 010 0101',
        PricePercent: 5,
        Referrer: p,
        Utm: p,
      }),
    indexOf,
  );
  await expectNoScriptRan(page, dialogs);
  expect(mails).toHaveLength(N);
  await expectMailsInert(browser, mails, (mail) => [XSS_PAYLOADS[indexOf(mail)!]]);

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
  // Each recipient's mails looked up by address: specs in other workers send mails meanwhile, so the
  // outbox's newest 100 need not be this spec's.
  const mails: OutboxMail[] = [];
  for (const kind of ['subscriptions', 'follows', 'shares']) {
    for (let i = 0; i < N; i++) {
      const theirs = await readOutbox(page, email(kind, i));
      expect(theirs.length, `mails to ${email(kind, i)}`).toBeGreaterThanOrEqual(1);
      mails.push(...theirs);
    }
  }
  await expectNoScriptRan(page, dialogs);
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
