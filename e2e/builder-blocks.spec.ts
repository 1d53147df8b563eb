import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { bandScroll, parallaxOffset } from '../renderer/blocks/Parallax/offset';
import { signIn, signInForRequests, SITE } from './helpers';

/**
 * The block kinds issue 19 adds: dragged from the toolbox onto an empty page, set in the inspector that
 * the catalogue generates, published, and seen by visitors as the server renders them.
 */

const canvas = (page: Page) => page.frameLocator('[data-testid="canvas-frame"]');
const inspector = (page: Page) => page.getByRole('complementary', { name: 'Block settings' });
const SLUG = 'blocks-e2e';
const TITLE = 'Block Kinds';

let siteBefore: unknown;

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInForRequests(page);
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  siteBefore = document.site;
  const pages = [...document.pages.filter((p: { slug: string }) => p.slug !== SLUG), { pageId: 'blocks-e2e', title: TITLE, slug: SLUG, type: 0, showInNavigation: false, isTitleVisible: true, blocks: [] }];
  const site = { ...document.site, social: { ...document.site.social, instagram: 'https://instagram.com/harbour-gallery' } };
  const saved = await page.request.put('/api/editor/document', { data: { document: { ...document, pages, site }, baseRevision: revision } });
  expect(saved.ok()).toBe(true);
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInForRequests(page);
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  const pages = document.pages.filter((p: { slug: string }) => p.slug !== SLUG);
  expect((await page.request.put('/api/editor/document', { data: { document: { ...document, pages, site: siteBefore }, baseRevision: revision } })).ok()).toBe(true);
  expect((await page.request.post('/api/editor/publish')).ok()).toBe(true);
  await page.close();
});

async function openBlocksPage(page: Page): Promise<Locator> {
  await signIn(page);
  const root = canvas(page).locator('.cb-page-root');
  await expect(root).toBeVisible();
  const picker = page.getByLabel('Page', { exact: true });
  await picker.selectOption({ label: TITLE });
  await expect(picker).toHaveValue('blocks-e2e');
  // The canvas shows this page once it holds as many blocks as the saved page has.
  const { document } = await (await page.request.get('/api/editor/document')).json();
  const saved = document.pages.find((p: { slug: string }) => p.slug === SLUG).blocks.length;
  await expect(root.locator(':scope > .cb-block')).toHaveCount(saved);
  return root;
}

/**
 * Drags a kind from the toolbox to the end of a canvas (into its middle while it is empty, else onto the
 * lower half of its last block) and waits for the inspector to show it.
 */
async function drag(page: Page, type: string, target: Locator, label: string): Promise<Locator> {
  const before = await target.locator(`[data-block-type="${type}"]`).count();
  const children = target.locator(':scope > .cb-block, :scope > * > .cb-block');
  const count = await children.count();
  const onto = count ? children.nth(count - 1) : target;
  await onto.scrollIntoViewIfNeeded();
  const box = (await onto.boundingBox())!;
  // Within 10 px of a canvas block's edge the drop goes to its parent: after it, not into it.
  const y = count ? box.height - 4 : Math.min(box.height / 2, 60);
  const dropped = target.locator(`[data-block-type="${type}"]`);
  await page.getByTestId(`toolbox-${type}`).dragTo(onto, { targetPosition: { x: box.width / 2, y } });
  // On a loaded 2-core machine Playwright's synthetic drag over the scaled canvas now and then ends
  // before Craft has seen the pointer over the target (the drop lands nowhere; seen 2 times in ~40
  // runs of this file). Try once more from where the page stands then; a second miss fails.
  if (!(await expect(dropped).toHaveCount(before + 1, { timeout: 3_000 }).then(() => true, () => false))) {
    await onto.scrollIntoViewIfNeeded();
    const again = (await onto.boundingBox())!;
    await page.getByTestId(`toolbox-${type}`).dragTo(onto, { targetPosition: { x: again.width / 2, y: count ? again.height - 4 : Math.min(again.height / 2, 60) } });
  }
  await expect(dropped).toHaveCount(before + 1);
  await expect(inspector(page).getByRole('heading', { level: 2 })).toHaveText(label);
  // A drop is announced in the status line, as a keyboard insert is.
  await expect(page.locator('.ed-save-status[role="status"]')).toHaveText(`${label} added.`);
  return target.locator(`[data-block-type="${type}"]`).nth(before);
}

test('an owner drags new kinds onto a page, sets them in the inspector, publishes, and visitors get them', async ({ page }) => {
  const root = await openBlocksPage(page);
  const settings = inspector(page);

  const video = await drag(page, 'video', root, 'Video');
  await expect(video).toContainText("Paste a YouTube or Vimeo link in the block settings.");
  await settings.getByLabel('Video link', { exact: true }).fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
  await settings.getByText('Play by itself (muted)').click();
  await expect(video).toContainText('Video: www.youtube.com');

  const button = await drag(page, 'button', root, 'Button');
  await settings.getByRole('textbox', { name: 'Text', exact: true }).fill('Visit the gallery');
  await settings.locator('summary', { hasText: /^Link$/ }).click();
  await settings.getByLabel('Goes to', { exact: true }).selectOption({ label: 'Another website' });
  await settings.getByLabel('Address', { exact: true }).fill('https://example.com/visit');
  await settings.locator('summary', { hasText: /^Colours$/ }).click();
  await settings.getByRole('group', { name: 'Button colour on hover: the site’s colours' }).getByRole('button', { name: 'Headings', exact: true }).click();
  await expect(button.getByText('Visit the gallery')).toBeVisible();
  // The common layout group: half the page wide, drawn on the canvas as for visitors.
  await settings.locator('summary', { hasText: /^Layout$/ }).click();
  await settings.getByLabel('Width unit', { exact: true }).selectOption('%');
  await settings.getByLabel('Width', { exact: true }).fill('50');
  await expect(button).toHaveCSS('width', `${Math.round((await root.evaluate((el) => el.clientWidth - parseFloat(getComputedStyle(el).paddingLeft) - parseFloat(getComputedStyle(el).paddingRight))) / 2)}px`);

  const accordion = await drag(page, 'accordion', root, 'Accordion');
  await settings.getByRole('textbox', { name: 'Heading', exact: true }).fill('Visiting hours');
  const inAccordion = accordion.locator('.block-accordion__content');
  await drag(page, 'button', inAccordion, 'Button');
  await settings.getByRole('textbox', { name: 'Text', exact: true }).fill('Open every day');
  await accordion.locator('.block-accordion__toggle').click();
  await settings.getByLabel('In the builder', { exact: true }).selectOption({ label: 'Closed' });
  await expect(accordion.locator('.block-accordion__toggle')).toHaveAttribute('aria-expanded', 'false');
  await settings.getByLabel('In the builder', { exact: true }).selectOption({ label: 'Open' });

  const tabs = await drag(page, 'tabs', root, 'Tabs');
  await expect(tabs).toContainText("You haven't added any tabs yet. Once you do, you'll see them here.");
  await settings.getByRole('button', { name: 'Add tab' }).click();
  await settings.getByRole('button', { name: 'Add tab' }).click();
  await expect(page.locator('.ed-save-status[role="status"]')).toHaveText('Tab 2 added.');
  await expect(tabs).toContainText("You haven't added any tabs with content yet. Once you do, you'll see them here.");
  await settings.getByLabel('Tab 1 name', { exact: true }).fill('Our Story');
  await settings.getByLabel('Tab 2 name', { exact: true }).fill('Press');
  // The tabs editor reorders by keyboard on its drag handle: Space, an arrow, Space.
  const handle = settings.getByRole('button', { name: 'Move tab Press', exact: true });
  const announced = page.locator('[id^="DndLiveRegion"]');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowUp');
  await expect(announced).toContainText('was moved over droppable area');
  await page.keyboard.press('Space');
  await expect(announced).toContainText('was dropped over droppable area');
  await expect(settings.getByLabel('Tab 1 name', { exact: true })).toHaveValue('Press');
  await expect(tabs.locator('.block-tab__name')).toHaveText(['Press', 'Our Story']);
  // The tabs editor with its rows (names, drag handles, remove buttons) passes axe.
  await expectNoAxeViolations(page, 'the tabs editor', (axe) => axe.include('.ed-builder-side--right'));
  await expect(page.locator('.ed-save-status[role="status"]')).toHaveText('Press moved to place 1 of 2.');
  const storyTab = tabs.locator('[data-block-type="tab"]').nth(1);
  await drag(page, 'button', storyTab, 'Button');
  await settings.getByRole('textbox', { name: 'Text', exact: true }).fill('Read our story');
  await expect(tabs.getByText("You haven't added any tabs with content yet.")).toBeHidden();

  await drag(page, 'social-icons', root, 'Social Icons');
  await settings.getByRole('checkbox', { name: 'Instagram' }).check();
  await expect(root.locator('[data-block-type="social-icons"] a[aria-label="Instagram"]')).toBeVisible();

  const gallery = await drag(page, 'image-gallery', root, 'Image Gallery');
  await expect(gallery).toContainText("This image gallery doesn't have any images yet...");

  const html = await drag(page, 'custom-html', root, 'Custom HTML');
  await settings.getByLabel('HTML', { exact: true }).fill('<p>Hello from the owner</p>');
  await expect(html).toContainText('This block contains embedded scripts and may not render correctly in the builder. Save and preview your site to verify the script behavior.');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const visitor = await page.context().newPage();
  await visitor.goto(`${SITE}/${SLUG}`);
  await expect(visitor.locator('.block-video iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ?autoplay=1&mute=1');
  await expect(visitor.locator('.block-video iframe')).toHaveAttribute('width', '560');
  const link = visitor.getByRole('link', { name: 'Visit the gallery' });
  await expect(link).toHaveAttribute('href', 'https://example.com/visit');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveCSS('min-height', '40px');
  await expect(visitor.locator('.block-box', { has: link })).toHaveAttribute('style', /width:\s*50%/);
  // Its hover colour is the site's heading colour slot, followed as the theme sets it.
  const headingColour = await visitor.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'var(--body-heading)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
  await link.hover();
  await expect(link).toHaveCSS('background-color', headingColour);

  // The accordion opens on a click, and closes again.
  const toggle = visitor.getByRole('button', { name: 'Visiting hours' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(visitor.getByRole('link', { name: 'Open every day' }).or(visitor.getByText('Open every day'))).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(visitor.getByText('Open every day')).toBeVisible();
  // The panel grows for 900 ms and moves the tabs below it. A click on a tab while it still moved once
  // wrote no anchor (its trace: 'element is not stable' three times, the click 870 ms after the toggle's):
  // the panel's height is left to follow its content once the transition ends, and then nothing moves.
  await expect(visitor.locator('.block-accordion__panel')).toHaveAttribute('style', /height: auto/);

  // Only the tab with blocks is a tab; choosing it writes its anchor to the address.
  const tablist = visitor.getByRole('tablist');
  await expect(tablist.getByRole('tab')).toHaveText(['Our Story']);
  await expect(visitor.getByRole('tabpanel')).toContainText('Read our story');
  await tablist.getByRole('tab', { name: 'Our Story' }).click();
  await expect(visitor).toHaveURL(/#ourstory$/);

  const { violations } = await new AxeBuilder({ page: visitor }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await expect(visitor.locator('.block-social').getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/harbour-gallery');
  // 26 px icons, 14 px apart (§9).
  await expect(visitor.locator('.block-social').first()).toHaveCSS('column-gap', '14px');
  const icon = (await visitor.locator('.block-social').getByRole('link', { name: 'Instagram' }).locator('svg').boundingBox())!;
  expect([icon.width, icon.height]).toEqual([26, 26]);
  await expect(visitor.locator('.block-gallery')).toHaveCount(0);
  await expect(visitor.frameLocator('.block-custom-html iframe').getByText('Hello from the owner')).toBeVisible();
  await expect(visitor.locator('.block-custom-html iframe')).toHaveAttribute('sandbox', /allow-scripts/);
  expect(await visitor.locator('.block-custom-html iframe').getAttribute('sandbox')).not.toContain('allow-same-origin');
});

test('an image gallery takes pictures from the media library, in the owner’s order, and visitors walk them in its lightbox', async ({ page }) => {
  const root = await openBlocksPage(page);
  const settings = inspector(page);
  const gallery = await drag(page, 'image-gallery', root, 'Image Gallery');
  const stamp = Date.now();
  for (const [name, colour] of [
    [`north-room-${stamp}.jpg`, '#1e5a8a'],
    [`south-room-${stamp}.jpg`, '#8a3b1e'],
  ]) {
    await settings.getByRole('button', { name: 'Add image' }).click();
    const library = page.getByRole('dialog', { name: 'Choose an image for the image gallery' });
    const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: colour } }).jpeg().toBuffer();
    await library.getByLabel('Upload images').setInputFiles({ name, mimeType: 'image/jpeg', buffer: picture });
    await expect(library.getByRole('region', { name: 'Selected image' })).toContainText(name);
    await library.getByRole('button', { name: 'Use this image' }).click();
    await expect(library).toBeHidden();
  }
  await settings.getByLabel('Image 1 alt text').fill('The north room');
  await settings.getByLabel('Image 2 alt text').fill('The south room');
  await expect(gallery.locator('.block-gallery__grid img')).toHaveCount(2);
  await settings.getByRole('button', { name: 'Move image 2 up' }).click();
  await expect(settings.getByLabel('Image 1 alt text')).toHaveValue('The south room');
  await expect.poll(() => gallery.locator('.block-gallery__grid img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt')))).toEqual(['The south room', 'The north room']);
  // The inspector with its list of pictures passes axe.
  await expectNoAxeViolations(page, 'the gallery’s pictures', (axe) => axe.include('.ed-builder-side--right'));

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const visitor = await page.context().newPage();
  await visitor.goto(`${SITE}/${SLUG}`);
  const lightbox = visitor.locator('.block-gallery__dialog');
  const large = lightbox.locator('img');
  const north = visitor.getByRole('link', { name: 'Open The north room' });
  await expect(lightbox).toBeHidden();
  await north.click();
  await expect(lightbox).toBeVisible();
  await expect(lightbox.locator('.block-gallery__caption')).toHaveText('Image 2');
  await expect(large).toHaveAttribute('alt', 'The north room');
  await expect(large).toHaveAttribute('src', /\/img\/w_1920\//);
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
  // The arrows walk on and wrap round; Escape closes and gives the focus back to the picture shown last.
  await visitor.keyboard.press('ArrowRight');
  await expect(large).toHaveAttribute('alt', 'The south room');
  await expect(lightbox.locator('.block-gallery__caption')).toHaveText('Image 1');
  await lightbox.getByRole('button', { name: 'Previous' }).click();
  await expect(large).toHaveAttribute('alt', 'The north room');
  await lightbox.getByRole('button', { name: 'Next' }).click();
  await expect(large).toHaveAttribute('alt', 'The south room');
  const { violations } = await new AxeBuilder({ page: visitor }).include('.block-gallery').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await visitor.keyboard.press('Escape');
  await expect(lightbox).toBeHidden();
  await expect(visitor.getByRole('link', { name: 'Open The south room' })).toBeFocused();
  // Close does the same, by keyboard.
  await north.press('Enter');
  await expect(lightbox).toBeVisible();
  await lightbox.getByRole('button', { name: 'Close' }).click();
  await expect(lightbox).toBeHidden();
  await expect(north).toBeFocused();
  await visitor.close();
});

test('the other new kinds, each dragged in and set in the inspector, reach the visitor page', async ({ page }) => {
  const root = await openBlocksPage(page);
  const settings = inspector(page);

  await drag(page, 'embed', root, 'Embed');
  await settings.getByLabel('Address', { exact: true }).fill('not an address');
  await expect(settings.getByText('Enter a full web address, starting with https://.')).toBeVisible();
  await settings.getByLabel('Address', { exact: true }).fill('https://example.com/embedded');
  await settings.getByRole('textbox', { name: 'Title', exact: true }).fill('Opening times widget');

  const slider = await drag(page, 'slider', root, 'Slider');
  await drag(page, 'button', slider.locator('.block-slider__track'), 'Button');
  await settings.getByRole('textbox', { name: 'Text', exact: true }).fill('Slide one');
  await slider.click({ position: { x: 4, y: 4 } });
  await expect(settings.getByRole('heading', { level: 2 })).toHaveText('Slider');
  await settings.getByLabel('Blocks shown at once', { exact: true }).selectOption('2');

  const slideshow = await drag(page, 'slideshow', root, 'Slideshow');
  await settings.getByLabel('Transition', { exact: true }).selectOption({ label: 'Fade in' });
  await drag(page, 'button', slideshow, 'Button');
  await settings.getByRole('textbox', { name: 'Text', exact: true }).fill('First slide');

  const fade = await drag(page, 'scroll-fade', root, 'Fade In On Scroll');
  await drag(page, 'button', fade, 'Button');
  await settings.getByRole('textbox', { name: 'Text', exact: true }).fill('Fades in');

  const parallax = await drag(page, 'parallax', root, 'Parallax');
  await drag(page, 'button', parallax, 'Button');
  await settings.getByRole('textbox', { name: 'Text', exact: true }).fill('Over the picture');

  await drag(page, 'page-title', root, 'Page Title');
  await settings.getByLabel('Alignment', { exact: true }).selectOption({ label: 'Center' });
  await drag(page, 'page-header', root, 'Page Header');
  await drag(page, 'address', root, 'Address');
  await drag(page, 'hours', root, 'Hours');
  await drag(page, 'social-links', root, 'Social Links');
  await settings.getByRole('checkbox', { name: 'Instagram' }).check();
  await drag(page, 'not-found', root, 'Not Found Message');
  await drag(page, 'close-button', root, 'Close Button');
  await drag(page, 'checkbox', root, 'Checkbox');
  await settings.getByRole('textbox', { name: 'Label', exact: true }).fill('Send me the newsletter');

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const visitor = await page.context().newPage();
  await visitor.goto(`${SITE}/${SLUG}`);
  await expect(visitor.getByTitle('Opening times widget')).toHaveAttribute('src', 'https://example.com/embedded');
  await expect(visitor.locator('.block-slider')).toHaveAttribute('style', /--slider-items:2/);
  await expect(visitor.locator('.block-slider').getByText('Slide one')).toBeVisible();
  await expect(visitor.locator('.block-slideshow--fadeIn').getByText('First slide')).toBeVisible();
  await expect(visitor.locator('.block-scroll-fade').getByText('Fades in')).toBeAttached();
  await expect(visitor.locator('.block-parallax').getByText('Over the picture')).toBeVisible();
  await expect(visitor.locator('.block-page-title.text-align-center h1')).toHaveText(TITLE);
  await expect(visitor.locator('.block-page-header h1')).toHaveText(TITLE);
  await expect(visitor.locator('.block-social--links').getByRole('link', { name: 'Instagram' })).toBeVisible();
  await expect(visitor.locator('.block-not-found')).toContainText('The page you are looking for could not be found.');
  await expect(visitor.getByRole('checkbox', { name: 'Send me the newsletter' })).toBeEnabled();

  // The parallax picture moves as the page scrolls, by the rule of offset.ts, from 6% when it comes into view.
  const parallaxBlock = visitor.locator('.block-parallax');
  const placed = async () => {
    const { top, scrollY, height, position } = await parallaxBlock.evaluate((el) => ({
      top: el.getBoundingClientRect().top + window.scrollY,
      scrollY: window.scrollY,
      height: window.innerHeight,
      position: (el as HTMLElement).style.backgroundPositionY,
    }));
    return { expected: parallaxOffset(bandScroll(scrollY, top, height)), position: parseFloat(position) };
  };
  const top = await parallaxBlock.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const height = await visitor.evaluate(() => window.innerHeight);
  for (const y of [Math.max(0, top - height), Math.max(0, top - height) + 250]) {
    await visitor.evaluate((to) => window.scrollTo(0, to), y);
    // The style keeps a few decimals fewer than the sum.
    await expect.poll(async () => { const p = await placed(); return Math.abs(p.position - p.expected) < 0.01; }).toBe(true);
  }
  expect((await placed()).position).toBeGreaterThan(14);

  // The close button, on a page of its own, goes back to the page before.
  await visitor.goto(`${SITE}/`);
  await visitor.goto(`${SITE}/${SLUG}`);
  await visitor.getByRole('button', { name: 'Close' }).click();
  await expect(visitor).toHaveURL(`${SITE}/`);
});

test('a map is set in the inspector, and Leaflet is loaded only on a page that has one', async ({ page }) => {
  const root = await openBlocksPage(page);
  const map = await drag(page, 'map', root, 'Map');
  const settings = inspector(page);
  await settings.getByLabel('Latitude', { exact: true }).fill('51.5081');
  await settings.getByLabel('Longitude', { exact: true }).fill('-0.0759');
  await settings.getByRole('textbox', { name: 'Marker label', exact: true }).fill('Our gallery');
  await expect(settings.getByLabel('Zoom', { exact: true })).toHaveValue('12');
  await expect(map).toContainText('Map of Our gallery, zoom 12');
  // The gallery's own tile server: a wrong address is named, a right one kept.
  const tiles = settings.getByLabel('Map tiles', { exact: true });
  await tiles.fill('https://tiles.example/map.png');
  await expect(settings.getByText('Enter a tile address with {z}, {x} and {y}, starting with https://.')).toBeVisible();
  await tiles.fill('https://tiles.example/{z}/{x}/{y}.png');
  await expect(settings.getByText('Enter a tile address with {z}, {x} and {y}, starting with https://.')).toHaveCount(0);
  await settings.getByLabel('Tiles credit', { exact: true }).fill('Harbour Tiles');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const visitor = await page.context().newPage();
  const scripts: string[] = [];
  visitor.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  // The tiles come from the owner's server (answered here: there is no network), at zoom 12.
  const tileRequests: string[] = [];
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#d8e4ec' } }).png().toBuffer();
  await visitor.route('https://tiles.example/**', (route) => {
    tileRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'image/png', body: tile });
  });
  await visitor.goto(`${SITE}/`);
  await expect(visitor.locator('main')).toBeVisible();
  await visitor.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /leaflet/i.test(url))).toEqual([]);

  await visitor.goto(`${SITE}/${SLUG}`);
  await expect(visitor.locator('.block-map .leaflet-container')).toBeVisible();
  await expect(visitor.locator('.block-map__canvas')).toHaveAttribute('data-ready', '');
  await expect(visitor.getByRole('link', { name: 'View Our gallery on OpenStreetMap' })).toHaveAttribute('href', /mlat=51\.5081&mlon=-0\.0759#map=12\//);
  expect(scripts.filter((url) => /leaflet/i.test(url)).length).toBeGreaterThan(0);
  await expect.poll(() => tileRequests.length).toBeGreaterThan(0);
  expect(tileRequests.every((url) => /^https:\/\/tiles\.example\/12\/\d+\/\d+\.png$/.test(url))).toBe(true);
  await expect(visitor.locator('.block-map')).toContainText('Harbour Tiles');
});

test('a custom HTML block cannot read the site’s cookies, its storage or the page around it', async ({ page }) => {
  const root = await openBlocksPage(page);
  await page.getByTestId('toolbox-custom-html').focus();
  await page.keyboard.press('Enter');
  await expect(inspector(page).getByRole('heading', { level: 2 })).toHaveText('Custom HTML');
  const probe = [
    '<p id="out">running</p><script>',
    'var r=[];',
    "try{r.push('cookie:'+document.cookie)}catch(e){r.push('cookie blocked')}",
    "try{r.push('storage:'+localStorage.length)}catch(e){r.push('storage blocked')}",
    "try{r.push('parent:'+parent.document.title)}catch(e){r.push('parent blocked')}",
    "document.getElementById('out').textContent=r.join(' | ');",
    '</script>',
  ].join('');
  await inspector(page).getByLabel('HTML', { exact: true }).fill(probe);
  await expect(root.locator('[data-block-type="custom-html"]').last()).toContainText('This block contains embedded scripts');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const visitor = await page.context().newPage();
  await visitor.goto(`${SITE}/${SLUG}`);
  await visitor.evaluate(() => {
    document.cookie = 'visitor_secret=42; path=/';
  });
  await visitor.reload();
  expect(await visitor.evaluate(() => document.cookie)).toContain('visitor_secret=42');
  const frame = visitor.frameLocator('.block-custom-html iframe').last();
  await expect(frame.locator('#out')).toHaveText('cookie blocked | storage blocked | parent blocked');
});

test('the builder is accessible with the inspector of each new kind open', async ({ page }) => {
  // An axe run per kind: 2.6 min of its 3 on a slow CI machine, so it has 5.
  test.setTimeout(300_000);
  await openBlocksPage(page);
  const kinds = [
    ['video', 'Video'],
    ['embed', 'Embed'],
    ['map', 'Map'],
    ['custom-html', 'Custom HTML'],
    ['image-gallery', 'Image Gallery'],
    ['button', 'Button'],
    ['accordion', 'Accordion'],
    ['tabs', 'Tabs'],
    ['slider', 'Slider'],
    ['slideshow', 'Slideshow'],
    ['parallax', 'Parallax'],
    ['scroll-fade', 'Fade In On Scroll'],
    ['page-header', 'Page Header'],
    ['page-title', 'Page Title'],
    ['address', 'Address'],
    ['hours', 'Hours'],
    ['social-icons', 'Social Icons'],
    ['social-links', 'Social Links'],
    ['not-found', 'Not Found Message'],
    ['close-button', 'Close Button'],
    ['checkbox', 'Checkbox'],
  ] as const;
  for (const [type, label] of kinds) {
    // Added at the top level of the page (Enter on the toolbox inserts after the selected block).
    await canvas(page).locator('.cb-page-root').click({ position: { x: 4, y: 4 } });
    await page.getByTestId(`toolbox-${type}`).focus();
    await page.keyboard.press('Enter');
    await expect(inspector(page).getByRole('heading', { level: 2 })).toHaveText(label);
    // Every group of the inspector open, so its controls are checked too.
    for (const summary of await inspector(page).locator('summary').all()) await summary.click();
    // What the kind brings: its inspector, and the block as the canvas draws it (scrolled to, so laid out).
    const block = canvas(page).locator('[data-block-id][data-selected="true"]');
    await block.scrollIntoViewIfNeeded();
    const id = (await block.getAttribute('data-block-id'))!;
    await expectNoAxeViolations(page, label, (axe) => axe.include('.ed-builder-side--right').include(['[data-testid="canvas-frame"]', `[data-block-id="${id}"]`]));
  }
  // And the whole builder once, with every kind on the page and the last one's inspector open.
  await expectNoAxeViolations(page, 'the builder', (axe) => axe.include('.ed-builder'));
});

async function expectNoAxeViolations(page: Page, what: string, within: (axe: AxeBuilder) => AxeBuilder): Promise<void> {
  const { violations } = await within(new AxeBuilder({ page })).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${what}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the toolbox finds a kind by any words of its name, and says so when none matches', async ({ page }) => {
  await signIn(page);
  const search = page.getByLabel('Find a block', { exact: true });
  await search.fill('fade scroll');
  await expect(page.locator('.ed-toolbox-item')).toHaveText(['Fade In On Scroll']);
  await search.fill('zzz');
  await expect(page.locator('.ed-toolbox')).toContainText('No block matches “zzz”.');
  await search.fill('');
  await expect(page.getByRole('heading', { name: 'Layout', level: 3 })).toBeVisible();
});
