import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { RepresentativeListResponse, RepresentativeRecord } from '../schema';
import { answeredCookieNotice, restorePageAfterAll, signIn, signInForRequests, SITE } from './helpers';

/**
 * The representatives list (spec §3: the representative cell, shown as 'Gallery Cell'): each
 * representative's picture with its company, address, phone and website, in every layout of the list,
 * described by its alt text and sized by a srcset from /img; and the owner choosing that picture in the
 * back office.
 */

restorePageAfterAll('contact');

test.beforeEach(async ({ page }) => {
  await answeredCookieNotice(page);
  await page.setViewportSize({ width: 1280, height: 900 });
});

/** The contact page's representatives list with all five layouts as tabs, the grid first, published. */
async function everyLayoutOnContact(page: Page): Promise<void> {
  await signInForRequests(page);
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  const pages = document.pages.map((p: { slug: string; blocks: Array<{ type: string; config: object }> }) =>
    p.slug === 'contact'
      ? { ...p, blocks: p.blocks.map((b) => (b.type === 'representatives-list' ? { ...b, config: { ...b.config, layouts: ['grid', 'slideshow', 'waterfall', 'masonry', 'list'], layout: 'grid' } } : b)) }
      : p,
  );
  expect((await page.request.put('/api/editor/document', { data: { document: { ...document, pages }, baseRevision: revision } })).ok()).toBe(true);
  expect((await page.request.post('/api/editor/publish')).ok()).toBe(true);
}

/** A cell's picture as the visitor's browser has it: described, from a srcset of /img widths, loaded. */
async function expectPicture(cell: Locator, alt: string, id: number): Promise<void> {
  const img = cell.locator('img');
  await expect(img).toHaveAttribute('alt', alt);
  await expect(img).toHaveAttribute('srcset', new RegExp(`^/img/w_320/${id}\\.jpg 320w(, /img/w_\\d+/${id}\\.jpg \\d+w)+$`));
  await expect(img).toHaveAttribute('sizes', /\S/);
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
}

test('a visitor sees each representative’s picture in its Gallery Cell, in every layout of the list', async ({ page }) => {
  const { representatives } = (await (await page.request.get('/api/representatives?sub=demo&limit=30')).json()) as RepresentativeListResponse;
  const pictured = representatives.filter((r) => r.image);
  expect(pictured.length).toBeGreaterThanOrEqual(3);
  await everyLayoutOnContact(page);

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.goto(`${SITE}/contact`);
  const list = page.locator('.block-content-list--representatives');
  const cellOf = (company: string) => list.locator('.gallery-cell', { has: page.getByRole('heading', { name: company, exact: true }) });

  for (const layout of ['Grid', 'Waterfall', 'Horizontal Masonry', 'List']) {
    await list.getByRole('tab', { name: layout }).click();
    await expect(list.getByRole('tab', { name: layout })).toHaveAttribute('aria-selected', 'true');
    for (const r of pictured) await expectPicture(cellOf(r.company), r.image!.imageAlt, r.image!.id);
    // The picture stands over the company's name, or beside it in a list's row.
    const first = cellOf(pictured[0].company);
    const picture = (await first.locator('img').boundingBox())!;
    const name = (await first.getByRole('heading').boundingBox())!;
    if (layout === 'List') expect(name.x).toBeGreaterThan(picture.x + picture.width);
    else expect(name.y).toBeGreaterThanOrEqual(picture.y + picture.height);
  }

  // The slideshow: one representative a slide, its picture too.
  await list.getByRole('tab', { name: 'Slideshow' }).click();
  const slides = list.getByRole('region');
  await expectPicture(slides.getByRole('group', { name: `1 of ${representatives.length}` }), pictured[0].image!.imageAlt, pictured[0].image!.id);
  await slides.getByRole('button', { name: 'Next' }).click();
  await expect(slides.getByRole('group', { name: `2 of ${representatives.length}` }).getByRole('heading')).toHaveText(representatives[1].company);

  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(errors).toEqual([]);
});

test('an owner gives a representative a picture from the media library, and visitors see it on the contact page', async ({ page }) => {
  await signIn(page);
  const company = `Picture Gallery ${Date.now().toString(36)}`;
  await page.goto('/editor#/content/representatives');
  await page.getByRole('link', { name: 'New representative' }).click();
  await page.getByLabel('Company').fill(company);
  await page.getByRole('button', { name: 'Choose picture' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose an image for the picture' });
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#5a6e3a' } }).jpeg().toBuffer();
  await dialog.getByLabel('Upload images').setInputFiles({ name: 'rooms.jpg', mimeType: 'image/jpeg', buffer });
  const details = dialog.getByRole('region', { name: 'Selected image' });
  await expect(details).toContainText('rooms.jpg');
  await details.getByLabel('Alt text').fill(`The front room of ${company}`);
  await details.getByLabel('Caption').click();
  await expect(details.getByRole('status')).toHaveText('Saved');
  await dialog.getByRole('button', { name: 'Use this image' }).click();
  await expect(page.getByRole('group', { name: 'Picture' }).getByRole('img', { name: `The front room of ${company}` })).toBeVisible();
  await page.getByRole('button', { name: 'Create representative' }).click();
  await expect(page).toHaveURL(/#\/content\/representatives\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);
  const stored = (await (await page.request.get(`/api/owner/representatives/${id}`)).json()) as RepresentativeRecord;
  expect(stored.image?.alt).toBe(`The front room of ${company}`);
  // The list of representatives shows the picture beside the name.
  await page.goto('/editor#/content/representatives');
  const row = page.getByRole('list', { name: 'Representatives, in the order visitors see them' }).getByRole('listitem').filter({ hasText: company });
  await expect(row.locator('img.ed-admin-thumb')).toHaveAttribute('src', new RegExp(`/${stored.image!.id}\\.jpg$`));
  await expect.poll(() => row.locator('img.ed-admin-thumb').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  const visitor = await page.context().newPage();
  await visitor.goto(`${SITE}/contact`);
  const cell = visitor.locator('.gallery-cell', { has: visitor.getByRole('heading', { name: company, exact: true }) });
  await expectPicture(cell, `The front room of ${company}`, stored.image!.id);
  await visitor.close();
  expect((await page.request.delete(`/api/owner/representatives/${id}`)).ok()).toBe(true);
});
