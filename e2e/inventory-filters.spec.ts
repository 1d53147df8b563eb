import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Response } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { FilterText } from '../renderer/texts';
import { FILTER_COLORS, type FilterColor } from '../schema/inventory-filters';
import { signIn, SITE } from './helpers';

/**
 * A visitor filters the demo gallery's Artworks page (spec §9): by colour and by price, each change
 * applied after the 1000 ms pause (or at once on Enter), kept across a reload, by mouse and by keyboard.
 */

interface Listed {
  inventory: Array<{ title: string; artist: { artistId: number } | null; editions: Array<{ active: boolean; priceValue: number }> }>;
}

const list = (page: Page) => page.locator('.block-inventory-list');
const shownTitles = (page: Page) => list(page).locator('.inventory-card__title').allTextContents();

/** The list starts with these works (more pages may follow as it scrolls into view). */
async function expectListed(page: Page, titles: string[]): Promise<void> {
  await expect.poll(async () => (await shownTitles(page)).slice(0, Math.max(titles.length, 1))).toEqual(titles);
}
const dropdownButton = (page: Page, name: string) => page.getByRole('button', { name: new RegExp(`^${name}`) });

/** The next request for the first page of the list whose query matches (further pages also load as it scrolls). */
function listRequest(page: Page, matches: (params: URLSearchParams) => boolean): Promise<Response> {
  return page.waitForResponse((r) => {
    if (!r.url().includes('/api/inventory?')) return false;
    const params = new URL(r.url()).searchParams;
    return params.get('offset') === '0' && matches(params);
  });
}

async function listed(response: Response): Promise<Listed['inventory']> {
  expect(response.status()).toBe(200);
  return ((await response.json()) as Listed).inventory;
}

async function titlesOf(response: Response): Promise<string[]> {
  return (await listed(response)).map((i) => i.title);
}

/**
 * A colour that picks out at least two of the site's works at different prices, blue when it does, so a
 * price filter over it keeps some and drops others (which works are which colour depends on the catalogue).
 */
async function colourOfSeveralPrices(page: Page): Promise<FilterColor> {
  for (const color of ['blue', ...FILTER_COLORS.filter((c) => c !== 'blue')] as FilterColor[]) {
    const { inventory } = (await (await page.request.get(`/api/inventory?sub=demo&limit=30&color=${color}`)).json()) as Listed;
    if (new Set(inventory.map(lowest)).size > 1) return color;
  }
  throw new Error('No colour picks out two of the demo works at different prices');
}

const lowest = (work: Listed['inventory'][number]) => Math.min(...work.editions.filter((e) => e.active).map((e) => e.priceValue));

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

test('a visitor filters the artworks by colour and by price, and finds the filters kept after a reload', async ({ page }) => {
  const colour = await colourOfSeveralPrices(page);
  const colourName = FilterText.colors[colour];
  // Timers run as usual until the price step pauses them.
  await page.clock.install();
  await page.goto(`${SITE}/artworks`);
  await expect(page.getByRole('group', { name: 'Filter artworks' })).toBeVisible();
  const unfiltered = (await shownTitles(page)).slice(0, 12);
  expect(unfiltered.length).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  // Colour: the list reloads once the visitor has paused for 1000 ms.
  await dropdownButton(page, 'Color').click();
  await expect(dropdownButton(page, 'Color')).toHaveAttribute('aria-expanded', 'true');
  await expectNoAxeViolations(page);
  const colourRequest = listRequest(page, (p) => p.get('color[0]') === colour && !p.has('minPrice'));
  const clickedAt = Date.now();
  await page.getByLabel(colourName, { exact: true }).check();
  const coloured = await colourRequest;
  expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(900);
  const colouredWorks = await listed(coloured);
  const colouredTitles = colouredWorks.map((work) => work.title);
  expect(colouredTitles.length).toBeGreaterThan(1);
  await expectListed(page, colouredTitles);
  expect(colouredTitles).not.toEqual(unfiltered);
  await expect(dropdownButton(page, 'Color')).toHaveText(`Color: ${colourName}`);

  // Price: only digits and one point go in; Enter applies it at once. Opening Price closes Color.
  await dropdownButton(page, 'Price').click();
  await expect(dropdownButton(page, 'Color')).toHaveAttribute('aria-expanded', 'false');
  // Just under the dearest work of the colour shown: it stays, cheaper ones go.
  const whole = Math.floor(Math.max(...colouredWorks.map(lowest)) / 100) - 1;
  const typed = `${whole}.50`;
  const min = page.getByLabel('Min price');
  // The page's clock stands still from here until the list has answered, so the 1000 ms pause can never
  // end: the request can only come from Enter, however slowly a loaded machine types or answers.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 500));
  await min.pressSequentially(`$${whole.toLocaleString('en-US')}a.5.0`);
  await expect(min).toHaveValue(typed);
  const pricedRequest = listRequest(page, (p) => p.get('color[0]') === colour && p.get('minPrice') === `${whole}.5`);
  await min.press('Enter');
  const priced = await listed(await pricedRequest);
  await page.clock.resume();
  expect(priced.length).toBeGreaterThan(0);
  expect(priced.every((work) => lowest(work) >= whole * 100 + 50)).toBe(true);
  const pricedTitles = priced.map((work) => work.title);
  await expectListed(page, pricedTitles);
  expect(pricedTitles).not.toEqual(colouredTitles);

  // A reload puts both filters back and lists with them.
  const restored = listRequest(page, (p) => p.get('color[0]') === colour && p.get('minPrice') === `${whole}.5`);
  await page.reload();
  expect(await titlesOf(await restored)).toEqual(pricedTitles);
  await expectListed(page, pricedTitles);
  await expect(dropdownButton(page, 'Color')).toHaveText(`Color: ${colourName}`);
  await dropdownButton(page, 'Price').click();
  await expect(page.getByLabel('Min price')).toHaveValue(typed);

  // Clear filters brings back the list as the server first drew it, and forgets the filters.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expectListed(page, unfiltered);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('inventoryFilters:')))).toEqual([]);
});

test('the filter bar works by keyboard, one dropdown at a time', async ({ page }) => {
  await page.goto(`${SITE}/artworks`);
  const search = page.getByRole('searchbox', { name: 'Search' });
  // The bar takes input once its island runs.
  await expect(search).toBeEnabled();
  await search.focus();
  await page.keyboard.press('Tab');
  const color = dropdownButton(page, 'Color');
  await expect(color).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(color).toHaveAttribute('aria-expanded', 'true');
  // Into the colours: arrows move the choice, as in any radio group.
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Any color')).toBeFocused();
  const redRequest = listRequest(page, (p) => p.get('color[0]') === 'red');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Red', { exact: true })).toBeChecked();
  // Escape closes the dropdown and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(color).toHaveAttribute('aria-expanded', 'false');
  await expect(color).toBeFocused();
  const redTitles = await titlesOf(await redRequest);
  await expectListed(page, redTitles);

  // Sort by keyboard: Space opens it, the focus leaving it closes it.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const sort = dropdownButton(page, 'Sort');
  await expect(sort).toBeFocused();
  await page.keyboard.press('Space');
  await expect(sort).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Artist A-Z')).toBeVisible();
  await page.keyboard.press('Tab');
  const sortRequest = listRequest(page, (p) => p.get('order') === '3' && p.get('dir') === 'desc');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByLabel('Price: High to Low')).toBeChecked();
  const sorted = await titlesOf(await sortRequest);
  await expectListed(page, sorted);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(sort).toHaveAttribute('aria-expanded', 'false');
  await expectNoAxeViolations(page);
});

test('an artist site offers no artist sorts', async ({ page }) => {
  await page.goto(`http://artist.localhost:${E2E_PORT}/artworks`);
  await dropdownButton(page, 'Sort').click();
  await expect(page.getByLabel('Title A-Z')).toBeVisible();
  await expect(page.getByLabel('Artist A-Z')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a visitor narrows the artworks to the artists of one state, chosen from the states the artists are in', async ({ page, browser }) => {
  // The demo's artists have no state: two get one through the owner's API for this test, and lose it after.
  const owner = await browser.newPage();
  await signIn(owner);
  const { inventory } = (await (await owner.request.get('/api/inventory?sub=demo&limit=100')).json()) as Listed;
  const [vermont, oregon] = [...new Set(inventory.map((work) => work.artist?.artistId).filter((id): id is number => id !== undefined))];
  const setState = async (artistId: number, state: string | null) => {
    const { revision } = (await (await owner.request.get(`/api/owner/artists/${artistId}`)).json()) as { revision: number };
    const res = await owner.request.patch(`/api/owner/artists/${artistId}`, { data: { revision, state } });
    expect(res.status(), await res.text()).toBe(200);
  };
  await setState(vermont, 'Vermont');
  await setState(oregon, 'Oregon');
  try {
    await page.goto(`${SITE}/artworks`);
    const artistState = dropdownButton(page, 'Artist State');
    await expect(artistState).toBeEnabled();
    await artistState.click();
    await expect(page.locator('.filter-dropdown--open label')).toHaveText(['Any state', 'Oregon', 'Vermont']);
    await expectNoAxeViolations(page);
    const chosen = listRequest(page, (p) => p.get('artistState') === 'Vermont');
    await page.getByLabel('Vermont', { exact: true }).check();
    const works = await listed(await chosen);
    expect(works.length).toBeGreaterThan(0);
    expect(works.every((work) => work.artist?.artistId === vermont)).toBe(true);
    await expectListed(page, works.map((work) => work.title));
    await expect(artistState).toHaveText('Artist State: Vermont');

    // Kept across a reload, as the other filters are.
    const restored = listRequest(page, (p) => p.get('artistState') === 'Vermont');
    await page.reload();
    expect(await titlesOf(await restored)).toEqual(works.map((work) => work.title));
    await expect(dropdownButton(page, 'Artist State')).toHaveText('Artist State: Vermont');
    await page.getByRole('button', { name: 'Clear filters' }).click();
  } finally {
    await setState(vermont, null);
    await setState(oregon, null);
    await owner.close();
  }
});
