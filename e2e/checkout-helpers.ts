import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import type { CommerceSettings, PromoCode } from '../schema';
import { signIn } from './helpers';

/** What the checkout specs share: the demo's works by kind, the owner's selling settings, axe. */

export interface ListedWork {
  inventoryId: number;
  title: string;
  available: boolean;
  editions: { editionId: number; editionType: number; quantity: number; isSold: boolean; isOnHold: boolean; active: boolean; priceValue: number }[];
}

export async function listedWorks(request: APIRequestContext): Promise<ListedWork[]> {
  const response = await request.get('/api/inventory?sub=demo&limit=100');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { inventory: ListedWork[] }).inventory;
}

/** Available works with a single numbered edition with some left, never one of `skip`. */
export async function numberedEditions(request: APIRequestContext, skip: number[] = []): Promise<ListedWork[]> {
  return (await listedWorks(request)).filter(
    (w) => w.available && !skip.includes(w.inventoryId) && w.editions.length === 1 && w.editions[0].editionType === 1 && w.editions[0].quantity > 2,
  );
}

export async function expectNoAxeViolations(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

/** An owner's signed-in page, for the owner API. */
export async function ownerPage(browser: Browser): Promise<Page> {
  const page = await browser.newPage();
  await signIn(page);
  return page;
}

export async function readSettings(owner: Page): Promise<CommerceSettings> {
  const response = await owner.request.get('/api/owner/commerce-settings');
  expect(response.ok()).toBe(true);
  return (await response.json()) as CommerceSettings;
}

export async function saveSettings(owner: Page, change: Partial<Pick<CommerceSettings, 'shipping' | 'tax'>>): Promise<CommerceSettings> {
  const { revision } = await readSettings(owner);
  const response = await owner.request.put('/api/owner/commerce-settings', { data: { ...change, revision } });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as CommerceSettings;
}

export async function makePromoCode(owner: Page, data: Record<string, unknown>): Promise<PromoCode> {
  const response = await owner.request.post('/api/owner/promo-codes', { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as PromoCode;
}

/**
 * For a spec that changes the selling settings: puts the shipping and tax rules back afterwards, and
 * removes the promotion codes it made, so the specs after it price carts as before.
 */
export function restoreSellingAfterAll(): void {
  let before: CommerceSettings | null = null;
  let codes: number[] = [];
  test.beforeAll(async ({ browser }) => {
    const owner = await ownerPage(browser);
    before = await readSettings(owner);
    codes = ((await (await owner.request.get('/api/owner/promo-codes')).json()) as { promoCodes: PromoCode[] }).promoCodes.map((c) => c.promoCodeId);
    await owner.close();
  });
  test.afterAll(async ({ browser }) => {
    const owner = await ownerPage(browser);
    if (before) await saveSettings(owner, { shipping: before.shipping, tax: before.tax });
    const now = ((await (await owner.request.get('/api/owner/promo-codes')).json()) as { promoCodes: PromoCode[] }).promoCodes;
    for (const code of now.filter((c) => !codes.includes(c.promoCodeId))) await owner.request.delete(`/api/owner/promo-codes/${code.promoCodeId}`);
    await owner.close();
  });
}

/** The buyer's contact and card fields (the address is each test's own). */
export async function fillContactAndCard(page: Page, card: string): Promise<void> {
  await page.getByLabel('First Name', { exact: true }).fill('Grace');
  await page.getByLabel('Last Name', { exact: true }).fill('Hopper');
  await page.getByLabel('Email', { exact: true }).fill('grace@example.com');
  await page.getByLabel('Phone', { exact: true }).fill('+1 555 0199');
  await fillCard(page, card);
}

export async function fillCard(page: Page, card: string): Promise<void> {
  await page.getByLabel('Card Number').fill(card);
  await page.getByLabel('Expiration Date (MM/YY)').fill('1234');
  await page.getByLabel('CVC').fill('123');
}

/** The total the cart shows for a row ('subtotal', 'shipping', 'tax', 'discount', 'total'). */
export function totalOf(page: Page, row: string) {
  return page.locator(`.cart-block--totals [data-total="${row}"] dd`);
}
