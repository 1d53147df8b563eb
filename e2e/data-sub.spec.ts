import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { answeredCookieNotice, SITE } from './helpers';

/**
 * dataSub (spec §1 link builder): the gallery's pages showing the content of the artist site, which the
 * gallery's owner runs too. A visitor browses the gallery's Artworks page with the artist site's works,
 * follows one to its page, which keeps the parameter and shows the work without selling it.
 */

interface Listed {
  inventory: Array<{ inventoryId: number; title: string }>;
}

test('a visitor browses the gallery’s pages with the artist site’s works, and the work’s page shows it without selling it', async ({ page }) => {
  await answeredCookieNotice(page);
  const { inventory } = (await (await page.request.get('/api/inventory?sub=artist&limit=100')).json()) as Listed;
  const theirs = new Set(inventory.map((w) => w.title));
  expect(theirs.size).toBeGreaterThan(0);

  await page.goto(`${SITE}/artworks?dataSub=artist`);
  const cards = page.locator('.block-inventory-list .inventory-card__title');
  await expect(cards.first()).toBeVisible();
  const shown = await cards.allTextContents();
  expect(shown.filter((title) => !theirs.has(title))).toEqual([]);
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);

  // The work's link keeps dataSub; its page is the gallery's design with the artist site's work.
  const work = inventory.find((w) => w.title === shown[0])!;
  const link = page.locator(`.block-inventory-list a[href^="/art/${work.inventoryId}"]`).first();
  await expect(link).toHaveAttribute('href', `/art/${work.inventoryId}?dataSub=artist`);
  await page.goto(`${SITE}/art/${work.inventoryId}?dataSub=artist`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(work.title);
  await expect(page.locator('.purchase-button')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect((await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze()).violations).toEqual([]);

  // Without dataSub the gallery has no such work.
  expect((await page.request.get(`/art/${work.inventoryId}?sub=demo`)).status()).toBe(404);
});
