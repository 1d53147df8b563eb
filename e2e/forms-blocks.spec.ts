import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { type Block, type SiteDocument } from '../schema';
import { E2E_PORT } from '../playwright.config';
import { findUniqueOriginal, signIn, SITE } from './helpers';

/**
 * The form blocks and popups (issue 17): the demo contact page's contact form prefilled from the page's
 * address, the subscribe form, sign-up buttons, the site's subscribe popup (once, then not for 7 days)
 * and Follow Artist on artist pages (in the artist page template by default). The document is put back as it was afterwards.
 */

const unique = `${Date.now()}`.slice(-7);
let before: { document: SiteDocument } | null = null;

async function ownerPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page);
  return page;
}

async function saveAndPublish(page: Page, change: (document: SiteDocument) => SiteDocument): Promise<void> {
  const { document, revision } = (await (await page.request.get('/api/editor/document')).json()) as { document: SiteDocument; revision: number };
  const saved = await page.request.put('/api/editor/document', { data: { document: change(document), baseRevision: revision } });
  expect(saved.ok(), await saved.text()).toBe(true);
  expect((await page.request.post('/api/editor/publish')).ok()).toBe(true);
}

const block = (id: string, type: string, config: Record<string, unknown>): Block => ({ id, type, config });

test.beforeAll(async ({ browser }) => {
  const page = await ownerPage(browser);
  before = (await (await page.request.get('/api/editor/document')).json()) as { document: SiteDocument };
  await saveAndPublish(page, (document) => ({
    ...document,
    site: {
      ...document.site,
      popupDelay: 1500,
      addressLineOne: '12 Harbour Street',
      city: 'Portland',
      state: 'ME',
      zip: '04101',
      hours: [{ days: 'Tuesday to Saturday', hours: '10am to 6pm' }],
    },
    pages: document.pages.map((p) =>
      p.slug === 'contact'
        ? {
            ...p,
            blocks: [
              block('e2e-subscribe', 'subscribe-form', { title: 'Join Our Newsletter', text: 'News from the gallery.', showName: true, showPhone: false }),
              block('e2e-signup', 'signup-buttons', { align: 'left' }),
              ...p.blocks,
            ],
          }
        : p,
    ),
  }));
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await ownerPage(browser);
  await saveAndPublish(page, () => before!.document);
  await page.close();
});

/** The cookie notice answered, and the subscribe popup already seen, so neither covers what a test clicks. */
async function quietVisitor(page: Page): Promise<void> {
  await page.context().addCookies([
    { name: 'cookie_consent', value: 'rejected', url: SITE },
    { name: 'subscribe_popup', value: 'shown', url: SITE },
  ]);
}

async function expectNoAxeViolations(page: Page, selector: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('the contact page takes the work, subject and message from its address and sends an inquiry', async ({ page, request }) => {
  const work = await findUniqueOriginal(request);
  await quietVisitor(page);
  await page.goto(`${SITE}/contact?inventoryId=${work.inventoryId}`);
  // The demo contact page's own contact form (fixtures), with the site's address beside it.
  const form = page.locator('form.visitor-form', { has: page.getByLabel('Subject') });
  await expect(form.getByLabel('Subject')).toHaveValue(new RegExp(`^Website inquiry regarding .+#${work.inventoryId}`));
  await expect(form.getByLabel('Message')).toHaveValue("I'm interested in learning more about this piece.");
  await expect(page.getByRole('complementary', { name: 'Visit us' })).toContainText('12 Harbour Street');
  await expect(page.getByRole('complementary', { name: 'Visit us' })).toContainText('Tuesday to Saturday');
  await expectNoAxeViolations(page, 'main');

  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(form.getByText('This field is required.')).toHaveCount(2);
  await form.getByLabel('Name').fill('Constance Contact');
  await form.getByLabel('Email').fill(`constance+${unique}@example.com`);
  await expect(form.getByText('This field is required.')).toHaveCount(0);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/contacts'));
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ Id: work.inventoryId, Name: 'Constance Contact' });
  await expect(form.getByText('A representative will be in touch soon!')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Message Sent' })).toBeDisabled();

  await page.goto(`${SITE}/contact?subject=Opening%20hours&message=Are%20you%20open%20on%20Sunday%3F`);
  await expect(form.getByLabel('Subject')).toHaveValue('Opening hours');
  await expect(form.getByLabel('Message')).toHaveValue('Are you open on Sunday?');
});

test('a visitor subscribes with the subscribe form and opens the newsletter popup from SUBSCRIBE', async ({ page }) => {
  await quietVisitor(page);
  await page.goto(`${SITE}/contact`);
  const section = page.getByRole('region', { name: 'Join Our Newsletter' });
  await section.getByRole('button', { name: 'SUBSCRIBE' }).click();
  await expect(section.getByText('This field is required.')).toBeVisible();
  await section.getByLabel('Email').fill(`sam+${unique}@example.com`);
  await expect(section.getByText('This field is required.')).toHaveCount(0);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/subscriptions'));
  await section.getByLabel('Email').press('Enter');
  expect((await sent).postDataJSON()).toMatchObject({ Email: `sam+${unique}@example.com`, Origin: '/contact' });
  await expect(section.getByText('Thank you for subscribing to our mailing list!')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Subscribed' })).toBeDisabled();

  const opener = page.locator('.signup-buttons').getByRole('button', { name: 'SUBSCRIBE' });
  await opener.click();
  const popup = page.getByRole('dialog', { name: 'Join Our Newsletter' });
  await expect(popup).toBeVisible();
  await expectNoAxeViolations(page, 'dialog.popup');
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the subscribe popup appears once after the delay, sets its cookie for 7 days, and not again after a reload', async ({ page }) => {
  await page.context().addCookies([{ name: 'cookie_consent', value: 'rejected', url: SITE }]);
  await page.goto(`${SITE}/`);
  const popup = page.getByRole('dialog', { name: 'Join Our Newsletter' });
  await expect(popup).toBeVisible();
  const box = await popup.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(500);
  const cookie = (await page.context().cookies(SITE)).find((c) => c.name === 'subscribe_popup');
  expect(cookie).toBeTruthy();
  const days = (cookie!.expires - Date.now() / 1000) / 86_400;
  expect(days).toBeGreaterThan(6.9);
  expect(days).toBeLessThanOrEqual(7);
  await expectNoAxeViolations(page, 'dialog.popup');
  await popup.getByLabel('Email').fill(`pop+${unique}@example.com`);
  await popup.getByRole('button', { name: 'SUBSCRIBE' }).click();
  await expect(popup.getByText('Thank you for subscribing to our mailing list!')).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();

  await page.reload();
  await expect(page.locator('[data-island="SubscribePopup"]')).toBeAttached();
  // The island is hydrated and its delay (1.5 s) long past: still no popup.
  await page.waitForFunction(() => performance.now() > 3_000);
  await expect(popup).toHaveCount(0);
});

test('the subscribe popup is absent before its delay and appears after it, a stored delay over 5000 ms capped at 5 s', async ({ page, browser }) => {
  const owner = await ownerPage(browser);
  await saveAndPublish(owner, (document) => ({ ...document, site: { ...document.site, popupDelay: 60_000 } }));
  try {
    await page.context().addCookies([{ name: 'cookie_consent', value: 'rejected', url: SITE }]);
    // When, in ms since the page began loading, the popup first came into the page.
    await page.addInitScript(() => {
      const seen = () => {
        if (document.querySelector('dialog.popup')) (window as { popupAt?: number }).popupAt ??= performance.now();
      };
      new MutationObserver(seen).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${SITE}/`);
    const popup = page.getByRole('dialog', { name: 'Join Our Newsletter' });
    await expect(page.locator('[data-island="SubscribePopup"]')).toBeAttached();
    // Three seconds in, the page long since running its script: not yet.
    await page.waitForFunction(() => performance.now() > 3_000);
    await expect(popup).toHaveCount(0);
    // Then it comes, after the capped 5 s and long before the stored 60.
    await expect(popup).toBeVisible({ timeout: 20_000 });
    const at = await page.evaluate(() => (window as { popupAt?: number }).popupAt ?? 0);
    expect(at).toBeGreaterThanOrEqual(5_000);
    expect(at).toBeLessThan(20_000);
  } finally {
    await saveAndPublish(owner, (document) => ({ ...document, site: { ...document.site, popupDelay: 1500 } }));
    await owner.close();
  }
});

test('a visitor follows an artist from the artist page: Follow Artist, then Artist Followed', async ({ page, request }) => {
  const { artists } = (await (await request.get('/api/artists?sub=demo&limit=1')).json()) as { artists: { artistId: number; name: string }[] };
  const artist = artists[0];
  await quietVisitor(page);
  await page.goto(`${SITE}/artist/${artist.artistId}`);
  const opener = page.getByRole('button', { name: 'Follow Artist' });
  await opener.click();
  const popup = page.getByRole('dialog', { name: `Follow ${artist.name}` });
  await expect(popup).toBeVisible();
  await expectNoAxeViolations(page, 'dialog.popup');
  await popup.getByLabel('Name').fill('Fan <img src=x onerror=alert(7)>');
  await popup.getByLabel('Email').fill(`fan+${unique}@example.com`);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/subscriptions/artists'));
  await popup.getByRole('button', { name: 'FOLLOW ARTIST' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ ArtistId: artist.artistId, Email: `fan+${unique}@example.com` });
  await expect(popup.getByText('You are now following this artist.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Artist Followed' })).toBeFocused();

  // The owner sees the follow and the subscriptions in the inbox.
  const owner = await page.context().browser()!.newPage();
  owner.on('dialog', async (dialog) => {
    await dialog.dismiss();
    throw new Error(`A script ran: ${dialog.message()}`);
  });
  await signIn(owner);
  const follows = (await (await owner.request.get('/api/owner/inbox/follows')).json()) as { items: { email: string; artist: { artistId: number } }[] };
  expect(follows.items[0]).toMatchObject({ email: `fan+${unique}@example.com`, artist: { artistId: artist.artistId } });
  await owner.goto('/editor#/content/inbox/follows');
  const row = owner.locator('.ed-admin').getByRole('row', { name: new RegExp(`fan\\+${unique}@example.com`) });
  await expect(row).toContainText(artist.name);
  await expect(row).toContainText('Fan <img src=x onerror=alert(7)>');
  await expect(owner.locator('.ed-admin img[src="x"]')).toHaveCount(0);
  await owner.close();
});

test('on the artist’s own site, WRITE TO ME leads from the home page to the contact form, and the message reaches the artist’s inbox', async ({ page }) => {
  const artistSite = `http://artist.localhost:${E2E_PORT}`;
  await page.context().addCookies([
    { name: 'cookie_consent', value: 'rejected', url: artistSite },
    { name: 'subscribe_popup', value: 'shown', url: artistSite },
  ]);
  await page.goto(`${artistSite}/`);
  await expect(page.getByText('Write to me and we will find a day.')).toBeVisible();
  await page.getByRole('link', { name: 'WRITE TO ME' }).click();
  await expect(page).toHaveURL(new RegExp(`^${artistSite}/contact`));
  const form = page.locator('form.visitor-form', { has: page.getByLabel('Subject') });
  await expectNoAxeViolations(page, 'main');
  await form.getByLabel('Name').fill('Wren Writer');
  await form.getByLabel('Email').fill(`wren+${unique}@example.com`);
  await form.getByLabel('Message').fill(`May I visit the studio next week? ${unique}`);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/contacts'));
  await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
  const answer = await answered;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({ Sub: 'artist', Name: 'Wren Writer', Email: `wren+${unique}@example.com` });
  // A message about no particular work is thanked for as a submission (§8).
  await expect(form.getByText('Thank you for your submission!')).toBeVisible();

  // The artist site's inbox holds it; the gallery's does not.
  await signIn(page);
  const inbox = async () => ((await (await page.request.get('/api/owner/inbox/inquiries?pageSize=20')).json()) as { items: { email: string; message: string }[] }).items;
  expect((await inbox()).some((i) => i.email === `wren+${unique}@example.com`)).toBe(false);
  expect((await page.request.post('/api/editor/site', { data: { subdomain: 'artist' } })).ok()).toBe(true);
  try {
    expect((await inbox()).find((i) => i.email === `wren+${unique}@example.com`)?.message).toBe(`May I visit the studio next week? ${unique}`);
  } finally {
    await page.request.post('/api/editor/site', { data: { subdomain: 'demo' } });
  }
});

test('on the artist’s own site, SUBSCRIBE on the home page opens the newsletter popup, and the subscription reaches the artist’s inbox', async ({ page }) => {
  const artistSite = `http://artist.localhost:${E2E_PORT}`;
  // The cookie notice answered; the popup not seen yet (the artist site sets no timed popup).
  await page.context().addCookies([{ name: 'cookie_consent', value: 'rejected', url: artistSite }]);
  await page.goto(`${artistSite}/`);
  await expect(page.getByText('Subscribe and I will write when a new one is finished.')).toBeVisible();
  const opener = page.locator('.signup-buttons').getByRole('button', { name: 'SUBSCRIBE' });
  await opener.click();
  const popup = page.getByRole('dialog', { name: 'Join Our Newsletter' });
  await expect(popup).toBeVisible();
  await expectNoAxeViolations(page, 'dialog.popup');
  await popup.getByLabel('Email').fill(`reader+${unique}@example.com`);
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/subscriptions'));
  await popup.getByRole('button', { name: 'SUBSCRIBE' }).click();
  expect((await answered).request().postDataJSON()).toMatchObject({ Sub: 'artist', Email: `reader+${unique}@example.com` });
  await expect(popup.getByText('Thank you for subscribing to our mailing list!')).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  await expect(opener).toBeFocused();

  // The artist site's subscribers hold the address; the gallery's do not.
  await signIn(page);
  const subscribers = async () => ((await (await page.request.get('/api/owner/inbox/subscriptions?pageSize=100')).json()) as { items: { email: string }[] }).items;
  expect((await subscribers()).some((s) => s.email === `reader+${unique}@example.com`)).toBe(false);
  expect((await page.request.post('/api/editor/site', { data: { subdomain: 'artist' } })).ok()).toBe(true);
  try {
    expect((await subscribers()).some((s) => s.email === `reader+${unique}@example.com`)).toBe(true);
  } finally {
    await page.request.post('/api/editor/site', { data: { subdomain: 'demo' } });
  }
});

test('subscribed from the popup on an exhibition page, the subscription is recorded with that exhibition', async ({ page, request }) => {
  const { shows } = (await (await request.get('/api/shows?sub=demo&limit=1')).json()) as { shows: Array<{ showId: number; title: string }> };
  const [show] = shows;
  await page.context().addCookies([{ name: 'cookie_consent', value: 'rejected', url: SITE }]);
  await page.goto(`${SITE}/show/${show.showId}`);
  const popup = page.getByRole('dialog', { name: 'Join Our Newsletter' });
  await expect(popup).toBeVisible();
  await popup.getByLabel('Email').fill(`show+${unique}@example.com`);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/subscriptions'));
  await popup.getByRole('button', { name: 'SUBSCRIBE' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ Origin: `show/${show.showId}`, Sub: 'demo' });
  await expect(popup.getByText('Thank you for subscribing to our mailing list!')).toBeVisible();

  // The owner sees which exhibition brought the subscriber.
  await signIn(page);
  const { items } = (await (await page.request.get('/api/owner/inbox/subscriptions?pageSize=100')).json()) as { items: Array<{ email: string; show: { showId: number; title: string } | null }> };
  expect(items.find((s) => s.email === `show+${unique}@example.com`)?.show).toEqual({ showId: show.showId, title: show.title });
});
