import { expect, test } from '@playwright/test';
import { SITE, signIn, restoreSiteSettingsAfterAll } from './helpers';

/** The header and footer documents: the owner edits the footer and the mobile header; the canvas and, after Publish, visitors follow. */

restoreSiteSettingsAfterAll();

test('an owner edits the footer and the mobile header; the canvas shows them at once and visitors after Publish', async ({ page }) => {
  await signIn(page);
  const canvas = page.frameLocator('[data-testid="canvas-frame"]');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const settings = page.getByRole('dialog', { name: 'Site settings' });
  await settings.getByLabel('Phone', { exact: true }).fill('+1 212 555 0100');
  await settings.getByRole('button', { name: 'Close site settings' }).click();
  await expect(canvas.getByTestId('canvas-footer').getByText('+1 212 555 0100')).toBeVisible();

  await page.getByRole('button', { name: 'Header & footer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Header and footer' });
  // The desktop footer: a smaller copyright and no phone number.
  await dialog.getByLabel('Copyright text size (px)').fill('12');
  await dialog.getByLabel('Show the phone number').uncheck();
  await expect(canvas.getByTestId('canvas-footer').getByText('+1 212 555 0100')).toHaveCount(0);
  await expect.poll(() => canvas.locator('.site-footer__copyright').evaluate((p) => getComputedStyle(p).fontSize)).toBe('12px');
  await dialog.getByLabel('Code added to every page').fill('<p>owner code</p>');

  // The mobile header, set apart from the desktop one: fixed, with the spec's 75 px above the page.
  await dialog.getByRole('button', { name: 'Mobile', pressed: false }).click();
  await expect(dialog.getByText('Generated from the desktop header, its fixed position carried over. A change here sets the mobile header apart.')).toBeVisible();
  await dialog.getByLabel('Position').selectOption('fixed');
  await expect(dialog.getByLabel('Space above the page (px)')).toHaveValue('75');
  await expect(dialog.getByRole('button', { name: 'Generate mobile from desktop' }).first()).toBeVisible();
  // The canvas now previews the phone width and shows the fixed header.
  await expect(page.getByTestId('canvas-frame')).toHaveAttribute('style', /width: 390px/);
  await expect.poll(() => canvas.locator('.site-header').evaluate((h) => getComputedStyle(h).position)).toBe('fixed');
  await expect.poll(() => canvas.locator('.site-shell').evaluate((s) => getComputedStyle(s).paddingTop)).toBe('75px');
  await dialog.getByRole('button', { name: 'Close header and footer' }).click();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const visitor = await page.context().newPage();
  await visitor.setViewportSize({ width: 1280, height: 800 });
  await visitor.goto(`${SITE}/`);
  const footer = visitor.locator('footer.site-footer');
  expect(await footer.locator('.site-footer__copyright').evaluate((p) => getComputedStyle(p).fontSize)).toBe('12px');
  await expect(footer.getByText('+1 212 555 0100')).toHaveCount(0);
  expect(await visitor.locator('.site-header').evaluate((h) => getComputedStyle(h).position)).toBe('static');
  // The owner's code is on the page, hidden and sandboxed without the page's origin.
  const code = footer.locator('iframe.site-footer__code');
  await expect(code).toBeHidden();
  await expect(code).toHaveAttribute('sandbox', 'allow-scripts');
  await expect(code).toHaveAttribute('srcdoc', '<p>owner code</p>');

  await visitor.setViewportSize({ width: 390, height: 800 });
  expect(await visitor.locator('.site-header').evaluate((h) => getComputedStyle(h).position)).toBe('fixed');
  expect(await visitor.locator('.site-shell').evaluate((s) => getComputedStyle(s).paddingTop)).toBe('75px');
  // The mobile footer follows the desktop one: no phone there either.
  await expect(footer.getByText('+1 212 555 0100')).toHaveCount(0);
  await visitor.close();
});
