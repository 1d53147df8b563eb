import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { SITE } from './helpers';

/**
 * A visitor on the content detail pages, on the gallery and on the artist site: an artist with the
 * Artworks and Biography tabs (by mouse, by keyboard, by the address hash, and without JavaScript), an
 * exhibition whose description folds behind Read More and Show Less, a blog post, and the recently
 * viewed record an artwork page leaves. Every page kind passes axe.
 */

const ARTIST_SITE = `http://artist.localhost:${E2E_PORT}`;

interface ArtistItem { artistId: number; name: string; biography: string | null; curriculumVitae: string | null }
interface ShowItem { showId: number; title: string; date: string; description: string }
interface BlogItem { blogId: number; title: string; html: string; publishedAt: string }

async function content<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path);
  expect(res.ok(), path).toBe(true);
  return (await res.json()) as T;
}

async function artistWithBiography(request: APIRequestContext, sub: string): Promise<ArtistItem> {
  const { artists } = await content<{ artists: ArtistItem[] }>(request, `/api/artists?sub=${sub}&limit=100`);
  const artist = artists.find((a) => a.biography && a.curriculumVitae);
  if (!artist) throw new Error(`No artist of ${sub} has a biography and a CV`);
  return artist;
}

async function showWithLongDescription(request: APIRequestContext, sub: string): Promise<ShowItem> {
  const { shows } = await content<{ shows: ShowItem[] }>(request, `/api/shows?sub=${sub}&limit=100`);
  const show = shows.find((s) => s.description.replace(/<[^>]+>/g, '').length > 1000);
  if (!show) throw new Error(`No show of ${sub} has a description past 1000 characters`);
  return show;
}

/** The newest post with a body: specs of the back office add bare posts of their own to the same site. */
async function firstPost(request: APIRequestContext, sub: string): Promise<BlogItem> {
  const { blogs } = await content<{ blogs: BlogItem[] }>(request, `/api/blogs?sub=${sub}&limit=100`);
  return blogs.find((b) => b.html.replace(/<[^>]+>/g, '').trim().length > 0)!;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

/** The last words of the description: beyond the 1000-character cut. */
function endOf(html: string): string {
  const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
  return text.slice(-60).trim().split(' ').slice(1).join(' ');
}

test('an artist page: the Artworks and Biography tabs by mouse, keyboard and address, the works and the exhibitions', async ({ page, request }) => {
  const artist = await artistWithBiography(request, 'demo');
  await page.goto(`${SITE}/artist/${artist.artistId}`);
  await expect(page).toHaveTitle(new RegExp(`^${artist.name} \\|`));
  await expect(page.getByRole('heading', { level: 1, name: artist.name })).toBeVisible();

  const tabs = page.getByRole('tablist', { name: 'Artist' });
  const artworks = tabs.getByRole('tab', { name: 'Artworks' });
  const biography = tabs.getByRole('tab', { name: 'Biography' });
  await expect(artworks).toHaveAttribute('aria-selected', 'true');
  const worksPanel = page.getByRole('tabpanel', { name: 'Artworks' });
  await expect(worksPanel.locator('.inventory-card').first()).toBeVisible();
  await expect(page.getByText('Exhibitions at the gallery')).toBeHidden();
  await expectNoAxeViolations(page);

  await biography.click();
  await expect(page).toHaveURL(/#biography$/);
  await expect(page.getByRole('tabpanel', { name: 'Biography' }).getByText('Exhibitions at the gallery')).toBeVisible();
  await expect(worksPanel).toBeHidden();
  await expectNoAxeViolations(page);

  await page.keyboard.press('ArrowLeft');
  await expect(artworks).toBeFocused();
  await expect(artworks).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/#artworks$/);
  await page.keyboard.press('End');
  await expect(biography).toBeFocused();

  await page.goto(`${SITE}/artist/${artist.artistId}#biography`);
  await expect(biography).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { level: 2, name: 'Exhibitions' })).toBeVisible();

  await page.getByRole('heading', { level: 2, name: 'Exhibitions' }).locator('xpath=..').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/show\/\d+$/);
});

test('an exhibition: the description folds behind Read More and opens again with Show Less, by mouse and keyboard', async ({ page, request }) => {
  const show = await showWithLongDescription(request, 'demo');
  await page.goto(`${SITE}/show/${show.showId}`);
  await expect(page.getByRole('heading', { level: 1, name: show.title })).toBeVisible();
  await expect(page.getByText(show.date).first()).toBeVisible();
  await expect(page.locator('[data-show-id]')).toHaveAttribute('data-show-id', String(show.showId));

  const rest = page.locator('.show-page__description').getByText(endOf(show.description));
  const toggle = page.locator('.show-page__description summary');
  await expect(toggle).toHaveAccessibleName('Read More');
  await expect(rest).toBeHidden();
  await expectNoAxeViolations(page);

  await toggle.click();
  await expect(rest).toBeVisible();
  await expect(toggle).toHaveAccessibleName('Show Less');
  await expect(toggle.getByText('Show Less')).toBeVisible();
  await expect(toggle.getByText('Read More')).toBeHidden();
  await expect(page.locator('.read-more__short')).toBeHidden();
  // Show Less sits under the text it folds.
  const textBox = await rest.boundingBox();
  const toggleBox = await toggle.boundingBox();
  expect(toggleBox!.y).toBeGreaterThan(textBox!.y);
  await expectNoAxeViolations(page);

  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAccessibleName('Read More');
  await expect(rest).toBeHidden();

  await expect(page.getByRole('heading', { level: 2, name: 'Installation Views' })).toBeVisible();
  await page.locator('.show-page .inventory-card').first().click();
  await expect(page).toHaveURL(/\/art\/\d+$/);
});

test('a blog post: title, date, body and the way back', async ({ page, request }) => {
  const post = await firstPost(request, 'demo');
  await page.goto(`${SITE}/post/${post.blogId}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  // The raw date in the demo's classic theme, the long month and year in francisco (spec §2).
  await expect(page.locator('time')).toHaveText(post.publishedAt.slice(0, 10));
  await expect(page.locator('.post-page__body')).toContainText(post.html.replace(/<[^>]+>/g, ' ').trim().split(/\s+/).slice(0, 6).join(' '));
  await expectNoAxeViolations(page);
  await page.goto(`${SITE}/post/${post.blogId}?layout=francisco`);
  await expect(page.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{4}$/);
  // Back to the page with the blog list (the demo's News page).
  await page.getByRole('link', { name: 'Back to News' }).click();
  await expect(page).toHaveURL(`${SITE}/news?layout=francisco`);
});

test('an artwork page lists more by the artist and records the work as recently viewed', async ({ page, request }) => {
  const artist = await artistWithBiography(request, 'demo');
  const { inventory } = await content<{ inventory: Array<{ inventoryId: number; title: string }> }>(request, `/api/inventory?sub=demo&artistId=${artist.artistId}&limit=2`);
  await page.goto(`${SITE}/art/${inventory[0].inventoryId}`);
  const related = page.getByRole('region', { name: `More by ${artist.name}` });
  // Exactly: another work may be called 'Inheritance (State)'.
  await expect(related.getByText(inventory[1].title, { exact: true })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('recentlyViewed.v1:demo') ?? '[]'));
  expect(stored[0]).toMatchObject({ inventoryId: inventory[0].inventoryId, title: inventory[0].title });
  await page.goto(`${SITE}/art/${inventory[1].inventoryId}`);
  const again = await page.evaluate(() => JSON.parse(localStorage.getItem('recentlyViewed.v1:demo') ?? '[]'));
  expect(again.map((e: { inventoryId: number }) => e.inventoryId).slice(0, 2)).toEqual([inventory[1].inventoryId, inventory[0].inventoryId]);
});

test('on the artist site the artist page is the profile, and the show and post pages pass axe', async ({ page, request }) => {
  const artist = await artistWithBiography(request, 'artist');
  await page.goto(`${ARTIST_SITE}/artist/${artist.artistId}`);
  await expect(page.getByRole('heading', { level: 1, name: artist.name })).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: artist.name })).not.toBeInViewport();
  await expect(page.getByRole('tab', { name: 'Artworks' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.inventory-card').first()).toBeVisible();
  await expect(page.locator('.inventory-card__artist')).toHaveCount(0);
  await expectNoAxeViolations(page);

  const show = await showWithLongDescription(request, 'artist');
  await page.goto(`${ARTIST_SITE}/show/${show.showId}`);
  await expect(page.getByRole('heading', { level: 1, name: show.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Artists' })).toHaveCount(0);
  await page.locator('.show-page__description summary').click();
  await expect(page.locator('.show-page__description summary')).toHaveAccessibleName('Show Less');
  await expectNoAxeViolations(page);

  const post = await firstPost(request, 'artist');
  await page.goto(`${ARTIST_SITE}/post/${post.blogId}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the artist page shows every section, and Read More still opens the whole description', async ({ page, request }) => {
    const artist = await artistWithBiography(request, 'demo');
    await page.goto(`${SITE}/artist/${artist.artistId}`);
    await expect(page.locator('#artworks .inventory-card').first()).toBeVisible();
    await expect(page.locator('#biography').getByText('Exhibitions at the gallery')).toBeVisible();
    await page.getByRole('link', { name: 'Biography' }).click();
    await expect(page).toHaveURL(/#biography$/);

    const show = await showWithLongDescription(request, 'demo');
    await page.goto(`${SITE}/show/${show.showId}`);
    const rest = page.locator('.show-page__description').getByText(endOf(show.description));
    await expect(rest).toBeHidden();
    await page.locator('.show-page__description summary').click();
    await expect(rest).toBeVisible();
  });
});

test('unknown and foreign ids answer with the not-found page', async ({ page, request }) => {
  const other = await artistWithBiography(request, 'artist');
  for (const path of [`/artist/${other.artistId}`, '/show/99999999', '/post/99999999']) {
    const res = await page.goto(`${SITE}${path}`);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  }
});
