import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { answeredCookieNotice, signIn, signInForRequests, SITE } from './helpers';

/**
 * Spec §4: 'A list hides itself when empty, except in builder or when filters are active.' A page of
 * this spec's own (taken away again afterwards) holds lists whose source matches nothing, and an
 * inventory list with the visitor filter bar whose works a filter can narrow to none.
 */

const SLUG = 'e2e-empty-lists';
const NOWHERE = { source: 6, tags: ['e2e-tagged-nowhere'] };
const EMPTY_TITLES = ['Works Tagged Nowhere', 'Shows Tagged Nowhere', 'Posts Tagged Nowhere', 'Artists Tagged Nowhere'];
const FILTERED_TITLE = 'Every Work, Filtered';
const INTRO = 'Lists with nothing to show are left out of this page.';
const inventoryDefaults = { columns: 4, maxLimit: null, order: 0, dir: 'asc', status: 0, artistId: null };

async function editDocument(page: Page, change: (pages: Array<{ slug: string }>) => unknown[]): Promise<void> {
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  const saved = await page.request.put('/api/editor/document', { data: { document: { ...document, pages: change(document.pages) }, baseRevision: revision } });
  expect(saved.ok(), await saved.text()).toBe(true);
  expect((await page.request.post('/api/editor/publish')).ok()).toBe(true);
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInForRequests(page);
  const blocks = [
    { id: 'e2e-empty-intro', type: 'text', config: { text: INTRO, variant: 'paragraph', align: 'left' } },
    { id: 'e2e-empty-works', type: 'inventory-list', config: { ...inventoryDefaults, title: EMPTY_TITLES[0], showFilters: true, ...NOWHERE } },
    { id: 'e2e-empty-shows', type: 'exhibitions-list', config: { title: EMPTY_TITLES[1], ...NOWHERE } },
    { id: 'e2e-empty-posts', type: 'blogs-list', config: { title: EMPTY_TITLES[2], ...NOWHERE } },
    { id: 'e2e-empty-artists', type: 'artists-list', config: { title: EMPTY_TITLES[3], ...NOWHERE } },
    { id: 'e2e-filtered-works', type: 'inventory-list', config: { ...inventoryDefaults, title: FILTERED_TITLE, maxLimit: 8, showFilters: true } },
  ];
  const own = { pageId: 'p-e2e-empty-lists', title: 'Empty Lists', slug: SLUG, type: 0, showInNavigation: false, isTitleVisible: true, blocks };
  await editDocument(page, (pages) => [...pages.filter((p) => p.slug !== SLUG), own]);
  await page.close();
});

/** Takes the page away again, so the specs after this one see the demo site unchanged. */
test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInForRequests(page);
  await editDocument(page, (pages) => pages.filter((p) => p.slug !== SLUG));
  await page.close();
});

test('a list with nothing to show is left out for visitors, and shows the spec’s hint in the builder', async ({ page }) => {
  const served = await (await page.request.get(`/${SLUG}?sub=demo`)).text();
  expect(served).toContain(INTRO);
  for (const title of EMPTY_TITLES) expect(served).not.toContain(title);

  await answeredCookieNotice(page);
  await page.goto(`${SITE}/${SLUG}`);
  const main = page.locator('main');
  await expect(main.getByText(INTRO)).toBeVisible();
  await expect(main.getByRole('heading', { name: FILTERED_TITLE })).toBeVisible();
  for (const title of EMPTY_TITLES) await expect(main.getByRole('heading', { name: title })).toHaveCount(0);
  // Only the list with works is there, with its filter bar.
  await expect(main.locator('.block-inventory-list, .block-content-list')).toHaveCount(1);
  await expect(main.getByRole('group', { name: 'Filter artworks' })).toHaveCount(1);

  // In the builder every list is drawn, the empty ones with the spec's hint.
  await signIn(page);
  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'Empty Lists' });
  const canvas = page.frameLocator('[data-testid="canvas-frame"]');
  const hint = (type: string) => canvas.locator(`[data-block-type="${type}"]`);
  await expect(hint('inventory-list').first()).toContainText("You haven't added any inventory yet. Once you do, you'll see them here.");
  await expect(hint('exhibitions-list')).toContainText("You haven't added any exhibitions yet. Once you do, you'll see them here.");
  await expect(hint('blogs-list')).toContainText("You haven't added any blogs yet. Once you do, you'll see them here.");
  await expect(hint('artists-list')).toContainText("You haven't added any artists yet. Once you do, you'll see them here.");
});

test('an inventory list stays on the page while the visitor’s filters match no work, also after a reload', async ({ page }) => {
  await answeredCookieNotice(page);
  await page.goto(`${SITE}/${SLUG}`);
  const list = page.locator('section', { has: page.getByRole('heading', { name: FILTERED_TITLE }) });
  await expect(list.locator('.inventory-card')).toHaveCount(8);

  // A lowest price no work reaches, applied at once by Enter.
  await list.getByRole('button', { name: /^Price/ }).click();
  const min = list.getByLabel('Min price');
  await min.fill('99999999');
  await min.press('Enter');
  await expect(list.getByText('No inventory matching your search term', { exact: true })).toBeVisible();
  await expect(list.locator('.inventory-card')).toHaveCount(0);
  await expect(list.getByRole('heading', { name: FILTERED_TITLE })).toBeVisible();
  await expect(list.getByRole('group', { name: 'Filter artworks' })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);

  // The filter is kept: after a reload the list is still there, still saying so.
  await page.reload();
  await expect(list.getByText('No inventory matching your search term', { exact: true })).toBeVisible();
  await expect(list.getByRole('heading', { name: FILTERED_TITLE })).toBeVisible();

  // Cleared, the works come back.
  await list.getByRole('button', { name: 'Clear filters' }).click();
  await expect(list.locator('.inventory-card')).toHaveCount(8);
});
