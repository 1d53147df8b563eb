import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { restoreSiteSettingsAfterAll, signIn, SITE } from './helpers';

/**
 * The artwork page template: the owner opens it from the pages panel, sees it with the site's own
 * first artwork, adds a text block and changes a block's setting (with undo), publishes, and two
 * different artworks' pages both follow it. A templated page passes axe.
 */

restoreSiteSettingsAfterAll();

interface Listed {
  inventoryId: number;
  title: string;
}

test('an owner restyles every artwork page at once through the artwork page template', async ({ page }) => {
  const { inventory } = (await (await page.request.get('/api/inventory?sub=demo&limit=2')).json()) as { inventory: Listed[] };
  const [first, second] = inventory;
  await signIn(page);
  const canvas = page.frameLocator('[data-testid="canvas-frame"]');
  const root = canvas.getByTestId('canvas-root');

  // On a page, the templates' own blocks are not offered.
  await expect(page.getByTestId('toolbox-inventory-meta')).toHaveCount(0);

  await page.getByRole('button', { name: 'Pages', exact: true }).click();
  const pages = page.getByRole('dialog', { name: 'Pages' });
  await pages.getByRole('button', { name: /^Artwork page/ }).click();
  await expect(pages).toBeHidden();
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue('@template-inventory');

  // The template is shown with the site's own first artwork, laid out as its page.
  await expect(root.getByText(`The artwork page template: every artwork page is drawn with these blocks. Shown here with “${first.title}”.`)).toBeVisible();
  await expect(root.locator('.art-page__title')).toHaveText(first.title);
  await expect(root.locator('[data-block-type]')).toHaveCount(3);
  await expect(page.getByTestId('toolbox-inventory-image')).toBeVisible();
  await expect(page.getByTestId('toolbox-related-inventory')).toBeVisible();

  // A block setting: the facts go, and come back with Undo.
  await root.locator('[data-block-type="inventory-meta"] .art-page__title').click();
  await expect(page.getByRole('heading', { name: 'Inventory Meta' })).toBeVisible();
  const facts = page.getByLabel('Show date, medium and dimensions');
  await facts.uncheck();
  await expect(root.locator('.art-page__facts')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(root.locator('.art-page__facts')).toHaveCount(1);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(root.locator('.art-page__facts')).toHaveCount(0);

  // A text block of the owner's own, added after the meta by keyboard.
  await page.getByTestId('toolbox-text').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Text added.');
  await page.getByLabel('Text', { exact: true }).fill('Every work ships insured, worldwide.');
  await expect(root.getByText('Every work ships insured, worldwide.')).toBeVisible();

  // Back on a page the template's blocks leave the toolbox again, and the template keeps its edits.
  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'Home' });
  await expect(page.getByTestId('toolbox-inventory-meta')).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const visitor = await page.context().newPage();
  await visitor.setViewportSize({ width: 1280, height: 800 });
  for (const work of [first, second]) {
    await visitor.goto(`${SITE}/art/${work.inventoryId}`);
    const main = visitor.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
    await expect(main.getByText('Every work ships insured, worldwide.')).toBeVisible();
    await expect(main.locator('.art-page__facts')).toHaveCount(0);
    await expect(main.locator('.art-page__images img').first()).toBeVisible();
  }
  const { violations } = await new AxeBuilder({ page: visitor }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
  await visitor.close();
});
