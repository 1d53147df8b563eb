import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { DRAFT_CONFLICT_MESSAGE } from '../schema';
import { signIn } from './helpers';

const canvas = (page: Page) => page.frameLocator('[data-testid="canvas-frame"]');
/** The builder's status line, beside Save. */
const status = (page: Page) => page.locator('.ed-save-status[role="status"]');
const KEPT = 'gallery-builder:unsaved:demo';

/** Adds a text block at the end of the open page and types words into it (the inspector's Text field). */
async function addWords(page: Page, words: string) {
  await page.getByTestId('canvas-frame').focus();
  await page.keyboard.press('Escape');
  await page.getByTestId('toolbox-text').click();
  await page.getByLabel('Text', { exact: true }).pressSequentially(words);
  await expect(canvas(page).getByText(words)).toBeVisible();
}

async function serverDraft(page: Page): Promise<{ revision: number; text: string; document: unknown }> {
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  return { revision, text: JSON.stringify(document), document };
}

async function openBuilder(page: Page) {
  await page.goto('/editor');
  await expect(page.getByTestId('canvas-frame')).toBeVisible();
}

test('edits are saved a moment after the last one, with the status beside Save, and survive a reload', async ({ page }) => {
  await signIn(page, { autosave: true });
  const words = `Autosaved words ${Date.now()}`;
  await addWords(page, words);
  await expect(status(page)).toHaveText('Unsaved changes');
  await expect(status(page)).toHaveText('All changes saved');
  expect((await serverDraft(page)).text).toContain(words);

  await page.reload();
  await expect(canvas(page).getByText(words)).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), KEPT)).toBeNull();
});

test('edits the server has not got are kept on this device when the tab goes, and offered back', async ({ page, context }) => {
  await signIn(page, { autosave: true });
  await addWords(page, 'Typed, then ');
  await expect(status(page)).toHaveText('All changes saved');
  // The session ends on the server (signed out elsewhere): from now on no save of this tab is taken.
  expect((await page.request.post('/api/auth/logout')).ok()).toBe(true);
  const words = `kept on this device ${Date.now()}`;
  await page.getByLabel('Text', { exact: true }).pressSequentially(words);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', KEPT)).toContain(words);
  await page.close({ runBeforeUnload: false });

  const again = await context.newPage();
  await signIn(again, { autosave: true });
  expect((await serverDraft(again)).text).not.toContain(words);
  const dialog = again.getByRole('dialog', { name: 'Restore unsaved changes?' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('were not saved to the server');
  await expect(dialog).not.toContainText('saved after them');
  const { violations } = await new AxeBuilder({ page: again }).include('.ed-restore-draft').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  // Escape does not throw the edits away: a choice is needed.
  await again.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Restore my changes' })).toBeFocused();
  await again.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(canvas(again).getByText(words)).toBeVisible();
  await expect(status(again)).toHaveText('All changes saved');
  expect((await serverDraft(again)).text).toContain(words);
  expect(await again.evaluate((key) => localStorage.getItem(key), KEPT)).toBeNull();
});

test('offline, the edits stay on this device and are saved when the connection is back', async ({ page, context }) => {
  await signIn(page, { autosave: true });
  await addWords(page, 'Online, ');
  await expect(status(page)).toHaveText('All changes saved');
  // The connection goes while the owner types on.
  await context.setOffline(true);
  const words = `written offline ${Date.now()}`;
  await page.getByLabel('Text', { exact: true }).pressSequentially(words);
  await expect(status(page)).toHaveText('Offline: changes kept on this device');
  expect(await page.evaluate((key) => localStorage.getItem(key) ?? '', KEPT)).toContain(words);
  await context.setOffline(false);
  await expect(status(page)).toHaveText('All changes saved');
  expect((await serverDraft(page)).text).toContain(words);
});

test('a newer draft saved elsewhere is never overwritten without the owner choosing so', async ({ page, context }) => {
  await signIn(page, { autosave: true });
  const other = await context.newPage();
  await openBuilder(other);

  // While this tab edits, the other saves first: autosave stops with the server's message.
  const elsewhere = `Saved elsewhere ${Date.now()}`;
  await addWords(other, elsewhere);
  await expect(status(other)).toHaveText('All changes saved');
  const mine = `Mine, not saved ${Date.now()}`;
  await addWords(page, mine);
  await expect(status(page)).toHaveText(DRAFT_CONFLICT_MESSAGE);
  const draft = await serverDraft(page);
  expect(draft.text).toContain(elsewhere);
  expect(draft.text).not.toContain(mine);
  await other.close();

  // Opened again, the builder offers this device's edits and says the server's draft is newer.
  await page.close({ runBeforeUnload: false });
  const again = await context.newPage();
  await openBuilder(again);
  const dialog = again.getByRole('dialog', { name: 'Restore unsaved changes?' });
  await expect(dialog).toContainText('The draft on the server was saved after them');
  await dialog.getByRole('button', { name: 'Keep the server’s draft' }).click();
  await expect(dialog).toBeHidden();
  await expect(canvas(again).getByText(elsewhere)).toBeVisible();
  await expect(canvas(again).getByText(mine)).toHaveCount(0);
  expect((await serverDraft(again)).revision).toBe(draft.revision);
  expect(await again.evaluate((key) => localStorage.getItem(key), KEPT)).toBeNull();
});

test('with Save automatically off, edits wait for Save; leaving after the browser’s warning leaves them, and turning it on saves them', async ({ page }) => {
  await signIn(page, { autosave: true });
  const toggle = page.getByRole('checkbox', { name: 'Save automatically' });
  await expect(toggle).toBeChecked();
  await toggle.uncheck();
  const left = `Left unsaved ${Date.now()}`;
  await addWords(page, left);
  await expect(status(page)).toHaveText('Unsaved changes');
  // The browser asks before leaving with unsaved changes; the owner leaves.
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();
  await expect(page.getByTestId('canvas-frame')).toBeVisible();
  await expect(canvas(page).getByText(left)).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(toggle).not.toBeChecked();

  const kept = `Saved once it is on ${Date.now()}`;
  await addWords(page, kept);
  await expect(status(page)).toHaveText('Unsaved changes');
  await toggle.check();
  await expect(status(page)).toHaveText('All changes saved');
  expect((await serverDraft(page)).text).toContain(kept);
});
