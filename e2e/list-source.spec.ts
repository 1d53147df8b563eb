import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { restorePageAfterAll, signIn, SITE } from './helpers';

/**
 * An inventory list's source in the builder's inspector (spec §3: source 3 a chosen list, list.listId):
 * the canvas shows the chosen list's works at once, and so does the published page.
 */

interface Listed {
  inventory: Array<{ title: string }>;
}

const canvas = (page: Page) => page.frameLocator('[data-testid="canvas-frame"]');
const inspector = (page: Page) => page.getByRole('complementary', { name: 'Block settings' });

restorePageAfterAll('news');

test('an owner takes an inventory list’s works from a chosen list; the canvas and the published page show that list', async ({ page }) => {
  await signIn(page);
  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'News' });
  const frame = canvas(page);
  await expect(frame.locator('[data-block-type="blogs-list"]')).toBeVisible();

  // A new list shows the site's works, 4 columns x 3 in the builder.
  const first = ((await (await page.request.get('/api/inventory?sub=demo&limit=12')).json()) as Listed).inventory.map((w) => w.title);
  await page.getByTestId('toolbox-inventory-list').click();
  const block = frame.locator('[data-block-type="inventory-list"]');
  await expect(block.locator('.inventory-card__title')).toHaveText(first);

  const chosen = (await (await page.request.get('/api/editor/chosen-lists')).json()) as { lists: Array<{ listId: number; name: string; kind: number; count: number }> };
  const picks = chosen.lists.find((l) => l.name === 'Staff picks')!;
  const pickTitles = ((await (await page.request.get(`/api/inventory?sub=demo&listId=${picks.listId}&limit=30`)).json()) as Listed).inventory.map((w) => w.title);
  expect(pickTitles.length).toBeGreaterThan(0);
  expect(pickTitles).not.toEqual(first);

  const settings = inspector(page);
  await settings.getByLabel('Title', { exact: true }).fill('Staff Picks');
  await settings.getByLabel('Source', { exact: true }).selectOption({ label: 'A chosen list' });
  // Only the site's chosen lists of artworks are offered (other specs may have made more of them).
  const artworkLists = chosen.lists.filter((l) => l.kind === picks.kind).map((l) => `${l.name} (${l.count})`);
  expect(chosen.lists.some((l) => l.kind !== picks.kind)).toBe(true);
  await expect(settings.getByLabel('Chosen list').locator('option')).toHaveText(['Choose a list', ...artworkLists]);
  await settings.getByLabel('Chosen list').selectOption({ label: `Staff picks (${pickTitles.length})` });
  await expect(block.locator('.inventory-card__title')).toHaveText(pickTitles.slice(0, 12));

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  // Visitors get the list's works in its order, in the server's HTML, on a page of up to 30.
  const visitor = await page.context().newPage();
  await visitor.goto(`${SITE}/news`);
  const list = visitor.locator('section', { has: visitor.getByRole('heading', { name: 'Staff Picks' }) });
  await expect(list.locator('.inventory-card__title')).toHaveText(pickTitles);
  const { violations } = await new AxeBuilder({ page: visitor }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
