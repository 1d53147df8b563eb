import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { MediaText } from '../schema';
import { signIn, SITE } from './helpers';

/** A small picture of one colour, as a JPEG or PNG file for the file chooser or a drop. */
async function picture(color: string, format: 'jpeg' | 'png'): Promise<Buffer> {
  const image = sharp({ create: { width: 320, height: 200, channels: 3, background: color } });
  return format === 'jpeg' ? image.jpeg().toBuffer() : image.png().toBuffer();
}

/** Drops files onto an element as the operating system would after a drag from the desktop. */
async function dropFiles(page: Page, selector: string, files: { name: string; type: string; data: Buffer }[]) {
  const transfer = await page.evaluateHandle((list) => {
    const dt = new DataTransfer();
    for (const f of list) dt.items.add(new File([Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0))], f.name, { type: f.type }));
    return dt;
  }, files.map((f) => ({ name: f.name, type: f.type, base64: f.data.toString('base64') })));
  await page.dispatchEvent(selector, 'dragover', { dataTransfer: transfer });
  await page.dispatchEvent(selector, 'drop', { dataTransfer: transfer });
}

test('an owner uploads images, puts one in an image block, publishes, and visitors see it through /img', async ({ page }) => {
  await signIn(page);
  const frame = page.frameLocator('[data-testid="canvas-frame"]');
  const emptyBefore = await frame.locator('.block-image--empty').count();
  await page.getByTestId('toolbox-image').click();
  await expect(frame.locator('.block-image--empty')).toHaveCount(emptyBefore + 1);

  // "Click to choose an image" opens the library for that block.
  await frame.getByText('Click to choose an image').last().click();
  const dialog = page.getByRole('dialog', { name: 'Choose an image for the image block' });
  await expect(dialog).toBeVisible();

  // Picked from disk: it uploads, shows, and is selected.
  const name = `gallery-wall-${Date.now()}.jpg`;
  await dialog.getByLabel('Upload images').setInputFiles({ name, mimeType: 'image/jpeg', buffer: await picture('#b03a2e', 'jpeg') });
  const details = dialog.getByRole('region', { name: 'Selected image' });
  await expect(details).toContainText(name);
  await expect(details).toContainText('320 × 200 px');
  await details.getByLabel('Alt text').fill('A red wall in the gallery');
  await details.getByLabel('Caption').click(); // leaving the field saves it
  await expect(details.getByRole('status')).toHaveText('Saved');

  // Something the library does not take is refused with the reason, and nothing is added.
  await dialog.getByLabel('Upload images').setInputFiles({ name: 'price-list.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(dialog.getByRole('alert')).toHaveText(MediaText.unsupported);

  await dialog.getByRole('button', { name: 'Use this image' }).click();
  await expect(dialog).toBeHidden();
  const placed = frame.locator('[data-block-type="image"] img[src*="/img/"]').last();
  await expect(placed).toHaveAttribute('alt', 'A red wall in the gallery');
  const src = (await placed.getAttribute('src'))!;
  const id = /\/img\/[^/]+\/(\d+)\.jpg$/.exec(src)?.[1];
  expect(id).toBeTruthy();
  await expect.poll(() => placed.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // Dragged in from the desktop, through the library opened from the top bar.
  await page.getByRole('button', { name: 'Media', exact: true }).click();
  const library = page.getByRole('dialog', { name: 'Media library' });
  const dropped = `studio-${Date.now()}.png`;
  await dropFiles(page, '.ed-media-inner', [{ name: dropped, type: 'image/png', data: await picture('#1f4e79', 'png') }]);
  await expect(library.getByRole('region', { name: 'Selected image' })).toContainText(dropped);
  await library.getByLabel('Search images').fill(dropped.replace('.png', ''));
  await expect(library.getByRole('list', { name: 'Images' }).getByRole('button')).toHaveCount(1);
  await library.getByRole('button', { name: 'Close the media library' }).click();
  await expect(library).toBeHidden();

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').first()).toContainText('Published');

  // The visitor's page shows the picture through /img, at the sizes of its srcset.
  const visitor = await page.context().newPage();
  await visitor.goto(`${SITE}/`);
  const shown = visitor.locator(`img[src*="/${id}.jpg"]`);
  await expect(shown).toHaveAttribute('alt', 'A red wall in the gallery');
  await shown.scrollIntoViewIfNeeded();
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await shown.getAttribute('srcset')).toContain(`/img/w_`);
  await visitor.close();

  // While the published page shows it, the library refuses to delete it and says where it is used.
  await page.getByRole('button', { name: 'Media', exact: true }).click();
  await library.getByLabel('Search images').fill(name.replace('.jpg', ''));
  const found = library.getByRole('list', { name: 'Images' }).getByRole('button');
  await expect(found).toHaveCount(1);
  await found.click();
  await expect(library.getByRole('region', { name: 'Selected image' })).toContainText(name);
  await library.getByRole('button', { name: 'Delete image' }).click();
  await library.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(library.getByRole('alert')).toContainText('This image is shown on the published page');
});

test('a picture uploaded while the library’s first page is still on its way stays listed and selected', async ({ page }) => {
  await signIn(page);
  // Hold the library's first page until the upload has finished, as a slow list on a busy server would.
  let release!: () => void;
  const uploaded = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/media\?q=/, async (route) => {
    const answer = await route.fetch();
    await uploaded;
    await route.fulfill({ response: answer });
  });
  await page.getByRole('button', { name: 'Media', exact: true }).click();
  const library = page.getByRole('dialog', { name: 'Media library' });
  await expect(library).toBeVisible();
  const name = `late-list-${Date.now()}.jpg`;
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/media') && r.request().method() === 'POST');
  await library.getByLabel('Upload images').setInputFiles({ name, mimeType: 'image/jpeg', buffer: await picture('#2e86b0', 'jpeg') });
  expect((await answered).status()).toBe(201);
  await expect(library.getByRole('region', { name: 'Selected image' })).toContainText(name);
  release();
  await expect(library.getByRole('list', { name: 'Images' })).toHaveAttribute('aria-busy', 'false');
  await expect(library.getByRole('region', { name: 'Selected image' })).toContainText(name);
});
