import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

/**
 * The desktop preview shows the page as a visitor on a computer sees it, even where the builder's stage
 * is narrower than the site's desktop breakpoint (a 1280 px laptop window leaves about 730 px): the page
 * is laid out at desktop width and scaled to fit, and the owner still selects blocks by clicking them.
 */
test('on a laptop-sized window the desktop canvas lays the page out for desktop, scaled to fit, and the mobile one for a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await signIn(page);
  const frame = page.getByTestId('canvas-frame');
  const canvas = page.frameLocator('[data-testid="canvas-frame"]');
  const visit = canvas.getByText('Open Tuesday to Saturday', { exact: false });
  const collect = canvas.getByText('Each work ships insured', { exact: false });
  await expect(visit).toBeVisible();

  // Desktop: at least 1024 px inside the frame, the home page's two columns side by side, the frame within its stage.
  expect(await frame.evaluate((el: HTMLIFrameElement) => el.contentWindow!.innerWidth)).toBeGreaterThanOrEqual(1024);
  const [visitBox, collectBox] = [await visit.boundingBox(), await collect.boundingBox()];
  expect(Math.abs(visitBox!.y - collectBox!.y)).toBeLessThan(4);
  expect(collectBox!.x).toBeGreaterThan(visitBox!.x + visitBox!.width);
  const stage = (await page.locator('.ed-canvas-stage').boundingBox())!;
  const shown = (await frame.boundingBox())!;
  expect(shown.x).toBeGreaterThanOrEqual(stage.x);
  expect(shown.x + shown.width).toBeLessThanOrEqual(stage.x + stage.width + 1);
  // The header is laid out for desktop: the menu is shown, its Menu button is not.
  await expect(canvas.locator('.site-header .site-nav')).toBeVisible();
  await expect(canvas.locator('.site-header .site-menu-button')).toBeHidden();

  // Clicking a block on the scaled page selects that block.
  await visit.click();
  await expect(page.getByLabel('Text', { exact: true })).toHaveText(/Open Tuesday to Saturday/);

  // Mobile: phone width, unscaled, the columns stacked.
  await page.getByRole('button', { name: 'Mobile', exact: true }).click();
  await expect.poll(() => frame.evaluate((el: HTMLIFrameElement) => el.contentWindow!.innerWidth)).toBeLessThan(768);
  await expect.poll(async () => (await collect.boundingBox())!.y).toBeGreaterThan((await visit.boundingBox())!.y + 10);
  await expect(frame).not.toHaveAttribute('data-scale', /./);
});
