import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

const canvas = (page: Page) => page.frameLocator('[data-testid="canvas-frame"]');
/** The builder's status line, its live region. */
const status = (page: Page) => page.locator('.ed-save-status[role="status"]');
const tree = (page: Page) => page.getByRole('tree', { name: 'Blocks on this page' });

/** The page's top-level blocks on the canvas, by id. */
async function canvasOrder(page: Page): Promise<string[]> {
  return canvas(page)
    .locator('.cb-page-root > [data-block-id]')
    .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.blockId!));
}

/** The tree's top-level rows, by block id. */
async function treeOrder(page: Page): Promise<string[]> {
  return tree(page)
    .locator('[role="treeitem"][aria-level="1"]')
    .evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.layerId!));
}

const focusedLayer = (page: Page) => page.locator('[role="treeitem"]:focus');

test('a keyboard-only session adds, moves, copies and deletes blocks in the Layers panel, every action announced', async ({ page }) => {
  await signIn(page);
  // To the tabs of the left side, and on to Layers.
  await page.getByRole('tab', { name: 'Blocks' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Layers' })).toHaveAttribute('aria-selected', 'true');
  await expect(tree(page)).toBeVisible();
  await page.keyboard.press('Tab');
  const first = (await canvasOrder(page))[0];
  await expect(focusedLayer(page)).toHaveAttribute('data-layer-id', first);

  // Down the tree: the block is selected on the canvas too.
  await page.keyboard.press('ArrowDown');
  const second = (await canvasOrder(page))[1];
  await expect(focusedLayer(page)).toHaveAttribute('data-layer-id', second);
  await expect(focusedLayer(page)).toHaveAttribute('aria-selected', 'true');
  await expect(canvas(page).locator(`[data-block-id="${second}"]`)).toHaveAttribute('data-selected', 'true');

  // Add a text block after it from the toolbox, and come back to it in the tree.
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Blocks' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('toolbox-text')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Text added.');
  const added = (await canvasOrder(page))[2];
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await expect(focusedLayer(page)).toHaveAttribute('data-layer-id', added);
  await expect(focusedLayer(page)).toHaveAccessibleName(/^Text/);

  // Move it down and up again: the canvas follows, the focus stays on it.
  const order = await canvasOrder(page);
  await page.keyboard.press('Alt+ArrowDown');
  await expect(status(page)).toContainText('Text block moved');
  await expect.poll(() => treeOrder(page)).toEqual(await canvasOrder(page));
  expect(await canvasOrder(page)).not.toEqual(order);
  await expect(focusedLayer(page)).toHaveAttribute('data-layer-id', added);
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(() => canvasOrder(page)).toEqual(order);
  await expect(focusedLayer(page)).toHaveAttribute('data-layer-id', added);

  // Copy and paste: the copy comes right after it and takes the focus.
  await page.keyboard.press('Control+c');
  await expect(status(page)).toHaveText('Text block copied');
  await page.keyboard.press('Control+v');
  await expect(status(page)).toHaveText('Pasted Text into the page');
  const pasted = (await canvasOrder(page))[3];
  expect(order).not.toContain(pasted);
  await expect(focusedLayer(page)).toHaveAttribute('data-layer-id', pasted);

  // Delete both: the focus goes to the next row each time.
  await page.keyboard.press('Delete');
  await expect(status(page)).toHaveText('Text block deleted');
  await expect(focusedLayer(page)).toHaveAttribute('data-layer-id', order[3]);
  await page.keyboard.press('ArrowUp');
  await expect(focusedLayer(page)).toHaveAttribute('data-layer-id', added);
  await page.keyboard.press('Delete');
  await expect(status(page)).toHaveText('Text block deleted');
  await expect.poll(() => canvasOrder(page)).toEqual(order.filter((id) => id !== added));
  await expect.poll(() => treeOrder(page)).toEqual(order.filter((id) => id !== added));

  // The block menu opens by the focused row; Escape gives the focus back to it.
  await page.keyboard.press('Shift+F10');
  await expect(page.getByRole('menu', { name: 'Block' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(focusedLayer(page)).toHaveCount(1);
});

test('rows open and close, select their block and are selected from the canvas', async ({ page }) => {
  await signIn(page);
  await page.getByRole('tab', { name: 'Layers' }).click();
  const columns = canvas(page).locator('.cb-page-root > [data-block-type="columns"]').first();
  const columnsId = (await columns.getAttribute('data-block-id'))!;
  const row = tree(page).locator(`[data-layer-id="${columnsId}"]`);
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  await expect(tree(page).getByRole('treeitem', { name: 'Column 1' }).first()).toBeVisible();

  // The keyboard closes and opens it (Left, Right), and goes to its first column.
  await row.click();
  await expect(columns).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(row).toHaveAttribute('aria-expanded', 'false');
  await expect(tree(page).locator(`[data-layer-id="${columnsId}"] + [aria-level="2"]`)).toHaveCount(0);
  await page.keyboard.press('ArrowRight');
  await expect(row).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(focusedLayer(page)).toHaveAccessibleName('Column 1');
  // Left closes the open column first, then goes to the Columns block.
  await page.keyboard.press('ArrowLeft');
  await expect(focusedLayer(page)).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowLeft');
  await expect(row).toBeFocused();

  // Closed, then a block inside it chosen on the canvas: its row opens and is selected.
  await page.keyboard.press('ArrowLeft');
  const inner = columns.locator('[data-block-type="text"]').first();
  await inner.click();
  const innerId = (await inner.getAttribute('data-block-id'))!;
  await expect(tree(page).locator(`[data-layer-id="${innerId}"]`)).toHaveAttribute('aria-selected', 'true');
  await expect(row).toHaveAttribute('aria-expanded', 'true');

  // No axe violations in the builder with the Layers panel open.
  const { violations } = await new AxeBuilder({ page }).include('.ed-builder').exclude('iframe').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
});

test('a row dragged onto another moves its block there; a list dragged into a column is refused with the reason', async ({ page }) => {
  await signIn(page);
  await page.getByRole('tab', { name: 'Layers' }).click();
  const before = await canvasOrder(page);
  const drag = async (from: string, to: string) => {
    // The dragged row in the middle of the panel, so that the drag does not scroll it.
    await tree(page).locator(`[data-layer-id="${from}"]`).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const a = (await tree(page).locator(`[data-layer-id="${from}"]`).boundingBox())!;
    const b = (await tree(page).locator(`[data-layer-id="${to}"]`).boundingBox())!;
    await page.mouse.move(a.x + 40, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(a.x + 40, a.y + a.height / 2 + 8, { steps: 3 });
    await page.mouse.move(b.x + 40, b.y + b.height / 2 + 2, { steps: 12 });
    await page.mouse.up();
  };
  await drag(before[0], before[2]);
  await expect(status(page)).toContainText('block moved down');
  await expect.poll(() => canvasOrder(page)).toEqual([before[1], before[2], before[0], ...before.slice(3)]);
  await expect.poll(() => treeOrder(page)).toEqual(await canvasOrder(page));

  // An inventory list, added after the Columns block, onto its last column's row: the column refuses it.
  const columnsId = (await canvas(page).locator('.cb-page-root > [data-block-type="columns"]').first().getAttribute('data-block-id'))!;
  await tree(page).locator(`[data-layer-id="${columnsId}"]`).click();
  await page.getByRole('tab', { name: 'Blocks' }).click();
  await page.getByTestId('toolbox-inventory-list').click();
  const list = (await canvas(page).locator('[data-selected="true"]').getAttribute('data-block-id'))!;
  await page.getByRole('tab', { name: 'Layers' }).click();
  const column = await tree(page)
    .locator('[role="treeitem"]')
    .evaluateAll((rows, owner) => {
      const at = rows.findIndex((r) => (r as HTMLElement).dataset.layerId === owner);
      const end = rows.findIndex((r, i) => i > at && r.getAttribute('aria-level') === '1');
      return (rows.slice(at + 1, end).filter((r) => r.getAttribute('aria-level') === '2').at(-1) as HTMLElement).dataset.layerId!;
    }, columnsId);
  const listsInColumns = await canvas(page).locator('[data-block-type="column"] [data-block-type="inventory-list"]').count();
  await drag(list, column);
  await expect(status(page)).toHaveText('Not moved: Inventory List cannot be placed inside Column.');
  await expect(canvas(page).locator('[data-block-type="column"] [data-block-type="inventory-list"]')).toHaveCount(listsInColumns);
});

test('a block hidden from the Layers panel is hidden on the canvas only, and says so', async ({ page }) => {
  await signIn(page);
  await page.getByRole('tab', { name: 'Layers' }).click();
  const id = (await canvas(page).locator('.cb-page-root > [data-block-type="columns"]').first().getAttribute('data-block-id'))!;
  const row = tree(page).locator(`[data-layer-id="${id}"]`);
  await row.click();
  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  await expect(undo).toBeDisabled();
  await page.keyboard.press('h');
  await expect(status(page)).toContainText('hidden on the canvas; visitors still see it');
  await expect(canvas(page).locator(`[data-block-id="${id}"]`)).toBeHidden();
  await expect(row).toContainText('Hidden here');
  await expect(row).toHaveAccessibleName(/\(hidden here\)$/);
  // Hiding is no change to the page: nothing to save, nothing to undo.
  await expect(undo).toBeDisabled();
  await expect(status(page)).not.toHaveText('Unsaved changes');

  await row.getByText('Show').click();
  await expect(status(page)).toContainText('shown on the canvas');
  await expect(canvas(page).locator(`[data-block-id="${id}"]`)).toBeVisible();
});
