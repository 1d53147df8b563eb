import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn, SITE } from './helpers';

/** The content list blocks: built in the builder from the site's own items, server-rendered for visitors. */

interface Named {
  name?: string;
  title?: string;
}

const canvas = (page: Page) => page.frameLocator('[data-testid="canvas-frame"]');
const inspector = (page: Page) => page.getByRole('complementary', { name: 'Block settings' });

async function names(page: Page, path: string): Promise<string[]> {
  const response = await page.request.get(path);
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as Record<string, Named[] | boolean>;
  const items = Object.values(body).find(Array.isArray) as Named[];
  return items.map((i) => (i.name ?? i.title)!);
}

/** Puts the News page back as the seed made it, so the specs after this one see the demo site unchanged. */
test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signIn(page);
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  const pages = document.pages.map((p: { slug: string; blocks: Array<{ type: string }> }) =>
    p.slug === 'news' ? { ...p, blocks: p.blocks.filter((b) => b.type !== 'artists-list' && b.type !== 'exhibitions-list') } : p,
  );
  expect((await page.request.put('/api/editor/document', { data: { document: { ...document, pages }, baseRevision: revision } })).ok()).toBe(true);
  expect((await page.request.post('/api/editor/publish')).ok()).toBe(true);
  await page.close();
});

test('an owner adds an artists list and an exhibitions list from the site’s own items, and visitors get them server-rendered with their layouts', async ({ page }) => {
  await signIn(page);
  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'News' });
  const frame = canvas(page);
  await expect(frame.locator('[data-block-type="blogs-list"]')).toBeVisible();

  // An artists list shows the site's own artists at the builder's page size: 5 columns x 3.
  const firstArtists = await names(page, '/api/artists?sub=demo&limit=15');
  await page.getByTestId('toolbox-artists-list').click();
  const artistsBlock = frame.locator('[data-block-type="artists-list"]');
  await expect(artistsBlock.locator('.artist-cell')).toHaveCount(15);
  await expect(artistsBlock.locator('.list-cell__title')).toHaveText(firstArtists);

  // From a chosen list, as a list with the picture on hover, a grid and a slideshow as tabs.
  const settings = inspector(page);
  await settings.getByLabel('Title', { exact: true }).fill('Featured Artists');
  await settings.getByLabel('Source', { exact: true }).selectOption({ label: 'A chosen list' });
  await settings.getByLabel('Chosen list').selectOption({ label: 'Featured artists (8)' });
  await settings.getByRole('checkbox', { name: 'List', exact: true }).check();
  await settings.getByRole('checkbox', { name: 'Slideshow', exact: true }).check();
  await settings.getByLabel('Shown first').selectOption({ label: 'List' });
  const chosen = (await (await page.request.get('/api/editor/chosen-lists')).json()) as { lists: Array<{ listId: number; name: string }> };
  const featured = chosen.lists.find((l) => l.name === 'Featured artists')!;
  const featuredNames = await names(page, `/api/artists?sub=demo&listId=${featured.listId}`);
  expect(featuredNames).toHaveLength(8);
  await expect(artistsBlock.locator('.artist-cell__name')).toHaveText(featuredNames);
  await expect(artistsBlock.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');

  // An exhibitions list after it: the site's shows, 2 x 5 columns in the builder, shown first as a slideshow.
  const shows = await names(page, '/api/shows?sub=demo&limit=30');
  await page.getByTestId('toolbox-exhibitions-list').click();
  const showsBlock = frame.locator('[data-block-type="exhibitions-list"]');
  await expect(showsBlock.locator('.show-cell')).toHaveCount(Math.min(10, shows.length));
  await inspector(page).getByRole('checkbox', { name: 'Slideshow', exact: true }).check();
  await inspector(page).getByLabel('Shown first').selectOption({ label: 'Slideshow' });
  await expect(showsBlock.locator('.slideshow')).toBeVisible();
  await expect(showsBlock.locator('.show-cell')).toHaveCount(3);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  // The first page of each list is in the server's HTML, before any script runs.
  const served = await (await page.request.get(`/news?sub=demo`)).text();
  for (const name of featuredNames) expect(served).toContain(`class="artist-cell__name">${name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}<`);
  for (const title of shows.slice(0, 3)) expect(served).toContain(title.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));

  const visitor = await page.context().newPage();
  const errors: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await visitor.goto(`${SITE}/news`);
  const artists = visitor.locator('section', { has: visitor.getByRole('heading', { name: 'Featured Artists' }) });
  await expect(artists.locator('.artist-cell__name')).toHaveText(featuredNames);
  // The picture beside the names fades in on hover.
  const preview = artists.locator('.artist-cell__preview').first();
  await expect(preview).toHaveCSS('opacity', '0');
  await artists.locator('.artist-cell').first().hover();
  await expect(preview).toHaveCSS('opacity', '1');

  // Tabs switch the layout and write the anchor to the hash; the keyboard moves between them.
  await artists.getByRole('tab', { name: 'Grid' }).click();
  await expect(artists.locator('ul.list-items--grid')).toBeVisible();
  await expect(visitor).toHaveURL(/#grid$/);
  await artists.getByRole('tab', { name: 'Grid' }).press('ArrowRight');
  await expect(artists.getByRole('tab', { name: 'List' })).toBeFocused();
  await expect(visitor).toHaveURL(/#list$/);
  await artists.getByRole('tab', { name: 'List' }).press('End');
  await expect(artists.getByRole('tab', { name: 'Slideshow' })).toBeFocused();
  await expect(artists.getByRole('tab', { name: 'Slideshow' })).toHaveAttribute('aria-selected', 'true');
  await expect(visitor).toHaveURL(/#slideshow$/);
  const slides = artists.getByRole('region', { name: 'Featured Artists' });
  // A slide is in view when it starts where the slideshow's window does.
  const left = async (name: string) => (await slides.getByRole('group', { name }).boundingBox())!.x - (await slides.locator('.slideshow__viewport').boundingBox())!.x;
  expect(await left('1 of 8')).toBe(0);
  await slides.getByRole('button', { name: 'Next' }).click();
  await expect.poll(() => left('2 of 8')).toBe(0);

  // The exhibitions slideshow moves by its buttons, from the keyboard too.
  const showSlides = visitor.getByRole('region', { name: 'Exhibitions' });
  await expect(showSlides.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await showSlides.getByRole('button', { name: 'Next' }).focus();
  await visitor.keyboard.press('Enter');
  await expect(showSlides.getByRole('button', { name: 'Previous' })).toBeEnabled();

  // A hash naming a layout opens the list on it.
  await visitor.goto(`${SITE}/news#list`);
  await expect(artists.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');

  const { violations } = await new AxeBuilder({ page: visitor }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // The islands took over the server's markup as it was: no hydration errors.
  expect(errors).toEqual([]);
});

test('the artists page loads more artists as the visitor scrolls, and every list page passes axe', async ({ page }) => {
  const first = await (await page.request.get('/api/artists?sub=demo&limit=30&order=5&dir=asc')).json();
  expect(first.hasMore).toBe(true);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${SITE}/artists`);
  const cells = page.locator('.artist-cell');
  await expect(cells).toHaveCount(30);
  await cells.last().scrollIntoViewIfNeeded();
  await expect.poll(() => cells.count()).toBeGreaterThan(30);
  expect(errors).toEqual([]);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => v.id)).toEqual([]);

  for (const path of ['/exhibitions', '/contact']) {
    await page.goto(`${SITE}${path}`);
    await expect(page.locator('.block-content-list').first()).toBeVisible();
    const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(result.violations.map((v) => `${path} ${v.id}`)).toEqual([]);
  }
});
