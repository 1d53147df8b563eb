import { expect, test } from '@playwright/test';
import { signInForRequests, SITE } from './helpers';

/**
 * What a visitor's browser does with a published tabs block and a 'fade out' slideshow (spec §4): the tab
 * named in the address is the one open on arrival, and a fade-out slideshow lets the shown slide fade
 * away before the next one appears.
 */

const SLUG = 'tabs-slideshow-e2e';
const SLIDE_MS = 3000;
const button = (id: string, text: string) => ({ id, type: 'button', config: { text, align: 'left', buttonHeight: 40 } });

/** A page of the spec's own, published through the builder's API, and taken away again afterwards. */
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInForRequests(page);
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  const blocks = [
    {
      id: 'hash-tabs',
      type: 'tabs',
      config: { separatorColor: '#c4c4c4' },
      blocks: [
        { id: 'story', type: 'tab', config: { name: 'Our Story', anchorName: '' }, blocks: [button('story-button', 'Founded in 1972')] },
        { id: 'empty', type: 'tab', config: { name: 'Coming Soon', anchorName: '' }, blocks: [] },
        { id: 'press', type: 'tab', config: { name: 'Press Room', anchorName: 'in-the-press' }, blocks: [button('press-button', 'Reviews and interviews')] },
      ],
    },
    {
      id: 'fading',
      type: 'slideshow',
      config: { transition: 'fadeOut', duration: SLIDE_MS, autoplay: 0 },
      blocks: [button('first-slide', 'First slide'), button('second-slide', 'Second slide')],
    },
  ];
  const pages = [...document.pages, { pageId: SLUG, title: 'Tabs and Slides', slug: SLUG, type: 0, showInNavigation: false, isTitleVisible: true, blocks }];
  const saved = await page.request.put('/api/editor/document', { data: { document: { ...document, pages }, baseRevision: revision } });
  expect(saved.ok(), await saved.text()).toBe(true);
  expect((await page.request.post('/api/editor/publish')).ok()).toBe(true);
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInForRequests(page);
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  const pages = document.pages.filter((p: { slug: string }) => p.slug !== SLUG);
  expect((await page.request.put('/api/editor/document', { data: { document: { ...document, pages }, baseRevision: revision } })).ok()).toBe(true);
  expect((await page.request.post('/api/editor/publish')).ok()).toBe(true);
  await page.close();
});

test('the tab named by the address hash is open on arrival: its anchor, or its label in lower case without the first space; else the first tab with content', async ({ page }) => {
  const open = async (hash: string) => {
    // A fresh load each time: a hash change alone is not an arrival.
    await page.goto('about:blank');
    await page.goto(`${SITE}/${SLUG}${hash}`);
    return page.getByRole('tablist');
  };

  let tabs = await open('#in-the-press');
  // The empty tab is no tab for visitors.
  await expect(tabs.getByRole('tab')).toHaveText(['Our Story', 'Press Room']);
  await expect(tabs.getByRole('tab', { name: 'Press Room' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'Our Story' })).toHaveAttribute('aria-selected', 'false');
  await expect(page.getByRole('tabpanel')).toContainText('Reviews and interviews');
  await expect(page.getByText('Founded in 1972')).toBeHidden();

  tabs = await open('#ourstory');
  await expect(tabs.getByRole('tab', { name: 'Our Story' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Founded in 1972');

  // A hash that names no tab, or the empty one, opens the first tab with content.
  for (const hash of ['', '#comingsoon', '#nothing-here']) {
    tabs = await open(hash);
    await expect(tabs.getByRole('tab', { name: 'Our Story' }), hash || 'no hash').toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText('Reviews and interviews')).toBeHidden();
  }
});

test('choosing a tab writes its anchor to the address, and a later hash (an in-page link) opens its tab', async ({ page }) => {
  await page.goto(`${SITE}/${SLUG}`);
  const tabs = page.getByRole('tablist');
  await tabs.getByRole('tab', { name: 'Press Room' }).click();
  await expect(page).toHaveURL(/#in-the-press$/);
  await expect(page.getByRole('tabpanel')).toContainText('Reviews and interviews');

  await page.evaluate(() => {
    location.hash = '#ourstory';
  });
  await expect(tabs.getByRole('tab', { name: 'Our Story' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Founded in 1972');
  await expect(page.getByText('Reviews and interviews')).toBeHidden();
});

test('a fade-out slideshow fades the shown slide away before the next one appears', async ({ page }) => {
  await page.goto(`${SITE}/${SLUG}`);
  const show = page.locator('.block-slideshow--fadeOut');
  await expect(show).toHaveClass(/is-ready/);
  await expect(show.getByText('First slide')).toBeVisible();
  await expect(show.getByText('Second slide')).toBeHidden();

  // Read in the page, a moment into the transition, so a busy machine cannot blur the moment.
  const [leaving, coming, atLoad] = await show.evaluate(async (el, ms) => {
    const [first, second] = [...el.querySelectorAll('.block-slideshow__slides > *')].map((slide) => getComputedStyle(slide));
    const atLoad = { opacity: Number(second!.opacity), visibility: second!.visibility };
    el.querySelector<HTMLButtonElement>('.block-slideshow__next')!.click();
    await new Promise((r) => setTimeout(r, ms / 4));
    return [...[first, second].map((style) => ({ opacity: Number(style!.opacity), visibility: style!.visibility })), atLoad];
  }, SLIDE_MS);
  // The page loads with the first slide standing still: the second is not seen fading away.
  expect(atLoad).toEqual({ opacity: 0, visibility: 'hidden' });
  // The shown slide is still seen, fading; the next one has not begun.
  expect(leaving!.visibility).toBe('visible');
  expect(leaving!.opacity).toBeGreaterThan(0);
  expect(leaving!.opacity).toBeLessThan(1);
  expect(coming).toEqual({ opacity: 0, visibility: 'hidden' });

  // Then the next slide fades in, over the first's place.
  await expect(show.getByText('Second slide')).toBeVisible();
  await expect.poll(() => show.getByText('Second slide').evaluate((el) => Number(getComputedStyle(el.closest('.block-slideshow__slides > *')!).opacity)), { timeout: SLIDE_MS * 3 }).toBe(1);
  await expect(show.getByText('First slide')).toBeHidden();
  await expect(show.locator('.block-slideshow__status')).toHaveText('Slide 2 of 2');
});
