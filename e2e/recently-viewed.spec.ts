import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { restorePageAfterAll, signIn, SITE } from './helpers';

/**
 * The recently viewed slider (spec §3, §9): the owner adds it in the builder, where it previews the
 * site's first works; a visitor sees it only once they have viewed works, at most the last 4, newest first.
 */

interface Listed {
  inventory: Array<{ inventoryId: number; title: string }>;
}

const canvas = (page: Page) => page.frameLocator('[data-testid="canvas-frame"]');

restorePageAfterAll('news');

test('an owner adds the slider; a visitor sees the last four works they viewed, newest first', async ({ page, browser }) => {
  await signIn(page);
  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'News' });
  const frame = canvas(page);
  await expect(frame.locator('[data-block-type="blogs-list"]')).toBeVisible();

  // The builder previews it with the site's first works, as the spec's call asks for them.
  const preview = (await (await page.request.get('/api/inventory?sub=demo&limit=8&offset=0&order=0&status=1')).json()) as Listed;
  await page.getByTestId('toolbox-recently-viewed').click();
  const block = frame.locator('[data-block-type="recently-viewed"]');
  await expect(block.getByRole('heading', { name: 'Recently Viewed' })).toBeVisible();
  await expect(block.locator('.inventory-card__title')).toHaveText(preview.inventory.slice(0, 4).map((w) => w.title));
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visitor = await context.newPage();
  const errors: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });

  // Nothing viewed yet: nothing shows.
  await visitor.goto(`${SITE}/news`);
  await expect(visitor.locator('[data-island="RecentlyViewed"]')).toHaveCount(1);
  await expect(visitor.getByRole('heading', { name: 'Recently Viewed' })).toHaveCount(0);

  // Five art pages viewed, then back to the page with the slider.
  const works = ((await (await page.request.get('/api/inventory?sub=demo&limit=5&offset=0')).json()) as Listed).inventory;
  for (const work of works) {
    await visitor.goto(`${SITE}/art/${work.inventoryId}`);
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(work.title);
  }
  const asked: string[] = [];
  visitor.on('request', (r) => {
    const id = new URL(r.url()).searchParams.get('inventoryId');
    if (r.url().includes('/api/inventory?') && id) asked.push(id);
  });
  await visitor.goto(`${SITE}/news`);
  const slider = visitor.getByRole('region', { name: 'Recently Viewed' });
  await expect(visitor.getByRole('heading', { name: 'Recently Viewed' })).toBeVisible();
  const newestFirst = works.slice(1).reverse();
  await expect(slider.locator('.inventory-card__title')).toHaveText(newestFirst.map((w) => w.title));
  await expect(slider.locator('a.inventory-card').first()).toHaveAttribute('href', `/art/${newestFirst[0].inventoryId}`);
  // Each work was asked for by id, for its price and status as they are now.
  await expect.poll(() => [...asked].sort()).toEqual(newestFirst.map((w) => String(w.inventoryId)).sort());

  // Five fit at this width, so the four do not move; a phone shows one at a time.
  await expect(slider.getByRole('button', { name: 'Next' })).toBeDisabled();
  await visitor.setViewportSize({ width: 420, height: 800 });
  await expect(slider.getByRole('button', { name: 'Next' })).toBeEnabled();
  await slider.getByRole('button', { name: 'Next' }).click();
  await expect(slider.getByRole('button', { name: 'Previous' })).toBeEnabled();

  const { violations } = await new AxeBuilder({ page: visitor }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});
