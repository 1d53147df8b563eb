import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { addText, answeredCookieNotice, openTemplate, restoreSiteSettingsAfterAll, signIn, SITE } from './helpers';

/**
 * The artist page and blog post page templates (spec §2 page templates): the owner opens each from the
 * Pages panel, sees it with the site's own first artist or post, changes a block's setting and adds a
 * text block, publishes, and every artist's or post's page follows. The site (and so its templates) is
 * put back afterwards.
 */

restoreSiteSettingsAfterAll();

/** Every item of a public list, page by page (a page holds at most 100). */
async function everyOne<T>(request: APIRequestContext, path: string, key: string): Promise<T[]> {
  const all: T[] = [];
  for (let offset = 0; ; offset += 100) {
    const body = (await (await request.get(`${path}?sub=demo&limit=100&offset=${offset}`)).json()) as Record<string, unknown>;
    all.push(...(body[key] as T[]));
    if (!body.hasMore) return all;
  }
}

/** The page as a visitor is served it, decoded enough to find words in. */
async function served(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(`${path}?sub=demo`);
  expect(response.status(), path).toBe(200);
  return (await response.text()).replace(/&#x27;/g, "'").replace(/&amp;/g, '&');
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

test('an owner restyles every artist page at once through the artist page template', async ({ page }) => {
  const artists = await everyOne<{ artistId: number; name: string; country: string | null; lifespan: string | null }>(page.request, '/api/artists', 'artists');
  expect(artists.length).toBeGreaterThan(2);
  const [first] = artists;
  const words = 'Every artist we show can be visited in the studio by appointment.';
  // Before: an artist with a country or dates has them on the page, and no such words.
  const withFacts = artists.find((a) => a.country || a.lifespan)!;
  const before = await served(page.request, `/artist/${withFacts.artistId}`);
  expect(before).toContain('class="artist-page__facts"');
  expect(before).not.toContain(words);
  await signIn(page);
  await openTemplate(page, /^Artist page/, '@template-artist');
  const root = page.frameLocator('[data-testid="canvas-frame"]').getByTestId('canvas-root');

  // Shown with the site's own first artist, as the artist's page draws them.
  await expect(root.getByText(`The artist page template: every artist page is drawn with these blocks. Shown here with “${first.name}”.`)).toBeVisible();
  await expect(root.locator('[data-block-type="artist-name"]')).toContainText(first.name);

  // A setting: the country and lifespan go. Then the owner's own words after the facts.
  await root.locator('[data-block-type="artist-meta-text"]').click();
  await expect(page.getByRole('heading', { name: 'Artist Meta Text' })).toBeVisible();
  await page.getByLabel('Show country and lifespan').uncheck();
  await expect(root.locator('.artist-page__facts')).toHaveCount(0);
  await addText(page, words);
  await expect(root.getByText(words)).toBeVisible();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  // Every artist's page, as served: the words, and no facts line.
  for (const artist of artists) {
    const html = await served(page.request, `/artist/${artist.artistId}`);
    expect(html, `artist ${artist.artistId}`).toContain(words);
    expect(html, `artist ${artist.artistId}`).not.toContain('class="artist-page__facts"');
  }
  // Two of them in the browser, one with facts to lose.
  const visitor = await page.context().newPage();
  await answeredCookieNotice(visitor);
  for (const artist of [first, withFacts]) {
    await visitor.goto(`${SITE}/artist/${artist.artistId}`);
    const main = visitor.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: artist.name })).toBeAttached();
    await expect(main.getByText(words)).toBeVisible();
    await expect(main.locator('.artist-page__facts')).toHaveCount(0);
  }
  await expectNoAxeViolations(visitor);
  await visitor.close();
});

test('an owner restyles every blog post page at once through the blog post page template', async ({ page }) => {
  const posts = await everyOne<{ blogId: number; title: string }>(page.request, '/api/blogs', 'blogs');
  expect(posts.length).toBeGreaterThan(2);
  const [first] = posts;
  const words = 'Written in the gallery for our readers; reply and we will answer.';
  const before = await served(page.request, `/post/${first.blogId}`);
  expect(before).toContain('class="post-page__date"');
  expect(before).not.toContain(words);
  await signIn(page);
  await openTemplate(page, /^Blog post page/, '@template-post');
  const root = page.frameLocator('[data-testid="canvas-frame"]').getByTestId('canvas-root');

  await expect(root.getByText(`The blog post page template: every blog post page is drawn with these blocks. Shown here with “${first.title}”.`)).toBeVisible();
  await expect(root.locator('.post-page__date')).toHaveCount(1);

  // A setting by mouse, undone and done again; then the owner's words after the title.
  await root.locator('[data-block-type="blog-post-title"]').click();
  await expect(page.getByRole('heading', { name: 'Blog Post Title' })).toBeVisible();
  await page.getByLabel('Show the date').uncheck();
  await expect(root.locator('.post-page__date')).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(root.locator('.post-page__date')).toHaveCount(1);
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(root.locator('.post-page__date')).toHaveCount(0);
  await addText(page, words);
  await expect(root.getByText(words)).toBeVisible();

  // Back on a page, then publishing: the template keeps its edits.
  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'Home' });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  for (const post of posts) {
    const html = await served(page.request, `/post/${post.blogId}`);
    expect(html, `post ${post.blogId}`).toContain(words);
    expect(html, `post ${post.blogId}`).toContain(post.title);
    expect(html, `post ${post.blogId}`).not.toContain('class="post-page__date"');
  }
  const visitor = await page.context().newPage();
  await answeredCookieNotice(visitor);
  for (const post of [first, posts[posts.length - 1]]) {
    await visitor.goto(`${SITE}/post/${post.blogId}`);
    const main = visitor.locator('main');
    await expect(main.getByRole('heading', { level: 1, name: post.title })).toBeAttached();
    await expect(main.getByText(words)).toBeVisible();
    await expect(main.locator('.post-page__date')).toHaveCount(0);
  }
  await expectNoAxeViolations(visitor);
  await visitor.close();
});
