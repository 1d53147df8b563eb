import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './helpers';

/**
 * Issue 19: "undo and redo … slider and colour drags merged into one step". A drag of the colour picker
 * or of a range slider across several positions is one undo step: one undo brings the value from before
 * the drag back, one redo the value it ended on.
 */

const canvas = (page: Page) => page.frameLocator('[data-testid="canvas-frame"]');
const status = (page: Page) => page.locator('.ed-save-status[role="status"]');
const selectedBlock = (page: Page) => canvas(page).locator('[data-block-id][data-selected="true"]');

/** Adds a block at the end of the page from the toolbox, selected. */
async function addAtEnd(page: Page, type: string) {
  await page.getByTestId('canvas-frame').focus();
  await page.keyboard.press('Escape');
  await page.getByTestId(`toolbox-${type}`).click();
  await expect(selectedBlock(page)).toHaveAttribute('data-block-type', type);
}

/** Presses the mouse on a box at a fraction of its size, goes through the other points, and lets go; `seen` after each point. */
async function dragThrough(page: Page, target: Locator, points: Array<[number, number]>, seen: () => Promise<string>): Promise<string[]> {
  const box = (await target.boundingBox())!;
  const at = ([fx, fy]: [number, number]) => ({ x: box.x + box.width * fx, y: box.y + box.height * fy });
  const values: string[] = [];
  await page.mouse.move(at(points[0]).x, at(points[0]).y);
  await page.mouse.down();
  values.push(await seen());
  for (const [i, point] of points.slice(1).entries()) {
    // Halfway, the pointer rests longer than typing's merge window: the drag is still one step.
    if (i === 1) await page.waitForTimeout(900);
    await page.mouse.move(at(point).x, at(point).y, { steps: 4 });
    values.push(await seen());
  }
  await page.mouse.up();
  return values;
}

async function undo(page: Page) {
  await page.getByRole('button', { name: 'Undo', exact: true }).click();
  await expect(status(page)).toHaveText('Undone');
}

async function redo(page: Page) {
  await page.getByRole('button', { name: 'Redo', exact: true }).click();
  await expect(status(page)).toHaveText('Redone');
}

test('a colour picker drag across several colours is one undo step: undo brings the colour before it back, redo the last one', async ({ page }) => {
  await signIn(page);
  await addAtEnd(page, 'columns');
  await page.getByText('Colours', { exact: true }).click();
  const background = page.locator('fieldset.ed-color').filter({ has: page.locator('legend', { hasText: /^Background colour$/ }) });
  await expect(background.locator('.ed-field-hint')).toHaveText('Not set.');
  // One colour of the owner's first: the step the drag's undo must come back to.
  await background.getByLabel('Own colour').fill('#336699');
  await expect(background.locator('.ed-field-hint')).toHaveText('#336699');
  await background.getByRole('button', { name: 'Pick' }).click();
  const area = background.locator('.react-colorful__saturation');
  const hint = () => background.locator('.ed-field-hint').innerText();
  const seen = await dragThrough(
    page,
    area,
    [
      [0.2, 0.2],
      [0.5, 0.3],
      [0.8, 0.5],
      [0.6, 0.8],
      [0.9, 0.1],
    ],
    hint,
  );
  // Several colours went by on the way, each a valid colour of the owner's.
  expect(new Set(seen).size).toBeGreaterThanOrEqual(4);
  for (const value of seen) expect(value).toMatch(/^#[0-9a-f]{6,8}$/);
  const last = seen.at(-1)!;
  await expect(background.locator('.ed-field-hint')).toHaveText(last);

  await undo(page);
  await expect(background.locator('.ed-field-hint')).toHaveText('#336699');
  await redo(page);
  await expect(background.locator('.ed-field-hint')).toHaveText(last);
  // And the colour typed before the drag is a step of its own, under it.
  await undo(page);
  await undo(page);
  await expect(background.locator('.ed-field-hint')).toHaveText('Not set.');
});

test('a range slider drag across several values is one undo step, and the slider is labelled and moved by the arrow keys', async ({ page }) => {
  await signIn(page);
  await addAtEnd(page, 'image');
  await page.getByText('Hover effect', { exact: true }).click();
  await page.getByLabel('On hover').selectOption({ label: 'Scale' });
  const slider = page.getByRole('slider', { name: 'Scale to (%)' });
  await expect(slider).toHaveValue('105');
  await expect(slider).toHaveAttribute('aria-valuetext', '105%');
  const { violations } = await new AxeBuilder({ page }).include('.ed-range').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  const seen = await dragThrough(
    page,
    slider,
    [
      [0.1, 0.5],
      [0.3, 0.5],
      [0.55, 0.5],
      [0.8, 0.5],
      [0.95, 0.5],
    ],
    () => slider.inputValue(),
  );
  expect(new Set(seen).size).toBeGreaterThanOrEqual(4);
  const last = seen.at(-1)!;
  expect(Number(last)).toBeGreaterThan(180);

  await undo(page);
  await expect(slider).toHaveValue('105');
  await expect(page.getByLabel('On hover')).toHaveValue('2');
  await redo(page);
  await expect(slider).toHaveValue(last);

  // By keyboard: each press (let go) is a step of its own, and moves by one.
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveValue(String(Number(last) - 2));
  await undo(page);
  await expect(slider).toHaveValue(String(Number(last) - 1));
});
