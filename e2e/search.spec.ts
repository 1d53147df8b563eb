import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { ownerApi, removeMade, topUpArtworksFound } from './depth';
import { SITE } from './helpers';

/** Site search as a visitor uses it: the header's bar, the search page, its tabs, on both kinds of site. */

const ARTIST_SITE = `http://artist.localhost:${E2E_PORT}`;
const NONSENSE = 'zzxqvw';

/** An artist of the demo gallery with works shown, read over the API as a visitor's page would. */
async function galleryArtist(request: APIRequestContext): Promise<{ name: string; surname: string }> {
  const res = await request.get('/api/inventory?sub=demo&limit=30');
  const { inventory } = (await res.json()) as { inventory: { artist: { name: string } | null }[] };
  const name = inventory.map((i) => i.artist?.name).find((n): n is string => Boolean(n && n.split(' ').length > 1))!;
  return { name, surname: name.split(' ').pop()! };
}

async function openSearchBar(page: Page) {
  const header = page.locator('.site-header');
  await header.locator('summary', { hasText: 'Search' }).click();
  const field = header.getByRole('searchbox');
  await expect(field).toBeVisible();
  await expect(field).toBeFocused();
  return field;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

test('a visitor searches from the header, switches tabs by mouse and keyboard, and meets the no-results text', async ({ page, request }) => {
  const artist = await galleryArtist(request);
  await page.goto(`${SITE}/`);
  const bar = page.locator('.site-search__bar');
  await expect(bar).toBeHidden();
  const field = await openSearchBar(page);
  await expect(field).toHaveAttribute('placeholder', 'Search by keyword, artist name, artwork title or exhibition');

  // Nothing but spaces goes nowhere.
  await field.fill('   ');
  await field.press('Enter');
  await expect(page).toHaveURL(`${SITE}/`);

  await field.fill(artist.surname);
  await field.press('Enter');
  await expect(page).toHaveURL(`${SITE}/search?q=${encodeURIComponent(artist.surname)}`);
  const tabs = page.getByRole('navigation', { name: 'Kinds of results' });
  await expect(tabs.getByRole('link')).toHaveText(['All', 'Artists', 'Blogs', 'Inventory', 'Exhibitions']);
  await expect(tabs.getByRole('link', { name: 'All' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.search-result--artist').first()).toContainText(artist.name);
  await expect(page.locator('#search-page-q')).toHaveValue(artist.surname);

  // The header's bar is prefilled from q in the address.
  await page.locator('.site-header summary', { hasText: 'Search' }).click();
  await expect(page.locator('.site-header').getByRole('searchbox')).toHaveValue(artist.surname);
  await page.keyboard.press('Escape');
  await expect(bar).toBeHidden();

  await tabs.getByRole('link', { name: 'Artists' }).click();
  await expect(page).toHaveURL(/type=1/);
  await expect(page.locator('.search-result')).not.toHaveCount(0);
  await expect(page.locator('.search-result:not(.search-result--artist)')).toHaveCount(0);

  // By keyboard: to the Inventory tab and Enter.
  await tabs.getByRole('link', { name: 'Inventory' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/type=0/);
  await expect(page.locator('.search-result--artwork').first()).toBeVisible();
  await expect(page.locator('.search-result:not(.search-result--artwork)')).toHaveCount(0);

  // A result opens its page.
  const first = page.locator('.search-result').first();
  const title = (await first.locator('.search-result__title').textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/art\/\d+/);
  await expect(page.locator('h1')).toHaveText(title);

  await page.goto(`${SITE}/search?q=${artist.surname}`);
  await page.locator('#search-page-q').fill(NONSENSE);
  await page.locator('#search-page-q').press('Enter');
  await expect(page.getByText(`No results matching your search term: ${NONSENSE}`)).toBeVisible();
  await page.getByRole('navigation', { name: 'Kinds of results' }).getByRole('link', { name: 'Exhibitions' }).click();
  await expect(page.getByText(`No exhibitions matching your search term: ${NONSENSE}`)).toBeVisible();
});

test('typos, accents and more results as the visitor scrolls', async ({ page, request }) => {
  const artist = await galleryArtist(request);
  // A letter doubled still finds the artist.
  const typo = artist.surname.length > 4 ? artist.surname.slice(0, 3) + artist.surname[2] + artist.surname.slice(3) : artist.surname;
  await page.goto(`${SITE}/search?q=${encodeURIComponent(typo)}&type=1`);
  await expect(page.locator('.search-result--artist').first()).toContainText(artist.surname);

  // Accents folded: an accented name found as typed without them.
  const res = await request.get('/api/artists?sub=demo&limit=100');
  const { artists } = (await res.json()) as { artists: { name: string }[] };
  const accented = artists.find((a) => a.name !== a.name.normalize('NFD').replace(/[\u0300-\u036f]/g, ''))!;
  const plain = accented.name.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  expect(plain).not.toBe(accented.name);
  await page.goto(`${SITE}/search?q=${encodeURIComponent(plain)}&type=1`);
  await expect(page.locator('.search-result--artist').first()).toContainText(accented.name);

  // A word with more than a page of works (the owner makes the rest where the catalogue has fewer): the first page, then more on scroll.
  const api = await ownerApi();
  const made = await topUpArtworksFound(api, 'paper', 31);
  try {
    await page.goto(`${SITE}/search?q=paper&type=0`);
    await expect(page.locator('.search-result')).toHaveCount(30);
    await page.locator('.search-more button').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('.search-result').count()).toBeGreaterThan(30);
    const hrefs = await page.locator('.search-result').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(hrefs.length);
  } finally {
    await removeMade(api, made);
    await api.dispose();
  }
});

test('on the artist site: no Artists tab, the artwork placeholder, results from its own works', async ({ page, request }) => {
  const res = await request.get('/api/inventory?sub=artist&limit=1');
  const { inventory } = (await res.json()) as { inventory: { title: string }[] };
  const word = inventory[0].title.split(/\W+/).find((w) => w.length > 3) ?? inventory[0].title;
  await page.goto(`${ARTIST_SITE}/`);
  const field = await openSearchBar(page);
  await field.fill(word);
  await page.locator('.site-header').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`${ARTIST_SITE}/search?q=${encodeURIComponent(word)}`);
  await expect(page.getByRole('navigation', { name: 'Kinds of results' }).getByRole('link')).toHaveText(['All', 'Blogs', 'Inventory', 'Exhibitions']);
  await expect(page.locator('#search-page-q')).toHaveAttribute('placeholder', 'Search for artwork');
  await expect(page.locator('.search-result--artwork').first()).toBeVisible();
  await expect(page.locator('.search-result--artist')).toHaveCount(0);
  await page.locator('#search-page-q').fill(NONSENSE);
  await page.locator('#search-page-q').press('Enter');
  await expect(page.getByText(`No results matching your search term: ${NONSENSE}`)).toBeVisible();
});

test('without JavaScript the bar still opens, searches and the tabs still work', async ({ browser, request }) => {
  const artist = await galleryArtist(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${SITE}/?layout=novara`);
  await page.locator('.site-header summary', { hasText: 'Search' }).click();
  await page.locator('.site-header').getByRole('searchbox').fill(artist.surname);
  await page.locator('.site-header').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`${SITE}/search?q=${encodeURIComponent(artist.surname)}&layout=novara`);
  await page.getByRole('navigation', { name: 'Kinds of results' }).getByRole('link', { name: 'Artists' }).click();
  await expect(page).toHaveURL(/type=1.*layout=novara/);
  await expect(page.locator('.search-result--artist').first()).toContainText(artist.name);
  await context.close();
});

test('the search page and the open search bar pass axe checks', async ({ page, request }) => {
  const artist = await galleryArtist(request);
  await page.goto(`${SITE}/search?q=${encodeURIComponent(artist.surname)}`);
  await expect(page.locator('.search-result').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await openSearchBar(page);
  await expectNoAxeViolations(page);
  await page.goto(`${SITE}/search?q=${NONSENSE}&type=3`);
  await expectNoAxeViolations(page);
  await page.goto(`${ARTIST_SITE}/search?q=${NONSENSE}`);
  await expectNoAxeViolations(page);
});
