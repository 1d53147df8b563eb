import { expect, test, type Page } from '@playwright/test';
import { DRAFT_CONFLICT_MESSAGE } from '../schema';
import { signIn } from './helpers';

const canvas = (page: Page) => page.frameLocator('[data-testid="canvas-frame"]');

/** Adds a text block with the given words to the open page, through the toolbox and the inspector. */
async function addText(page: Page, words: string) {
  await page.getByTestId('toolbox-text').click();
  const field = page.getByLabel('Text', { exact: true });
  await field.fill(words);
  await expect(canvas(page).getByText(words)).toBeVisible();
}

test('every publish is kept; an older one is shown read-only and restored as the draft', async ({ page }) => {
  await signIn(page);
  const older = `Older words ${Date.now()}`;
  await addText(page, older);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');
  await page.getByLabel('Text', { exact: true }).fill(`Newer words ${Date.now()}`);
  // Otherwise 'Published' below could still be the first publish's.
  await expect(page.getByRole('status')).toHaveText('Unsaved changes');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  await page.getByRole('button', { name: 'Versions', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Versions' });
  const list = dialog.getByRole('list', { name: 'Published versions, newest first' });
  await expect(list.getByRole('button').first()).toContainText('Live');
  await expect(list.getByRole('button').first()).toContainText('owner@e2e.test');
  await expect(list.getByRole('button').first()).toContainText('Home');
  await list.getByRole('button').nth(1).click();
  const preview = dialog.frameLocator('iframe');
  await expect(preview.getByText(older)).toBeVisible();

  await dialog.getByRole('button', { name: 'Restore as draft' }).click();
  await dialog.getByRole('group', { name: 'Confirm restore' }).getByRole('button', { name: /^Restore version \d+$/ }).click();
  await expect(dialog).toBeHidden();
  await expect(canvas(page).getByText(older)).toBeVisible();
  await expect(page.getByRole('status')).toContainText('is now the draft. Publish to make it live.');
});

test('a save over a newer draft from another tab is refused with a clear message, and nothing is overwritten', async ({ browser }) => {
  const one = await browser.newPage();
  const two = await browser.newPage();
  await signIn(one);
  await signIn(two);
  const first = `Saved in tab one ${Date.now()}`;
  await addText(one, first);
  await one.getByRole('button', { name: 'Save' }).click();
  await expect(one.getByRole('status')).toHaveText('Saved');

  await addText(two, 'Saved in tab two');
  await two.getByRole('button', { name: 'Save' }).click();
  await expect(two.getByRole('status')).toHaveText(DRAFT_CONFLICT_MESSAGE);

  const draft = await (await one.request.get('/api/editor/document')).json();
  expect(JSON.stringify(draft.document)).toContain(first);
  expect(JSON.stringify(draft.document)).not.toContain('Saved in tab two');
  await one.close();
  await two.close();
});
