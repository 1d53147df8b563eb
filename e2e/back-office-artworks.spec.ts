import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { ArtistRecord, ArtworkListResponse, ArtworkRecord, ChosenListRecord } from '../schema';
import { CommerceText } from '../schema/messages';
import { fillCheckout, restorePageAfterAll, signIn, SITE } from './helpers';

/**
 * The owner's Artworks screens (issue 16): a work made in the form with two editions and a picture is
 * put in a chosen list that a list block shows, and a visitor buys it; a bulk price change over a
 * filtered selection, and one over more works run by the server as a job; the table by keyboard, with a
 * bulk action and a price edited in place.
 */

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('.ed-admin').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

async function made<T>(page: Page, path: string, data: Record<string, unknown>): Promise<T> {
  const answer = await page.request.post(`/api/owner${path}`, { data });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as T;
}

async function stored<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(`/api/owner${path}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as T;
}

const stamp = () => Date.now().toString(36);
const canvas = (page: Page) => page.frameLocator('[data-testid="canvas-frame"]');
const inspector = (page: Page) => page.getByRole('complementary', { name: 'Block settings' });
const edition = (page: Page, n: number) => page.getByRole('group', { name: new RegExp(`^Edition ${n} \\(`) });
const rowOf = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) });
const status = (page: Page, text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

/** Uploads a one-colour picture in the open media library, gives it alt text, and chooses it. */
async function uploadAndChoose(page: Page, dialogName: string, file: string, alt: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#7a4b2a' } }).jpeg().toBuffer();
  // The library's first page must have come: answered after the upload, it would replace the list the new picture was put in.
  await expect(dialog.getByRole('list', { name: 'Images' }).getByRole('listitem').first()).toBeVisible();
  await dialog.getByLabel('Upload images').setInputFiles({ name: file, mimeType: 'image/jpeg', buffer });
  const details = dialog.getByRole('region', { name: 'Selected image' });
  await expect(details).toContainText(file);
  await details.getByLabel('Alt text').fill(alt);
  await details.getByLabel('Caption').click();
  await expect(details.getByRole('status')).toHaveText('Saved');
  await dialog.getByRole('button', { name: 'Use this image' }).click();
  await expect(dialog).toBeHidden();
}

async function fillSize(group: Locator, height: string, width: string, unit: string): Promise<void> {
  const size = group.getByRole('group', { name: 'Dimensions' });
  await size.getByLabel('Height').fill(height);
  await size.getByLabel('Width').fill(width);
  await size.getByLabel('Unit').selectOption({ label: unit });
}

restorePageAfterAll('news');

test('an owner makes an artwork with two editions and a picture, lists it in a chosen list a list block shows, and a visitor buys an edition', async ({ page }) => {
  // The whole journey, from the form to a paid order, with four axe runs: near a minute alone, and past
  // the default 90 s on a CI machine busy with the other worker's spec (a failed run at 1.6 min).
  test.slow();
  await signIn(page);
  const s = stamp();
  const artist = await made<ArtistRecord>(page, '/artists', { name: `Ines Varga ${s}` });
  const title = `Tidal Study ${s}`;

  // The Content link opens the Artworks screen first.
  await page.getByRole('link', { name: 'Content' }).click();
  await expect(page.getByRole('heading', { name: 'Artworks', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Content' }).getByRole('link', { name: 'Artworks' })).toHaveAttribute('aria-current', 'page');
  // The first page of 50 (fewer when the site has fewer), of every work the site holds.
  const { total } = await stored<ArtworkListResponse>(page, '/artworks?limit=1');
  const count = (n: number) => n.toLocaleString('en-US');
  await expect(page.getByRole('navigation', { name: 'Pages of artworks' })).toContainText(`1–${count(Math.min(50, total))} of ${count(total)}`);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'New artwork' }).click();
  await expect(page.getByRole('heading', { name: 'New artwork', level: 1 })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Medium', { exact: true }).fill('Silkscreen on paper');
  await page.getByLabel('Date', { exact: true }).fill('2024');
  await page.getByLabel('Find an artist', { exact: true }).fill(`Ines Varga ${s}`);
  await page.getByRole('button', { name: `Choose Ines Varga ${s}` }).click();
  await expect(page.getByRole('group', { name: 'Artist' })).toContainText(`Ines Varga ${s}`);
  await page.getByLabel('Tags', { exact: true }).fill(`Tidal ${s}, prints`);

  await page.getByRole('button', { name: 'Add image' }).click();
  await uploadAndChoose(page, 'Choose an image for the artwork', `tidal-${s}.jpg`, `Tidal front ${s}`);
  await expect(page.getByRole('list', { name: 'Images, in order' }).getByRole('listitem')).toHaveText([new RegExp(`Tidal front ${s}.*Primary`)]);

  // Two numbered editions in two sizes, the first priced wrongly, then a currency the server refuses.
  const first = edition(page, 1);
  await first.getByLabel('Kind').selectOption({ label: 'Numbered edition' });
  await first.getByLabel('Number').fill('1');
  await first.getByLabel('Edition size').fill('10');
  await first.getByLabel('Left to sell').fill('1');
  await first.getByLabel('Price', { exact: true }).fill('twelve hundred');
  await first.getByLabel('Currency', { exact: true }).fill('ZZZ');
  await fillSize(first, '61', '50.8', 'cm');
  await page.getByRole('button', { name: 'Add edition' }).click();
  const second = edition(page, 2);
  await expect(second.getByLabel('Edition size')).toHaveValue('10');
  await second.getByLabel('Number').fill('2');
  await second.getByLabel('Left to sell').fill('3');
  await second.getByLabel('Price', { exact: true }).fill('2,400.50');
  await fillSize(second, '100', '80', 'cm');
  await page.getByRole('button', { name: 'Create artwork' }).click();
  await expect(first.getByText('Enter a price such as 1,250.00.')).toBeVisible();
  await expect(first.getByLabel('Price', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await first.getByLabel('Price', { exact: true }).fill('1,250');
  await page.getByRole('button', { name: 'Create artwork' }).click();
  await expect(first.getByText('Enter a currency code such as USD or EUR.')).toBeVisible();
  await first.getByLabel('Currency', { exact: true }).fill('USD');
  await second.getByLabel('Currency', { exact: true }).fill('USD');

  // The edition sets as the purchase popup will offer them: one medium, two sizes.
  const sets = page.getByRole('region', { name: 'Edition sets' });
  await expect(sets.getByRole('listitem').filter({ hasText: '61 × 50.8 cm' }).first()).toContainText(`Silkscreen on paper · 61 × 50.8 cm`);
  await expect(sets).toContainText('Edition 1 (Edition 1 of 10): $1,250.00');
  await expect(sets).toContainText('Edition 2 (Edition 2 of 10): $2,400.50');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create artwork' }).click();

  await expect(page).toHaveURL(/#\/content\/artworks\/\d+$/);
  const id = Number(/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(status(page, `Saved the new artwork ‘${title}’.`)).toBeVisible();
  const work = await stored<ArtworkRecord>(page, `/artworks/${id}`);
  expect(work).toMatchObject({ title, medium: 'Silkscreen on paper', artist: { id: artist.id }, tags: [`tidal ${s}`, 'prints'], status: 'available' });
  expect(work.images.map((i) => i.alt)).toEqual([`Tidal front ${s}`]);
  expect(work.editions.map((e) => [e.label, e.price, e.currencyCode, e.quantity, e.dimensions.height])).toEqual([
    ['Edition 1 of 10', 125000, 'USD', 1, 61],
    ['Edition 2 of 10', 240050, 'USD', 3, 100],
  ]);
  await expectNoAxeViolations(page);

  // The table finds it by its artist, and a reload keeps the filter, shown by the artist's name.
  await page.getByRole('link', { name: 'All artworks' }).click();
  await page.getByLabel('Find an artist to filter by').fill(`Ines Varga ${s}`);
  await page.getByRole('button', { name: `Show works by Ines Varga ${s}` }).click();
  await expect(page).toHaveURL(new RegExp(`artist=${artist.id}`));
  await expect(page.locator('.ed-artworks-table tbody tr')).toHaveCount(1);
  await expect(rowOf(page, title)).toContainText('$1,250.00');
  await page.reload();
  await expect(page.getByRole('group', { name: 'Artist' })).toContainText(`Ines Varga ${s}`);
  await expect(page.locator('.ed-artworks-table tbody tr')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // The Lists screen puts it in a new chosen list.
  await page.getByRole('navigation', { name: 'Content' }).getByRole('link', { name: 'Lists' }).click();
  await page.getByRole('link', { name: 'New list' }).click();
  const listName = `Tidal picks ${s}`;
  await page.getByLabel('Name').fill(listName);
  await page.getByLabel('Find artworks to add').fill(title);
  await page.getByRole('button', { name: `Add ${title}` }).click();
  await page.getByRole('button', { name: 'Create list' }).click();
  await expect(page).toHaveURL(/#\/content\/lists\/\d+$/);
  const listId = Number(/(\d+)$/.exec(page.url())![1]);
  expect((await stored<ChosenListRecord>(page, `/chosen-lists/${listId}`)).items.map((i) => i.id)).toEqual([id]);

  // In the builder, an inventory list block on the News page takes its works from that list.
  await page.getByRole('link', { name: 'Back to the builder' }).click();
  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'News' });
  await expect(canvas(page).locator('[data-block-type="blogs-list"]')).toBeVisible();
  await page.getByTestId('toolbox-inventory-list').click();
  const settings = inspector(page);
  await settings.getByLabel('Title', { exact: true }).fill(`Picks ${s}`);
  await settings.getByLabel('Source', { exact: true }).selectOption({ label: 'A chosen list' });
  await settings.getByLabel('Chosen list').selectOption({ label: `${listName} (1)` });
  await expect(canvas(page).locator('[data-block-type="inventory-list"] .inventory-card__title')).toHaveText([title]);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Published' })).toBeVisible();

  // A visitor finds it in the list, opens it and buys the second edition with the test card.
  const visitor = await page.context().newPage();
  await visitor.goto(`${SITE}/news`);
  const list = visitor.locator('section', { has: visitor.getByRole('heading', { name: `Picks ${s}` }) });
  await expect(list.locator('.inventory-card__title')).toHaveText([title]);
  await list.getByRole('link', { name: title }).first().click();
  await expect(visitor).toHaveURL(new RegExp(`/art/${id}`));
  // Hydrated, PURCHASE opens the choice of editions (the link before it would take the first one).
  await visitor.getByRole('button', { name: 'PURCHASE', exact: true }).click();
  const popup = visitor.getByRole('dialog', { name: title });
  // The popup's dropdowns: the one medium, the second size, and with it its one price.
  await popup.getByLabel('Dimensions').selectOption({ label: '100 × 80 cm' });
  await expect(popup.getByLabel('Price').locator('option:checked')).toHaveText(/\$2,400\.50 · Edition 2 of 10/);
  await popup.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(visitor.getByText('Added To Cart')).toBeVisible();
  await visitor.getByRole('link', { name: 'View Cart' }).click();
  await expect(visitor.getByText(title).first()).toBeVisible();
  await fillCheckout(visitor, '4242 4242 4242 4242');
  await visitor.getByRole('button', { name: 'PAY WITH CREDIT CARD' }).click();
  await expect(visitor.getByText(CommerceText.purchaseConfirmation)).toBeVisible();
  expect((await stored<ArtworkRecord>(page, `/artworks/${id}`)).editions.map((e) => e.quantity)).toEqual([1, 2]);
  await visitor.close();

  // Bought, it cannot be deleted; the form says why.
  await page.goto(`/editor#/content/artworks/${id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('group', { name: `Confirm deleting ${title}` }).getByRole('button', { name: 'Move to trash' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /was bought in order #\d+, which must keep it\. Archive it instead/ })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a bulk price change of +10% over every work a tag filter selects, all 51 of them, named by the filter, shows to visitors; marking them sold counts the one sold already', async ({ page }) => {
  await signIn(page);
  const s = stamp();
  const tag = `bulk ${s}`;
  const prices = [99999, 125000, 3];
  const works: ArtworkRecord[] = [];
  for (let i = 0; i < 51; i += 1) {
    const editions = i === 0 ? [{ price: prices[0] }, { price: prices[1], editionType: 1, editionSize: 5, quantity: 2 }] : [{ price: prices[2] + i * 1000 }];
    works.push(await made<ArtworkRecord>(page, '/artworks', { title: `Bulk ${String(i).padStart(2, '0')} ${s}`, tags: [tag], editions }));
  }
  const outsider = await made<ArtworkRecord>(page, '/artworks', { title: `Bulk outsider ${s}`, tags: ['elsewhere'], editions: [{ price: 5000 }] });

  await page.goto('/editor#/content/artworks');
  await expect(page.getByRole('heading', { name: 'Artworks', level: 1 })).toBeVisible();
  await page.getByLabel('Tag', { exact: true }).fill(tag);
  await expect(page.getByRole('navigation', { name: 'Pages of artworks' })).toContainText('1–50 of 51');
  await expect(page).toHaveURL(new RegExp(`tag=bulk\\+${s}`));

  // The address keeps the filter and page: a reload and Back come back to them.
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('navigation', { name: 'Pages of artworks' })).toContainText('51–51 of 51');
  await page.reload();
  await expect(page.getByLabel('Tag', { exact: true })).toHaveValue(tag);
  await expect(page.getByRole('navigation', { name: 'Pages of artworks' })).toContainText('51–51 of 51');
  await page.goBack();
  await expect(page.getByRole('navigation', { name: 'Pages of artworks' })).toContainText('1–50 of 51');
  await expectNoAxeViolations(page);

  await page.getByLabel('Select all on this page').check();
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bulk).toContainText('50 artworks selected.');
  // Every matching work, named by the filter (no list of ids), on every page.
  await bulk.getByRole('button', { name: 'Select all 51 artworks matching' }).click();
  await expect(bulk).toContainText('All 51 artworks matching selected.');
  await bulk.getByLabel('Action').selectOption({ label: 'Change prices by a percent' });
  await bulk.getByLabel('Percent').fill('10');
  const counted = page.waitForResponse((r) => r.url().endsWith('/api/owner/artworks/bulk-by-filter/count'));
  await bulk.getByRole('button', { name: 'Apply to 51 artworks…' }).click();
  expect(await (await counted).json()).toEqual({ matching: 51, changing: 51 });
  const confirm = page.getByRole('group', { name: 'Confirm the bulk action' });
  await expect(confirm).toContainText('Change the price of every edition of 51 artworks by +10%? Each price is multiplied by 1.1 in each of its currencies, and rounded to that currency’s smallest unit (the cent, the whole yen).');
  await expectNoAxeViolations(page);
  const applied = page.waitForRequest((r) => r.url().endsWith('/api/owner/artworks/bulk-by-filter'));
  await confirm.getByRole('button', { name: 'Yes, change 51 artworks' }).click();
  expect((await applied).postDataJSON()).toEqual({ action: 'price', percent: 10, filter: { tag }, matching: 51 });
  await expect(status(page, 'Changed 52 prices by +10% on 51 artworks.')).toBeVisible();
  await expect(bulk).toBeHidden();

  const after = await stored<ArtworkListResponse>(page, `/artworks?tag=${encodeURIComponent(tag)}&limit=100`);
  expect(after.total).toBe(51);
  for (const work of works) {
    const now = after.items.find((w) => w.id === work.id)!;
    expect(now.editions.map((e) => e.price)).toEqual(work.editions.map((e) => Math.round(e.price * 1.1)));
  }
  expect(after.items.find((w) => w.id === works[0].id)!.editions.map((e) => e.price)).toEqual([109999, 137500]);
  expect((await stored<ArtworkRecord>(page, `/artworks/${outsider.id}`)).editions[0].price).toBe(5000);
  await expect(rowOf(page, `Bulk 50 ${s}`)).toContainText('$550.03');

  const visitor = await page.context().newPage();
  await visitor.goto(`${SITE}/art/${works[0].id}`);
  await expect(visitor.getByText('$1,099.99').first()).toBeVisible();
  await expect(visitor.getByText('$1,375.00').first()).toBeVisible();

  // One of them sold already: over every matching work, the question counts the 50 that will change.
  expect((await page.request.post('/api/owner/artworks/bulk', { data: { ids: [works[1].id], action: 'markSold' } })).status()).toBe(200);
  await page.getByLabel('Select all on this page').check();
  await bulk.getByRole('button', { name: 'Select all 51 artworks matching' }).click();
  await bulk.getByLabel('Action').selectOption({ label: 'Mark sold' });
  await bulk.getByRole('button', { name: 'Apply to 51 artworks…' }).click();
  await expect(confirm).toContainText('Mark 50 artworks sold? Every edition of each is sold, none left to sell. 1 of the 51 artworks matching is so already.');
  await confirm.getByRole('button', { name: 'Yes, change 50 artworks' }).click();
  await expect(status(page, 'Marked 50 artworks sold. 1 artwork was so already.')).toBeVisible();
  const sold = await stored<ArtworkListResponse>(page, `/artworks?tag=${encodeURIComponent(tag)}&status=sold&limit=100`);
  expect(sold.total).toBe(51);
  await visitor.close();
  const listed = await page.request.get(`/api/inventory?sub=demo&inventoryId=${works[0].id}`);
  expect(await listed.json()).toMatchObject({ inventory: [{ available: false }] });
});

test('a bulk price change over more works than the server changes at once runs as a job: its progress is told while the owner goes on working, and the table refreshes with the new prices when it is done', async ({ page }) => {
  // The e2e servers run a job past 100 works (BULK_JOB_THRESHOLD in playwright.config.ts), in chunks of at most 10.
  await signIn(page);
  const s = stamp();
  const tag = `job ${s}`;
  const works: ArtworkRecord[] = [];
  for (let i = 0; i < 120; i += 1) works.push(await made<ArtworkRecord>(page, '/artworks', { title: `Job ${String(i).padStart(3, '0')} ${s}`, tags: [tag], editions: [{ price: 20000 + i }] }));

  await page.goto(`/editor#/content/artworks/?tag=${encodeURIComponent(tag)}&sort=title`);
  await expect(page.getByRole('navigation', { name: 'Pages of artworks' })).toContainText('1–50 of 120');
  await page.getByLabel('Select all on this page').check();
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await bulk.getByRole('button', { name: 'Select all 120 artworks matching' }).click();
  await bulk.getByLabel('Action').selectOption({ label: 'Change prices by a percent' });
  await bulk.getByLabel('Percent').fill('10');
  await bulk.getByRole('button', { name: 'Apply to 120 artworks…' }).click();
  const started = page.waitForResponse((r) => r.url().endsWith('/api/owner/artworks/bulk-by-filter'));
  await page.getByRole('group', { name: 'Confirm the bulk action' }).getByRole('button', { name: 'Yes, change 120 artworks' }).click();
  expect((await started).status()).toBe(202);

  // While it runs: a live status says how far it is, the focus is on it, and the table still answers.
  const progress = status(page, /^Changing prices by \+10%: \d+ of 120 artworks done, \d+ changed\. You can go on working; the table refreshes when it is done\.$/);
  await expect(progress).toBeVisible();
  await expect(progress).toBeFocused();
  await expect(page.getByRole('progressbar', { name: 'Bulk action progress' })).toHaveAttribute('max', '120');
  await expect(bulk).toBeHidden();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByRole('navigation', { name: 'Pages of artworks' })).toContainText('51–100 of 120');

  // Done: told as an action done at once is, and the page shown has the new prices.
  await expect(status(page, 'Changed 120 prices by +10% on 120 artworks.')).toBeVisible({ timeout: 60_000 });
  await expect(progress).toBeHidden();
  await expect(rowOf(page, `Job 050 ${s}`)).toContainText('$220.55');
  const after = await stored<ArtworkListResponse>(page, `/artworks?tag=${encodeURIComponent(tag)}&limit=200`);
  for (const work of works) expect(after.items.find((w) => w.id === work.id)!.editions[0].price).toBe(Math.round(work.editions[0].price * 1.1));
});

test('by keyboard: rows are moved through with the arrows, two selected with Space are put on hold, and a price is edited in its row; a stale edit is refused', async ({ page }) => {
  await signIn(page);
  const s = stamp();
  const tag = `keys ${s}`;
  const works: ArtworkRecord[] = [];
  for (const name of ['Amber', 'Birch', 'Cedar']) works.push(await made<ArtworkRecord>(page, '/artworks', { title: `${name} ${s}`, tags: [tag], editions: [{ price: 80000 }] }));

  await page.goto(`/editor#/content/artworks/?tag=${encodeURIComponent(tag)}&sort=title`);
  const rows = page.locator('.ed-artworks-table tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Title' }).locator('..')).toHaveAttribute('aria-sort', 'ascending');
  await expectNoAxeViolations(page);

  // Tab reaches the rows as one stop; the arrows move, Space selects, each announced.
  await page.getByRole('button', { name: 'Added' }).focus();
  await page.keyboard.press('Tab');
  await expect(rows.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(rows.nth(1)).toBeFocused();
  await expect(page.getByText(`Row 2 of 3: Birch ${s}.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Selected ‘Birch ${s}’. 1 artwork selected.`)).toBeAttached();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(page.getByText(`Selected ‘Cedar ${s}’. 2 artworks selected.`)).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`Row 1 of 3: Amber ${s}.`)).toBeAttached();
  await expect(page.getByLabel(`Select Birch ${s}`)).toBeChecked();
  await expect(page.getByLabel(`Select Amber ${s}`)).not.toBeChecked();

  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await bulk.getByLabel('Action').focus();
  await bulk.getByLabel('Action').selectOption({ label: 'Mark on hold' });
  await page.keyboard.press('Tab');
  await expect(bulk.getByRole('button', { name: 'Apply to 2 artworks…' })).toBeFocused();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('group', { name: 'Confirm the bulk action' });
  await expect(confirm).toContainText('Put 2 artworks on hold? Visitors cannot buy them until they are available again.');
  await expect(confirm.getByRole('button', { name: 'Yes, change 2 artworks' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(status(page, 'Put 2 artworks on hold.')).toBeVisible();
  await expect(page.getByLabel(`Status of Birch ${s}`)).toHaveValue('on_hold');
  await expect(page.getByLabel(`Status of Cedar ${s}`)).toHaveValue('on_hold');
  await expect(page.getByLabel(`Status of Amber ${s}`)).toHaveValue('available');
  expect((await stored<ArtworkRecord>(page, `/artworks/${works[1].id}`)).status).toBe('on_hold');

  // The price in place: Enter opens it, Enter saves it.
  await page.getByRole('button', { name: `Edit the price of Amber ${s}` }).focus();
  await page.keyboard.press('Enter');
  const price = page.getByRole('form', { name: `Price of Amber ${s}` }).getByLabel('Price (USD)');
  await expect(price).toBeFocused();
  await expect(price).toHaveValue('800.00');
  await price.fill('1,234.50');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(status(page, `Saved the price of ‘Amber ${s}’.`)).toBeVisible();
  await expect(rowOf(page, `Amber ${s}`)).toContainText('$1,234.50');
  await expect(page.getByRole('button', { name: `Edit the price of Amber ${s}` })).toBeFocused();
  expect((await stored<ArtworkRecord>(page, `/artworks/${works[0].id}`)).editions[0].price).toBe(123450);

  // The status in place.
  await page.getByLabel(`Status of Amber ${s}`).selectOption({ label: 'Sold' });
  await expect(status(page, `‘Amber ${s}’ is now sold.`)).toBeVisible();
  expect((await stored<ArtworkRecord>(page, `/artworks/${works[0].id}`)).status).toBe('sold');
  await expect(page.getByLabel(`Status of Amber ${s}`)).toHaveValue('sold');

  // Changed in another tab meanwhile: the row's edit is refused with the reason, and the row shows it as it is.
  const cedar = await stored<ArtworkRecord>(page, `/artworks/${works[2].id}`);
  expect((await page.request.patch(`/api/owner/artworks/${cedar.id}/editions/${cedar.editions[0].id}`, { data: { revision: cedar.editions[0].revision, price: 90000 } })).status()).toBe(200);
  await page.getByRole('button', { name: `Edit the price of Cedar ${s}` }).click();
  await page.getByRole('form', { name: `Price of Cedar ${s}` }).getByLabel('Price (USD)').fill('700');
  await page.getByRole('button', { name: 'Save price' }).click();
  await expect(status(page, `‘Cedar ${s}’ was changed elsewhere since this table showed it, so this edit was not made.`)).toBeVisible();
  await expect(rowOf(page, `Cedar ${s}`)).toContainText('$900.00');
  expect((await stored<ArtworkRecord>(page, `/artworks/${cedar.id}`)).editions[0].price).toBe(90000);

  // Enter on a row opens its form.
  await rows.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Birch ${s}`, level: 1 })).toBeVisible();
  await expect(page.getByText('Status: On hold')).toBeVisible();
});

test('an owner edits a work’s editions in its form, is refused an edit over a change made elsewhere, then duplicates and archives it', async ({ page }) => {
  await signIn(page);
  const s = stamp();
  const title = `Quarry ${s}`;
  const work = await made<ArtworkRecord>(page, '/artworks', { title, medium: 'Bronze', editions: [{ price: 420000, dimensions: { height: 40, width: 30, depth: 20, metric: 1 } }] });
  await page.goto(`/editor#/content/artworks/${work.id}`);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(edition(page, 1).getByLabel('Price', { exact: true })).toHaveValue('4,200.00');

  // Saved elsewhere meanwhile: this tab's save is refused until it reloads.
  expect((await page.request.patch(`/api/owner/artworks/${work.id}`, { data: { revision: work.revision, subtitle: 'Changed in another tab' } })).status()).toBe(200);
  await edition(page, 1).getByLabel('Price', { exact: true }).fill('4,500');
  await page.getByLabel('Location', { exact: true }).fill('Back room');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'This artwork was changed in another tab or by someone else.' });
  await expect(conflict).toBeVisible();
  await expectNoAxeViolations(page);
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByLabel('Subtitle')).toHaveValue('Changed in another tab');
  await expect(edition(page, 1).getByLabel('Price', { exact: true })).toHaveValue('4,200.00');

  // A second edition in another size, and the first one's price.
  await edition(page, 1).getByLabel('Price', { exact: true }).fill('4,500');
  await page.getByRole('button', { name: 'Add edition' }).click();
  await expect(edition(page, 2).getByLabel('Height')).toHaveValue('40');
  await edition(page, 2).getByLabel('Price', { exact: true }).fill('6,000');
  await edition(page, 2).getByLabel('Height').fill('80');
  await edition(page, 2).getByRole('button', { name: 'Add a price in another currency' }).click();
  await edition(page, 2).getByLabel('Currency 1').fill('EUR');
  await edition(page, 2).getByLabel('Price 1').fill('5,500');
  const sets = page.getByRole('region', { name: 'Edition sets' });
  await expect(sets.locator('.ed-admin-label')).toHaveText(['Bronze · 40 × 30 × 20 cm', 'Bronze · 80 × 30 × 20 cm']);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(status(page, 'Saved. Visitors see the change now.')).toBeVisible();
  const saved = await stored<ArtworkRecord>(page, `/artworks/${work.id}`);
  expect(saved.editions.map((e) => [e.price, e.dimensions.height, e.prices])).toEqual([
    [450000, 40, []],
    [600000, 80, [{ currencyCode: 'EUR', value: 550000 }]],
  ]);
  expect(saved.subtitle).toBe('Changed in another tab');

  // Removing an edition takes it away when saved.
  await page.getByRole('button', { name: /^Remove Edition 1 / }).click();
  await expect(page.getByText('Removed Edition 1 (Unique). It goes when the artwork is saved.')).toBeAttached();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(status(page, 'Saved. Visitors see the change now.')).toBeVisible();
  expect((await stored<ArtworkRecord>(page, `/artworks/${work.id}`)).editions.map((e) => e.price)).toEqual([600000]);

  await page.getByRole('button', { name: 'Duplicate' }).click();
  await expect(page.getByRole('heading', { name: `${title} (copy)`, level: 1 })).toBeVisible();
  await expect(status(page, `Made a copy of ‘${title}’ as it was last saved. This is the copy.`)).toBeVisible();
  expect(Number(/(\d+)$/.exec(page.url())![1])).not.toBe(work.id);

  await page.goto(`/editor#/content/artworks/${work.id}`);
  await page.getByRole('button', { name: 'Archive' }).click();
  await expect(status(page, 'Archived: visitors no longer see this artwork.')).toBeVisible();
  await expect(page.getByText('Status: Archived')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unarchive' })).toBeVisible();
  expect((await page.request.get(`/art/${work.id}?sub=demo`)).status()).toBe(404);
  await expectNoAxeViolations(page);
});

test('an owner drags a work’s second picture to the top with the mouse: it becomes the primary one, and the visitor’s art page leads with it', async ({ page }) => {
  await signIn(page);
  const s = stamp();
  const upload = async (name: string, background: string) => {
    const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background } }).jpeg().toBuffer();
    const answer = await page.request.post('/api/media', { headers: { 'content-type': 'application/octet-stream', 'x-file-name': name }, data: buffer });
    expect(answer.status(), await answer.text()).toBe(201);
    return ((await answer.json()) as { id: number }).id;
  };
  const front = await upload(`front-${s}.jpg`, '#aa3300');
  const back = await upload(`back-${s}.jpg`, '#0033aa');
  const work = await made<ArtworkRecord>(page, '/artworks', { title: `Two Sides ${s}`, images: [front, back] });

  await page.goto(`/editor#/content/artworks/${work.id}`);
  await expect(page.getByRole('heading', { name: `Two Sides ${s}`, level: 1 })).toBeVisible();
  const pictures = page.getByRole('list', { name: 'Images, in order' }).getByRole('listitem');
  await expect(pictures).toHaveText([new RegExp(`Picture ${front}Primary`), new RegExp(`Picture ${back}[^P]*$`)]);

  // The back picture's handle, dragged with the mouse above the front one.
  await page.getByRole('list', { name: 'Images, in order' }).scrollIntoViewIfNeeded();
  const from = (await page.getByRole('button', { name: `Reorder Picture ${back}` }).boundingBox())!;
  const to = (await page.getByRole('button', { name: `Reorder Picture ${front}` }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 12 });
  await page.mouse.up();
  await expect(pictures).toHaveText([new RegExp(`Picture ${back}Primary`), new RegExp(`Picture ${front}[^P]*$`)]);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(status(page, 'Saved.')).toBeVisible();
  expect((await stored<ArtworkRecord>(page, `/artworks/${work.id}`)).images.map((i) => i.id)).toEqual([back, front]);
  // The visitor's page of the work leads with the new primary picture (its share image is the first).
  const html = await (await page.request.get(`/art/${work.id}?sub=demo`)).text();
  expect(html).toMatch(new RegExp(`<meta property="og:image" content="[^"]*/${back}\\.jpg"`));
});
