import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { SITE, signIn, restoreSiteSettingsAfterAll } from './helpers';

/**
 * The eight themes as visitors get them: each with its own header layout, palette and type, each
 * passing axe; and an owner's theme and colour choices, on the canvas at once and after Publish.
 */

restoreSiteSettingsAfterAll();

async function publishTheme(owner: Page, layout: string): Promise<void> {
  const { document, revision } = await (await owner.request.get('/api/editor/document')).json();
  const saved = await owner.request.put('/api/editor/document', { data: { document: { ...document, site: { ...document.site, layout, colors: {} } }, baseRevision: revision } });
  expect(saved.ok()).toBe(true);
  expect((await owner.request.post('/api/editor/publish')).ok()).toBe(true);
}

interface Look {
  navBackground: string;
  bodyBackground: string;
  headingFont: string;
  logoCentred: boolean;
  navBelowLogo: boolean;
  headerIsSidebar: boolean;
}

async function lookOf(visitor: Page): Promise<Look> {
  return visitor.evaluate(() => {
    const header = document.querySelector('.site-header')!.getBoundingClientRect();
    const logo = document.querySelector('.site-logo')!.getBoundingClientRect();
    const nav = document.querySelector('.site-nav')!.getBoundingClientRect();
    const centre = (r: DOMRect) => r.left + r.width / 2;
    return {
      navBackground: getComputedStyle(document.querySelector('.site-header')!).backgroundColor,
      bodyBackground: getComputedStyle(document.body).backgroundColor,
      headingFont: getComputedStyle(document.querySelector('h1, h2')!).fontFamily,
      logoCentred: Math.abs(centre(logo) - centre(header)) < 8,
      navBelowLogo: nav.top >= logo.bottom - 1,
      headerIsSidebar: header.height >= window.innerHeight - 1 && header.width < window.innerWidth / 3,
    };
  });
}

test('every theme has its own header layout, palette and type, and passes axe', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visitor = await context.newPage();
  const looks: Record<string, Look> = {};
  for (const theme of ['arizona', 'classic', 'francisco', 'mariana', 'nashville', 'novara', 'piedmont', 'sydney']) {
    await publishTheme(page, theme);
    await visitor.goto(`${SITE}/artworks`);
    await expect(visitor.locator('body')).toHaveClass(new RegExp(`theme-${theme}`));
    looks[theme] = await lookOf(visitor);
    const { violations } = await new AxeBuilder({ page: visitor }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations.map((v) => `${theme}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
  }
  // Headers: the logo centred over the menu (arizona, novara), a menu row under the name (nashville),
  // a sidebar (francisco), the name beside the menu (the others).
  expect(looks.arizona).toMatchObject({ logoCentred: true, navBelowLogo: true, headerIsSidebar: false });
  expect(looks.novara).toMatchObject({ logoCentred: true, navBelowLogo: true });
  expect(looks.nashville).toMatchObject({ logoCentred: false, navBelowLogo: true });
  expect(looks.francisco).toMatchObject({ headerIsSidebar: true, navBelowLogo: true });
  for (const theme of ['classic', 'mariana', 'piedmont', 'sydney']) expect(looks[theme], theme).toMatchObject({ logoCentred: false, navBelowLogo: false, headerIsSidebar: false });
  // Palettes and type: a dark theme, a coloured menu bar, serif and sans headings.
  expect(looks.mariana.bodyBackground).toBe('rgb(18, 18, 18)');
  expect(looks.sydney.navBackground).toBe('rgb(15, 61, 62)');
  expect(looks.classic.headingFont).toMatch(/Georgia|Palatino|serif/);
  expect(looks.sydney.headingFont).not.toMatch(/Georgia/);
  expect(new Set(Object.values(looks).map((l) => `${l.navBackground} ${l.bodyBackground} ${l.headingFont}`)).size).toBeGreaterThanOrEqual(6);
  // The classic theme puts the page title over its cover picture.
  await publishTheme(page, 'classic');
  await visitor.goto(`${SITE}/artworks`);
  await expect(visitor.locator('.cover-banner h1')).toHaveText('Artworks');
  await context.close();
});

test('an owner switches theme and two colour slots: the canvas follows at once, visitors after Publish', async ({ page }) => {
  await signIn(page);
  const canvas = page.frameLocator('[data-testid="canvas-frame"]');
  // The canvas shows the site's header and footer as visitors see them, inert.
  await expect(canvas.getByTestId('canvas-header').locator('header.site-header')).toBeVisible();
  await expect(canvas.getByTestId('canvas-footer').locator('footer.site-footer')).toBeVisible();

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Site settings' });
  await dialog.getByLabel('Theme', { exact: true }).selectOption('nashville');
  // Nashville sets the menu in a row under the name.
  await expect
    .poll(() => canvas.locator('.site-header').evaluate((h) => h.querySelector('.site-nav')!.getBoundingClientRect().top >= h.querySelector('.site-logo')!.getBoundingClientRect().bottom - 1))
    .toBe(true);
  await dialog.getByLabel('Menu background', { exact: true }).fill('#fff4d6');
  await dialog.getByLabel('Footer background', { exact: true }).fill('#20302a');
  await expect.poll(() => canvas.locator('.site-header').evaluate((h) => getComputedStyle(h).backgroundColor)).toBe('rgb(255, 244, 214)');
  await expect.poll(() => canvas.locator('.site-footer').evaluate((f) => getComputedStyle(f).backgroundColor)).toBe('rgb(32, 48, 42)');
  await dialog.getByRole('button', { name: 'Close site settings' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const visitor = await page.context().newPage();
  await visitor.goto(`${SITE}/`);
  await expect(visitor.locator('body')).toHaveClass(/theme-nashville/);
  expect(await visitor.locator('.site-header').evaluate((h) => getComputedStyle(h).backgroundColor)).toBe('rgb(255, 244, 214)');
  expect(await visitor.locator('.site-footer').evaluate((f) => getComputedStyle(f).backgroundColor)).toBe('rgb(32, 48, 42)');
  // A slot the owner left alone keeps the theme's colour: nashville's heading black.
  expect(await visitor.locator('h1, h2').first().evaluate((h) => getComputedStyle(h).color)).toBe('rgb(20, 20, 20)');
  expect(await visitor.locator('.site-header').evaluate((h) => h.querySelector('.site-nav')!.getBoundingClientRect().top >= h.querySelector('.site-logo')!.getBoundingClientRect().bottom - 1)).toBe(true);
  await visitor.close();
});
