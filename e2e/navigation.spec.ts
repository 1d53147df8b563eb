import { expect, test } from '@playwright/test';
import { THEMES } from '../schema';
import { signInForRequests, SITE } from './helpers';

/** Puts a group with two pages into the published site through the builder's API, as the pages panel would. */
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInForRequests(page);
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  if (!document.pages.some((p: { pageId: string }) => p.pageId === 'nav-group')) {
    const extra = [
      { pageId: 'nav-group', title: 'Visit Us', slug: '', type: 8, showInNavigation: true, isTitleVisible: true, blocks: [] },
      { pageId: 'nav-hours', title: 'Hours', slug: 'nav-hours', type: 0, showInNavigation: true, isTitleVisible: true, blocks: [], parentPageId: 'nav-group' },
      { pageId: 'nav-map', title: 'Directions', slug: 'nav-directions', type: 0, showInNavigation: true, isTitleVisible: true, blocks: [], parentPageId: 'nav-group' },
    ];
    const saved = await page.request.put('/api/editor/document', { data: { document: { ...document, pages: [...document.pages, ...extra] }, baseRevision: revision } });
    expect(saved.ok()).toBe(true);
    expect((await page.request.post('/api/editor/publish')).ok()).toBe(true);
  }
  await page.close();
});

/** Takes the pages away again, so the specs after this one see the site as it was. */
test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInForRequests(page);
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  const pages = document.pages.filter((p: { pageId: string }) => !p.pageId.startsWith('nav-'));
  expect((await page.request.put('/api/editor/document', { data: { document: { ...document, pages }, baseRevision: revision } })).ok()).toBe(true);
  expect((await page.request.post('/api/editor/publish')).ok()).toBe(true);
  await page.close();
});

test('on a desktop the group dropdown opens on a click and closes outside it, on Escape and on its links', async ({ page }) => {
  await page.goto(`${SITE}/`);
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  const hours = nav.getByRole('link', { name: 'Hours' });
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await expect(hours).toBeHidden();
  await nav.getByText('Visit Us').click();
  await expect(hours).toBeVisible();
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(hours).toBeHidden();
  // by keyboard: Enter on the summary opens it, Escape closes it and keeps the focus there
  await nav.getByText('Visit Us').focus();
  await page.keyboard.press('Enter');
  await expect(hours).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(hours).toBeHidden();
  await expect(nav.locator('summary', { hasText: 'Visit Us' })).toBeFocused();
  await nav.getByText('Visit Us').click();
  await hours.click();
  await expect(page).toHaveURL(/\/nav-hours/);
});

test('on a phone the menu folds behind a button, keeps the scroll position, and expands groups', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${SITE}/`);
  const button = page.getByRole('button', { name: 'Menu' });
  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  await expect(button).toBeVisible();
  await expect(nav).toBeHidden();
  // Scrolled a little, with the Menu button still in view.
  await page.evaluate(() => window.scrollTo(0, 10));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBe(10);

  await button.click();
  await expect(nav).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  // The page underneath holds still while the menu is open.
  expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed');
  await nav.getByText('Visit Us').click();
  await expect(nav.getByRole('link', { name: 'Directions' })).toBeVisible();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(nav).toBeHidden();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  await button.click();
  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await expect(button).toBeFocused();
});

test('on a phone every theme keeps the name, the search button and Menu on one row', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const theme of THEMES) {
    await page.goto(`${SITE}/?layout=${theme}`);
    const header = page.locator('.site-header');
    const boxes = await Promise.all(
      [header.locator('.site-logo'), header.getByRole('button', { name: 'Menu' }), header.locator('.site-search__toggle')].map(async (part) => (await part.boundingBox())!),
    );
    const middles = boxes.map((box) => box.y + box.height / 2);
    // Each part's vertical middle lies within every other part's box: one row.
    for (const box of boxes) {
      for (const middle of middles) {
        expect(middle, theme).toBeGreaterThanOrEqual(box.y);
        expect(middle, theme).toBeLessThanOrEqual(box.y + box.height);
      }
    }
    // And the row fits the phone: nothing overflows to the side.
    expect(Math.max(...boxes.map((box) => box.x + box.width)), theme).toBeLessThanOrEqual(390);
  }
});
