import { expect, test, type Page } from '@playwright/test';
import { CART_STORAGE_KEY } from '../renderer/commerce/cart-storage';
import { answeredCookieNotice, SITE } from './helpers';

/**
 * The header's cart counter is filled after the first paint, never while the HTML is parsed (its first
 * read of local storage is slow), and its box is there from the start, so the count appearing moves
 * nothing in the header.
 */

/** Stores a cart of `quantity` pieces before the page runs, and records when the page reads it. */
async function withCart(page: Page, quantity: number): Promise<void> {
  await page.addInitScript(
    ({ key, stored }) => {
      if (stored) localStorage.setItem(key, stored);
      const reads: string[] = [];
      (window as unknown as { cartReads: string[] }).cartReads = reads;
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, name: string) {
        if (name === key) reads.push(document.readyState);
        return getItem.call(this, name);
      };
    },
    { key: CART_STORAGE_KEY, stored: quantity ? JSON.stringify([{ EditionId: 1, Quantity: quantity }]) : '' },
  );
}

const cartLink = (page: Page) => page.locator('.site-header .cart-link').first();

test('the counter shows the stored count, read after the page is parsed, and the cart link keeps its width', async ({ browser }) => {
  const widths: number[] = [];
  for (const quantity of [0, 3]) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await answeredCookieNotice(page);
    await withCart(page, quantity);
    await page.goto(`${SITE}/`);
    const counter = page.locator('.site-header .cart-count').first();
    if (quantity) await expect(counter).toHaveText(String(quantity));
    else {
      await expect.poll(() => page.evaluate(() => (window as unknown as { cartReads: string[] }).cartReads.length)).toBeGreaterThan(0);
      await expect(counter).toBeHidden();
    }
    const reads = await page.evaluate(() => (window as unknown as { cartReads: string[] }).cartReads);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads).not.toContain('loading');
    widths.push((await cartLink(page).boundingBox())!.width);
    await context.close();
  }
  // The empty counter holds the same room as a one-digit count.
  expect(widths[1]).toBeCloseTo(widths[0], 0);
});
