import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, signInForRequests, SITE } from './helpers';

/**
 * The parts of the site that became blocks (issue 19): Artist Name Button, Search, Cookie Policy Button,
 * a form's Success Message and Error Message, and the Subscribe Popup. An owner drags each from the
 * toolbox onto an empty page (the messages into a Contact Form), sets it in the inspector and publishes;
 * a visitor meets and uses each on the page the server draws.
 */

const canvas = (page: Page) => page.frameLocator('[data-testid="canvas-frame"]');
const inspector = (page: Page) => page.getByRole('complementary', { name: 'Block settings' });
const SLUG = 'site-parts-e2e';
const TITLE = 'Site Part Blocks';
const unique = `${Date.now()}`.slice(-7);

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInForRequests(page);
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  const pages = [...document.pages.filter((p: { slug: string }) => p.slug !== SLUG), { pageId: SLUG, title: TITLE, slug: SLUG, type: 0, showInNavigation: false, isTitleVisible: true, blocks: [] }];
  expect((await page.request.put('/api/editor/document', { data: { document: { ...document, pages }, baseRevision: revision } })).ok()).toBe(true);
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInForRequests(page);
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  const pages = document.pages.filter((p: { slug: string }) => p.slug !== SLUG);
  expect((await page.request.put('/api/editor/document', { data: { document: { ...document, pages }, baseRevision: revision } })).ok()).toBe(true);
  expect((await page.request.post('/api/editor/publish')).ok()).toBe(true);
  await page.close();
});

async function openPage(page: Page): Promise<Locator> {
  await signIn(page);
  const root = canvas(page).locator('.cb-page-root');
  await expect(root).toBeVisible();
  const picker = page.getByLabel('Page', { exact: true });
  await picker.selectOption({ label: TITLE });
  await expect(picker).toHaveValue(SLUG);
  // The canvas shows this page once it holds as many blocks as the saved page has.
  const { document } = await (await page.request.get('/api/editor/document')).json();
  const saved = document.pages.find((p: { slug: string }) => p.slug === SLUG).blocks.length;
  await expect(root.locator(':scope > .cb-block')).toHaveCount(saved);
  return root;
}

/** Drags a kind from the toolbox to the end of a canvas (its middle while it is empty, else the lower half of its last block). */
async function drag(page: Page, type: string, target: Locator, label: string): Promise<Locator> {
  const before = await target.locator(`[data-block-type="${type}"]`).count();
  const children = target.locator(':scope > .cb-block');
  const count = await children.count();
  const onto = count ? children.nth(count - 1) : target;
  await onto.scrollIntoViewIfNeeded();
  const box = (await onto.boundingBox())!;
  const y = count ? box.height - 4 : Math.min(box.height / 2, 60);
  await page.getByTestId(`toolbox-${type}`).dragTo(onto, { targetPosition: { x: box.width / 2, y } });
  await expect(target.locator(`[data-block-type="${type}"]`)).toHaveCount(before + 1);
  await expect(inspector(page).getByRole('heading', { level: 2 })).toHaveText(label);
  return target.locator(`[data-block-type="${type}"]`).nth(before);
}

/** Axe over the parts named: CSS selectors, or [frame, selector inside it]. */
async function expectNoAxeViolations(page: Page, within: Array<string | [string, string]>, what: string): Promise<void> {
  const axe = new AxeBuilder({ page });
  for (const part of within) axe.include(part);
  const { violations } = await axe.withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${what}: ${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary ?? ''})`).join(', ')}`)).toEqual([]);
}

test('an owner drags each site part onto an empty page, sets it, publishes, and a visitor uses them', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { artists } = (await (await request.get('/api/artists?sub=demo&limit=100&order=5&dir=asc')).json()) as { artists: { artistId: number; name: string }[] };
  const artist = artists[0];
  const root = await openPage(page);
  const settings = inspector(page);

  const nameButton = await drag(page, 'artist-name-button', root, 'Artist Name Button');
  await expect(nameButton).toContainText('Name an artist');
  await settings.getByLabel('Artist', { exact: true }).selectOption({ label: artist.name });
  await expect(nameButton.getByRole('link', { name: artist.name })).toBeVisible();

  const search = await drag(page, 'search', root, 'Search');
  await settings.getByLabel('Show results from', { exact: true }).selectOption({ label: 'Inventory' });
  // Drawn, but inert in the builder: no words, no search.
  await expect(search.locator('form.search-form[inert]')).toHaveCount(1);

  await drag(page, 'cookie-policy-button', root, 'Cookie Policy Button');
  await settings.getByLabel('The button', { exact: true }).selectOption({ label: 'Rejects cookies' });
  await settings.getByRole('textbox', { name: 'Text', exact: true }).fill('No cookies, thank you');
  await expect(root.getByRole('button', { name: 'No cookies, thank you' })).toBeVisible();

  const form = await drag(page, 'contact-form', root, 'Contact Form');
  const messages = form.locator('.form-block__messages');
  await expect(messages).toContainText('Drop a Success Message or an Error Message here');
  await drag(page, 'success-message', messages, 'Success Message');
  await settings.getByRole('textbox', { name: 'Text', exact: true }).fill('Thanks! We will write back within a day.');
  await drag(page, 'error-message', messages, 'Error Message');
  await expect(settings.getByRole('textbox', { name: 'Text', exact: true })).toHaveValue('There was an error with your request. Please validate your input and try again!');
  await settings.getByRole('textbox', { name: 'Text', exact: true }).fill('Sorry, that did not go through. Please try again.');
  await expect(messages).toContainText('Success Message: shown once the form is sent');
  await expect(messages).toContainText('Sorry, that did not go through.');

  const popup = await drag(page, 'subscribe-popup', root, 'Subscribe Popup');
  await expect(popup.getByRole('heading', { name: 'Join Our Newsletter' })).toBeVisible();
  await settings.getByRole('textbox', { name: 'Title', exact: true }).fill('Studio News');
  await settings.getByLabel('Delay (ms)', { exact: true }).fill('500');
  await expect(popup).toContainText('opens 0.5 s after a page opens');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  // A first visit: the page's own popup comes after half a second, then the cookie notice is answered on the page.
  const visitorContext = await page.context().browser()!.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`${SITE}/${SLUG}`);
  const dialog = visitor.getByRole('dialog', { name: 'Studio News' });
  await expect(dialog).toBeVisible();
  await expect(visitor.getByRole('dialog', { name: 'Join Our Newsletter' })).toHaveCount(0);
  await expectNoAxeViolations(visitor, ['dialog.popup'], 'subscribe popup');
  await visitor.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  const notice = visitor.getByRole('region', { name: 'We Value Your Privacy' });
  await expect(notice).toBeVisible();
  await expectNoAxeViolations(visitor, ['body'], 'visitor page');
  await visitor.getByRole('button', { name: 'No cookies, thank you' }).click();
  await expect(notice).toBeHidden();
  await expect(visitor.getByText('Thank you: cookies are rejected.')).toBeVisible();
  expect((await visitor.context().cookies(SITE)).find((c) => c.name === 'cookie_consent')?.value).toBe('rejected');

  await expect(visitor.getByRole('link', { name: artist.name, exact: true })).toHaveAttribute('href', `/artist/${artist.artistId}`);

  // The contact form says the owner's words: first for a failure, then, sent again, for its success.
  const contact = visitor.locator('form.visitor-form', { has: visitor.getByLabel('Message') });
  await contact.getByLabel('Name').fill('Parts Visitor');
  await contact.getByLabel('Email').fill(`parts+${unique}@example.com`);
  await contact.getByLabel('Message').fill('Do you frame works on paper?');
  await visitor.route('**/api/contacts', (route) => route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'Down for a moment' } } }));
  await contact.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(contact.getByRole('alert')).toHaveText('Sorry, that did not go through. Please try again.');
  await visitor.unroute('**/api/contacts');
  await contact.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(contact.getByText('Thanks! We will write back within a day.')).toBeVisible();
  await expect(contact.getByRole('button', { name: 'Message Sent' })).toBeDisabled();
  await expectNoAxeViolations(visitor, ['main'], 'visitor page after sending');

  // The search block: nothing sent empty; words go to the search page's Inventory tab, and come back filled in.
  const bar = visitor.getByRole('search', { name: 'Search', exact: true });
  await bar.getByRole('button', { name: 'Search' }).click();
  await expect(visitor).toHaveURL(`${SITE}/${SLUG}`);
  await bar.getByRole('searchbox').fill('Dusk');
  await bar.getByRole('searchbox').press('Enter');
  await expect(visitor).toHaveURL(`${SITE}/search?q=Dusk&type=0`);
  await expect(visitor.locator('.search-tabs__tab[aria-current="page"]')).toHaveText('Inventory');
  await visitor.goto(`${SITE}/${SLUG}?q=Harbour`);
  await expect(visitor.getByRole('search', { name: 'Search', exact: true }).getByRole('searchbox')).toHaveValue('Harbour');
  await visitorContext.close();
});

test('the builder is accessible with the inspector of each site part open', async ({ page }) => {
  test.setTimeout(180_000);
  await openPage(page);
  const kinds = [
    ['artist-name-button', 'Artist Name Button'],
    ['search', 'Search'],
    ['cookie-policy-button', 'Cookie Policy Button'],
    ['contact-form', 'Contact Form'],
    ['success-message', 'Success Message'],
    ['error-message', 'Error Message'],
    ['subscribe-popup', 'Subscribe Popup'],
  ] as const;
  // The form this test adds: the page may keep the other test's.
  const form = canvas(page).locator('[data-block-type="contact-form"]').last();
  for (const [type, label] of kinds) {
    // Messages go into the selected form; the others at the end of the page.
    if (type.endsWith('-message')) await form.click({ position: { x: 4, y: 4 } });
    else await canvas(page).locator('.cb-page-root').click({ position: { x: 4, y: 4 } });
    await page.getByTestId(`toolbox-${type}`).focus();
    await page.keyboard.press('Enter');
    await expect(inspector(page).getByRole('heading', { level: 2 })).toHaveText(label);
    for (const summary of await inspector(page).locator('summary').all()) await summary.click();
    // Shown as the owner sees it: blocks off screen are laid out at a placeholder height until scrolled to.
    const block = canvas(page).locator(`[data-block-type="${type}"]`).last();
    await block.scrollIntoViewIfNeeded();
    // What the part brings: its inspector, and the part as the canvas draws it.
    const id = (await block.getAttribute('data-block-id'))!;
    await expectNoAxeViolations(page, ['.ed-builder-side--right', ['[data-testid="canvas-frame"]', `[data-block-id="${id}"]`]], label);
  }
  // And the whole builder once, with every part on the page.
  await expectNoAxeViolations(page, ['.ed-builder'], 'the builder');
  await expect(form.locator('[data-block-type="success-message"]')).toHaveCount(1);
  await expect(form.locator('[data-block-type="error-message"]')).toHaveCount(1);
});
