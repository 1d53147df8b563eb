import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { E2E_PORT, OWNER } from '../playwright.config';

export const SITE = `http://demo.localhost:${E2E_PORT}`;
export { OWNER };

interface ListedItem {
  inventoryId: number;
  title: string;
  available: boolean;
  editions: { editionId: number; editionType: number; quantity: number; isSold: boolean; isOnHold: boolean; active: boolean }[];
}

/** An available unique original from the first page the home page lists. */
export async function findUniqueOriginal(request: APIRequestContext, skip: number[] = []): Promise<ListedItem> {
  const response = await request.get(`/api/inventory?sub=demo&limit=12`);
  expect(response.ok()).toBe(true);
  const { inventory } = (await response.json()) as { inventory: ListedItem[] };
  const item = inventory.find(
    (i) => i.available && !skip.includes(i.inventoryId) && i.editions.length === 1 && i.editions[0].editionType === 0 && i.editions[0].quantity === 1,
  );
  if (!item) throw new Error('The demo home page lists no available unique original');
  return item;
}

/**
 * Signs in to the builder. Specs written before autosave expect unsaved edits to be gone after a
 * reload, and share one demo site with the specs after them: autosave (on for owners unless they turn
 * it off) is off in their browser unless a spec asks for it.
 */
export async function signIn(page: Page, { autosave = false }: { autosave?: boolean } = {}): Promise<void> {
  if (!autosave) await page.addInitScript(() => localStorage.setItem('gallery-builder:autosave', 'off'));
  await page.goto('/editor');
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel('Password').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('canvas-frame')).toBeVisible();
}

/**
 * Clicks a control inside an island once React has taken the island over: before that a cell is the plain
 * link to its page (what a visitor without JavaScript follows), so a click on a loaded machine could leave.
 */
export async function clickHydrated(control: Locator): Promise<void> {
  await expect(control.locator('xpath=ancestor::*[@data-island][1]')).toHaveAttribute('data-hydrated', '');
  await control.click();
}

/** PURCHASE is a link that works without JavaScript; hydrated, it may act as a button. */
export function purchaseControl(page: Page) {
  return page.getByRole('link', { name: 'PURCHASE', exact: true }).or(page.getByRole('button', { name: 'PURCHASE', exact: true }));
}

/**
 * Adds to the cart through the popup, as a visitor does once the page's script has run: until then
 * PURCHASE is the plain link to the cart, so the click waits for the button it becomes.
 */
export async function purchaseFromPopup(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'PURCHASE', exact: true }).click();
  await expect(page.getByText('Added To Cart')).toBeVisible();
}

export async function addToCartFromArtPage(page: Page, inventoryId: number): Promise<void> {
  await page.goto(`${SITE}/art/${inventoryId}`);
  await purchaseFromPopup(page);
}

export async function fillCheckout(page: Page, card: string): Promise<void> {
  await page.getByLabel('First Name').fill('Ada');
  await page.getByLabel('Last Name').fill('Lovelace');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Phone').fill('+1 555 0100');
  await page.getByLabel('Address Line 1', { exact: true }).fill('1 Gallery Row');
  await page.getByLabel('City', { exact: true }).fill('New York');
  // Country is a list: State and Zip show for the countries that use them.
  await page.getByLabel('Country', { exact: true }).selectOption('US');
  await page.getByLabel('State', { exact: true }).fill('NY');
  await page.getByLabel('Zip', { exact: true }).fill('10001');
  await page.getByLabel('Card Number').fill(card);
  await page.getByLabel('Expiration Date').fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

/** Signs the page's browser context in as the owner through the API, for requests only (no builder loaded). */
export async function signInForRequests(page: Page): Promise<void> {
  expect((await page.request.post('/api/auth/login', { data: OWNER })).ok()).toBe(true);
}

/**
 * For a spec that changes the site settings, or one page: keeps them as the spec found them and puts
 * them back, and publishes, afterwards, so the specs after it see the site as it was. Called at the top of
 * a file or a describe, its hooks run before and after that scope's own.
 */
function restoreDocumentAfterAll(keep: (document: SiteDocument) => unknown, putBack: (document: SiteDocument, kept: unknown) => SiteDocument): void {
  let kept: unknown;
  test.beforeAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signInForRequests(page);
    kept = keep((await (await page.request.get('/api/editor/document')).json()).document);
    await page.close();
  });
  test.afterAll(async ({ browser }) => {
    const page = await browser.newPage();
    await signInForRequests(page);
    const { document, revision } = await (await page.request.get('/api/editor/document')).json();
    expect((await page.request.put('/api/editor/document', { data: { document: putBack(document, kept), baseRevision: revision } })).ok()).toBe(true);
    expect((await page.request.post('/api/editor/publish')).ok()).toBe(true);
    await page.close();
  });
}

interface SiteDocument {
  site: unknown;
  pages: Array<{ slug: string }>;
}

export function restoreSiteSettingsAfterAll(): void {
  restoreDocumentAfterAll(
    (document) => document.site,
    (document, site) => ({ ...document, site }),
  );
}

export function restorePageAfterAll(slug: string): void {
  restoreDocumentAfterAll(
    (document) => document.pages.find((p) => p.slug === slug),
    (document, page) => ({ ...document, pages: document.pages.map((p) => (p.slug === slug ? (page as { slug: string }) : p)) }),
  );
}

/** The visitor has already answered the cookie notice, so it covers nothing on the page. */
export async function answeredCookieNotice(page: Page): Promise<void> {
  await page.context().addCookies([{ name: 'cookie_consent', value: 'rejected', url: SITE }]);
}

/** Opens a page template from the Pages dialog (its button's name, and the page id the canvas then shows). */
export async function openTemplate(page: Page, name: RegExp, pageId: string): Promise<void> {
  await page.getByRole('button', { name: 'Pages', exact: true }).click();
  const pages = page.getByRole('dialog', { name: 'Pages' });
  await pages.getByRole('button', { name }).click();
  await expect(pages).toBeHidden();
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue(pageId);
}

/** Adds a text block after the selected one (or at the end), by keyboard, and writes `words` in it. */
export async function addText(page: Page, words: string): Promise<void> {
  await page.getByTestId('toolbox-text').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Text added.');
  await page.getByLabel('Text', { exact: true }).fill(words);
}

/**
 * Answers the analytics and ad pixel scripts (GA4's gtag.js, Meta's fbevents.js) with an empty script,
 * as there is no network here, so the stubs keep their queues; gives back the addresses asked for.
 */
export async function stubAnalyticsTags(page: Page): Promise<string[]> {
  const fetched: string[] = [];
  await page.route(/googletagmanager\.com|connect\.facebook\.net/, (route) => {
    fetched.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return fetched;
}
