import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { addText, openTemplate, restoreSiteSettingsAfterAll, signIn, SITE } from './helpers';

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
  await addText(page, 'Every work ships insured, worldwide.');
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

test('an owner sets an artwork’s picture beside its facts in columns of the artwork page template', async ({ page }) => {
  const { inventory } = (await (await page.request.get('/api/inventory?sub=demo&limit=1')).json()) as { inventory: Listed[] };
  const [work] = inventory;
  await signIn(page);
  // The template starts as two empty columns above the related works.
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  const emptyColumn = (id: string) => ({ id, type: 'column', config: {}, blocks: [] });
  const templates = {
    ...document.site.templates,
    inventory: {
      blocks: [
        { id: 'e2e-cols', type: 'columns', config: { columnCount: 2, gap: 32 }, blocks: [emptyColumn('e2e-col-1'), emptyColumn('e2e-col-2')] },
        { id: 'e2e-related', type: 'related-inventory', config: { columns: 4, showTitle: true } },
      ],
    },
  };
  const saved = await page.request.put('/api/editor/document', { data: { document: { ...document, site: { ...document.site, templates } }, baseRevision: revision } });
  expect(saved.ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('canvas-frame')).toBeVisible();

  await page.getByRole('button', { name: 'Pages', exact: true }).click();
  await page.getByRole('dialog', { name: 'Pages' }).getByRole('button', { name: /^Artwork page/ }).click();
  const canvas = page.frameLocator('[data-testid="canvas-frame"]');
  const [left, right] = [canvas.locator('[data-block-type="column"]').first(), canvas.locator('[data-block-type="column"]').nth(1)];
  await expect(left).toBeVisible();

  // By keyboard: the picture into the selected first column.
  await left.click({ position: { x: 4, y: 4 } });
  await page.getByTestId('toolbox-inventory-image').focus();
  await page.keyboard.press('Enter');
  await expect(left.locator('[data-block-type="inventory-image"] .art-page__images img').first()).toBeVisible();

  // By drag: the facts into the second; related works, a list, are refused there both ways.
  await page.getByTestId('toolbox-inventory-meta').dragTo(right);
  await expect(right.locator('[data-block-type="inventory-meta"] .art-page__title')).toHaveText(work.title);
  await page.getByTestId('toolbox-related-inventory').dragTo(right);
  await expect(right.locator('[data-block-type="related-inventory"]')).toHaveCount(0);
  await right.click({ position: { x: 4, y: 4 } });
  await page.getByTestId('toolbox-related-inventory').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('Related Inventory cannot be placed inside Column');
  await expect(canvas.locator('[data-block-type="related-inventory"]')).toHaveCount(1);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const visitor = await page.context().newPage();
  await visitor.setViewportSize({ width: 1280, height: 800 });
  await visitor.goto(`${SITE}/art/${work.inventoryId}`);
  const main = visitor.locator('main');
  const picture = main.locator('.block-columns .art-page__images');
  const title = main.locator('.block-columns').getByRole('heading', { level: 1, name: work.title });
  await expect(picture.locator('img').first()).toBeVisible();
  await expect(title).toBeVisible();
  // Side by side: the facts start right of the picture, level with it.
  const [pictureBox, titleBox] = [await picture.boundingBox(), await title.boundingBox()];
  expect(titleBox!.x).toBeGreaterThanOrEqual(pictureBox!.x + pictureBox!.width);
  expect(Math.abs(titleBox!.y - pictureBox!.y)).toBeLessThan(pictureBox!.height);
  await expect(main.locator('.art-page__related')).toHaveCount(1);
  const { violations } = await new AxeBuilder({ page: visitor }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
  await visitor.close();
});

test('the exhibition page template shows the first show’s own works at the builder’s page size', async ({ page }) => {
  const { shows } = (await (await page.request.get('/api/shows?sub=demo&limit=1')).json()) as { shows: Array<{ showId: number; title: string }> };
  const [show] = shows;
  const { inventory } = (await (await page.request.get(`/api/inventory?sub=demo&showId=${show.showId}&limit=18`)).json()) as { inventory: Listed[] };
  expect(inventory.length).toBeGreaterThan(2);
  await signIn(page);
  await page.getByRole('button', { name: 'Pages', exact: true }).click();
  await page.getByRole('dialog', { name: 'Pages' }).getByRole('button', { name: /^Exhibition page/ }).click();
  const canvas = page.frameLocator('[data-testid="canvas-frame"]');
  const grid = canvas.locator('[data-block-type="show-grid"]');
  const titles = grid.locator('.inventory-card__title');
  // Four columns: up to 12 works, the show's own in its order.
  await expect(titles).toHaveText(inventory.slice(0, 12).map((w) => w.title));

  await grid.getByRole('heading', { name: 'Artworks' }).click();
  await expect(page.getByRole('heading', { name: 'Show Grid' })).toBeVisible();
  await page.getByLabel('Columns', { exact: true }).selectOption('2');
  await expect(titles).toHaveText(inventory.slice(0, 6).map((w) => w.title));
});

test('an owner adds to the not found page through its template; a visitor at an unknown address sees it under the heading', async ({ page }) => {
  await signIn(page);
  const root = page.frameLocator('[data-testid="canvas-frame"]').getByTestId('canvas-root');
  await openTemplate(page, /^Not found page/, '@template-notFound');
  await expect(root.getByText('The not found page template: visitors see these blocks under the heading ‘Page Not Found’ at any address the site has no page for.')).toBeVisible();
  await expect(root.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(root.locator('[data-block-type="not-found"]')).toContainText('The page you are looking for could not be found.');
  // Lists read the site's data, which the not found page never does: the toolbox's lists are refused here.
  await page.getByTestId('toolbox-inventory-list').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('cannot be placed inside the not found page template');
  await expect(root.locator('[data-block-type="inventory-list"]')).toHaveCount(0);

  await addText(page, 'The current exhibitions are under Exhibitions in the menu.');
  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'Home' });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const visitor = await page.context().newPage();
  const answer = await visitor.goto(`${SITE}/no-such-page-${Date.now().toString(36)}`);
  expect(answer?.status()).toBe(404);
  const main = visitor.locator('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(main.getByText('The page you are looking for could not be found.')).toBeVisible();
  await expect(main.getByText('The current exhibitions are under Exhibitions in the menu.')).toBeVisible();
  const { violations } = await new AxeBuilder({ page: visitor }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
  await visitor.close();
});

test('an owner drags edition-set tokens into the artwork page template: the medium with its name, then the price; visitors read each work’s own', async ({ page }) => {
  interface Work extends Listed {
    medium: string | null;
    editions: Array<{ price: string; active: boolean; isSold: boolean; isOnHold: boolean; quantity: number }>;
  }
  const { inventory } = (await (await page.request.get('/api/inventory?sub=demo&limit=2')).json()) as { inventory: Work[] };
  const priceOf = (w: Work) => (w.editions.find((e) => e.active && !e.isSold && !e.isOnHold && e.quantity > 0) ?? w.editions[0]).price;
  const [first, second] = inventory;
  await signIn(page);
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  const templates = { ...document.site.templates, inventory: { blocks: [{ id: 'e2e-tokens-col', type: 'columns', config: { columnCount: 1, gap: 32 }, blocks: [{ id: 'e2e-tokens-1', type: 'column', config: {}, blocks: [] }] }] } };
  expect((await page.request.put('/api/editor/document', { data: { document: { ...document, site: { ...document.site, templates } }, baseRevision: revision } })).ok()).toBe(true);
  await page.reload();
  await openTemplate(page, /^Artwork page/, '@template-inventory');
  const canvas = page.frameLocator('[data-testid="canvas-frame"]');
  const column = canvas.locator('[data-block-type="column"]').first();
  await expect(column).toBeVisible();
  const settings = page.getByRole('complementary', { name: 'Block settings' });

  await page.getByTestId('toolbox-edition-tokens').dragTo(column);
  const tokens = column.locator('[data-block-type="edition-tokens"]');
  await expect(tokens).toHaveCount(1);
  await settings.getByLabel('Shows', { exact: true }).selectOption({ label: 'Medium' });
  await settings.getByLabel('Show the name before it').check();
  await expect(tokens.first()).toHaveText(`Medium: ${first.medium}`);

  // A second, by keyboard after the first: the price, in the work's own currency.
  await page.getByTestId('toolbox-edition-tokens').focus();
  await page.keyboard.press('Enter');
  await expect(tokens).toHaveCount(2);
  await settings.getByLabel('Shows', { exact: true }).selectOption({ label: 'Price' });
  await expect(settings.getByLabel('Currency', { exact: true })).toHaveValue(/.+/);
  await expect(tokens.nth(1)).toHaveText(priceOf(first));
  const { violations: inInspector } = await new AxeBuilder({ page }).include('.ed-builder-side--right').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(inInspector.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');
  const visitor = await page.context().newPage();
  for (const work of [first, second]) {
    await visitor.goto(`${SITE}/art/${work.inventoryId}`);
    await expect(visitor.locator('.block-edition-token--medium')).toHaveText(`Medium: ${work.medium}`);
    await expect(visitor.locator('.block-edition-token--price')).toHaveText(priceOf(work));
  }
  await visitor.close();
});
