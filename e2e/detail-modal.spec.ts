import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { templateBlocks, withTemplateBlocks } from '../schema/detail-templates';
import type { TemplateKind } from '../schema/detail-blocks';
import { addText, clickHydrated, findUniqueOriginal, openTemplate, signIn, signInForRequests, SITE } from './helpers';

/**
 * The inventory detail modal (spec §2: "Inventory detail opens as a modal when detailDisplay is 0"): the
 * owner switches the home page's list to it in the builder; a visitor's click opens the work over the
 * list at the work's own address, walks the list, and closes by Escape or Back.
 */

const canvas = (page: Page) => page.frameLocator('[data-testid="canvas-frame"]');
const inspector = (page: Page) => page.getByRole('complementary', { name: 'Block settings' });

let homeBefore: unknown;
let templatesBefore: unknown;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInForRequests(page);
  const { document } = await (await page.request.get('/api/editor/document')).json();
  homeBefore = document.pages.find((p: { slug: string }) => p.slug === '');
  templatesBefore = document.site.templates;
  await page.close();
});

/** Puts the home page and the templates back as they were, so the specs after this one see the demo site unchanged. */
test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInForRequests(page);
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  const pages = document.pages.map((p: { slug: string }) => (p.slug === '' ? homeBefore : p));
  const site = { ...document.site, templates: templatesBefore };
  expect((await page.request.put('/api/editor/document', { data: { document: { ...document, pages, site }, baseRevision: revision } })).ok()).toBe(true);
  expect((await page.request.post('/api/editor/publish')).ok()).toBe(true);
  await page.close();
});

/** The home page's list set to open its works in the modal, as the first test does in the builder, and published. */
async function homeListOpensInModal(page: Page): Promise<void> {
  await signInForRequests(page);
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  const pages = document.pages.map((p: { slug: string; blocks: Array<{ type: string; config: object }> }) =>
    p.slug === '' ? { ...p, blocks: p.blocks.map((b) => (b.type === 'inventory-list' ? { ...b, config: { ...b.config, detailDisplay: 0 } } : b)) } : p,
  );
  expect((await page.request.put('/api/editor/document', { data: { document: { ...document, pages }, baseRevision: revision } })).ok()).toBe(true);
  expect((await page.request.post('/api/editor/publish')).ok()).toBe(true);
}

/** Every id once on the page: axe's duplicate-id rules, and a count of its own that names any id found twice. */
async function expectUniqueIds(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withRules(['duplicate-id', 'duplicate-id-active', 'duplicate-id-aria']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  const twice = await page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((e) => e.id);
    return ids.filter((id, i) => ids.indexOf(id) !== i);
  });
  expect(twice).toEqual([]);
}

const titleOf = async (cell: ReturnType<Page['locator']>) => (await cell.locator('.inventory-card__title').textContent())!;
const pathOf = async (cell: ReturnType<Page['locator']>) => (await cell.getAttribute('href'))!.split('?')[0];

test('an owner opens the list’s works in the modal; a visitor walks them, and Escape or Back closes it', async ({ page }) => {
  await signIn(page);
  const list = canvas(page).locator('[data-block-type="inventory-list"]').first();
  await list.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await list.click();
  await inspector(page).getByLabel('Open artworks').selectOption({ label: 'In a window over the page' });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const visitor = await page.context().newPage();
  const errors: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await visitor.goto(`${SITE}/`);
  const works = visitor.locator('section', { has: visitor.getByRole('heading', { name: 'Available Works' }) }).locator('a.inventory-card');
  // The cells stay links to the art pages, for crawlers and for a new tab.
  await expect(works.first()).toHaveAttribute('href', /^\/art\/\d+/);
  const count = await works.count();
  expect(count).toBeGreaterThan(2);

  await clickHydrated(works.first());
  const dialog = visitor.getByRole('dialog', { name: await titleOf(works.first()) });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { level: 1 })).toHaveText(await titleOf(works.first()));
  expect(new URL(visitor.url()).pathname).toBe(await pathOf(works.first()));
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  expect(await visitor.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
  const { violations } = await new AxeBuilder({ page: visitor }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Tab goes round the dialog's own controls, never to the list behind.
  for (let i = 0; i < 25; i++) {
    await visitor.keyboard.press('Tab');
    expect(await visitor.evaluate(() => Boolean(document.activeElement?.closest('dialog.detail-modal')))).toBe(true);
  }

  // Next and Previous walk the list's loaded works, round from the first to the last.
  await dialog.getByRole('button', { name: 'Next artwork' }).click();
  await expect(visitor.getByRole('dialog').getByRole('heading', { level: 1 })).toHaveText(await titleOf(works.nth(1)));
  expect(new URL(visitor.url()).pathname).toBe(await pathOf(works.nth(1)));
  await visitor.getByRole('dialog').getByRole('button', { name: 'Previous artwork' }).click();
  await visitor.getByRole('dialog').getByRole('button', { name: 'Previous artwork' }).click();
  const last = works.nth((await works.count()) - 1);
  await expect(visitor.getByRole('dialog').getByRole('heading', { level: 1 })).toHaveText(await titleOf(last));

  // Escape closes it: the list's address is back, and the focus is on the work's cell.
  await visitor.keyboard.press('Escape');
  await expect(visitor.getByRole('dialog')).toHaveCount(0);
  expect(new URL(visitor.url()).pathname).toBe('/');
  await expect(last).toBeFocused();
  expect(await visitor.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');

  // Back closes it too.
  await clickHydrated(works.nth(1));
  await expect(visitor.getByRole('dialog').getByRole('heading', { level: 1 })).toHaveText(await titleOf(works.nth(1)));
  const shared = visitor.url();
  await visitor.goBack();
  await expect(visitor.getByRole('dialog')).toHaveCount(0);
  expect(new URL(visitor.url()).pathname).toBe('/');
  // Forward opens it again on the work its address names; Back closes it again.
  await visitor.goForward();
  await expect(visitor.getByRole('dialog').getByRole('heading', { level: 1 })).toHaveText(await titleOf(works.nth(1)));
  await visitor.goBack();
  await expect(visitor.getByRole('dialog')).toHaveCount(0);
  expect(new URL(visitor.url()).pathname).toBe('/');

  // Every work shown was recorded as recently viewed, the last first.
  const stored = await visitor.evaluate(() => JSON.parse(localStorage.getItem('recentlyViewed.v1:demo') ?? '[]') as Array<{ inventoryId: number }>);
  expect(stored.map((e) => `/art/${e.inventoryId}`).slice(0, 2)).toEqual([await pathOf(works.nth(1)), await pathOf(last)]);

  // The address it showed is the work's own page for whoever opens it.
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(await titleOf(works.nth(1)));
  await expect(other.getByRole('dialog')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the work’s page in the modal is live: PURCHASE adds it to the cart', async ({ page, request }) => {
  await homeListOpensInModal(page);
  const piece = await findUniqueOriginal(request);
  await page.goto(`${SITE}/`);
  const cell = page.locator(`a.inventory-card[href^="/art/${piece.inventoryId}"]`).first();
  await clickHydrated(cell);
  const dialog = page.getByRole('dialog', { name: piece.title });
  await expect(dialog.getByRole('heading', { level: 1 })).toHaveText(piece.title);
  const purchase = dialog.getByRole('button', { name: 'PURCHASE' }).or(dialog.getByRole('link', { name: 'PURCHASE' }));
  // Before its island is hydrated, PURCHASE is the plain link to the cart page (what a visitor without
  // JavaScript follows); the modal's islands hydrate after the work's page arrives.
  await clickHydrated(purchase);
  await expect(page.getByText('Added To Cart')).toBeVisible();
  // The modal stayed: the island in it did the work, not a page load.
  expect(new URL(page.url()).pathname).toBe(`/art/${piece.inventoryId}`);
  await expect(dialog).toBeVisible();
});

test('an owner gives the artwork modal blocks of its own in the builder; the modal shows them, the work’s page does not', async ({ page, browser }) => {
  // Set up apart: the builder's page signs in through its own form.
  const setup = await browser.newPage();
  await homeListOpensInModal(setup);
  await setup.close();
  await signIn(page);
  const root = canvas(page).getByTestId('canvas-root');
  await openTemplate(page, /^Artwork modal/, '@template-modal');
  // Until it has blocks of its own, the modal is drawn as the artwork page: its three blocks.
  await expect(root.getByText(/^The artwork modal template: every artwork a list opens over its page is drawn with these blocks\. Shown here with “.+”\.$/)).toBeVisible();
  await expect(root.locator('[data-block-type]')).toHaveCount(3);
  await expect(root.locator('.art-page__title')).toBeVisible();
  await expect(page.getByTestId('toolbox-inventory-meta')).toBeVisible();

  await addText(page, 'Ask us about framing.');
  await expect(root.getByText('Ask us about framing.')).toBeVisible();
  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'Home' });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const visitor = await page.context().newPage();
  await visitor.goto(`${SITE}/`);
  const work = visitor.locator('section', { has: visitor.getByRole('heading', { name: 'Available Works' }) }).locator('a.inventory-card').first();
  const title = await titleOf(work);
  await clickHydrated(work);
  const dialog = visitor.getByRole('dialog', { name: title });
  await expect(dialog.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(dialog.getByText('Ask us about framing.')).toBeVisible();
  await expectUniqueIds(visitor);

  // The work's own page, at the address the modal showed, is the artwork page's template, without them.
  await visitor.goto(visitor.url());
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(visitor.getByRole('dialog')).toHaveCount(0);
  await expect(visitor.getByText('Ask us about framing.')).toHaveCount(0);
  await visitor.close();
});

test('with JavaScript off, a work’s cell leads to its art page', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITE}/`);
  const cell = page.locator('a.inventory-card').first();
  const title = await titleOf(cell);
  await cell.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  expect(new URL(page.url()).pathname).toMatch(/^\/art\/\d+$/);
  await context.close();
});

test('an owner opens the related works under an artwork in the modal; a visitor walks them round and closes it', async ({ page }) => {
  // A work whose artist has at least three more, for a walk round the related works.
  const byArtist = new Map<number, number[]>();
  let artwork: number | undefined;
  for (let offset = 0; artwork === undefined && offset < 3000; offset += 100) {
    const { inventory } = (await (await page.request.get(`/api/inventory?sub=demo&limit=100&offset=${offset}`)).json()) as { inventory: Array<{ inventoryId: number; artist: { artistId: number } | null }> };
    for (const work of inventory) if (work.artist) byArtist.set(work.artist.artistId, [...(byArtist.get(work.artist.artistId) ?? []), work.inventoryId]);
    artwork = [...byArtist.values()].find((ids) => ids.length >= 4)?.[0];
  }
  expect(artwork).toBeDefined();

  await signIn(page);
  await page.getByRole('button', { name: 'Pages', exact: true }).click();
  await page.getByRole('dialog', { name: 'Pages' }).getByRole('button', { name: /^Artwork page/ }).click();
  await canvas(page).locator('[data-block-type="related-inventory"] h2').click();
  await expect(page.getByRole('heading', { name: 'Related Inventory' })).toBeVisible();
  await inspector(page).getByLabel('Open artworks').selectOption({ label: 'In a window over the page' });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const visitor = await page.context().newPage();
  await visitor.goto(`${SITE}/art/${artwork}`);
  const pageTitle = (await visitor.getByRole('heading', { level: 1 }).textContent())!;
  const works = visitor.locator('.art-page__related a.inventory-card');
  const count = await works.count();
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(works.first()).toHaveAttribute('href', /^\/art\/\d+/);

  await clickHydrated(works.first());
  const dialog = visitor.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 1 })).toHaveText(await titleOf(works.first()));
  expect(new URL(visitor.url()).pathname).toBe(await pathOf(works.first()));
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  const { violations } = await new AxeBuilder({ page: visitor }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  // The work's page in the modal has the same sections as the art page behind: every id once on the
  // page (axe's duplicate-id rules, deprecated and so off by default, asked for by name), and the
  // modal's related works named by the modal's own heading.
  await expectUniqueIds(visitor);
  const related = dialog.locator('.art-page__related');
  await expect(related).toHaveAttribute('aria-labelledby', /^art-related-heading-/);
  await expect(related).toHaveAccessibleName((await related.locator('h2').textContent())!);
  await expect(visitor.locator('main .art-page__related').first()).toHaveAttribute('aria-labelledby', 'art-related-heading');

  // Previous from the first goes round to the last related work, Next back to the first.
  await dialog.getByRole('button', { name: 'Previous artwork' }).click();
  await expect(dialog.getByRole('heading', { level: 1 })).toHaveText(await titleOf(works.nth(count - 1)));
  expect(new URL(visitor.url()).pathname).toBe(await pathOf(works.nth(count - 1)));
  await dialog.getByRole('button', { name: 'Next artwork' }).click();
  await expect(dialog.getByRole('heading', { level: 1 })).toHaveText(await titleOf(works.first()));
  await expectUniqueIds(visitor);

  // Escape: the artwork's own page and address again, the focus on the cell.
  await visitor.keyboard.press('Escape');
  await expect(visitor.getByRole('dialog')).toHaveCount(0);
  expect(new URL(visitor.url()).pathname).toBe(`/art/${artwork}`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(pageTitle);
  await expect(works.first()).toBeFocused();
});

/** The works of a list section as the visitor sees them: the first is clicked, Previous goes round to the last, Escape returns with the focus on the cell. */
async function walkRound(visitor: Page, works: ReturnType<Page['locator']>, titleOf: (cell: ReturnType<Page['locator']>) => Promise<string>, listPath: string): Promise<void> {
  const count = await works.count();
  expect(count).toBeGreaterThanOrEqual(3);
  await expect(works.first()).toHaveAttribute('href', /^\/art\/\d+/);
  await clickHydrated(works.first());
  const dialog = visitor.getByRole('dialog');
  await expect(dialog.getByRole('heading', { level: 1 })).toHaveText(await titleOf(works.first()));
  expect(new URL(visitor.url()).pathname).toBe(await pathOf(works.first()));
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  expect(await visitor.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

  await dialog.getByRole('button', { name: 'Previous artwork' }).click();
  await expect(dialog.getByRole('heading', { level: 1 })).toHaveText(await titleOf(works.nth(count - 1)));
  expect(new URL(visitor.url()).pathname).toBe(await pathOf(works.nth(count - 1)));
  await dialog.getByRole('button', { name: 'Next artwork' }).click();
  await expect(dialog.getByRole('heading', { level: 1 })).toHaveText(await titleOf(works.first()));
  await dialog.getByRole('button', { name: 'Next artwork' }).click();
  await expect(dialog.getByRole('heading', { level: 1 })).toHaveText(await titleOf(works.nth(1)));
  const shared = visitor.url();

  await visitor.keyboard.press('Escape');
  await expect(visitor.getByRole('dialog')).toHaveCount(0);
  const back = new URL(visitor.url());
  expect(back.pathname + back.search).toBe(listPath);
  await expect(works.nth(1)).toBeFocused();

  // The address it showed opens the work's own page.
  const other = await visitor.context().newPage();
  await other.goto(shared);
  await expect(other.getByRole('heading', { level: 1 })).toHaveText(await titleOf(works.nth(1)));
  await expect(other.getByRole('dialog')).toHaveCount(0);
  await other.close();
}

/** Sets a template block's detailDisplay to 0 through the document API, and publishes. */
async function templateOpensInModal(page: Page, kind: TemplateKind, type: string): Promise<void> {
  await signInForRequests(page);
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  const blocks = templateBlocks(document.site.templates, kind).map((b) => (b.type === type ? { ...b, config: { ...b.config, detailDisplay: 0 } } : b));
  expect(blocks.some((b) => b.type === type)).toBe(true);
  const site = { ...document.site, templates: withTemplateBlocks(document.site.templates, kind, blocks) };
  expect((await page.request.put('/api/editor/document', { data: { document: { ...document, site }, baseRevision: revision } })).ok()).toBe(true);
  expect((await page.request.post('/api/editor/publish')).ok()).toBe(true);
}

test('an owner opens an exhibition’s works in the modal from the Show Grid; a visitor walks them round and closes it', async ({ page }) => {
  const { shows } = (await (await page.request.get('/api/shows?sub=demo&limit=100')).json()) as { shows: Array<{ showId: number }> };
  let showId: number | undefined;
  for (const show of shows) {
    const { inventory } = (await (await page.request.get(`/api/inventory?sub=demo&showId=${show.showId}&limit=3`)).json()) as { inventory: unknown[] };
    if (inventory.length >= 3) {
      showId = show.showId;
      break;
    }
  }
  expect(showId).toBeDefined();

  await signIn(page);
  await page.getByRole('button', { name: 'Pages', exact: true }).click();
  await page.getByRole('dialog', { name: 'Pages' }).getByRole('button', { name: /^Exhibition page/ }).click();
  const grid = canvas(page).locator('[data-block-type="show-grid"] h2');
  await grid.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await grid.click();
  await expect(page.getByRole('heading', { name: 'Show Grid' })).toBeVisible();
  await inspector(page).getByLabel('Open artworks').selectOption({ label: 'In a window over the page' });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const visitor = await page.context().newPage();
  await visitor.goto(`${SITE}/show/${showId}`);
  const works = visitor.locator('section', { has: visitor.getByRole('heading', { name: 'Artworks', level: 2 }) }).locator('a.inventory-card');
  await walkRound(visitor, works, titleOf, `/show/${showId}`);
  const { violations } = await new AxeBuilder({ page: visitor }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the artist page’s Artworks tab opens its works in the modal when set so', async ({ page }) => {
  await templateOpensInModal(page, 'artist', 'tabbed-biography');
  const { artists } = (await (await page.request.get('/api/artists?sub=demo&limit=100')).json()) as { artists: Array<{ artistId: number }> };
  let artistId: number | undefined;
  for (const artist of artists) {
    const { inventory } = (await (await page.request.get(`/api/inventory?sub=demo&artistId=${artist.artistId}&limit=3`)).json()) as { inventory: unknown[] };
    if (inventory.length >= 3) {
      artistId = artist.artistId;
      break;
    }
  }
  expect(artistId).toBeDefined();
  const visitor = await page.context().newPage();
  await visitor.goto(`${SITE}/artist/${artistId}`);
  await walkRound(visitor, visitor.locator('#artworks a.inventory-card'), titleOf, `/artist/${artistId}`);
});

test('the search results open the artworks found in the modal, walking only them, when set so', async ({ page }) => {
  await templateOpensInModal(page, 'search', 'search-results-list');
  // An artist's name finds the artist and the works: the walk skips the artist.
  const { artists } = (await (await page.request.get('/api/artists?sub=demo&limit=100')).json()) as { artists: Array<{ artistId: number; name: string }> };
  let q: string | undefined;
  for (const artist of artists) {
    const word = artist.name.split(' ').at(-1)!;
    const { results } = (await (await page.request.get(`/api/search?sub=demo&q=${encodeURIComponent(word)}&limit=30`)).json()) as { results: Array<{ type: number }> };
    if (results.filter((r) => r.type === 0).length >= 3 && results.some((r) => r.type !== 0)) {
      q = word;
      break;
    }
  }
  expect(q).toBeDefined();
  const visitor = await page.context().newPage();
  const path = `/search?q=${encodeURIComponent(q!)}`;
  await visitor.goto(`${SITE}${path}`);
  const found = visitor.locator('a.search-result--artwork');
  const titleOfResult = async (cell: ReturnType<Page['locator']>) => (await cell.locator('.search-result__title').textContent())!;
  await walkRound(visitor, found, titleOfResult, path);
  // Anything else found is still a plain link to its page.
  const other = visitor.locator('a.search-result:not(.search-result--artwork)').first();
  const href = (await other.getAttribute('href'))!;
  await other.click();
  await expect(visitor).toHaveURL(new RegExp(`${href.replace(/[?]/g, '\\?')}$`));
  await expect(visitor.getByRole('dialog')).toHaveCount(0);
});
