import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { answeredCookieNotice, signIn, SITE } from './helpers';

/** The zoom (spec §2, §5): the 1920 px picture over the page, scale 0.3 to 6 in steps of 0.05. */

interface Work {
  inventoryId: number;
  title: string;
  images: { extension: string }[];
}

async function workWithPicture(request: APIRequestContext): Promise<Work> {
  const { inventory } = (await (await request.get('/api/inventory?sub=demo&limit=30')).json()) as { inventory: Work[] };
  const work = inventory.find((w) => w.images[0]?.extension === 'jpg');
  if (!work) throw new Error('The demo site lists no work with a picture');
  return work;
}

/** The cookie notice answered, so it covers nothing the tests click. */
const level = (dialog: Locator) => dialog.getByLabel('Zoom level');
const stage = (dialog: Locator) => dialog.locator('.zoom__stage');
const scaleOf = async (dialog: Locator) => Number(await stage(dialog).getAttribute('data-scale'));

async function expectNoAxeViolations(page: Page, selector: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include(selector).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

test('a visitor zooms by keyboard: + and − in steps of 0.05 within 0.3 and 6, arrows move, 0 resets, Escape closes', async ({ page, request }) => {
  const work = await workWithPicture(request);
  await answeredCookieNotice(page);
  await page.goto(`${SITE}/art/${work.inventoryId}`);
  const opener = page.getByRole('button', { name: 'ZOOM' });
  await opener.click();

  const dialog = page.getByRole('dialog', { name: `Zoom: ${work.title}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  const picture = stage(dialog).locator('img');
  await expect(picture).toHaveAttribute('src', /^\/img\/w_1920\/\d+\.jpg$/);
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(dialog.getByText('Loading...')).toBeHidden();
  await expect(level(dialog)).toHaveText('100%');
  await expectNoAxeViolations(page, '.art-tool--zoom');

  for (let i = 0; i < 3; i++) await page.keyboard.press('+');
  await expect(level(dialog)).toHaveText('115%');
  expect(await scaleOf(dialog)).toBe(1.15);
  expect(await picture.evaluate((img) => getComputedStyle(img).transform)).toBe('matrix(1.15, 0, 0, 1.15, 0, 0)');
  await page.keyboard.press('-');
  await expect(level(dialog)).toHaveText('110%');

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await expect(stage(dialog)).toHaveAttribute('data-x', '-40');
  await expect(stage(dialog)).toHaveAttribute('data-y', '-40');
  await page.keyboard.press('0');
  await expect(level(dialog)).toHaveText('100%');
  await expect(stage(dialog)).toHaveAttribute('data-x', '0');

  for (let i = 0; i < 20; i++) await page.keyboard.press('-');
  await expect(level(dialog)).toHaveText('30%');
  for (let i = 0; i < 120; i++) await page.keyboard.press('+');
  await expect(level(dialog)).toHaveText('600%');
  await page.keyboard.press('+');
  await expect(level(dialog)).toHaveText('600%');
  await dialog.getByRole('button', { name: 'Reset zoom' }).click();
  await expect(level(dialog)).toHaveText('100%');
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(level(dialog)).toHaveText('105%');
  await dialog.getByRole('button', { name: 'Zoom out' }).click();
  await expect(level(dialog)).toHaveText('100%');

  // Tab goes round the dialog's own controls.
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog.art-tool--zoom'))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a visitor zooms with the wheel under the pointer, drags the picture, and pinches', async ({ page, request }) => {
  const work = await workWithPicture(request);
  await answeredCookieNotice(page);
  await page.goto(`${SITE}/art/${work.inventoryId}`);
  await page.getByRole('button', { name: 'ZOOM' }).click();
  const dialog = page.getByRole('dialog', { name: `Zoom: ${work.title}` });
  await expect(level(dialog)).toHaveText('100%');
  const box = (await stage(dialog).boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

  await page.mouse.move(centre.x, centre.y);
  await page.mouse.wheel(0, -200);
  await expect.poll(() => scaleOf(dialog)).toBeGreaterThan(1);
  const wheeled = await scaleOf(dialog);
  expect(Math.abs(wheeled * 20 - Math.round(wheeled * 20))).toBeLessThan(1e-9);
  await page.mouse.wheel(0, 400);
  await expect.poll(() => scaleOf(dialog)).toBeLessThan(wheeled);
  // Zooming under the pointer away from the centre moves the picture towards the pointer's side.
  await page.keyboard.press('0');
  await page.mouse.move(centre.x + 100, centre.y);
  await page.mouse.wheel(0, -200);
  await expect.poll(async () => Number(await stage(dialog).getAttribute('data-x'))).toBeLessThan(0);

  await page.keyboard.press('0');
  await page.keyboard.press('+');
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x - 30, centre.y + 20, { steps: 4 });
  await page.mouse.up();
  await expect(stage(dialog)).toHaveAttribute('data-x', '-30');
  await expect(stage(dialog)).toHaveAttribute('data-y', '20');

  // Two fingers spreading from 100 px apart to 200 px apart double the scale.
  await page.keyboard.press('0');
  await stage(dialog).evaluate((element, c) => {
    const fire = (type: string, pointerId: number, x: number) =>
      element.dispatchEvent(new PointerEvent(type, { pointerId, pointerType: 'touch', isPrimary: pointerId === 1, clientX: x, clientY: c.y, bubbles: true }));
    fire('pointerdown', 1, c.x - 50);
    fire('pointerdown', 2, c.x + 50);
    fire('pointermove', 1, c.x - 100);
    fire('pointermove', 2, c.x + 100);
    fire('pointerup', 1, c.x - 100);
    fire('pointerup', 2, c.x + 100);
  }, centre);
  await expect(level(dialog)).toHaveText('200%');
});

test('the zoom opens over the detail modal and closes back into it', async ({ page }) => {
  await signIn(page);
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  const home = document.pages.find((p: { slug: string }) => p.slug === '');
  const pages = document.pages.map((p: { slug: string; blocks: Array<{ type: string; config: object }> }) =>
    p.slug === '' ? { ...p, blocks: p.blocks.map((b) => (b.type === 'inventory-list' ? { ...b, config: { ...b.config, detailDisplay: 0 } } : b)) } : p,
  );
  expect((await page.request.put('/api/editor/document', { data: { document: { ...document, pages }, baseRevision: revision } })).ok()).toBe(true);
  expect((await page.request.post('/api/editor/publish')).ok()).toBe(true);
  try {
    const visitor = await page.context().newPage();
    await answeredCookieNotice(visitor);
    await visitor.goto(`${SITE}/`);
    // Before the list's island is hydrated a cell is a plain link to the art page.
    await expect(visitor.locator('[data-island]:has([data-detail-modal])').first()).toHaveAttribute('data-hydrated', '');
    const cell = visitor.locator('[data-detail-modal] a[href*="/art/"]').first();
    await cell.click();
    const modal = visitor.locator('dialog.detail-modal');
    await expect(modal.getByRole('heading', { level: 1 })).toBeVisible();
    const opener = modal.getByRole('button', { name: 'ZOOM' });
    await opener.click();
    const zoom = visitor.getByRole('dialog', { name: /^Zoom: / });
    await expect(zoom).toBeVisible();
    await visitor.keyboard.press('+');
    await expect(level(zoom)).toHaveText('105%');
    await visitor.keyboard.press('Escape');
    await expect(zoom).toBeHidden();
    await expect(modal).toBeVisible();
    await expect(opener).toBeFocused();
    await visitor.close();
  } finally {
    const latest = await (await page.request.get('/api/editor/document')).json();
    const restored = latest.document.pages.map((p: { slug: string }) => (p.slug === '' ? home : p));
    expect((await page.request.put('/api/editor/document', { data: { document: { ...latest.document, pages: restored }, baseRevision: latest.revision } })).ok()).toBe(true);
    expect((await page.request.post('/api/editor/publish')).ok()).toBe(true);
  }
});

test('ZOOM pressed while the page’s script is still on the way opens the zoom once it has arrived', async ({ page, request }) => {
  const work = await workWithPicture(request);
  await answeredCookieNotice(page);
  // The tools' module held back, as on a slow line: the page and its ZOOM button are shown before it.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/ArtTools-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${SITE}/art/${work.inventoryId}`, { waitUntil: 'domcontentloaded' });
  const tools = page.locator('[data-island="ArtTools"]');
  await page.getByRole('button', { name: 'ZOOM' }).click();
  await expect(tools).not.toHaveAttribute('data-hydrated');
  release();
  await expect(tools).toHaveAttribute('data-hydrated', '');
  await expect(page.getByRole('dialog', { name: `Zoom: ${work.title}` })).toBeVisible();
});
