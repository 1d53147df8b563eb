import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

const canvas = (page: Page) => page.frameLocator('[data-testid="canvas-frame"]');
const status = (page: Page) => page.getByRole('status');

/** The top-level blocks of the open page, in order, by id. */
async function topLevelIds(page: Page): Promise<string[]> {
  return canvas(page)
    .locator('.cb-page-root > [data-block-id]')
    .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.blockId!));
}

/** Drags a toolbox block to a point of the page given relative to a block's box, with real mouse moves. */
async function dragToolboxTo(page: Page, type: string, target: ReturnType<Page['locator']>, at: (box: { x: number; y: number; width: number; height: number }) => { x: number; y: number }) {
  await target.scrollIntoViewIfNeeded();
  const box = (await target.boundingBox())!;
  const point = at(box);
  await page.getByTestId(`toolbox-${type}`).hover();
  await page.mouse.down();
  await page.mouse.move(point.x, point.y + 20, { steps: 8 });
  await page.mouse.move(point.x, point.y, { steps: 4 });
  await page.mouse.up();
}

test('a drop on the top edge of a Columns block lands before it, and on its bottom edge after it, not in a column', async ({ page }) => {
  await signIn(page);
  const columns = canvas(page).locator('.cb-page-root > [data-block-type="columns"]').first();
  const columnsId = (await columns.getAttribute('data-block-id'))!;
  const inColumns = await columns.locator('[data-block-type="text"]').count();
  const before = await topLevelIds(page);

  await dragToolboxTo(page, 'text', columns, (box) => ({ x: box.x + box.width / 4, y: box.y + 3 }));
  await expect.poll(() => topLevelIds(page)).toHaveLength(before.length + 1);
  const afterTop = await topLevelIds(page);
  const added = afterTop.find((id) => !before.includes(id))!;
  expect(afterTop.indexOf(added)).toBe(afterTop.indexOf(columnsId) - 1);
  await expect(columns.locator('[data-block-type="text"]')).toHaveCount(inColumns);

  await dragToolboxTo(page, 'text', columns, (box) => ({ x: box.x + box.width / 4, y: box.y + box.height - 3 }));
  await expect.poll(() => topLevelIds(page)).toHaveLength(before.length + 2);
  const afterBottom = await topLevelIds(page);
  const second = afterBottom.find((id) => !afterTop.includes(id))!;
  expect(afterBottom.indexOf(second)).toBe(afterBottom.indexOf(columnsId) + 1);
  await expect(columns.locator('[data-block-type="text"]')).toHaveCount(inColumns);

  // Well inside a column, a drop still lands in that column.
  const column = columns.locator('[data-block-type="column"]').first();
  await dragToolboxTo(page, 'text', column, (box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 }));
  await expect(columns.locator('[data-block-type="text"]')).toHaveCount(inColumns + 1);
});
