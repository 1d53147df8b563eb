import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { answeredCookieNotice, clickHydrated, signIn, signInForRequests, SITE } from './helpers';

/**
 * The related works under an artwork take the inventory list's layouts (spec §2 List layouts, §4 layout
 * switcher): the owner switches them on in the artwork page template's inspector, and a visitor gets
 * them server-rendered, with tabs by mouse and keyboard, their anchors in the page hash, and works that
 * still open in the detail modal.
 */

const canvas = (page: Page) => page.frameLocator('[data-testid="canvas-frame"]');
const inspector = (page: Page) => page.getByRole('complementary', { name: 'Block settings' });

let templatesBefore: unknown;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInForRequests(page);
  templatesBefore = (await (await page.request.get('/api/editor/document')).json()).document.site.templates;
  await page.close();
});

/** Puts the templates back as they were and publishes, so the specs after this one see the demo site unchanged. */
test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInForRequests(page);
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  const site = { ...document.site, templates: templatesBefore };
  expect((await page.request.put('/api/editor/document', { data: { document: { ...document, site }, baseRevision: revision } })).ok()).toBe(true);
  expect((await page.request.post('/api/editor/publish')).ok()).toBe(true);
  await page.close();
});

/** A work whose artist has at least three more, read from the site (the shared data or the fallback catalogue). */
async function workWithRelated(page: Page): Promise<number> {
  const byArtist = new Map<number, number[]>();
  for (let offset = 0; offset < 3000; offset += 100) {
    const { inventory, hasMore } = (await (await page.request.get(`/api/inventory?sub=demo&limit=100&offset=${offset}`)).json()) as {
      inventory: Array<{ inventoryId: number; artist: { artistId: number } | null }>;
      hasMore: boolean;
    };
    for (const work of inventory) if (work.artist) byArtist.set(work.artist.artistId, [...(byArtist.get(work.artist.artistId) ?? []), work.inventoryId]);
    const found = [...byArtist.values()].find((ids) => ids.length >= 4)?.[0];
    if (found !== undefined) return found;
    if (!hasMore) break;
  }
  throw new Error('No artist of the demo site has four works');
}

test('an owner shows the related works as a waterfall with tabs; a visitor switches layouts and opens a work in the modal', async ({ page }) => {
  const artwork = await workWithRelated(page);

  await signIn(page);
  await page.getByRole('button', { name: 'Pages', exact: true }).click();
  await page.getByRole('dialog', { name: 'Pages' }).getByRole('button', { name: /^Artwork page/ }).click();
  const related = canvas(page).locator('[data-block-type="related-inventory"]');
  await related.locator('h2').click();
  await expect(page.getByRole('heading', { name: 'Related Inventory' })).toBeVisible();

  // A block saved before layouts offers the inventory list's (the spec's five), with the grid alone on.
  const layouts = inspector(page).getByRole('group', { name: 'Layouts' });
  await expect(layouts.getByRole('checkbox')).toHaveCount(5);
  await expect(layouts.getByLabel('Grid')).toBeChecked();
  await expect(layouts.getByLabel('Horizontal Masonry')).not.toBeChecked();
  await layouts.getByLabel('Slideshow').check();
  await layouts.getByLabel('Waterfall').check();
  await inspector(page).getByLabel('Shown first').selectOption({ label: 'Waterfall' });
  await inspector(page).getByLabel('Open artworks').selectOption({ label: 'In a window over the page' });
  // The canvas follows at once: the tabs, the waterfall shown.
  await expect(related.getByRole('tab')).toHaveText(['Grid', 'Slideshow', 'Waterfall']);
  await expect(related.locator('ul.list-items--waterfall')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  // Server-rendered: the waterfall and its tabs are in the page's HTML.
  const html = await (await page.request.get(`/art/${artwork}?sub=demo`)).text();
  expect(html).toContain('list-items list-items--waterfall');
  expect(html).toContain('role="tablist"');

  const visitor = await page.context().newPage();
  await answeredCookieNotice(visitor);
  await visitor.setViewportSize({ width: 1280, height: 900 });
  await visitor.goto(`${SITE}/art/${artwork}`);
  const pageTitle = (await visitor.getByRole('heading', { level: 1 }).textContent())!;
  const section = visitor.locator('.art-page__related');
  const tabs = section.getByRole('tab');
  await expect(tabs).toHaveText(['Grid', 'Slideshow', 'Waterfall']);
  await expect(section.getByRole('tab', { name: 'Waterfall' })).toHaveAttribute('aria-selected', 'true');
  const works = section.locator('ul.list-items--waterfall a.inventory-card');
  const count = await works.count();
  expect(count).toBeGreaterThanOrEqual(3);
  const titles = await works.locator('.inventory-card__title').allTextContents();
  const { violations } = await new AxeBuilder({ page: visitor }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);

  // By keyboard, once the list's script runs: the slideshow, its anchor in the hash.
  await expect(section.getByRole('tab', { name: 'Waterfall' })).toBeEnabled();
  await section.getByRole('tab', { name: 'Waterfall' }).focus();
  await visitor.keyboard.press('ArrowLeft');
  await expect(section.getByRole('tab', { name: 'Slideshow' })).toBeFocused();
  await expect(visitor).toHaveURL(new RegExp(`/art/${artwork}#slideshow$`));
  await expect(section.getByRole('tabpanel', { name: 'Slideshow' }).locator('.slideshow')).toBeVisible();
  await expect(section.locator('.slideshow__slide')).toHaveCount(count);

  // By mouse: the grid, the same works at the block's four columns.
  await section.getByRole('tab', { name: 'Grid' }).click();
  await expect(visitor).toHaveURL(new RegExp(`/art/${artwork}#grid$`));
  await expect(section.locator('ul.list-items--grid .inventory-card__title')).toHaveText(titles);

  // Back to the waterfall; a work opens in the modal over the art page, and Escape closes it.
  await section.getByRole('tab', { name: 'Waterfall' }).click();
  await clickHydrated(works.first());
  const dialog = visitor.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 1 })).toHaveText(titles[0]);
  expect(new URL(visitor.url()).pathname).toBe((await works.first().getAttribute('href'))!.split('?')[0]);
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Next artwork' }).click();
  await expect(dialog.getByRole('heading', { level: 1 })).toHaveText(titles[1]);
  await expect(dialog.locator('.art-page__related [role="tablist"]')).toBeVisible();
  // The modal holds the next work's art page, its related works' tabs included: their ids are its own.
  const ids = await visitor.evaluate(() => [...document.querySelectorAll('.art-page__related .content-list [id]')].map((el) => el.id));
  expect(ids.length).toBeGreaterThan(4);
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  const inModal = await new AxeBuilder({ page: visitor }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(inModal.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
  await visitor.keyboard.press('Escape');
  await expect(visitor.getByRole('dialog')).toHaveCount(0);
  expect(new URL(visitor.url()).pathname).toBe(`/art/${artwork}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(pageTitle);
  await visitor.close();
});
