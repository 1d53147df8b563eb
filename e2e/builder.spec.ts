import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

interface SavedBlock {
  id: string;
  type: string;
  blocks?: SavedBlock[];
}

async function savedHomeBlocks(page: Page): Promise<SavedBlock[]> {
  const response = await page.request.get('/api/editor/document');
  expect(response.ok()).toBe(true);
  const { document } = await response.json();
  return document.pages.find((p: { slug: string }) => p.slug === '').blocks;
}

test('the builder takes a text block into a column but refuses an inventory list there', async ({ page }) => {
  await signIn(page);
  const frame = page.frameLocator('[data-testid="canvas-frame"]');
  const column = frame.locator('[data-block-type="column"]').first();
  await expect(column).toBeVisible();

  const textsInColumn = await column.locator('[data-block-type="text"]').count();
  await page.getByTestId('toolbox-text').dragTo(column);
  await expect(column.locator('[data-block-type="text"]')).toHaveCount(textsInColumn + 1);

  const listsOnPage = await frame.locator('[data-block-type="inventory-list"]').count();
  await page.getByTestId('toolbox-inventory-list').dragTo(column);
  await expect(column.locator('[data-block-type="inventory-list"]')).toHaveCount(0);
  await expect(frame.locator('[data-block-type="inventory-list"]')).toHaveCount(listsOnPage);

  // The keyboard path checks the same rule before inserting into the selected column.
  await column.click({ position: { x: 4, y: 4 } });
  await page.getByTestId('toolbox-inventory-list').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('Inventory List cannot be placed inside Column');
  await expect(frame.locator('[data-block-type="inventory-list"]')).toHaveCount(listsOnPage);
});

test('the builder reorders blocks by drag, and Save stores the new order', async ({ page }) => {
  await signIn(page);
  const before = await savedHomeBlocks(page);
  const [first, second] = before;

  // Drag the second block above the first: a drop in the upper half of a block lands before it.
  const frame = page.frameLocator('[data-testid="canvas-frame"]');
  const target = frame.locator(`[data-block-id="${first.id}"]`);
  const box = await target.boundingBox();
  if (!box) throw new Error('The first block has no box');
  await frame.locator(`[data-block-id="${second.id}"]`).dragTo(target, { targetPosition: { x: box.width / 2, y: Math.min(12, box.height / 4) } });

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toContainText('Saved');
  const after = await savedHomeBlocks(page);
  expect(after.map((b) => b.id)).toEqual([second.id, first.id, ...before.slice(2).map((b) => b.id)]);
});
