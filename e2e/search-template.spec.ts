import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ownerApi, removeMade, topUpArtworksFound } from './depth';
import { addText, restoreSiteSettingsAfterAll, signIn, SITE } from './helpers';

/**
 * The search results page template: the owner opens it from the pages panel, sees it with a search of
 * the site's own content, lays the results out in two columns and adds a text block above them,
 * publishes, and every visitor's search follows it, tabs and further pages all. The builder with the
 * template open and the visitor's page pass axe.
 */

restoreSiteSettingsAfterAll();

const HELP = 'Can’t find a work? Write to us and we will look for it.';

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

test('an owner lays out the search results page template, and every search follows it', async ({ page }) => {
  // The canvas searches for the site's first artist, as the visitor's search would.
  const { artists } = (await (await page.request.get('/api/artists?sub=demo&limit=1')).json()) as { artists: Array<{ name: string }> };
  const [artist] = artists;
  const { results } = (await (await page.request.get(`/api/search?sub=demo&q=${encodeURIComponent(artist.name)}&limit=12`)).json()) as { results: Array<{ title: string }> };
  expect(results.length).toBeGreaterThan(3);
  await signIn(page);
  const canvas = page.frameLocator('[data-testid="canvas-frame"]');
  const root = canvas.getByTestId('canvas-root');

  // On a page, the search blocks are not offered.
  await expect(page.getByTestId('toolbox-search-results-list')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pages', exact: true }).click();
  const pages = page.getByRole('dialog', { name: 'Pages' });
  await pages.getByRole('button', { name: /^Search results page/ }).click();
  await expect(pages).toBeHidden();
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue('@template-search');

  // The default template with the site's own results: the form prefilled, the tabs, columns x 3 results.
  await expect(root.getByText(`The search results page template: every search is shown with these blocks. Shown here with the results for “${artist.name}”.`)).toBeVisible();
  await expect(root.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(root.getByRole('searchbox')).toHaveValue(artist.name);
  await expect(root.getByRole('searchbox')).toHaveAttribute('placeholder', 'Search for artwork & artists');
  await expect(root.getByRole('navigation', { name: 'Kinds of results' }).getByRole('link')).toHaveText(['All', 'Artists', 'Blogs', 'Inventory', 'Exhibitions']);
  await expect(root.locator('.search-result__title')).toHaveText(results.slice(0, 3).map((r) => r.title));
  await expect(page.getByTestId('toolbox-search-meta')).toBeVisible();
  await expect(page.getByTestId('toolbox-search-results-list')).toBeVisible();
  await expectNoAxeViolations(page);

  // A setting of the results: two columns, six results.
  await root.locator('[data-block-type="search-results-list"] .search-result').first().click();
  await expect(page.getByRole('heading', { name: 'Search Results List' })).toBeVisible();
  await page.getByLabel('Columns', { exact: true }).selectOption('2');
  await expect(root.locator('.search-results--columns .search-result__title')).toHaveText(results.slice(0, 6).map((r) => r.title));

  // A text block of the owner's own, after the Search Meta (so above the results), by keyboard.
  await root.locator('[data-block-type="search-meta"] h1').click();
  await expect(page.getByRole('heading', { name: 'Search Meta' })).toBeVisible();
  await addText(page, HELP);
  await expect(root.getByText(HELP)).toBeVisible();
  await expect(root.locator('[data-block-type]')).toHaveCount(3);

  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'Home' });
  await expect(page.getByTestId('toolbox-search-meta')).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  // A visitor's search: the owner's words above the results, two columns, the tabs still there.
  const visitor = await page.context().newPage();
  await visitor.setViewportSize({ width: 1280, height: 800 });
  const surname = artist.name.split(' ').pop()!;
  await visitor.goto(`${SITE}/search?q=${encodeURIComponent(surname)}`);
  const main = visitor.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  await expect(main.locator('#search-page-q')).toHaveValue(surname);
  await expect(main.getByText(HELP)).toBeVisible();
  const firstCell = main.locator('.search-results--columns .search-result').first();
  await expect(firstCell).toBeVisible();
  const [helpBox, cellBox, secondBox] = [await main.getByText(HELP).boundingBox(), await firstCell.boundingBox(), await main.locator('.search-results--columns .search-result').nth(1).boundingBox()];
  expect(helpBox!.y).toBeLessThan(cellBox!.y);
  // Side by side: the second result starts right of the first, on its row.
  expect(secondBox!.x).toBeGreaterThan(cellBox!.x + cellBox!.width / 2);
  expect(Math.abs(secondBox!.y - cellBox!.y)).toBeLessThan(4);
  const tabs = main.getByRole('navigation', { name: 'Kinds of results' });
  await expect(tabs.getByRole('link')).toHaveText(['All', 'Artists', 'Blogs', 'Inventory', 'Exhibitions']);
  await tabs.getByRole('link', { name: 'Artists' }).click();
  await expect(visitor).toHaveURL(/type=1/);
  await expect(main.locator('.search-result--artist').first()).toContainText(artist.name);
  await expect(main.getByText(HELP)).toBeVisible();
  await expectNoAxeViolations(visitor);

  // More results on scroll, drawn in the same columns (the owner makes works where the catalogue has too few).
  const api = await ownerApi();
  const made = await topUpArtworksFound(api, 'paper', 31);
  try {
    await visitor.goto(`${SITE}/search?q=paper&type=0`);
    await expect(main.locator('.search-result')).toHaveCount(30);
    await main.locator('.search-more button').scrollIntoViewIfNeeded();
    await expect(main.locator('.search-more .search-results--columns .search-result').first()).toBeVisible();
  } finally {
    await removeMade(api, made);
    await api.dispose();
  }
  await visitor.close();
});
