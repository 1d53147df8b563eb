import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { restoreSiteSettingsAfterAll, signIn, SITE } from './helpers';

/**
 * The virtual install (spec §2, §4, §5, §9): the piece hung to true scale on a room photo drawn at a known
 * wall width, the width guide and its limits, a typed mounting width, another room and the visitor's own photo.
 */

interface Work {
  inventoryId: number;
  title: string;
  type: number;
  images: { extension: string }[];
  editions: { dimensions: { width: number | null; height: number | null; depth: number | null; metric: number } }[];
}

// The last test sets the depth threshold and publishes; the site's settings are put back after the file.
restoreSiteSettingsAfterAll();

/** The demo rooms' wall widths (schema/rooms.ts), in inches. */
const WALL = { livingRoom: 150, gallery: 240 };
const CM = 2.54;

async function demoWorks(request: APIRequestContext): Promise<Work[]> {
  const { inventory } = (await (await request.get('/api/inventory?sub=demo&limit=100')).json()) as { inventory: Work[] };
  return inventory;
}

/** A painting in centimetres small enough for the 84 in guide (213 cm), and flat. */
async function hangableWork(request: APIRequestContext): Promise<Work & { width: number; height: number }> {
  for (const work of await demoWorks(request)) {
    const d = work.editions[0]?.dimensions;
    if (work.type === 0 && work.images[0]?.extension === 'jpg' && d?.metric === 1 && d.width && d.height && d.width < 150 && d.height < 150 && !d.depth) {
      return { ...work, width: d.width, height: d.height };
    }
  }
  throw new Error('The demo site lists no flat painting in centimetres');
}

const tool = (page: Page, title: string) => page.getByRole('dialog', { name: `View in a room: ${title}` });
const box = async (locator: Locator) => (await locator.boundingBox())!;
const centreOf = async (locator: Locator) => {
  const b = await box(locator);
  return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
};

async function drag(page: Page, handle: Locator, toX: number): Promise<void> {
  const from = await centreOf(handle);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + toX) / 2, from.y, { steps: 5 });
  await page.mouse.move(toX, from.y, { steps: 5 });
  await page.mouse.up();
}

/**
 * Opens the tool with the room photos held back two seconds, so 'loading images ...' can be seen even
 * when a loaded machine is slow to look (at 600 ms a CI run once missed it).
 */
async function openTool(page: Page, work: Work): Promise<Locator> {
  await page.context().addCookies([{ name: 'cookie_consent', value: 'accepted', url: SITE }]);
  await page.route(/\/img\?path=rooms%2F[a-z-]+\.jpg/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await route.continue();
  });
  await page.goto(`${SITE}/art/${work.inventoryId}`);
  await page.getByRole('button', { name: 'VIEW IN A ROOM' }).click();
  const dialog = tool(page, work.title);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('loading images ...');
  await expect(dialog.getByRole('status')).toBeHidden({ timeout: 30_000 });
  return dialog;
}

const parts = (dialog: Locator) => ({
  photo: dialog.locator('.room__photo'),
  piece: dialog.getByRole('img', { name: /, to scale$/ }),
  guide: dialog.locator('.room__guide'),
  left: dialog.getByRole('slider', { name: 'Guide’s left end' }),
  right: dialog.getByRole('slider', { name: 'Guide’s right end' }),
  width: dialog.getByLabel('Mounting width (cm)'),
});

test('the piece hangs to true scale on a room of known width, and the guide starts at 84 in (213 cm)', async ({ page, request }) => {
  const work = await hangableWork(request);
  const dialog = await openTool(page, work);
  const { photo, piece, guide, width } = parts(dialog);
  await expect(width).toHaveValue('213');
  await expect(dialog.getByText('Drag the guide’s ends to something on the wall whose width you know, then enter that width.')).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Living room' })).toBeChecked();
  await expect(piece).toHaveAttribute('src', /^\/img\/w_640\/\d+\.jpg$/);

  const pixelsPerInch = (await box(photo)).width / WALL.livingRoom;
  expect((await box(guide)).width).toBeCloseTo((213 / CM) * pixelsPerInch, 0);
  expect((await box(piece)).width).toBeCloseTo((work.width / CM) * pixelsPerInch, 0);
  expect((await box(piece)).height).toBeCloseTo((work.height / CM) * pixelsPerInch, 0);
  const handle = await box(parts(dialog).left);
  expect([handle.width, handle.height]).toEqual([14, 36]);

  const { violations } = await new AxeBuilder({ page }).include('.art-tool--room').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'VIEW IN A ROOM' })).toBeFocused();
});

test('the guide dragged to its limits: the left end stops 50 px before the right handle, and it is never under 57 px', async ({ page, request }) => {
  const work = await hangableWork(request);
  const dialog = await openTool(page, work);
  const { photo, piece, guide, left, right } = parts(dialog);
  const area = await box(photo);

  await drag(page, left, area.x + area.width + 200);
  const stopped = { left: await box(left), right: await box(right) };
  expect(stopped.right.x - (stopped.left.x + stopped.left.width / 2)).toBeCloseTo(50, 0);
  expect((await box(guide)).width).toBeCloseTo(57, 0);

  await drag(page, right, area.x + area.width + 200);
  expect((await centreOf(right)).x).toBeCloseTo(area.x + area.width, 0);
  await drag(page, left, area.x - 200);
  expect((await centreOf(left)).x).toBeCloseTo(area.x, 0);
  expect((await box(guide)).width).toBeCloseTo(area.width, 0);

  await drag(page, right, area.x - 200);
  expect((await box(guide)).width).toBeCloseTo(57, 0);
  expect((await centreOf(right)).x - (await centreOf(left)).x).toBeCloseTo(57, 0);
  // The guide is 57 px for 213 cm now, and the piece follows that scale.
  expect((await box(piece)).width).toBeCloseTo((work.width * 57) / 213, 0);

  // The handles move by keyboard too: 1 px an arrow, 10 with Shift, never past the limits.
  await right.focus();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  expect((await box(guide)).width).toBeCloseTo(62, 0);
  await page.keyboard.press('Shift+ArrowLeft');
  expect((await box(guide)).width).toBeCloseTo(57, 0);
  await expect(right).toHaveAttribute('aria-valuetext', '213 cm, guide 57 pixels wide');
  await left.focus();
  await page.keyboard.press('ArrowRight');
  expect((await box(guide)).width).toBeCloseTo(57, 0);
  await page.keyboard.press('Home');
  await expect(left).toHaveAttribute('aria-valuenow', '0');
});

test('a typed mounting width sets the scale; anything but a positive whole number leaves the field blank', async ({ page, request }) => {
  const work = await hangableWork(request);
  const dialog = await openTool(page, work);
  const { piece, guide, width } = parts(dialog);
  // The stage is measured again once the status line is gone: the sizes are read after that redraw.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const guidePixels = (await box(guide)).width;
  const before = (await box(piece)).width;

  for (const typed of ['12.5', '0', '-3', 'abc', '1e2']) {
    await width.fill(typed);
    await expect(width, typed).toHaveValue('');
    await expect.poll(async () => (await box(piece)).width, typed).toBeCloseTo(before, 1);
  }
  await width.fill('');
  await width.pressSequentially('100');
  await expect(width).toHaveValue('100');
  await expect(dialog.locator('.room__guide-label')).toHaveText('100 cm');
  // The piece is drawn at the new scale in the frame after the label.
  await expect.poll(async () => (await box(piece)).width).toBeCloseTo((work.width * guidePixels) / 100, 0);
});

test('another room, or the visitor’s own photo, gets the guide again with the mounting width to set', async ({ page, request }) => {
  const work = await hangableWork(request);
  const dialog = await openTool(page, work);
  const { photo, piece, guide, width } = parts(dialog);

  await width.fill('150');
  await dialog.getByRole('radio', { name: 'Gallery' }).check();
  await expect(dialog.getByRole('status')).toHaveText('loading images ...');
  await expect(dialog.getByRole('status')).toBeHidden({ timeout: 30_000 });
  await expect(width).toHaveValue('213');
  const pixelsPerInch = (await box(photo)).width / WALL.gallery;
  expect((await box(guide)).width).toBeCloseTo((213 / CM) * pixelsPerInch, 0);
  expect((await box(piece)).width).toBeCloseTo((work.width / CM) * pixelsPerInch, 0);

  const wall = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#c9b8a4' } }).png().toBuffer();
  await dialog.getByLabel('Your own photo').setInputFiles({ name: 'my-wall.png', mimeType: 'image/png', buffer: wall });
  await expect(dialog.getByRole('radio', { name: 'Gallery' })).not.toBeChecked();
  await expect(parts(dialog).left).toBeVisible();
  const area = await box(photo);
  expect(area.width / area.height).toBeCloseTo(1200 / 900, 2);
  expect((await box(guide)).width).toBeCloseTo(area.width * 0.4, 0);
  await expect(width).toHaveValue('213');
  expect((await box(piece)).width).toBeCloseTo((work.width * area.width * 0.4) / 213, 0);
});

test('no VIEW IN A ROOM for a piece deeper than 12 in; ZOOM stays', async ({ page, request }) => {
  const deep = (await demoWorks(request)).find((w) => w.images.length > 0 && (w.editions[0]?.dimensions.depth ?? 0) > 12 * CM && w.editions[0].dimensions.metric === 1);
  if (!deep) throw new Error('The demo site lists no piece deeper than 12 in');
  await page.goto(`${SITE}/art/${deep.inventoryId}`);
  await expect(page.getByRole('button', { name: 'ZOOM' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'VIEW IN A ROOM' })).toHaveCount(0);
});

test('no VIEW IN A ROOM once the work’s first picture is a GIF, nor for a work that is not an artwork; ZOOM stays', async ({ page, browser, request }) => {
  const work = await hangableWork(request);
  const owner = await browser.newPage();
  await signIn(owner);
  const record = async () => (await (await owner.request.get(`/api/owner/artworks/${work.inventoryId}`)).json()) as { revision: number; type: number; subType: number | null; images: { id: number }[] };
  const change = async (fields: Record<string, unknown>) => {
    const changed = await owner.request.patch(`/api/owner/artworks/${work.inventoryId}`, { data: { revision: (await record()).revision, ...fields } });
    expect(changed.status(), await changed.text()).toBe(200);
  };
  const before = await record();
  const viewInARoom = page.getByRole('button', { name: 'VIEW IN A ROOM' });
  try {
    await page.goto(`${SITE}/art/${work.inventoryId}`);
    await expect(viewInARoom).toBeVisible();

    // An animated picture first: the room view would freeze it, so the button goes.
    const gif = await sharp({ create: { width: 120, height: 90, channels: 3, background: '#446688' } }).gif().toBuffer();
    const upload = await owner.request.post('/api/media', { headers: { 'content-type': 'image/gif', 'x-file-name': `moving-${Date.now()}.gif` }, data: gif });
    expect(upload.status(), await upload.text()).toBe(201);
    const { id: gifId } = (await upload.json()) as { id: number };
    await change({ images: [gifId, ...before.images.map((i) => i.id)] });
    await page.reload();
    await expect(page.getByRole('button', { name: 'ZOOM' })).toBeVisible();
    await expect(viewInARoom).toHaveCount(0);

    // Back to its photograph first, but sold as furniture: no room view either.
    await change({ images: before.images.map((i) => i.id), type: 6, subType: null });
    await page.reload();
    await expect(page.getByRole('button', { name: 'ZOOM' })).toBeVisible();
    await expect(viewInARoom).toHaveCount(0);
  } finally {
    await change({ images: before.images.map((i) => i.id), type: before.type, subType: before.subType });
    await owner.close();
  }
  await page.reload();
  await expect(viewInARoom).toBeVisible();
});

test('an owner who sets a deeper threshold in Settings offers VIEW IN A ROOM for that piece too', async ({ page, request }) => {
  const deep = (await demoWorks(request)).find((w) => w.images.length > 0 && w.images[0].extension !== 'gif' && (w.editions[0]?.dimensions.depth ?? 0) > 12 * CM && w.editions[0].dimensions.metric === 1);
  if (!deep) throw new Error('The demo site lists no piece deeper than 12 in');
  const inches = Math.ceil(deep.editions[0].dimensions.depth! / CM);
  await signIn(page);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Site settings' });
  const threshold = dialog.getByLabel('View in a room: deepest work (inches)');
  await expect(threshold).toHaveValue('');
  await threshold.fill(String(inches));
  await dialog.getByRole('button', { name: 'Close site settings' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const visitor = await page.context().newPage();
  await visitor.goto(`${SITE}/art/${deep.inventoryId}`);
  await visitor.getByRole('button', { name: 'VIEW IN A ROOM' }).click();
  await expect(visitor.getByRole('dialog')).toBeVisible();
  await visitor.close();
});
