import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

const canvas = (page: Page) => page.frameLocator('[data-testid="canvas-frame"]');
const siteSelect = (page: Page) => page.getByRole('combobox', { name: 'Site', exact: true });

// Other specs sign in expecting the gallery; whatever happens here, the session goes back to it.
test.afterEach(async ({ page }) => {
  await page.request.post('/api/editor/site', { data: { subdomain: 'demo' } });
});

test('the gallery owner switches to the artist site in the builder, is asked before losing changes, and switches back', async ({ page }) => {
  await signIn(page);
  await expect(siteSelect(page)).toHaveValue('demo');
  const options = siteSelect(page).locator('option');
  await expect(options).toHaveText(['Northlight Gallery (demo)', /\(artist\)$/]);
  await expect(canvas(page).getByText('Open Tuesday to Saturday', { exact: false })).toBeVisible();

  // No unsaved changes: choosing the artist site opens it at once, on its own draft and pages.
  await siteSelect(page).selectOption('artist');
  await expect(canvas(page).getByText('Welcome to my studio online.', { exact: false })).toBeVisible();
  await expect(siteSelect(page)).toHaveValue('artist');
  await expect(canvas(page).getByText('Open Tuesday to Saturday', { exact: false })).toHaveCount(0);
  await expect(page.getByLabel('Page', { exact: true }).locator('option')).toHaveText(['Home', 'Artworks', 'Exhibitions', 'News', 'Contact']);
  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'Artworks' });
  await expect(canvas(page).getByText('Everything from the studio', { exact: false })).toBeVisible();
  const me = await (await page.request.get('/api/auth/me')).json();
  expect(me.site.subdomain).toBe('artist');

  // With unsaved changes the builder asks first; Cancel keeps the site and the changes.
  const words = `Not kept ${Date.now()}`;
  await page.getByTestId('toolbox-text').click();
  await page.getByLabel('Text', { exact: true }).fill(words);
  await expect(canvas(page).getByText(words)).toBeVisible();
  await siteSelect(page).selectOption('demo');
  const confirm = page.getByRole('group', { name: 'Confirm switching site' });
  await expect(confirm).toContainText('Your unsaved changes on this site will be lost.');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).include('.ed-top-bar').analyze();
  expect(violations.map((v) => v.id)).toEqual([]);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(siteSelect(page)).toHaveValue('artist');
  await expect(canvas(page).getByText(words)).toBeVisible();

  // Confirmed, the gallery opens again and the artist site's draft never got the unsaved words.
  await siteSelect(page).selectOption('demo');
  await confirm.getByRole('button', { name: 'Open Northlight Gallery' }).click();
  await expect(canvas(page).getByText('Open Tuesday to Saturday', { exact: false })).toBeVisible();
  await expect(siteSelect(page)).toHaveValue('demo');
  expect((await (await page.request.get('/api/auth/me')).json()).site.subdomain).toBe('demo');
  const gallery = await (await page.request.get('/api/editor/document')).json();
  expect(gallery.subdomain).toBe('demo');

  await page.request.post('/api/editor/site', { data: { subdomain: 'artist' } });
  expect(JSON.stringify((await (await page.request.get('/api/editor/document')).json()).document)).not.toContain(words);
});

test('the site switcher works from the keyboard', async ({ page }) => {
  await signIn(page);
  await siteSelect(page).focus();
  await expect(siteSelect(page)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(canvas(page).getByText('Welcome to my studio online.', { exact: false })).toBeVisible();
  await expect(siteSelect(page)).toHaveValue('artist');
  // The reopened builder gives the focus back to the switcher, so the keyboard carries on from there.
  await expect(siteSelect(page)).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(canvas(page).getByText('Open Tuesday to Saturday', { exact: false })).toBeVisible();
  await expect(siteSelect(page)).toHaveValue('demo');
});
