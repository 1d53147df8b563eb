import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { findUniqueOriginal, SITE, signIn } from './helpers';

async function expectNoAxeViolations(page: Page, include?: string, skipFrames = false): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (include) builder = builder.include(include);
  // A sandboxed frame runs no script, so axe cannot look inside it (the page it shows is checked on its own).
  if (skipFrames) builder = builder.options({ iframes: false }).setLegacyMode(true);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`);
  expect(summary).toEqual([]);
}

test('the visitor home, artwork and cart pages pass axe checks', async ({ page, request }) => {
  const piece = await findUniqueOriginal(request);
  await page.goto(`${SITE}/`);
  await expectNoAxeViolations(page);
  await page.goto(`${SITE}/art/${piece.inventoryId}`);
  await expectNoAxeViolations(page);
  await page.goto(`${SITE}/buy/?products=${piece.editions[0].editionId}:1`);
  await expect(page.getByText(piece.title).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the artist site, and the gallery home on a phone, pass axe checks', async ({ page }) => {
  await page.goto(`http://artist.localhost:${E2E_PORT}/`);
  await expect(page.locator('main')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${SITE}/`);
  await expectNoAxeViolations(page);
});

test('the news page with its blog list in each layout, and the not-found page, pass axe checks', async ({ page, request }) => {
  const { blogs } = (await (await request.get('/api/blogs?sub=demo&limit=30')).json()) as { blogs: Array<{ title: string }> };
  await page.goto(`${SITE}/news`);
  const posts = page.locator('.block-content-list', { has: page.locator('.blog-cell') });
  await expect(posts.locator('.blog-cell__title')).toHaveText(blogs.map((b) => b.title));
  await expectNoAxeViolations(page);
  await posts.getByRole('tab', { name: 'Grid' }).click();
  await expect(posts.locator('ul.list-items--grid')).toBeVisible();
  await expectNoAxeViolations(page);

  for (const address of [`${SITE}/no-such-page`, `http://artist.localhost:${E2E_PORT}/show/99999999`]) {
    const res = await page.goto(address);
    expect(res?.status(), address).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByText('The page you are looking for could not be found.')).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

test('the builder sign-in and the builder shell pass axe checks', async ({ page }) => {
  await page.goto('/editor');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await signIn(page);
  await expectNoAxeViolations(page);
});

test('the media library passes axe checks, with an image selected, and closes with Escape', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Media', exact: true }).click();
  const library = page.getByRole('dialog', { name: 'Media library' });
  await expect(library).toBeVisible();
  await expect(library.getByLabel('Search images')).toBeFocused();
  await library.getByLabel('Upload images').setInputFiles({ name: 'axe-check.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="#345"/></svg>') });
  await expect(library.getByRole('region', { name: 'Selected image' })).toContainText('axe-check.svg');
  await expectNoAxeViolations(page, '.ed-media');
  await page.keyboard.press('Escape');
  await expect(library).toBeHidden();
});

test('the site settings pass axe checks, with a colour picker open', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Site settings' });
  await dialog.getByRole('button', { name: /^Accent \(links, buttons\): #[0-9a-f]{6}\. Change colour$/ }).click();
  await expect(dialog.locator('.ed-settings-picker')).toBeVisible();
  await expectNoAxeViolations(page, '.ed-settings');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the header and footer panel passes axe checks on both screens', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Header & footer', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Header and footer' });
  await expect(dialog.getByLabel('Position')).toBeVisible();
  await expectNoAxeViolations(page, '.ed-site-parts');
  await dialog.getByRole('button', { name: 'Mobile', exact: true }).click();
  await expect(dialog.getByRole('heading', { name: 'Mobile header' })).toBeVisible();
  await expectNoAxeViolations(page, '.ed-site-parts');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // The preview width went with the screen chosen there; nothing was changed, so nothing needs saving.
  await page.getByRole('button', { name: 'Desktop', exact: true }).click();
});

test('the versions panel passes axe checks', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Versions', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Versions' });
  await expect(dialog.getByRole('list', { name: 'Published versions, newest first' }).getByRole('button').first()).toBeVisible();
  await expectNoAxeViolations(page, '.ed-versions', true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the pages panel passes axe checks and reorders pages by keyboard alone', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Pages', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pages' });
  await expect(dialog.getByRole('region', { name: 'Page settings' })).toBeVisible();
  await expectNoAxeViolations(page, '.ed-pages');
  const names = () => dialog.getByRole('list', { name: 'Pages in menu order' }).locator('.ed-pages-name > span:first-child').allTextContents();
  const [first, second] = await names();
  // Space picks the page up, the arrow moves it, Space puts it down.
  await dialog.getByRole('button', { name: `Reorder ${first}` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${first} is now at position 1 of`)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByText(`${first} is now at position 2 of`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect.poll(async () => (await names()).slice(0, 2)).toEqual([second, first]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a visitor reaches PURCHASE and the cart by keyboard alone', async ({ page, request }) => {
  const piece = await findUniqueOriginal(request);
  await page.goto(`${SITE}/art/${piece.inventoryId}`);
  const purchase = page.getByRole('link', { name: 'PURCHASE', exact: true }).or(page.getByRole('button', { name: 'PURCHASE', exact: true }));
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    if (await purchase.evaluate((el) => el === document.activeElement)) break;
  }
  await expect(purchase).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Added To Cart')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View Cart' }).or(page.getByRole('button', { name: 'View Cart' }))).toBeVisible();
});
