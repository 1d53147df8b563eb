import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

const canvas = (page: Page) => page.frameLocator('[data-testid="canvas-frame"]');

async function blockCount(page: Page): Promise<number> {
  return canvas(page).locator('.cb-page-root > .cb-block').count();
}

test('Ctrl+Z and Ctrl+Shift+Z undo and redo, on the canvas and in the builder around it', async ({ page }) => {
  await signIn(page);
  const before = await blockCount(page);
  await page.getByTestId('toolbox-text').click();
  await expect.poll(() => blockCount(page)).toBe(before + 1);

  await page.keyboard.press('Control+z');
  await expect.poll(() => blockCount(page)).toBe(before);
  await page.keyboard.press('Control+Shift+z');
  await expect.poll(() => blockCount(page)).toBe(before + 1);

  // With the canvas focused (a block clicked) the same keys work inside the iframe.
  await canvas(page).locator('.cb-page-root > .cb-block').first().click();
  await page.keyboard.press('Control+z');
  await expect.poll(() => blockCount(page)).toBe(before);
  await page.keyboard.press('Control+y');
  await expect.poll(() => blockCount(page)).toBe(before + 1);

  // Typing in a field keeps the field's own undo.
  await canvas(page).locator('[data-block-type="text"]').first().click();
  const field = page.getByLabel('Text', { exact: true });
  await field.click();
  await field.press('End');
  await field.pressSequentially('!');
  await page.keyboard.press('Control+z');
  await expect.poll(() => blockCount(page)).toBe(before + 1);
});

test('a page keeps its undo history, and its unsaved changes, while another page is open', async ({ page }) => {
  await signIn(page);
  const pagePicker = page.getByLabel('Page');
  const home = await pagePicker.inputValue();
  const other = await pagePicker.locator('option').evaluateAll((options, current) => (options as HTMLOptionElement[]).map((o) => o.value).find((v) => v !== current)!, home);

  const before = await blockCount(page);
  await page.getByTestId('toolbox-text').click();
  await expect.poll(() => blockCount(page)).toBe(before + 1);

  await pagePicker.selectOption(other);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();
  await pagePicker.selectOption(home);
  await expect.poll(() => blockCount(page)).toBe(before + 1);
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await expect(page.getByRole('status')).toHaveText('Unsaved changes');
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(() => blockCount(page)).toBe(before);
});

test('a refusal says why without moving the toolbar, and goes with the next action', async ({ page }) => {
  await signIn(page);
  const publish = page.getByRole('button', { name: 'Publish' });
  const x = async () => (await publish.boundingBox())!.x;
  const publishAt = await x();

  const column = canvas(page).locator('[data-block-type="column"]').first();
  await column.click({ position: { x: 4, y: 4 } });
  await page.getByTestId('toolbox-inventory-list').focus();
  await page.keyboard.press('Enter');
  const status = page.getByRole('status');
  await expect(status).toHaveText('Inventory List cannot be placed inside Column.');
  expect(await x()).toBe(publishAt);

  // An unrelated action (a click on a block) takes the message away.
  await canvas(page).locator('[data-block-type="text"]').first().click();
  await expect(status).not.toHaveText('Inventory List cannot be placed inside Column.');
  expect(await x()).toBe(publishAt);
});

test('dragging a block where it may not go says why next to the pointer and in the status line', async ({ page }) => {
  await signIn(page);
  const column = canvas(page).locator('[data-block-type="column"]').first();
  await column.scrollIntoViewIfNeeded();
  const box = (await column.boundingBox())!;
  await page.getByTestId('toolbox-inventory-list').hover();
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 8 });
  await page.mouse.move(box.x + box.width / 2 + 3, box.y + box.height / 2 + 3, { steps: 3 });
  const tip = canvas(page).locator('.cb-drop-refusal');
  await expect(tip).toHaveText('Inventory List cannot be placed inside Column.');
  await expect(page.getByRole('status')).toHaveText('Inventory List cannot be placed inside Column.');
  await page.mouse.up();
  await expect(tip).toHaveCount(0);
  await expect(column.locator('[data-block-type="inventory-list"]')).toHaveCount(0);
});

test('the sign-in page fills the window, and the top bar keeps its links apart', async ({ page }) => {
  await page.goto('/editor');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  const form = await page.locator('.ed-sign-in').boundingBox();
  expect(form).toMatchObject({ x: 0, y: 0 });

  await signIn(page);
  const live = (await page.getByRole('link', { name: 'View live site' }).boundingBox())!;
  const mailbox = (await page.getByRole('link', { name: 'Mailbox' }).boundingBox())!;
  expect(mailbox.x - (live.x + live.width)).toBeGreaterThanOrEqual(12);
});
