import { expect, test, type Browser, type Page } from '@playwright/test';
import { signIn, SITE } from './helpers';
import { linkIn, readOutbox, type OutboxMail } from './visitor-forms-http';
import { expectNoScriptRan, watchForScript } from './xss-payloads';

/**
 * Double opt-in and unsubscribe (issue 17), as a visitor and the owner live them: a subscription made
 * with the subscribe form that ends the demo site's news page, and an artist followed from the artist
 * page, each mails a confirmation; its Confirm link, opened in the browser, confirms (the owner's inbox
 * then says so), and its Unsubscribe link works in a browser that never signed in. The subscriber's
 * name carries script, which neither the visitor's page nor the owner's inbox runs.
 */

const unique = `${Date.now()}`.slice(-7);
const NAME = 'Sam <img src=x onerror="window.__xss=1">';
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function ownerPage(browser: Browser): Promise<{ page: Page; dialogs: string[] }> {
  const page = await browser.newPage();
  const dialogs = await watchForScript(page);
  await signIn(page);
  return { page, dialogs };
}

/** A visitor's browser of its own: the cookie notice answered and the newsletter popup seen, so neither covers the form. */
async function visitorPage(browser: Browser): Promise<{ page: Page; dialogs: string[] }> {
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'cookie_consent', value: 'rejected', url: SITE },
    { name: 'subscribe_popup', value: 'shown', url: SITE },
  ]);
  const page = await context.newPage();
  return { page, dialogs: await watchForScript(page) };
}

/** The one mail the outbox holds for `to`, looked up by address: other specs' mails may push it past the newest 100. */
async function mailTo(owner: Page, to: string): Promise<OutboxMail> {
  const mails = (await readOutbox(owner, to)).filter((m) => m.to === to);
  expect(mails.map((m) => m.subject)).toHaveLength(1);
  return mails[0];
}

/** The inbox row of `email` in a box of subscribers, with its status. */
async function expectStatus(owner: Page, dialogs: string[], box: 'subscriptions' | 'follows', email: string, status: string): Promise<void> {
  await owner.goto('/editor#/content/inbox');
  await owner.goto(`/editor#/content/inbox/${box}`);
  const screen = owner.locator('.ed-admin');
  const row = screen.getByRole('row', { name: new RegExp(literally(email)) });
  // Specs in the other worker add subscribers meanwhile (the xss spec 95 at once), so the row may be on a later page.
  await expect(screen.getByRole('table')).toBeVisible();
  for (let at = 1; (await row.count()) === 0 && at < 20; at++) {
    const next = screen.getByRole('button', { name: 'Next page' });
    if (await next.isDisabled()) break;
    await next.click();
    await expect(screen.getByText(new RegExp(`^${at * 25 + 1}–\\d+ of \\d+$`))).toBeVisible();
  }
  await expect(row).toContainText(status);
  await expect(row).toContainText(NAME);
  await expectNoScriptRan(owner, dialogs, '.ed-admin');
}

/**
 * Opens a mail's link in a browser that never signed in, presses its page's button (opening the link
 * alone changes nothing, as mail scanners open every link) and expects the heading and words after.
 */
async function follow(browser: Browser, url: string, button: string, heading: string, words: string | RegExp): Promise<void> {
  expect(new URL(url).origin).toBe(SITE);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.getByRole('button', { name: button }).press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByText(words)).toBeVisible();
  await context.close();
}

test('a visitor subscribes with the subscribe form, confirms from the mail, and unsubscribes without signing in', async ({ browser }) => {
  const email = `optin+${unique}@example.com`;
  const visitor = await visitorPage(browser);
  await visitor.page.goto(`${SITE}/news`);
  const section = visitor.page.getByRole('region', { name: 'Join Our Newsletter' });
  // The button is enabled once the form's script runs; what is typed before that is the page's, not the form's.
  await expect(section.getByRole('button', { name: 'SUBSCRIBE' })).toBeEnabled();
  await section.getByLabel('Name').fill(NAME);
  await section.getByLabel('Email').fill(email);
  await section.getByRole('button', { name: 'SUBSCRIBE' }).click();
  await expect(section.getByText('Thank you for subscribing to our mailing list!')).toBeVisible();
  await expectNoScriptRan(visitor.page, visitor.dialogs);
  await visitor.page.context().close();

  const owner = await ownerPage(browser);
  await expectStatus(owner.page, owner.dialogs, 'subscriptions', email, 'Waiting for confirmation');
  const mail = await mailTo(owner.page, email);
  expect(mail.subject).toMatch(/^Confirm your subscription to /);

  await follow(browser, linkIn(mail, 'Confirm'), 'Confirm subscription', 'Subscription confirmed', 'Thank you for subscribing to our mailing list!');
  await expectStatus(owner.page, owner.dialogs, 'subscriptions', email, 'Confirmed');

  const company = mail.subject.replace(/^Confirm your subscription to /, '');
  await follow(browser, linkIn(mail, 'Unsubscribe'), 'Unsubscribe', 'You are unsubscribed', `${email} will receive no more mail from ${company}.`);
  await expectStatus(owner.page, owner.dialogs, 'subscriptions', email, 'Unsubscribed');
  await owner.page.close();
});

test('a visitor follows an artist, confirms from the mail, and unsubscribes without signing in', async ({ browser, request }) => {
  const { artists } = (await (await request.get('/api/artists?sub=demo&limit=1')).json()) as { artists: { artistId: number; name: string }[] };
  const artist = artists[0];
  const email = `follow+${unique}@example.com`;
  const visitor = await visitorPage(browser);
  await visitor.page.goto(`${SITE}/artist/${artist.artistId}`);
  await visitor.page.getByRole('button', { name: 'Follow Artist' }).click();
  const popup = visitor.page.getByRole('dialog', { name: `Follow ${artist.name}` });
  await popup.getByLabel('Name').fill(NAME);
  await popup.getByLabel('Email').fill(email);
  await popup.getByRole('button', { name: 'FOLLOW ARTIST' }).click();
  await expect(popup.getByText('You are now following this artist.')).toBeVisible();
  await expectNoScriptRan(visitor.page, visitor.dialogs);
  await visitor.page.context().close();

  const owner = await ownerPage(browser);
  await expectStatus(owner.page, owner.dialogs, 'follows', email, 'Waiting for confirmation');
  const mail = await mailTo(owner.page, email);
  expect(mail.subject).toBe(`Confirm following ${artist.name}`);

  await follow(browser, linkIn(mail, 'Confirm'), 'Confirm subscription', 'Subscription confirmed', 'You are now following this artist.');
  await expectStatus(owner.page, owner.dialogs, 'follows', email, 'Confirmed');
  await follow(browser, linkIn(mail, 'Unsubscribe'), 'Unsubscribe', 'You are unsubscribed', new RegExp(`^${literally(email)} will receive no more news of ${literally(artist.name)} from .+\\.$`));
  await expectStatus(owner.page, owner.dialogs, 'follows', email, 'Unsubscribed');
  await owner.page.close();
});
