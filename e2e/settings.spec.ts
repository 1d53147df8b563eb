import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { signIn, SITE, restoreSiteSettingsAfterAll } from './helpers';

restoreSiteSettingsAfterAll();

test('an owner sets the theme, a colour, the name, logo, address and a social profile; the canvas and, after Publish, visitors show them', async ({ page }) => {
  await signIn(page);
  const canvas = page.frameLocator('[data-testid="canvas-frame"]');
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Site settings' });

  await dialog.getByLabel('Theme', { exact: true }).selectOption('francisco');
  await expect(canvas.locator('body')).toHaveClass(/theme-francisco/);

  // The accent colour, typed as hex; the canvas follows at once.
  const accent = dialog.getByLabel('Accent (links, buttons)', { exact: true });
  await accent.fill('#8a1538');
  await expect.poll(() => canvas.locator('body').evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim())).toBe('#8a1538');
  // A text colour too close to its background is flagged.
  await dialog.getByLabel('Text', { exact: true }).fill('#dddddd');
  await expect(dialog.getByText(/^Contrast 1\.\d:1 against its background is hard to read; 4\.5:1 is needed\.$/)).toBeVisible();
  await dialog.getByLabel('Text', { exact: true }).fill('#2b2b2b');

  await dialog.getByLabel('Gallery or artist name', { exact: true }).fill('Northlight Gallery');
  await dialog.getByLabel('Address', { exact: true }).fill('12 Quay Street');
  await dialog.getByLabel('City', { exact: true }).fill('Bristol');
  await dialog.getByLabel('Instagram', { exact: true }).fill('instagram.com/northlight');
  await expect(dialog.getByRole('alert')).toHaveText('Enter a full web address, starting with https://.');
  await dialog.getByLabel('Instagram', { exact: true }).fill('https://instagram.com/northlight');
  await expect(dialog.getByRole('alert')).toHaveCount(0);

  await dialog.getByLabel('CSS added after the theme’s').fill('.site-footer { letter-spacing: 3px; }');
  await expect
    .poll(() => canvas.locator('body').evaluate(() => [...document.querySelectorAll('style')].some((el) => el.textContent === '.site-footer { letter-spacing: 3px; }')))
    .toBe(true);

  // The logo comes from the media library.
  await dialog.getByRole('button', { name: 'Choose logo' }).click();
  const library = page.getByRole('dialog', { name: 'Choose an image for the site’s logo' });
  const logo = await sharp({ create: { width: 400, height: 100, channels: 3, background: '#8a1538' } }).png().toBuffer();
  await library.getByLabel('Upload images').setInputFiles({ name: `logo-${Date.now()}.png`, mimeType: 'image/png', buffer: logo });
  await expect(library.getByRole('region', { name: 'Selected image' })).toBeVisible();
  await library.getByRole('button', { name: 'Use this image' }).click();
  await expect(library).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Replace logo' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close site settings' }).click();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const visitor = await page.context().newPage();
  await visitor.goto(`${SITE}/`);
  await expect(visitor.locator('body')).toHaveClass(/theme-francisco/);
  expect(await visitor.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--accent').trim())).toBe('#8a1538');
  const logoImage = visitor.getByRole('link', { name: 'Northlight Gallery' }).getByRole('img');
  await expect(logoImage).toHaveAttribute('src', /\/img\/h_160\/\d+\.png/);
  await expect.poll(() => logoImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const footer = visitor.locator('footer');
  await expect(footer.locator('address')).toContainText('12 Quay Street');
  await expect(footer.locator('address')).toContainText('Bristol');
  await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/northlight');
  expect(await footer.evaluate((el) => getComputedStyle(el).letterSpacing)).toBe('3px');
  await visitor.close();
});

test('an owner sets the site’s Google Analytics and Meta pixel ids in Settings: a mistyped id is named and kept out, and after Publish the cart page counts purchases there', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Site settings' });
  const ga4 = dialog.getByLabel('Google Analytics 4 measurement id', { exact: true });
  await ga4.fill('UA-1234-5');
  await expect(dialog.getByRole('alert')).toHaveText('A GA4 measurement id reads G- and then letters and digits.');
  await expect(ga4).toHaveAttribute('aria-invalid', 'true');
  await ga4.fill('G-NORTH0001');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  const meta = dialog.getByLabel('Meta pixel id', { exact: true });
  await meta.fill('12ab');
  await expect(dialog.getByRole('alert')).toHaveText('A Meta pixel id is 6 to 20 digits.');
  await meta.fill('987654321012');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close site settings' }).click();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');
  const published = (await (await page.request.get('/api/editor/document')).json()) as { document: { site: { analytics?: unknown } } };
  expect(published.document.site.analytics).toEqual({ ga4MeasurementId: 'G-NORTH0001', metaPixelId: '987654321012' });
  // The cart page hands them to its checkout, which sends a purchase's conversion there with consent.
  const cart = await (await page.request.get('/buy/?sub=demo')).text();
  expect(cart).toContain('G-NORTH0001');
  expect(cart).toContain('987654321012');
});
