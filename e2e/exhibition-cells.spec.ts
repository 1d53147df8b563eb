import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { answeredCookieNotice, restorePageAfterAll, signIn, SITE } from './helpers';

/**
 * The exhibitions list's parallax and full-background slideshow cells (spec §3, §9): chosen in the
 * builder's inspector, drawn there from the site's own shows, server-rendered for visitors; the covers
 * move with the scroll (6% to 24% over 500 px) unless the visitor asks for reduced motion; the
 * slideshow is driven by mouse and keyboard and pauses by its own button; axe passes on both.
 */

interface Shows {
  shows: Array<{ showId: number; title: string }>;
  hasMore: boolean;
}

const canvas = (page: Page) => page.frameLocator('[data-testid="canvas-frame"]');
const inspector = (page: Page) => page.getByRole('complementary', { name: 'Block settings' });
const TITLE = 'Exhibitions, Wide';

restorePageAfterAll('news');

/** The vertical position of a band's cover, as the browser has it ('50% 15%' gives 15). */
async function coverOffset(band: Locator): Promise<number> {
  const position = await band.locator('img').evaluate((img) => getComputedStyle(img).objectPosition);
  return Math.round(Number.parseFloat(position.split(' ')[1]) * 10) / 10;
}

/** Scrolls the window so that the band's top has come `past` px up from the window's bottom edge. */
async function scrollBandUp(page: Page, band: Locator, past: number): Promise<void> {
  await band.evaluate((element, by) => {
    const top = element.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, Math.max(0, top - window.innerHeight) + by);
  }, past);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

test('an owner shows the exhibitions as parallax bands and a full-background slideshow, and visitors browse both by mouse and keyboard', async ({ page, browser }) => {
  const all = (await (await page.request.get('/api/shows?sub=demo&limit=30')).json()) as Shows;
  expect(all.shows.length).toBeGreaterThan(3);
  const titles = all.shows.map((s) => s.title);

  await signIn(page);
  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'News' });
  const frame = canvas(page);
  await expect(frame.locator('[data-block-type="blogs-list"]')).toBeVisible();

  // The owner picks the two cells in the inspector; the canvas draws the site's own first three shows.
  await page.getByTestId('toolbox-exhibitions-list').click();
  const block = frame.locator('[data-block-type="exhibitions-list"]');
  await expect(block.locator('.show-cell')).toHaveCount(Math.min(10, titles.length));
  const settings = inspector(page);
  await settings.getByLabel('Title', { exact: true }).fill(TITLE);
  await expect(settings.getByLabel('Slideshow plays by itself')).toHaveCount(0);
  await settings.getByRole('checkbox', { name: 'Parallax', exact: true }).check();
  await settings.getByRole('checkbox', { name: 'Full-Background Slideshow', exact: true }).check();
  await settings.getByRole('checkbox', { name: 'Grid', exact: true }).uncheck();
  await settings.getByLabel('Shown first').selectOption({ label: 'Parallax' });
  await expect(block.locator('.show-band--parallax .show-band__title')).toHaveText(titles.slice(0, 3));
  await expect(block.locator('.show-band--parallax img').first()).toHaveAttribute('srcset', /\/img\/w_320\/\d+\.\w+ 320w/);
  // The select, not the slider's checkbox of the same name.
  await settings.getByRole('combobox', { name: 'Slideshow', exact: true }).selectOption({ label: 'Fade in' });
  await settings.getByLabel('Slideshow plays by itself').selectOption({ label: 'Every 5 seconds' });
  await settings.getByLabel('Shown first').selectOption({ label: 'Full-Background Slideshow' });
  await expect(block.locator('.slideshow--fadeIn.slideshow--carousel .show-band--fullBackgroundSlideshow')).toHaveCount(3);
  await settings.getByLabel('Shown first').selectOption({ label: 'Parallax' });

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  // Visitors get the bands in the server's HTML, every cover at its first offset.
  const served = await (await page.request.get('/news?sub=demo')).text();
  expect(served.match(/class="show-band show-band--parallax"/g)).toHaveLength(titles.length);
  expect(served).toContain('sizes="100vw"');

  const visitor = await page.context().newPage();
  await answeredCookieNotice(visitor);
  await visitor.setViewportSize({ width: 1280, height: 800 });
  const errors: string[] = [];
  visitor.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await visitor.goto(`${SITE}/news`);
  const list = visitor.locator('section', { has: visitor.getByRole('heading', { name: TITLE }) });
  const bands = list.locator('.show-band--parallax');
  await expect(list.locator('.show-band__title')).toHaveText(titles);

  // As the page scrolls, a band's cover moves from 6% to 24% over the 500 px after it comes into view.
  const band = list.locator('li', { has: visitor.locator('.show-band') }).nth(1);
  await scrollBandUp(visitor, band, 0);
  await expect.poll(() => coverOffset(band)).toBe(6);
  await scrollBandUp(visitor, band, 250);
  await expect.poll(() => coverOffset(band)).toBe(15);
  await scrollBandUp(visitor, band, 700);
  await expect.poll(() => coverOffset(band)).toBe(24);
  await expectNoAxeViolations(visitor);

  // By keyboard: a band is one link to its show.
  await bands.first().focus();
  await expect(bands.first()).toBeFocused();
  await visitor.keyboard.press('Enter');
  await expect(visitor).toHaveURL(new RegExp(`/show/${all.shows[0].showId}`));
  await visitor.goBack();

  // The tabs, by keyboard (once the list's script runs): the full-background slideshow, its anchor in the hash.
  await expect(list.getByRole('tab', { name: 'Parallax' })).toBeEnabled();
  await list.getByRole('tab', { name: 'Parallax' }).focus();
  await visitor.keyboard.press('ArrowRight');
  await expect(list.getByRole('tab', { name: 'Full-Background Slideshow' })).toHaveAttribute('aria-selected', 'true');
  await expect(visitor).toHaveURL(/#full-backgroundslideshow$/);
  const slides = list.getByRole('region', { name: TITLE });
  const current = slides.locator('.slideshow__slide.is-current');
  await expect(slides.getByRole('group', { name: `1 of ${titles.length}` })).toBeVisible();
  await expect(current.locator('.show-band__title')).toHaveText(titles[0]);
  // Playing by itself, it has a pause button; the keyboard reaches it first, then Next.
  await visitor.keyboard.press('Tab');
  await expect(slides.getByRole('button', { name: 'Pause slideshow' })).toBeFocused();
  await visitor.keyboard.press('Enter');
  await expect(slides.getByRole('button', { name: 'Play slideshow' })).toBeFocused();
  await visitor.keyboard.press('Tab');
  await expect(slides.getByRole('button', { name: 'Next' })).toBeFocused();
  await visitor.keyboard.press('Enter');
  await expect(current.locator('.show-band__title')).toHaveText(titles[1]);
  // By mouse: Next and Previous; the slide shown fills the slideshow, its cover behind its words.
  await slides.getByRole('button', { name: 'Next' }).click();
  await expect(current.locator('.show-band__title')).toHaveText(titles[2]);
  await slides.getByRole('button', { name: 'Previous' }).click();
  await expect(current.locator('.show-band__title')).toHaveText(titles[1]);
  const [slideBox, coverBox] = [(await current.boundingBox())!, (await current.locator('img').boundingBox())!];
  for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(coverBox[side] - slideBox[side])).toBeLessThan(1);
  await expectNoAxeViolations(visitor);

  // A reload on the anchor opens the full-background slideshow.
  await visitor.reload();
  await expect(list.getByRole('tab', { name: 'Full-Background Slideshow' })).toHaveAttribute('aria-selected', 'true');
  await expect(slides.locator('.show-band--fullBackgroundSlideshow').first()).toBeVisible();
  expect(errors).toEqual([]);
  await visitor.close();

  // A visitor who asks for reduced motion gets still covers as the page scrolls.
  const still = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  const calm = await still.newPage();
  await answeredCookieNotice(calm);
  await calm.goto(`${SITE}/news`);
  const calmBand = calm.locator('section', { has: calm.getByRole('heading', { name: TITLE }) }).locator('li', { has: calm.locator('.show-band') }).nth(1);
  await expect(calmBand.locator('.show-band__title')).toHaveText(titles[1]);
  await scrollBandUp(calm, calmBand, 400);
  // Long enough for a frame or two of movement, had there been any.
  await calm.waitForTimeout(300);
  expect(await coverOffset(calmBand)).toBe(6);
  await still.close();
});
