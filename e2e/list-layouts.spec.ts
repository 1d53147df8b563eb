import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { answeredCookieNotice, signIn, signInForRequests, SITE } from './helpers';

/**
 * The picture layouts of the content lists (spec §2 List layouts, Content screens; §4 layout
 * switcher): waterfall (CSS columns, each picture at its own height) and horizontal masonry (rows of
 * one height, each picture as wide as its proportions make it), the tabs between them by mouse and
 * keyboard, the tab's anchor written to the page hash, and a load on that hash opening its layout.
 */

interface Cell {
  x: number;
  y: number;
  width: number;
  height: number;
  aspect: number;
}

/** Each cell's picture box, with the proportions the list gave it (--aspect). */
async function pictures(list: Locator, media: string): Promise<Cell[]> {
  return list.locator('.list-items__cell').evaluateAll((cells, selector) => {
    return cells.map((cell) => {
      const box = cell.querySelector(selector)!.getBoundingClientRect();
      return { x: box.x, y: box.y, width: box.width, height: box.height, aspect: Number((cell as HTMLElement).style.getPropertyValue('--aspect')) };
    });
  }, media);
}

/** Waterfall: the pictures fall into `columns` columns, each at its own proportions, one under another. */
async function expectWaterfall(list: Locator, media: string, columns: number): Promise<void> {
  await expect(list.locator(`ul.list-items--waterfall`)).toBeVisible();
  const cells = await pictures(list, media);
  expect(new Set(cells.map((c) => Math.round(c.x))).size).toBe(Math.min(columns, cells.length));
  for (const c of cells) expect(Math.abs(c.width / c.height - c.aspect)).toBeLessThan(0.03);
  const first = cells.filter((c) => Math.round(c.x) === Math.round(cells[0].x));
  expect(first.length).toBeGreaterThan(1);
  first.slice(1).forEach((c, i) => expect(c.y).toBeGreaterThan(first[i].y + first[i].height));
}

/**
 * Horizontal masonry: rows whose pictures share one height and keep their proportions, every row but
 * the last filling the list's width.
 */
async function expectMasonry(list: Locator, media: string): Promise<void> {
  const ul = list.locator('ul.list-items--masonry');
  await expect(ul).toBeVisible();
  const width = (await ul.boundingBox())!.width;
  const gap = await ul.evaluate((el) => Number.parseFloat(getComputedStyle(el).columnGap));
  const cells = await pictures(list, media);
  const rows = new Map<number, Cell[]>();
  for (const c of cells) rows.set(Math.round(c.y), [...(rows.get(Math.round(c.y)) ?? []), c]);
  const ordered = [...rows.values()];
  expect(ordered.length).toBeGreaterThan(1);
  expect(Math.max(...ordered.map((r) => r.length))).toBeGreaterThan(1);
  for (const row of ordered) {
    for (const c of row) {
      expect(Math.abs(c.height - row[0].height)).toBeLessThan(1.5);
      expect(Math.abs(c.width / c.height - c.aspect)).toBeLessThan(0.03);
    }
  }
  for (const row of ordered.slice(0, -1)) {
    const used = row.reduce((sum, c) => sum + c.width, 0) + gap * (row.length - 1);
    expect(Math.abs(used - width)).toBeLessThan(2);
  }
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.beforeEach(async ({ page }) => {
  await answeredCookieNotice(page);
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('a media list switches between its waterfall and horizontal masonry by its tabs, and a link to #horizontalmasonry opens the masonry', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto(`${SITE}/exhibitions`);
  // The demo's installation views: waterfall first, then horizontal masonry and grid, four columns.
  const list = page.locator('section', { has: page.getByRole('heading', { name: 'Installation Views' }) });
  const tabs = list.getByRole('tab');
  await expect(tabs).toHaveText(['Waterfall', 'Horizontal Masonry', 'Grid']);
  await expect(list.getByRole('tab', { name: 'Waterfall' })).toHaveAttribute('aria-selected', 'true');
  await expectWaterfall(list, '.list-cell__media', 4);

  // By mouse: masonry, its anchor in the hash.
  await list.getByRole('tab', { name: 'Horizontal Masonry' }).click();
  await expect(page).toHaveURL(/\/exhibitions#horizontalmasonry$/);
  await expect(list.getByRole('tabpanel', { name: 'Horizontal Masonry' })).toBeVisible();
  await expectMasonry(list, '.list-cell__media');
  await expectNoAxeViolations(page);

  // A reload on that hash opens the masonry.
  await page.reload();
  await expect(list.getByRole('tab', { name: 'Horizontal Masonry' })).toHaveAttribute('aria-selected', 'true');
  await expectMasonry(list, '.list-cell__media');

  // By keyboard, once the list's script runs: back to the waterfall, the hash following.
  await expect(list.getByRole('tab', { name: 'Horizontal Masonry' })).toBeEnabled();
  await list.getByRole('tab', { name: 'Horizontal Masonry' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(list.getByRole('tab', { name: 'Waterfall' })).toBeFocused();
  await expect(page).toHaveURL(/\/exhibitions#waterfall$/);
  await expectWaterfall(list, '.list-cell__media', 4);

  // A fresh visit on the masonry's anchor.
  await page.goto(`${SITE}/news`);
  await page.goto(`${SITE}/exhibitions#horizontalmasonry`);
  await expect(list.getByRole('tab', { name: 'Horizontal Masonry' })).toHaveAttribute('aria-selected', 'true');
  await expectMasonry(list, '.list-cell__media');
  expect(errors).toEqual([]);
});

test('the builder previews a waterfall as a visitor sees it: two rows of its columns, not three pictures', async ({ page }) => {
  const { media } = (await (await page.request.get('/api/mediaItems?sub=demo&limit=8')).json()) as { media: unknown[] };
  await signIn(page);
  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'Exhibitions' });
  // The demo's installation views: a waterfall of four columns, 2 x 4 of the site's own pictures.
  const list = page.frameLocator('[data-testid="canvas-frame"]').locator('[data-block-type="media-list"]');
  const cells = list.locator('ul.list-items--waterfall > li');
  await expect(cells).toHaveCount(Math.min(8, media.length));
  const lefts = await cells.evaluateAll((all) => all.map((cell) => Math.round(cell.getBoundingClientRect().x)));
  expect(new Set(lefts).size).toBe(Math.min(4, media.length));
});

test.describe('an inventory list', () => {
  const TITLE = 'Works by Shape';
  let newsBefore: unknown;

  /** An inventory list in horizontal masonry and waterfall, masonry first, put on the News page. */
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signInForRequests(page);
    const { document, revision } = await (await page.request.get('/api/editor/document')).json();
    newsBefore = document.pages.find((p: { slug: string }) => p.slug === 'news');
    const list = { id: 'e2e-layouts-list', type: 'inventory-list', config: { title: TITLE, columns: 3, maxLimit: 12, order: 0, dir: 'asc', status: 0, artistId: null, layouts: ['masonry', 'waterfall'], layout: 'masonry' } };
    const pages = document.pages.map((p: { slug: string; blocks: unknown[] }) => (p.slug === 'news' ? { ...p, blocks: [...p.blocks, list] } : p));
    expect((await page.request.put('/api/editor/document', { data: { document: { ...document, pages }, baseRevision: revision } })).ok()).toBe(true);
    expect((await page.request.post('/api/editor/publish')).ok()).toBe(true);
    await page.close();
  });

  /** Puts the News page back as it was, so the specs after this one see the demo site unchanged. */
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signInForRequests(page);
    const { document, revision } = await (await page.request.get('/api/editor/document')).json();
    const pages = document.pages.map((p: { slug: string }) => (p.slug === 'news' ? newsBefore : p));
    expect((await page.request.put('/api/editor/document', { data: { document: { ...document, pages }, baseRevision: revision } })).ok()).toBe(true);
    expect((await page.request.post('/api/editor/publish')).ok()).toBe(true);
    await page.close();
  });

  test('shows its works in horizontal masonry and in the waterfall, by its tabs and by the hash', async ({ page }) => {
    const errors = consoleErrors(page);
    const { inventory } = (await (await page.request.get('/api/inventory?sub=demo&limit=12')).json()) as { inventory: Array<{ title: string }> };
    await page.goto(`${SITE}/news`);
    const list = page.locator('section', { has: page.getByRole('heading', { name: TITLE }) });
    await expect(list.locator('.inventory-card__title')).toHaveText(inventory.map((w) => w.title));
    await expect(list.getByRole('tab')).toHaveText(['Horizontal Masonry', 'Waterfall']);
    await expectMasonry(list, '.inventory-card__media');

    await expect(list.getByRole('tab', { name: 'Horizontal Masonry' })).toBeEnabled();
    await list.getByRole('tab', { name: 'Horizontal Masonry' }).focus();
    await page.keyboard.press('End');
    await expect(list.getByRole('tab', { name: 'Waterfall' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/news#waterfall$/);
    await expectWaterfall(list, '.inventory-card__media', 3);
    await expectNoAxeViolations(page);

    await page.reload();
    await expect(list.getByRole('tab', { name: 'Waterfall' })).toHaveAttribute('aria-selected', 'true');
    await expectWaterfall(list, '.inventory-card__media', 3);
    await list.getByRole('tab', { name: 'Horizontal Masonry' }).click();
    await expect(page).toHaveURL(/\/news#horizontalmasonry$/);
    await expectMasonry(list, '.inventory-card__media');
    expect(errors).toEqual([]);
  });
});
