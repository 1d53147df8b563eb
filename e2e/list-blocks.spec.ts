import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ownerApi, removeMade, topUpArtists, type Made } from './depth';
import { clickHydrated, restorePageAfterAll, signIn, signInForRequests, SITE } from './helpers';

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

/** How many columns the cells stand in: the distinct left edges of their boxes. */
async function columnsOf(cells: Locator): Promise<number> {
  const lefts = await cells.evaluateAll((all) => all.map((cell) => Math.round(cell.getBoundingClientRect().x)));
  return new Set(lefts).size;
}

/** Artists a test made so that a list has more than a page to show. */
const made: Made[] = [];

/** Puts the News page back as the seed made it, so the specs after this one see the demo site unchanged. */
test.afterAll(async ({ browser }) => {
  const api = await ownerApi();
  await removeMade(api, made);
  await api.dispose();
  const page = await browser.newPage();
  await signInForRequests(page);
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  const pages = document.pages.map((p: { slug: string; blocks: Array<{ type: string }> }) =>
    p.slug === 'news' ? { ...p, blocks: p.blocks.filter((b) => b.type !== 'artists-list' && b.type !== 'exhibitions-list') } : p,
  );
  expect((await page.request.put('/api/editor/document', { data: { document: { ...document, pages }, baseRevision: revision } })).ok()).toBe(true);
  expect((await page.request.post('/api/editor/publish')).ok()).toBe(true);
  await page.close();
});

test('an owner adds an artists list and an exhibitions list from the site’s own items, and visitors get them server-rendered with their layouts', async ({ page }) => {
  const api = await ownerApi();
  made.push(...(await topUpArtists(api, 16)));
  await api.dispose();
  await signIn(page);
  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'News' });
  const frame = canvas(page);
  await expect(frame.locator('[data-block-type="blogs-list"]')).toBeVisible();

  // An artists list shows the site's own artists at the builder's page size: 5 columns x 3 (of more than 15).
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
  // The shows slider shows up to 5 at once: the builder fills it, with more behind Next (2 x 5).
  await expect(showsBlock.locator('.show-cell')).toHaveCount(Math.min(10, shows.length));

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
  const api = await ownerApi();
  made.push(...(await topUpArtists(api, 31)));
  await api.dispose();
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

test.describe('every kind of list takes the spec’s five layouts', () => {
  const SHOWS_TITLE = 'Exhibitions in Rows';
  restorePageAfterAll('news');

  test('an owner shows the posts as a waterfall and the exhibitions as rows, and a visitor switches them by their tabs', async ({ page }) => {
    // What the site holds, the shared data's or the fallback catalogue's: a visitor's first page is 30.
    const postsPage = (await (await page.request.get('/api/blogs?sub=demo&limit=30')).json()) as { blogs: Array<{ title: string; featured: unknown }> };
    const posts = postsPage.blogs;
    const shows = await names(page, '/api/shows?sub=demo&limit=30');
    expect(posts.length).toBeGreaterThan(0);
    expect(shows.length).toBeGreaterThan(0);

    await signIn(page);
    await page.getByLabel('Page', { exact: true }).selectOption({ label: 'News' });
    const frame = canvas(page);

    // The posts list the seed made (list and grid) offers all five; a waterfall goes on and shows first.
    const postsBlock = frame.locator('[data-block-type="blogs-list"]');
    await postsBlock.locator('.blog-cell__title').first().click();
    await expect(page.getByRole('heading', { name: 'Blogs List' })).toBeVisible();
    const postLayouts = inspector(page).getByRole('group', { name: 'Layouts' });
    await expect(postLayouts.locator('label')).toHaveText(['List', 'Grid', 'Slideshow', 'Waterfall', 'Horizontal Masonry']);
    await expect(postLayouts.getByLabel('List')).toBeChecked();
    await expect(postLayouts.getByLabel('Waterfall')).not.toBeChecked();
    await postLayouts.getByLabel('Waterfall').check();
    await inspector(page).getByLabel('Shown first').selectOption({ label: 'Waterfall' });
    await expect(postsBlock.getByRole('tab')).toHaveText(['List', 'Grid', 'Waterfall']);
    // Columns stay at the spec's default of 1 (posts in rows); the waterfall still shows them 3 side by
    // side, and the builder one row of them (the spec's 3 for a single column).
    await expect(inspector(page).getByLabel('Columns', { exact: true })).toHaveValue('1');
    await expect(postsBlock.locator('ul.list-items--waterfall .blog-cell')).toHaveCount(Math.min(3, posts.length));
    expect(await columnsOf(postsBlock.locator('ul.list-items--waterfall > li'))).toBe(Math.min(3, posts.length));

    // A new exhibitions list as rows, with horizontal masonry as a second tab.
    await page.getByTestId('toolbox-exhibitions-list').click();
    await inspector(page).getByLabel('Title', { exact: true }).fill(SHOWS_TITLE);
    const showsBlock = frame.locator('[data-block-type="exhibitions-list"]', { has: frame.getByRole('heading', { name: SHOWS_TITLE }) });
    const showLayouts = inspector(page).getByRole('group', { name: 'Layouts' });
    await expect(showLayouts.locator('label')).toHaveText(['Grid', 'Slideshow', 'Waterfall', 'Horizontal Masonry', 'List', 'Parallax', 'Full-Background Slideshow']);
    await showLayouts.getByLabel('List', { exact: true }).check();
    await showLayouts.getByLabel('Horizontal Masonry').check();
    await showLayouts.getByLabel('Grid', { exact: true }).uncheck();
    await inspector(page).getByLabel('Shown first').selectOption({ label: 'List' });
    await expect(showsBlock.getByRole('tab')).toHaveText(['Horizontal Masonry', 'List']);
    // The builder's preview of a list without columns: 3 of the site's own shows.
    await expect(showsBlock.locator('.show-cell--list .list-cell__title')).toHaveText(shows.slice(0, 3));

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByRole('status')).toHaveText('Published');

    // Server-rendered: both lists in their new layouts, with their tabs, before any script runs.
    const served = await (await page.request.get('/news?sub=demo')).text();
    expect(served).toContain('class="list-items list-items--waterfall"');
    expect(served).toContain('class="show-cell show-cell--list list-row"');

    const visitor = await page.context().newPage();
    const errors: string[] = [];
    visitor.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await visitor.goto(`${SITE}/news`);

    // The posts: a waterfall of every post of the first page, a picture only where a post has one.
    const postsList = visitor.locator('.block-content-list--blogs');
    await expect(postsList.getByRole('tab')).toHaveText(['List', 'Grid', 'Waterfall']);
    await expect(postsList.getByRole('tab', { name: 'Waterfall' })).toHaveAttribute('aria-selected', 'true');
    await expect(postsList.locator('ul.list-items--waterfall .blog-cell__title')).toHaveText(posts.map((p) => p.title));
    expect(await columnsOf(postsList.locator('ul.list-items--waterfall > li'))).toBe(Math.min(3, posts.length));
    await expect(postsList.locator('img')).toHaveCount(posts.filter((p) => p.featured).length);
    // By keyboard, once the list's script runs: Home goes to the rows, the hash following.
    await expect(postsList.getByRole('tab', { name: 'Waterfall' })).toBeEnabled();
    await postsList.getByRole('tab', { name: 'Waterfall' }).focus();
    await visitor.keyboard.press('Home');
    await expect(postsList.getByRole('tab', { name: 'List' })).toBeFocused();
    await expect(visitor).toHaveURL(/\/news#list$/);
    await expect(postsList.locator('ul.list-items--list .blog-cell--list')).toHaveCount(posts.length);

    // The exhibitions: a row per show, its cover small beside its title and dates.
    const showsList = visitor.locator('section', { has: visitor.getByRole('heading', { name: SHOWS_TITLE }) });
    await expect(showsList.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
    await expect(showsList.locator('.show-cell--list .list-cell__title')).toHaveText(shows);
    const firstRow = await showsList.locator('.show-cell--list').first().boundingBox();
    const firstTitle = await showsList.locator('.show-cell--list .list-cell__title').first().boundingBox();
    expect(firstTitle!.x).toBeGreaterThan(firstRow!.x + 100);
    // By mouse: horizontal masonry, its anchor in the hash; a reload on it opens it.
    await showsList.getByRole('tab', { name: 'Horizontal Masonry' }).click();
    await expect(visitor).toHaveURL(/\/news#horizontalmasonry$/);
    await expect(showsList.getByRole('tabpanel', { name: 'Horizontal Masonry' }).locator('ul.list-items--masonry .show-cell')).toHaveCount(shows.length);
    const { violations } = await new AxeBuilder({ page: visitor }).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await visitor.reload();
    await expect(showsList.getByRole('tab', { name: 'Horizontal Masonry' })).toHaveAttribute('aria-selected', 'true');
    await expect(postsList.getByRole('tab', { name: 'Waterfall' })).toHaveAttribute('aria-selected', 'true');

    // A cell is still the link to its page.
    await showsList.getByRole('tab', { name: 'List' }).click();
    await clickHydrated(showsList.locator('.show-cell--list').first());
    await expect(visitor).toHaveURL(/\/show\/\d+/);
    expect(errors).toEqual([]);
  });
});
