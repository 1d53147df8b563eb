import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signIn, signInForRequests, SITE } from './helpers';

/**
 * Issue 19's whole builder in one go: an owner makes a new, empty page in the pages panel, drags a dozen
 * and more kinds of blocks onto it from the toolbox, types a heading and a paragraph on the canvas, sets
 * blocks in the inspector (a colour, a link, an image from the media library, a video address, a label),
 * publishes, and the visitor page shows the same blocks, in the same order, with the same texts.
 */

const canvas = (page: Page) => page.frameLocator('[data-testid="canvas-frame"]');
const inspector = (page: Page) => page.getByRole('complementary', { name: 'Block settings' });
const TITLE = 'Spring Opening';
const SLUG = 'spring-opening';

/** The page is the spec's own: taken away again (and the site published) so later specs count the demo pages. */
test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await signInForRequests(page);
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  const pages = document.pages.filter((p: { slug: string }) => p.slug !== SLUG);
  if (pages.length !== document.pages.length) {
    expect((await page.request.put('/api/editor/document', { data: { document: { ...document, pages }, baseRevision: revision } })).ok()).toBe(true);
    expect((await page.request.post('/api/editor/publish')).ok()).toBe(true);
  }
  await page.close();
});

/**
 * Drags a kind from the toolbox to the end of the page or a container (into its middle while it is empty,
 * else onto the bottom of its last block: within 10 px of a canvas edge the drop goes to the parent, so after it)
 * and waits for the inspector to show the new block.
 */
async function drag(page: Page, target: Locator, type: string, label: string): Promise<Locator> {
  // A container's blocks sit in the element its renderer draws, one level down.
  const blocks = target.locator(':scope > .cb-block, :scope > * > .cb-block');
  const count = await blocks.count();
  const onto = count ? blocks.nth(count - 1) : target;
  await onto.scrollIntoViewIfNeeded();
  const box = (await onto.boundingBox())!;
  const y = count ? box.height - 4 : Math.min(box.height / 2, 60);
  await page.getByTestId(`toolbox-${type}`).dragTo(onto, { targetPosition: { x: box.width / 2, y } });
  await expect(blocks).toHaveCount(count + 1);
  await expect(blocks.nth(count)).toHaveAttribute('data-block-type', type);
  await expect(inspector(page).getByRole('heading', { level: 2 })).toHaveText(label);
  return blocks.nth(count);
}

/** Clicks into a just-dropped (so selected) text and types, then leaves it as visitors will see it. */
async function typeInto(page: Page, block: Locator, text: string, style?: 'heading2'): Promise<void> {
  await block.click();
  await expect(block.locator('[contenteditable="true"]')).toBeFocused();
  if (style) await canvas(page).getByRole('group', { name: 'Text formatting' }).getByLabel('Style').selectOption(style);
  await page.keyboard.type(text);
  await page.keyboard.press('Escape');
  await expect(block.locator('[contenteditable]')).toHaveCount(0);
}

/**
 * Each block at the top of a drawn page, as the renderer drew it (under the builder's wrapper, or the
 * style box a visitor page puts round a styled block): its kind, the renderer's first class, and its text.
 */
async function drawnBlocks(blocks: Locator): Promise<{ kind: string; text: string }[]> {
  return blocks.evaluateAll((els) =>
    els.map((el) => {
      const own = /^block-/.test(el.className) && !el.classList.contains('block-box');
      const drawn = own ? el : el.querySelector('[class^="block-"]:not(.block-box)');
      // Its words as read, without the code of its scripts (innerText would miss blocks the canvas leaves unpainted).
      const words: string[] = [];
      const walker = document.createTreeWalker(drawn ?? document.createElement('div'), NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.parentElement?.closest('script, style')) words.push(node.textContent ?? '');
      }
      return { kind: drawn?.classList[0] ?? '', text: words.join(' ').replace(/\s+/g, ' ').trim() };
    }),
  );
}

/** Kinds the builder draws as visitors see them (the others show hints or previews there). */
const DRAWN_ALIKE = new Set(['text', 'button', 'page-title', 'address', 'checkbox', 'not-found', 'close-button']);

test('an owner builds a new page from empty with thirteen kinds of blocks, publishes it, and visitors get the same page', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Pages', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pages' });
  await dialog.getByRole('button', { name: 'Add page' }).click();
  const pageSettings = dialog.getByRole('region', { name: 'Page settings' });
  await pageSettings.getByLabel('Title', { exact: true }).fill(TITLE);
  await expect(pageSettings.getByLabel('Address', { exact: true })).toHaveValue(SLUG);
  // Out of the menu, so the site's navigation stays as other specs know it while this page exists.
  await pageSettings.getByLabel('Show in the menu').uncheck();
  await pageSettings.getByRole('button', { name: 'Edit this page' }).click();
  await expect(dialog).toBeHidden();

  const root = canvas(page).locator('.cb-page-root');
  await expect(canvas(page).getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
  await expect(root.locator(':scope > .cb-block')).toHaveCount(0);
  const settings = inspector(page);

  const heading = await drag(page, root, 'text', 'Text');
  await typeInto(page, heading, 'Opening this spring', 'heading2');

  await drag(page, root, 'image', 'Image');
  await settings.getByRole('button', { name: 'Choose image' }).click();
  const library = page.getByRole('dialog', { name: 'Choose an image for the image block' });
  const name = `spring-wall-${Date.now()}.jpg`;
  const picture = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2e7d32' } }).jpeg().toBuffer();
  await library.getByLabel('Upload images').setInputFiles({ name, mimeType: 'image/jpeg', buffer: picture });
  await expect(library.getByRole('region', { name: 'Selected image' })).toContainText(name);
  await library.getByRole('button', { name: 'Use this image' }).click();
  await expect(library).toBeHidden();
  await settings.getByRole('textbox', { name: 'Alt text', exact: true }).fill('A green wall in the gallery');

  const paragraph = await drag(page, root, 'text', 'Text');
  await typeInto(page, paragraph, 'Paintings and prints from the harbour studios, every day from ten.');

  const button = await drag(page, root, 'button', 'Button');
  await settings.getByRole('textbox', { name: 'Text', exact: true }).fill('Book a visit');
  await settings.locator('summary', { hasText: /^Link$/ }).click();
  await settings.getByLabel('Goes to', { exact: true }).selectOption({ label: 'Another website' });
  await settings.getByLabel('Address', { exact: true }).fill('https://example.com/visit');
  await settings.locator('summary', { hasText: /^Colours$/ }).click();
  await settings.getByRole('group', { name: 'Button colour', exact: true }).getByLabel('Own colour').fill('#1f4e79');
  await expect(button.locator('.block-button__link')).toHaveCSS('background-color', 'rgb(31, 78, 121)');

  const video = await drag(page, root, 'video', 'Video');
  await settings.getByLabel('Video link', { exact: true }).fill('https://youtu.be/dQw4w9WgXcQ');
  await expect(video).toContainText('Video: www.youtube.com');

  await drag(page, root, 'embed', 'Embed');
  await settings.getByLabel('Address', { exact: true }).fill('https://example.com/opening-times');
  await settings.getByRole('textbox', { name: 'Title', exact: true }).fill('Opening times');

  await drag(page, root, 'accordion', 'Accordion');
  await settings.getByRole('textbox', { name: 'Heading', exact: true }).fill('How to find us');

  await drag(page, root, 'page-title', 'Page Title');
  await settings.getByLabel('Alignment', { exact: true }).selectOption({ label: 'Center' });
  await drag(page, root, 'address', 'Address');
  const fade = await drag(page, root, 'scroll-fade', 'Fade In On Scroll');
  await drag(page, fade, 'button', 'Button');
  await settings.getByRole('textbox', { name: 'Text', exact: true }).fill('Fades in as you scroll');
  await drag(page, root, 'checkbox', 'Checkbox');
  await settings.getByRole('textbox', { name: 'Label', exact: true }).fill('Tell me about the next opening');
  await drag(page, root, 'not-found', 'Not Found Message');
  await drag(page, root, 'close-button', 'Close Button');
  await drag(page, root, 'custom-html', 'Custom HTML');
  await settings.getByLabel('HTML', { exact: true }).fill('<p>Welcome from the harbour</p>');

  const placed = root.locator(':scope > .cb-block');
  const types = await placed.evaluateAll((els) => els.map((el) => el.getAttribute('data-block-type')));
  expect(types).toEqual(['text', 'image', 'text', 'button', 'video', 'embed', 'accordion', 'page-title', 'address', 'scroll-fade', 'checkbox', 'not-found', 'close-button', 'custom-html']);
  expect(new Set(types).size).toBe(13);
  const built = await drawnBlocks(placed);
  const chosen = await placed.nth(1).locator('img').getAttribute('src');
  const typed = await root.locator('.block-text').evaluateAll((els) => els.map((el) => el.innerHTML));

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const visitor = await page.context().newPage();
  await visitor.goto(`${SITE}/${SLUG}`);
  // The same kinds in the same order, and the same texts where the builder draws a block as visitors see it.
  const seen = await drawnBlocks(visitor.locator('.page-body > *'));
  expect(seen.map((b) => b.kind)).toEqual(built.map((b) => b.kind));
  expect(seen.filter((_, i) => DRAWN_ALIKE.has(types[i]!))).toEqual(built.filter((_, i) => DRAWN_ALIKE.has(types[i]!)));
  expect(seen.map((b) => b.text)).toEqual([
    'Opening this spring',
    '',
    'Paintings and prints from the harbour studios, every day from ten.',
    'Book a visit',
    '',
    '',
    'How to find us',
    TITLE,
    expect.stringContaining('Northlight Gallery'),
    'Fades in as you scroll',
    'Tell me about the next opening',
    'Page Not Found The page you are looking for could not be found. Please click here to return to the last page you were viewing.',
    '',
    '',
  ]);

  // What each block was given in the inspector and on the canvas.
  const body = visitor.locator('.page-body');
  expect(await body.locator('.block-text').evaluateAll((els) => els.map((el) => el.innerHTML))).toEqual(typed);
  await expect(body.getByRole('heading', { level: 2, name: 'Opening this spring' })).toBeVisible();
  const image = body.getByRole('img', { name: 'A green wall in the gallery' });
  await expect(image).toHaveAttribute('src', chosen!);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  const link = body.getByRole('link', { name: 'Book a visit' });
  await expect(link).toHaveAttribute('href', 'https://example.com/visit');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveCSS('background-color', 'rgb(31, 78, 121)');
  await expect(body.locator('.block-video iframe')).toHaveAttribute('src', 'https://www.youtube.com/embed/dQw4w9WgXcQ');
  await expect(body.getByTitle('Opening times')).toHaveAttribute('src', 'https://example.com/opening-times');
  await expect(body.locator('.block-scroll-fade').getByText('Fades in as you scroll')).toBeAttached();
  await expect(body.getByRole('button', { name: 'How to find us' })).toHaveAttribute('aria-expanded', 'false');
  await expect(body.locator('.block-page-title.text-align-center h1')).toHaveText(TITLE);
  await expect(body.getByRole('checkbox', { name: 'Tell me about the next opening' })).toBeEnabled();
  await expect(body.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(visitor.frameLocator('.block-custom-html iframe').getByText('Welcome from the harbour')).toBeVisible();

  const { violations } = await new AxeBuilder({ page: visitor }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
