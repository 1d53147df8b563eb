import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { BlockType, PAGE_ROOT } from '../schema/block-types';
import { catalogueEntry } from '../schema/catalogue';
import { canContain } from '../schema/nesting';
import { signIn } from './helpers';

const canvas = (page: Page) => page.frameLocator('[data-testid="canvas-frame"]');
/** The builder's status line, its live region (drag-and-drop lists add live regions of their own). */
const status = (page: Page) => page.locator('.ed-save-status[role="status"]');

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

/** Every block on the open page: id, type, and for text its words and the element that shows them. */
async function pageState(page: Page): Promise<string[]> {
  return canvas(page)
    .locator('.cb-page-root [data-block-id]')
    .evaluateAll((els) =>
      els.map((el) => {
        const { blockId, blockType } = (el as HTMLElement).dataset;
        const words = blockType === 'text' ? `:${el.querySelector('h1, h2, h3, h4, p')?.tagName ?? ''}:${el.textContent}` : '';
        return `${blockId}:${blockType}${words}`;
      }),
    );
}

/** Keys go to the canvas (as after a click on it), where block commands apply. */
async function focusCanvas(page: Page) {
  await page.getByTestId('canvas-frame').focus();
}

/** Escape on the canvas: nothing selected, so the toolbox adds at the end of the page. */
async function selectNothing(page: Page) {
  await focusCanvas(page);
  await page.keyboard.press('Escape');
}

/** The selected block on the canvas. */
const selectedBlock = (page: Page) => canvas(page).locator('[data-block-id][data-selected="true"]');

test('undo and redo go back and forth across ten steps, typing in the inspector and on the canvas included, and the result saves', async ({ page }) => {
  // The page's clock reads one moment throughout (its timers still run), so keys typed one by one stay
  // within the 500 ms that merges typing into one step however slowly a loaded machine sends them.
  await page.clock.setFixedTime(new Date());
  await signIn(page);
  const states = [await pageState(page)];
  const step = async (what: () => Promise<void>) => {
    await what();
    await expect.poll(() => pageState(page)).not.toEqual(states.at(-1));
    states.push(await pageState(page));
  };
  const textField = page.getByLabel('Text', { exact: true });

  await step(() => page.getByTestId('toolbox-text').click()); // 1 a text block
  await step(() => textField.pressSequentially('Typed key by key')); // 2 typing: one step
  await step(async () => {
    await focusCanvas(page);
    await page.keyboard.press('Control+d'); // 3 duplicated
  });
  await step(() => page.keyboard.press('Alt+ArrowUp')); // 4 moved up
  await step(async () => {
    await page.keyboard.press('Control+c');
    await page.keyboard.press('Control+v'); // 5 pasted after it
  });
  await step(() => page.keyboard.press('Delete')); // 6 deleted
  await step(() => page.getByTestId('toolbox-image').click()); // 7 an image
  await step(async () => {
    // 8 typing again, this time in the text on the canvas: a click selects it, a second types in it.
    const typed = canvas(page).getByText('Typed key by key').first();
    await typed.click();
    await typed.click();
    await expect(canvas(page).locator('[contenteditable="true"]')).toBeFocused();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(', and more');
    await page.keyboard.press('Escape');
    await expect(canvas(page).locator('[contenteditable="true"]')).toHaveCount(0);
  });
  await step(async () => {
    await textField.click();
    await page.getByLabel('Style').selectOption('heading2'); // 9 a heading
  });
  await step(() => page.getByTestId('toolbox-columns').click()); // 10 columns
  expect(states).toHaveLength(11);
  expect(states[8].join()).toContain('Typed key by key, and more');

  const undo = page.getByRole('button', { name: 'Undo', exact: true });
  for (let i = 9; i >= 0; i--) {
    await undo.click();
    await expect.poll(() => pageState(page)).toEqual(states[i]);
    await expect(status(page)).toHaveText('Undone');
  }
  await expect(undo).toBeDisabled();

  await focusCanvas(page);
  for (let i = 1; i <= 10; i++) {
    await page.keyboard.press(i % 2 ? 'Control+Shift+z' : 'Control+y');
    await expect.poll(() => pageState(page)).toEqual(states[i]);
  }
  await expect(page.getByRole('button', { name: 'Redo', exact: true })).toBeDisabled();

  // What came back through undo and redo (a removed block, columns) saves as it shows.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(status(page)).toContainText('Saved');
  const { document } = await (await page.request.get('/api/editor/document')).json();
  const saved = JSON.stringify(document);
  expect(saved).toContain('Typed key by key, and more');
  for (const entry of states[10]) expect(saved).toContain(`"id":"${entry.split(':')[0]}"`);
});

interface SavedBlock {
  id: string;
  type: string;
  config: Record<string, unknown>;
  blocks?: SavedBlock[];
}
const allIds = (blocks: SavedBlock[]): string[] => blocks.flatMap((b) => [b.id, ...allIds(b.blocks ?? [])]);
const shapeOf = (b: SavedBlock): unknown => ({ type: b.type, text: b.config.text, blocks: (b.blocks ?? []).map(shapeOf) });

test('a Columns block with content is copied, and pasted on another page and in another tab, with new ids throughout', async ({ page, context }) => {
  await signIn(page);
  // A Columns block at the end of the home page (where a block goes with none selected), with words in each column.
  await selectNothing(page);
  await page.getByTestId('toolbox-columns').click();
  const columns = selectedBlock(page);
  const columnsId = (await columns.getAttribute('data-block-id'))!;
  for (const [i, words] of ['Left words', 'Right words'].entries()) {
    await canvas(page).locator(`[data-block-id="${columnsId}"] [data-block-type="column"]`).nth(i).click({ position: { x: 6, y: 6 } });
    await page.getByTestId('toolbox-text').click();
    await page.getByLabel('Text', { exact: true }).fill(words);
  }
  await focusCanvas(page);
  await page.keyboard.press('Shift+Enter');
  await expect(status(page)).toHaveText('Column selected');
  await page.keyboard.press('Shift+Enter');
  await expect(status(page)).toHaveText('Columns selected');
  await page.keyboard.press('Control+c');
  await expect(status(page)).toHaveText('Columns block copied');

  // Another page: pasted at its end.
  const picker = page.getByLabel('Page', { exact: true });
  const home = await picker.inputValue();
  const other = await picker.locator('option').evaluateAll((options, current) => (options as HTMLOptionElement[]).map((o) => o.value).find((v) => v !== current)!, home);
  await picker.selectOption(other);
  await focusCanvas(page);
  await page.keyboard.press('Control+v');
  await expect(status(page)).toHaveText('Pasted Columns into the page');
  await expect(selectedBlock(page)).toHaveAttribute('data-block-type', 'columns');
  await expect(selectedBlock(page).getByText('Left words')).toBeVisible();
  await expect(selectedBlock(page).getByText('Right words')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(status(page)).toHaveText('Saved');

  const { document } = await (await page.request.get('/api/editor/document')).json();
  const homePage = document.pages.find((p: { pageId: string }) => p.pageId === home);
  const otherPage = document.pages.find((p: { pageId: string }) => p.pageId === other);
  const original = homePage.blocks.find((b: SavedBlock) => b.id === columnsId) as SavedBlock;
  const pasted = otherPage.blocks.at(-1) as SavedBlock;
  expect(shapeOf(pasted)).toEqual(shapeOf(original));
  const ids = document.pages.flatMap((p: { blocks: SavedBlock[] }) => allIds(p.blocks));
  expect(new Set(ids).size).toBe(ids.length);

  // Another tab of the same builder pastes the same copy.
  const tab = await context.newPage();
  await tab.goto('/editor');
  await expect(tab.getByTestId('canvas-frame')).toBeVisible();
  await canvas(tab).locator('.cb-page-root > [data-block-id]').first().click();
  await tab.keyboard.press('Control+v');
  await expect(status(tab)).toHaveText('Pasted Columns into the page');
  await expect(selectedBlock(tab).getByText('Right words')).toBeVisible();
  const pastedInTab = (await selectedBlock(tab).getAttribute('data-block-id'))!;
  expect([columnsId, pasted.id]).not.toContain(pastedInTab);
  await tab.close();
});

test('every nesting refusal holds for paste, keyboard moves and duplicate, for every kind the toolbox offers, and says why', async ({ page }) => {
  test.setTimeout(600_000);
  await signIn(page);
  const types = await page.locator('[data-testid^="toolbox-"]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.testid!.slice('toolbox-'.length)));
  expect(types.length).toBeGreaterThan(8);
  const label = (type: string) => catalogueEntry(type)!.label;

  // At the end of the page: a Columns block, then a Hover Content block.
  await selectNothing(page);
  await page.getByTestId('toolbox-columns').click();
  const columnsId = (await selectedBlock(page).getAttribute('data-block-id'))!;
  await page.getByTestId('toolbox-hover-content').click();
  const hoverId = (await selectedBlock(page).getAttribute('data-block-id'))!;
  const column = canvas(page).locator(`[data-block-id="${columnsId}"] [data-block-type="column"]`).first();
  const layer = canvas(page).locator(`[data-block-id="${hoverId}"] [data-block-type="hover-layer"]`).first();
  const selectHover = async () => {
    await layer.click({ position: { x: 6, y: 6 } });
    await page.keyboard.press('Shift+Enter');
    await expect(status(page)).toHaveText('Hover Content selected');
  };

  for (const type of types) {
    if (!canContain(PAGE_ROOT, type)) continue;
    await selectHover();
    await page.getByTestId(`toolbox-${type}`).click();
    await expect(status(page)).toHaveText(`${label(type)} added.`);
    await focusCanvas(page);
    await page.keyboard.press('Control+c');
    await expect(status(page)).toHaveText(`${label(type)} block copied`);

    // Moved up from under the hover content: into its layer, or past it, saying why; then into the last column, or past it.
    await page.keyboard.press('Alt+ArrowUp');
    if (canContain(BlockType.HoverLayer, type)) {
      await expect(status(page)).toHaveText(`${label(type)} block moved into Hover Layer`);
    } else {
      await expect(status(page)).toHaveText(`${label(type)} block moved past Hover Content: ${label(type)} cannot be placed inside Hover Layer.`);
      await page.keyboard.press('Alt+ArrowUp');
      await expect(status(page)).toHaveText(
        canContain(BlockType.Column, type) ? `${label(type)} block moved into Column` : `${label(type)} block moved past Columns: ${label(type)} cannot be placed inside Column.`,
      );
    }
    await page.keyboard.press('Delete');
    await expect(status(page)).toHaveText(`${label(type)} block deleted`);

    // Pasted into a column and into a hover layer: taken, or refused with the reason.
    for (const [target, slot] of [
      [column, BlockType.Column],
      [layer, BlockType.HoverLayer],
    ] as const) {
      await target.click({ position: { x: 6, y: 6 } });
      const inside = await target.locator('[data-block-id]').count();
      await page.keyboard.press('Control+v');
      if (canContain(slot, type)) {
        await expect(status(page)).toHaveText(`Pasted ${label(type)} into ${label(slot)}`);
        await page.keyboard.press('Control+z');
        await expect(target.locator('[data-block-id]')).toHaveCount(inside);
      } else {
        await expect(status(page)).toHaveText(`Not pasted: ${label(type)} cannot be placed inside ${label(slot)}.`);
        await expect(target.locator('[data-block-id]')).toHaveCount(inside);
      }
    }
  }

  // A column or a hover layer is part of its block: not duplicated, copied or moved on its own.
  for (const target of [column, layer]) {
    await target.click({ position: { x: 6, y: 6 } });
    const owner = target === column ? 'Columns' : 'Hover Content';
    const part = target === column ? 'Column' : 'Hover Layer';
    for (const key of ['Control+d', 'Control+c', 'Alt+ArrowDown', 'Delete']) {
      await page.keyboard.press(key);
      await expect(status(page)).toHaveText(`${part} is part of its ${owner} block: select ${owner} (Shift+Enter) to move, copy or delete it.`);
    }
  }
  await expect(canvas(page).locator(`[data-block-id="${columnsId}"] [data-block-type="column"]`)).toHaveCount(2);
});

test('the block menu (right click, Shift+F10) and the Edit menu run the same commands, by mouse or keyboard alone', async ({ page }) => {
  await signIn(page);
  const text = canvas(page).locator('.cb-page-root > [data-block-type="text"]').first();
  const textsBefore = await canvas(page).locator('.cb-page-root > [data-block-type="text"]').count();

  // Right click: the block is selected and its menu opens where the pointer is, with the shortcuts shown.
  await text.click({ button: 'right' });
  const blockMenu = page.getByRole('menu', { name: 'Block' });
  await expect(blockMenu).toBeVisible();
  await expect(blockMenu.getByRole('menuitem', { name: /Duplicate/ })).toHaveAttribute('aria-keyshortcuts', 'Control+D Meta+D');
  const { violations } = await new AxeBuilder({ page }).include('.ed-command-menu').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await blockMenu.getByRole('menuitem', { name: /Duplicate/ }).click();
  await expect(blockMenu).toBeHidden();
  await expect(status(page)).toHaveText('Text block duplicated');
  await expect(canvas(page).locator('.cb-page-root > [data-block-type="text"]')).toHaveCount(textsBefore + 1);

  // Keyboard only: Shift+F10 on the canvas, arrows to Delete, Enter; Escape closes and focus comes back.
  await focusCanvas(page);
  await page.keyboard.press('Shift+F10');
  await expect(blockMenu).toBeVisible();
  await expect(blockMenu.getByRole('menuitem').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(blockMenu).toBeHidden();
  await expect(page.getByTestId('canvas-frame')).toBeFocused();
  await page.keyboard.press('Shift+F10');
  await page.keyboard.press('End');
  await expect(blockMenu.getByRole('menuitem', { name: /Move down/ })).toBeFocused();
  // A block at the top of the page has no parent to select: that entry is greyed out and skipped.
  await expect(blockMenu.getByRole('menuitem', { name: /Select parent/ })).toHaveAttribute('aria-disabled', 'true');
  for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowUp');
  await expect(blockMenu.getByRole('menuitem', { name: /Delete/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Text block deleted');
  await expect(canvas(page).locator('.cb-page-root > [data-block-type="text"]')).toHaveCount(textsBefore);

  // The Edit menu in the top bar lists every command; Undo there takes the delete back.
  const edit = page.getByRole('button', { name: 'Edit', exact: true });
  await edit.focus();
  await page.keyboard.press('ArrowDown');
  const editMenu = page.getByRole('menu', { name: 'Edit' });
  await expect(editMenu.getByRole('menuitem')).toHaveText([/^Undo/, /^Redo/, /^Copy/, /^Paste/, /^Duplicate/, /^Delete/, /^Select parent/, /^Move up/, /^Move down/]);
  await expect(editMenu.getByRole('menuitem', { name: /^Undo/ })).toBeFocused();
  const { violations: inEditMenu } = await new AxeBuilder({ page }).include('.ed-builder').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(inEditMenu.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Undone');
  await expect(edit).toBeFocused();
  await expect(canvas(page).locator('.cb-page-root > [data-block-type="text"]')).toHaveCount(textsBefore + 1);
});
