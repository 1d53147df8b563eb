import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CommerceText } from '../schema/messages';
import { restoreSiteSettingsAfterAll, SITE, signIn } from './helpers';

/**
 * The cart page as a buyer meets it: the counter that must say what the cart holds, a sold work added
 * by a link, the empty cart's way back, the address bar, and axe in each mode it shows here.
 */

interface Listed {
  inventoryId: number;
  title: string;
  available: boolean;
  editions: { editionId: number; editionType: number; quantity: number; isSold: boolean; active: boolean }[];
}

async function listed(request: APIRequestContext): Promise<Listed[]> {
  const response = await request.get('/api/inventory?sub=demo&limit=100');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { inventory: Listed[] }).inventory;
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

const counter = (page: Page) => page.locator('.site-header .cart-count').first();

restoreSiteSettingsAfterAll();

test('60 asked of an edition with fewer left: the cart keeps what is left, says so, and the counter agrees', async ({ page, request }) => {
  const work = (await listed(request)).find((i) => i.available && i.editions.length === 1 && i.editions[0].editionType === 1 && i.editions[0].quantity > 1 && i.editions[0].quantity < 60);
  if (!work) throw new Error('The demo lists no numbered edition with fewer than 60 left');
  const { editionId, quantity: left } = work.editions[0];

  // A piece in the cart already, as a buyer would have: the counter adds what the address asks on top.
  await page.goto(`${SITE}/buy/?products=${editionId}:60`);
  const line = page.locator('.cart-line').filter({ hasText: work.title });
  await expect(line.getByLabel(/^Quantity/)).toHaveValue(String(left));
  await expect(page.locator('.cart-notices')).toContainText(`${CommerceText.notEnoughLeft} (${left} of the 60 you asked for)`);
  await expect(counter(page)).toHaveText(String(left));
  await expect(page).toHaveURL(new RegExp(`/buy/\\?products=${editionId}:${left}`));
  await expectNoAxeViolations(page);

  // Another page reads the same count from the stored cart.
  await page.goto(`${SITE}/`);
  await expect(counter(page)).toHaveText(String(left));

  // The quantity input takes digits only (§5): letters and a point are refused as typed; Enter sends it.
  await page.goto(`${SITE}/buy/`);
  const input = page.locator('.cart-line').filter({ hasText: work.title }).getByLabel(/^Quantity/);
  await input.fill('');
  await input.pressSequentially('2a.5');
  await expect(input).toHaveValue('25');
  await input.fill('2');
  await input.press('Enter');
  await expect(counter(page)).toHaveText('2');
  await expect(page).toHaveURL(new RegExp(`products=${editionId}:2`));
  await expect(page.locator('.cart-notices')).toHaveCount(0);

  await page.getByRole('button', { name: `Remove ${work.title}` }).click();
  await expect(page.getByText(CommerceText.emptyCart)).toBeVisible();
  await expect(counter(page)).toBeHidden();
});

test('a sold work added by a link is dropped with its notice, and the empty cart leads back to the artworks', async ({ page, request }) => {
  const sold = (await listed(request)).find((i) => i.editions.some((e) => e.isSold || e.quantity === 0));
  if (!sold) throw new Error('The demo lists no sold work');
  const gone = sold.editions.find((e) => e.isSold || e.quantity === 0)!;

  await page.goto(`${SITE}/buy/${gone.editionId}`);
  await expect(page.getByText(CommerceText.emptyCart)).toBeVisible();
  await expect(page.locator('.cart-notices')).toContainText(`${sold.title}: ${CommerceText.soldOut}`);
  await expect(page.locator('.cart-line')).toHaveCount(0);
  await expect(counter(page)).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cart.v1'))).toBeNull();
  await expect(page).toHaveURL(/\/buy\/$/);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: CommerceText.backToArtworks }).click();
  await expect(page).not.toHaveURL(/\/buy\//);
  await expect(page.locator('.inventory-card, .content-list, [data-island="InventoryListMore"]').first()).toBeVisible();
});

test('the cart page draws the blocks its configuration gives, and uses only the modes it defines', async ({ page, browser, request }) => {
  const owner = await browser.newPage();
  await signIn(owner);
  const { document, revision } = await (await owner.request.get('/api/editor/document')).json();
  const cartPage = {
    checkout: {
      blocks: [
        { id: 'cp-lines', type: 'cart-line-items', config: { lineSpacing: 40, showImages: false }, blocks: [{ id: 'cp-remove', type: 'cart-remove-button', config: {} }] },
        { id: 'cp-totals', type: 'cart-totals', config: {} },
        { id: 'cp-form', type: 'cart-card-form', config: { title: 'Pay here' } },
      ],
    },
  };
  const saved = await owner.request.put('/api/editor/document', { data: { document: { ...document, site: { ...document.site, cartPage } }, baseRevision: revision } });
  expect(saved.ok(), await saved.text()).toBe(true);
  expect((await owner.request.post('/api/editor/publish')).ok()).toBe(true);
  await owner.close();

  const work = (await listed(request)).find((i) => i.available && i.editions.length === 1 && i.editions[0].editionType === 1 && i.editions[0].quantity > 2);
  if (!work) throw new Error('The demo lists no numbered edition');
  await page.goto(`${SITE}/buy/?products=${work.editions[0].editionId}:2`);
  const line = page.locator('.cart-line').filter({ hasText: work.title });
  await expect(line).toBeVisible();
  await expect(line.locator('img')).toHaveCount(0);
  // No quantity input is placed in these line items: the quantity is not offered for change.
  await expect(line.getByLabel(/^Quantity/)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Pay here' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay with Apple Pay' })).toHaveCount(0);
  await expect(page.getByLabel('Promo code')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // No empty cart mode is defined: an emptied cart stays in checkout.
  await page.getByRole('button', { name: `Remove ${work.title}` }).click();
  await expect(page.locator('.cart-line')).toHaveCount(0);
  await expect(page.getByText(CommerceText.emptyCart)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Pay here' })).toBeVisible();
});
