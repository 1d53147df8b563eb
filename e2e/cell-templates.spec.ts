import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { openTemplate, restorePageAfterAll, restoreSiteSettingsAfterAll, signIn, SITE } from './helpers';

/**
 * The artwork grid cell template: the owner opens it from the pages panel, sees it as one cell of the
 * site's own first artwork, moves the title above the picture, enlarges and centres it, fills the
 * square with the picture and takes the date out; published, every artwork's cell in the home page's
 * grid follows it, and the page passes axe.
 */

restoreSiteSettingsAfterAll();
restorePageAfterAll('news');

interface Listed {
  inventoryId: number;
  title: string;
}

/** The canvas's parts, in order, by their block types. */
async function partsOnCanvas(page: Page): Promise<string[]> {
  const parts = page.frameLocator('[data-testid="canvas-frame"]').locator('.cell-template__cell [data-block-type]');
  return parts.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-block-type') ?? ''));
}

test('an owner restyles every artwork’s cell at once through the grid cell template', async ({ page }) => {
  const { inventory } = (await (await page.request.get('/api/inventory?sub=demo&limit=1')).json()) as { inventory: Listed[] };
  const [first] = inventory;
  await signIn(page);
  const canvas = page.frameLocator('[data-testid="canvas-frame"]');
  const root = canvas.getByTestId('canvas-root');
  // On a page, a cell's parts are not offered.
  await expect(page.getByTestId('toolbox-inventory-cell-title')).toHaveCount(0);

  await openTemplate(page, /^Artwork cell: grid/, '@template-inventoryGridCell');
  await expect(root.getByText(/^The artwork cell: grid template: every artwork in a list’s grid, list and horizontal masonry layouts/)).toBeVisible();
  await expect(root.getByText(`Shown here with “${first.title}”.`, { exact: false })).toBeVisible();
  // One cell of the site's first artwork, drawn as its lists draw it.
  await expect(root.locator('.cell-template__cell .inventory-card__title')).toHaveText(first.title);
  await expect(root.locator('.cell-template__cell .inventory-card__media img')).toBeVisible();
  expect(await partsOnCanvas(page)).toEqual(['inventory-cell-image', 'inventory-cell-title', 'inventory-cell-artist', 'inventory-cell-date', 'inventory-cell-price']);
  await expect(page.getByTestId('toolbox-inventory-cell-price')).toBeVisible();
  // Nothing but the cell's parts goes in: a text is refused.
  await page.getByTestId('toolbox-text').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('Text cannot be placed inside');

  // The title: larger, centred, and above the picture.
  await root.locator('[data-block-type="inventory-cell-title"]').click();
  await expect(page.getByRole('heading', { name: 'Cell Title' })).toBeVisible();
  await page.getByLabel('Text size').selectOption({ label: 'Large' });
  await page.getByLabel('Alignment').selectOption({ label: 'Center' });
  await expect(root.locator('.inventory-card__title')).toHaveClass('inventory-card__title cell-part--center cell-part--large');
  await page.getByTestId('canvas-frame').focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(() => partsOnCanvas(page)).toEqual(['inventory-cell-title', 'inventory-cell-image', 'inventory-cell-artist', 'inventory-cell-date', 'inventory-cell-price']);

  // The picture fills its square.
  await root.locator('[data-block-type="inventory-cell-image"]').click();
  await page.getByLabel('Picture', { exact: true }).selectOption({ label: 'Fill the square' });
  await expect(root.locator('.inventory-card__media')).toHaveClass(/inventory-card__media--cover/);

  // The date goes.
  await root.locator('[data-block-type="inventory-cell-date"]').click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => partsOnCanvas(page)).toEqual(['inventory-cell-title', 'inventory-cell-image', 'inventory-cell-artist', 'inventory-cell-price']);

  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'Home' });
  await expect(page.getByTestId('toolbox-inventory-cell-title')).toHaveCount(0);
  // The home page's own list, still on the canvas, already draws its cells so.
  await expect(canvas.locator('a.inventory-card').first().locator(':scope > *').first()).toHaveClass(/inventory-card__title/);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const visitor = await page.context().newPage();
  await visitor.setViewportSize({ width: 1280, height: 800 });
  await visitor.goto(`${SITE}/`);
  const cells = visitor.locator('section', { has: visitor.getByRole('heading', { name: 'Available Works' }) }).locator('a.inventory-card');
  await expect(cells.first()).toBeVisible();
  const count = await cells.count();
  expect(count).toBeGreaterThan(2);
  // Every cell: the title first, large and centred, then the picture filling its square; no date.
  const shapes = await cells.evaluateAll((links) =>
    links.map((a) => ({ first: a.firstElementChild?.className, cover: a.querySelector('.inventory-card__media--cover') !== null, dates: a.querySelectorAll('.inventory-card__date').length })),
  );
  expect(shapes).toEqual(Array.from({ length: count }, () => ({ first: 'inventory-card__title cell-part--center cell-part--large', cover: true, dates: 0 })));
  const title = cells.first().locator('.inventory-card__title');
  expect(await title.evaluate((el) => getComputedStyle(el).textAlign)).toBe('center');
  expect(await cells.first().locator('.inventory-card__media img').evaluate((el) => getComputedStyle(el).objectFit)).toBe('cover');
  // Still one link to the work's page.
  expect(await cells.first().getAttribute('href')).toMatch(/^\/art\/\d+/);
  const { violations } = await new AxeBuilder({ page: visitor }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
  await visitor.close();
});

test('an owner sets the dates over each exhibition’s title and takes the excerpt out of every post’s cell', async ({ page }) => {
  await signIn(page);
  const root = page.frameLocator('[data-testid="canvas-frame"]').getByTestId('canvas-root');

  await openTemplate(page, /^Exhibition cell: grid/, '@template-showGridCell');
  await expect(root.locator('.cell-template__cell .list-cell__title')).toBeVisible();
  expect(await partsOnCanvas(page)).toEqual(['show-cell-image', 'show-cell-title', 'show-cell-dates']);
  await root.locator('[data-block-type="show-cell-dates"]').click();
  await expect(page.getByRole('heading', { name: 'Cell Dates' })).toBeVisible();
  await page.getByLabel('Text size').selectOption({ label: 'Small' });
  await expect(root.locator('.cell-template__cell .list-cell__meta')).toHaveClass('list-cell__meta cell-part--small');
  await page.getByTestId('canvas-frame').focus();
  await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(() => partsOnCanvas(page)).toEqual(['show-cell-image', 'show-cell-dates', 'show-cell-title']);

  await openTemplate(page, /^Blog post cell/, '@template-blogCell');
  await expect(root.getByText(/^The blog post cell template: every blog post in a list, whatever its layout,/)).toBeVisible();
  await expect(root.locator('.cell-template__cell .blog-cell__title a')).toBeVisible();
  await root.locator('[data-block-type="blog-cell-excerpt"]').click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect.poll(() => partsOnCanvas(page)).toEqual(['blog-cell-image', 'blog-cell-title', 'blog-cell-date']);

  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'Home' });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const visitor = await page.context().newPage();
  await visitor.goto(`${SITE}/exhibitions`);
  const shows = visitor.locator('section', { has: visitor.getByRole('heading', { name: 'Past Exhibitions' }) }).locator('a.show-cell');
  await expect(shows.first()).toBeVisible();
  const order = await shows.evaluateAll((links) => links.map((a) => [...a.children].map((c) => c.className.split(' ')[0])));
  expect(order.length).toBeGreaterThan(1);
  for (const classes of order) expect(classes).toEqual(['list-cell__media', 'list-cell__meta', 'list-cell__title']);

  await visitor.goto(`${SITE}/news`);
  const posts = visitor.locator('article.blog-cell');
  await expect(posts.first()).toBeVisible();
  expect(await posts.count()).toBeGreaterThan(1);
  await expect(visitor.locator('.blog-cell__excerpt')).toHaveCount(0);
  await expect(posts.first().locator('.blog-cell__title a')).toHaveAttribute('href', /^\/post\/\d+/);
  const { violations } = await new AxeBuilder({ page: visitor }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
  await visitor.close();
});

test('an owner adds the country and lifespan to every artist’s row in the list, and the date to the recently viewed works', async ({ page, browser }) => {
  await signIn(page);
  const frame = page.frameLocator('[data-testid="canvas-frame"]');
  const root = frame.getByTestId('canvas-root');

  // The artists page's list shows a picture on hover: its rows are the list preview's.
  await openTemplate(page, /^Artist cell: list preview/, '@template-artistListPreviewCell');
  await expect(root.getByText(/^The artist cell: list preview template: every artist in a list’s list layout with the preview on hover/)).toBeVisible();
  expect(await partsOnCanvas(page)).toEqual(['artist-cell-name', 'artist-cell-image']);
  await root.locator('[data-block-type="artist-cell-name"]').click();
  await page.getByLabel('Capital letters').check();
  await page.getByTestId('toolbox-artist-cell-facts').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => partsOnCanvas(page)).toEqual(['artist-cell-name', 'artist-cell-facts', 'artist-cell-image']);
  // An artwork's parts have no place in an artist's row.
  await expect(page.getByTestId('toolbox-inventory-cell-title')).toHaveCount(0);

  // The recently viewed works: their date under the title.
  await openTemplate(page, /^Artwork cell: recently viewed/, '@template-inventoryRecentlyViewedCell');
  expect(await partsOnCanvas(page)).toEqual(['inventory-cell-image', 'inventory-cell-title', 'inventory-cell-artist', 'inventory-cell-price']);
  await root.locator('[data-block-type="inventory-cell-title"]').click();
  await page.getByTestId('toolbox-inventory-cell-date').focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => partsOnCanvas(page)).toEqual(['inventory-cell-image', 'inventory-cell-title', 'inventory-cell-date', 'inventory-cell-artist', 'inventory-cell-price']);

  // The slider on the news page, which the builder previews with the site's first works in that cell.
  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'News' });
  await page.getByTestId('toolbox-recently-viewed').click();
  const slider = frame.locator('[data-block-type="recently-viewed"]');
  await expect(slider.locator('.recently-viewed__cell').first().locator('.inventory-card__title + .inventory-card__date')).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const visitor = await context.newPage();
  await visitor.goto(`${SITE}/artists#list`);
  const list = visitor.locator('.list-items--list');
  await expect(list).toBeVisible();
  const rows = list.locator('a.artist-cell--row');
  expect(await rows.count()).toBeGreaterThan(1);
  const shapes = await rows.evaluateAll((links) => links.map((a) => ({ name: a.firstElementChild?.className, upper: getComputedStyle(a.firstElementChild!).textTransform })));
  for (const shape of shapes) expect(shape).toEqual({ name: 'artist-cell__name cell-part--upper', upper: 'uppercase' });
  await expect(list.locator('.artist-cell__facts').first()).toBeVisible();
  // The picture still fades in beside the list as a row is pointed at.
  const withPicture = rows.filter({ has: visitor.locator('.artist-cell__preview') }).first();
  await withPicture.hover();
  await expect.poll(() => withPicture.locator('.artist-cell__preview').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  const { violations } = await new AxeBuilder({ page: visitor }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);

  // A work viewed, then the news page: its cell in the slider has the date under the title.
  const work = ((await (await page.request.get('/api/inventory?sub=demo&limit=10')).json()) as { inventory: (Listed & { date: string | null })[] }).inventory.find((w) => w.date)!;
  await visitor.goto(`${SITE}/art/${work.inventoryId}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(work.title);
  await visitor.goto(`${SITE}/news`);
  const viewed = visitor.getByRole('region', { name: 'Recently Viewed' }).locator('a.recently-viewed__cell');
  await expect(viewed).toHaveCount(1);
  await expect(viewed.locator('.inventory-card__title')).toHaveText(work.title);
  await expect(viewed.locator('.inventory-card__title + .inventory-card__date')).toHaveText(work.date!);
  await context.close();
});

test('an owner puts each representative’s website first in its Gallery Cell, and the title first in every exhibition a search finds', async ({ page }) => {
  const { representatives } = (await (await page.request.get('/api/representatives?sub=demo&limit=1')).json()) as { representatives: { company: string; website: string | null }[] };
  await signIn(page);
  const root = page.frameLocator('[data-testid="canvas-frame"]').getByTestId('canvas-root');

  await openTemplate(page, /^Gallery Cell/, '@template-representativeCell');
  // Shown with the site's own first representative.
  await expect(root.getByText(`Shown here with “${representatives[0].company}”.`, { exact: false })).toBeVisible();
  await expect(root.locator('.cell-template__cell .gallery-cell__company')).toHaveText(representatives[0].company);
  expect(await partsOnCanvas(page)).toEqual(['representative-cell-image', 'representative-cell-company', 'representative-cell-address', 'representative-cell-phone', 'representative-cell-website']);
  await root.locator('[data-block-type="representative-cell-website"]').click();
  await expect(page.getByRole('heading', { name: 'Cell Website' })).toBeVisible();
  await page.getByTestId('canvas-frame').focus();
  for (let i = 0; i < 4; i++) await page.keyboard.press('Alt+ArrowUp');
  await expect.poll(() => partsOnCanvas(page)).toEqual(['representative-cell-website', 'representative-cell-image', 'representative-cell-company', 'representative-cell-address', 'representative-cell-phone']);

  await openTemplate(page, /^Search result cell: exhibition/, '@template-searchShowCell');
  const shownTitle = root.locator('.cell-template__cell .search-result__title');
  await expect(shownTitle).toBeVisible();
  expect(await partsOnCanvas(page)).toEqual(['search-cell-image', 'search-cell-type', 'search-cell-title', 'search-cell-facts', 'search-cell-text']);
  await root.locator('[data-block-type="search-cell-type"]').click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await root.locator('[data-block-type="search-cell-title"]').click();
  await page.getByLabel('Capital letters').check();
  await expect(shownTitle).toHaveClass('search-result__title cell-part--upper');
  await expect.poll(() => partsOnCanvas(page)).toEqual(['search-cell-image', 'search-cell-title', 'search-cell-facts', 'search-cell-text']);

  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'Home' });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const visitor = await page.context().newPage();
  await visitor.goto(`${SITE}/contact`);
  const cells = visitor.locator('.block-content-list--representatives .gallery-cell');
  await expect(cells.first()).toBeVisible();
  const firsts = await cells.evaluateAll((articles) => articles.map((a) => (a.querySelector('.gallery-cell__website') ? a.firstElementChild?.className : 'no website')));
  expect(firsts.length).toBeGreaterThan(1);
  for (const first of firsts) expect(['gallery-cell__website', 'no website']).toContain(first);
  expect(firsts).toContain('gallery-cell__website');

  // Every exhibition found: the title in capitals, no type; the artworks found keep theirs.
  const { shows } = (await (await page.request.get('/api/shows?sub=demo&limit=1')).json()) as { shows: { title: string }[] };
  const word = shows[0].title.split(/\s+/).find((w) => w.length >= 4)!;
  await visitor.goto(`${SITE}/search?q=${encodeURIComponent(word)}&type=3`);
  const found = visitor.locator('a.search-result--exhibition');
  await expect(found.first()).toBeVisible();
  const shapes = await found.evaluateAll((links) => links.map((a) => ({ kinds: a.querySelectorAll('.search-result__kind').length, title: a.querySelector('.search-result__title')?.className })));
  for (const shape of shapes) expect(shape).toEqual({ kinds: 0, title: 'search-result__title cell-part--upper' });
  expect(await found.first().locator('.search-result__title').evaluate((el) => getComputedStyle(el).textTransform)).toBe('uppercase');
  await visitor.goto(`${SITE}/search?q=${encodeURIComponent(word)}`);
  await expect(visitor.locator('a.search-result--exhibition').first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page: visitor }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
  await visitor.close();
});
