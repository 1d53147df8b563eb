import { expect, test, type Frame, type Page } from '@playwright/test';
import { signIn, SITE, restoreSiteSettingsAfterAll } from './helpers';

restoreSiteSettingsAfterAll();

const HEADING = '.block-text h1';
const TEXT = '.block-text p';

/** The computed font-family of the first element matching the selector. */
function fontFamilyOf(target: Page | Frame, selector: string): Promise<string> {
  return target.locator(selector).first().evaluate((el) => getComputedStyle(el).fontFamily);
}

/**
 * True once the family's face at the element's own weight and style has loaded from /fonts/: the
 * document uses it, and no other copy (a font installed on the machine) could have answered.
 */
function fontLoaded(target: Page | Frame, selector: string, family: string, id: string): Promise<boolean> {
  return target
    .locator(selector)
    .first()
    .evaluate(async (el, [name, folder]) => {
      await document.fonts.ready;
      const { fontWeight, fontStyle } = getComputedStyle(el);
      const weight = Number(fontWeight);
      const faces = [...document.fonts].filter((face) => face.family.replace(/"/g, '') === name && face.status === 'loaded');
      const fromFonts = performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname.startsWith(`/fonts/${folder}/`));
      return faces.length > 0 && fromFonts && document.fonts.check(`${fontStyle} ${weight} 16px "${name}"`);
    }, [family, id]);
}

test('an owner picks a heading and a body font; the canvas shows them at once and, after Publish, visitors get them from /fonts/', async ({ page }) => {
  // A custom font's stylesheet would come from another host; here it is answered locally.
  await page.route('https://fonts.example.test/**', (route) => route.fulfill({ contentType: 'text/css', body: '/* custom font */' }));
  await signIn(page);
  const canvas = page.frameLocator('[data-testid="canvas-frame"]');
  const frame = page.frame({ url: /about:srcdoc/ }) ?? page.mainFrame().childFrames()[0];
  await expect(canvas.locator(HEADING).first()).toBeVisible();
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Site settings' });
  const headingFont = dialog.getByLabel('Heading font', { exact: true });
  const bodyFont = dialog.getByLabel('Body font', { exact: true });
  await expect(headingFont).toHaveValue('');
  await expect(bodyFont).toHaveValue('');

  // A custom font is checked as it is typed.
  await headingFont.selectOption({ label: 'Custom font…' });
  const fontName = dialog.getByLabel('Font name', { exact: true });
  const stylesheet = dialog.getByLabel('Stylesheet address', { exact: true });
  await fontName.fill('Futura"; } body { display: none');
  await expect(dialog.getByRole('alert')).toHaveText('Enter the font’s family name: letters, numbers, spaces and - _ . + & only, up to 100 characters.');
  await expect(fontName).toHaveAttribute('aria-invalid', 'true');
  await expect(fontName).toHaveAccessibleDescription(/letters, numbers, spaces/);
  await fontName.fill('Futura PT');
  await stylesheet.fill('http://fonts.example.test/futura.css');
  await expect(dialog.getByRole('alert')).toHaveText('Enter the full address of the font’s stylesheet, starting with https://.');
  await stylesheet.fill('https://fonts.example.test/futura.css');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect.poll(() => fontFamilyOf(frame, HEADING)).toMatch(/^"Futura PT",/);
  await expect(canvas.locator('link[rel="stylesheet"][href="https://fonts.example.test/futura.css"]')).toHaveCount(1);

  // Curated families, served by the product: the canvas follows at once and really loads them.
  await headingFont.selectOption({ label: 'Playfair Display' });
  await expect(fontName).toHaveCount(0);
  await expect.poll(() => fontFamilyOf(frame, HEADING)).toMatch(/^"Playfair Display",/);
  await bodyFont.selectOption({ label: 'Lora' });
  await expect.poll(() => fontFamilyOf(frame, TEXT)).toMatch(/^Lora,/);
  expect(await fontFamilyOf(frame, HEADING)).toMatch(/^"Playfair Display",/);
  await expect.poll(() => fontLoaded(frame, TEXT, 'Lora', 'lora')).toBe(true);
  await expect.poll(() => fontLoaded(frame, HEADING, 'Playfair Display', 'playfair-display')).toBe(true);
  await dialog.getByRole('button', { name: 'Close site settings' }).click();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const visitor = await page.context().newPage();
  await visitor.goto(`${SITE}/`);
  await expect(visitor.locator('link[rel="preload"][as="font"]')).toHaveAttribute('href', '/fonts/lora/lora-latin-400-normal.woff2');
  expect(await fontFamilyOf(visitor, HEADING)).toMatch(/^"Playfair Display",/);
  expect(await fontFamilyOf(visitor, TEXT)).toMatch(/^Lora,/);
  await expect.poll(() => fontLoaded(visitor, TEXT, 'Lora', 'lora')).toBe(true);
  await expect.poll(() => fontLoaded(visitor, HEADING, 'Playfair Display', 'playfair-display')).toBe(true);
  expect(await visitor.evaluate(() => document.fonts.check('16px "Lora"'))).toBe(true);
  await visitor.close();
});
