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
  await expect.poll(() => page.getByTestId('canvas-frame').evaluate((el: HTMLIFrameElement) => el.contentWindow!.innerWidth)).toBe(390);
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
  // The desktop header stays in the page's flow (relative, so the search bar can slide down below it).
  expect(await visitor.locator('.site-header').evaluate((h) => getComputedStyle(h).position)).toBe('relative');
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

test('an owner adds a block of their own to the desktop header on the canvas, where lists are refused; visitors see it after Publish', async ({ page }) => {
  await signIn(page);
  // Header and footer as the theme gives them (the spec before this one sets the mobile header apart).
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  const reset = await page.request.put('/api/editor/document', { data: { document: { ...document, site: { ...document.site, documents: undefined } }, baseRevision: revision } });
  expect(reset.ok()).toBe(true);
  await page.reload();
  const canvas = page.frameLocator('[data-testid="canvas-frame"]');
  await page.getByRole('button', { name: 'Header & footer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Header and footer' });
  await dialog.getByRole('button', { name: 'Desktop', exact: true }).click();
  await dialog.getByRole('button', { name: 'Edit the desktop header’s blocks' }).click();
  await expect(dialog).toBeHidden();

  // The canvas holds the header's own blocks now, right under the theme's header, and says so.
  await expect(canvas.getByText('The desktop header’s own blocks: visitors see them under the theme’s header.')).toBeVisible();
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue('@header-desktop');
  await expect(canvas.locator('[data-testid="canvas-root"] [data-block-type]')).toHaveCount(0);

  // A list has no place in a header: refused by keyboard as by drag.
  await page.getByTestId('toolbox-inventory-list').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Inventory List cannot be placed inside the header or footer.');
  await page.getByTestId('toolbox-text').focus();
  await page.keyboard.press('Enter');
  const text = canvas.locator('[data-testid="canvas-root"] [data-block-type="text"]');
  await expect(text).toHaveCount(1);
  await text.click();
  await page.getByLabel('Text', { exact: true }).fill('Open late on Thursdays');

  // Back to a page: the header shows the new block there too, as visitors will see it.
  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'Home' });
  await expect(canvas.getByTestId('canvas-header').getByText('Open late on Thursdays')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const visitor = await page.context().newPage();
  await visitor.setViewportSize({ width: 1280, height: 800 });
  await visitor.goto(`${SITE}/`);
  await expect(visitor.locator('header.site-header .site-header__blocks')).toHaveText('Open late on Thursdays');
  // The mobile header is generated from the desktop one, so phones show the block too.
  await visitor.setViewportSize({ width: 390, height: 800 });
  await expect(visitor.locator('header.site-header').getByText('Open late on Thursdays')).toBeVisible();
  await visitor.close();
});
