import { expect, test, type Page } from '@playwright/test';
import type { CommerceSettings, PromoCode } from '../schema';
import { CommerceText } from '../schema/messages';
import { SITE, signIn } from './helpers';
import { expectNoAxeViolations, fillContactAndCard, numberedEditions, readSettings, restoreSellingAfterAll } from './checkout-helpers';

/**
 * The owner's side of selling: an order placed on the site is seen in Orders, shipped and refunded
 * (each asking first), the buyer mailed each time; and the Selling screen sets shipping, tax and a
 * promotion code that the cart then applies.
 */

restoreSellingAfterAll();

async function buy(page: Page, editionId: number, email: string): Promise<number> {
  await page.goto(`${SITE}/buy/?products=${editionId}:1`);
  await page.getByLabel('Address Line 1', { exact: true }).fill('5 Canal Street');
  await page.getByLabel('City', { exact: true }).fill('Amsterdam');
  await page.getByLabel('Country', { exact: true }).selectOption('NL');
  await page.getByLabel('Zip', { exact: true }).fill('1012 AB');
  await fillContactAndCard(page, '4242 4242 4242 4242');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'PAY WITH CREDIT CARD' }).click();
  await expect(page.getByText(CommerceText.purchaseConfirmation)).toBeVisible();
  return Number((await page.locator('.cart-confirmation__number').textContent())?.replace(/\D+/g, ''));
}

test('the owner sees an order, marks it shipped and refunds it, each asking first; the buyer is mailed each time', async ({ page, browser, request }) => {
  const [work] = await numberedEditions(request);
  const buyer = await browser.newPage();
  const email = `collector-${Date.now().toString(36)}@example.com`;
  const orderId = await buy(buyer, work.editions[0].editionId, email);
  await buyer.close();

  await signIn(page);
  await page.goto('/editor#/content/orders');
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: `Order ${orderId}`, exact: true }) });
  await expect(row).toContainText(email);
  await expect(row).toContainText('Paid');
  await expect(row).toContainText(/ch_test_/);
  await expectNoAxeViolations(page, '.ed-admin');

  // By status, then by the buyer's email.
  await page.getByRole('link', { name: /^Refunded \(/ }).click();
  await expect(page.getByRole('link', { name: `Order ${orderId}`, exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: /^Paid \(/ }).click();
  await page.getByLabel('Find an order').fill(email);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('link', { name: `Order ${orderId}`, exact: true }).click();

  await expect(page.getByRole('heading', { level: 1 })).toContainText(`Order ${orderId}`);
  await expect(page.getByRole('row').filter({ hasText: work.title })).toContainText('1');
  await expect(page.locator('.order-detail__card').filter({ hasText: 'Ship to' })).toContainText('5 Canal Street');
  await expect(page.locator('.order-detail__card').filter({ hasText: 'Ship to' })).toContainText('Netherlands');
  await expect(page.locator('.order-detail__card').filter({ hasText: 'Payment' })).toContainText('Card through the test gateway, ending 4242');
  await expect(page.locator('.order-detail__card').filter({ hasText: 'Payment' })).toContainText(/ch_test_/);
  await expectNoAxeViolations(page, '.ed-admin');

  // Shipping asks for the carrier and tracking number first; Cancel changes nothing.
  await page.getByRole('button', { name: 'Mark as shipped…' }).click();
  await expect(page.getByLabel('Carrier (optional)')).toBeFocused();
  await expectNoAxeViolations(page, '.ed-admin');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Mark as shipped…' })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.getByLabel('Carrier (optional)').fill('PostNL');
  await page.getByLabel('Tracking number (optional)').fill('3SABCD1234567');
  await page.getByRole('button', { name: 'Mark shipped and mail the buyer' }).click();
  await expect(page.getByRole('status')).toHaveText(`Order ${orderId} is marked shipped; the buyer was mailed.`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Shipped');
  await expect(page.locator('.order-detail__card').filter({ hasText: 'Ship to' })).toContainText('PostNL · 3SABCD1234567');
  await expect(page.getByRole('button', { name: 'Mark as shipped…' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Refund…' }).click();
  const question = page.getByRole('form', { name: `Refund Order ${orderId}` });
  await expect(question).toContainText('This cannot be undone.');
  await question.getByLabel('Put the pieces back on sale').check();
  await question.getByRole('button', { name: /^Refund / }).click();
  await expect(page.getByRole('status')).toHaveText(`Order ${orderId} is refunded; the buyer was mailed.`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Refunded');
  await expect(page.getByRole('button', { name: 'Refund…' })).toHaveCount(0);

  // The buyer's mails: the confirmation, the shipping and the refund.
  await page.goto('/dev/mailbox');
  for (const subject of [`Your order ${orderId} from`, `Your order ${orderId} from .* has shipped`, `Your order ${orderId} from .* was refunded`]) {
    await expect(page.getByRole('row').filter({ hasText: email }).filter({ hasText: new RegExp(subject) }).first()).toBeVisible();
  }
});

test('the Selling screen sets shipping, tax and a promotion code, and the cart prices by them', async ({ page, browser, request }) => {
  await signIn(page);
  await page.goto('/editor#/content/selling');
  await expect(page.getByRole('heading', { name: 'Selling', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Card payments')).toHaveValue('test');
  await expectNoAxeViolations(page, '.ed-admin');

  await page.getByLabel('Flat rate per order').fill('30');
  await page.getByRole('button', { name: 'Add a shipping region' }).click();
  await page.getByLabel('Region 1 country').selectOption('DE');
  await page.getByLabel('Region 1 flat rate').fill('12.50');
  await page.getByRole('button', { name: 'Add a tax rate' }).click();
  await page.getByLabel('Tax rate 1 country').selectOption('DE');
  await page.getByLabel('Tax rate 1 percent').fill('19');
  await page.getByLabel('Tax rate 1 name').fill('MwSt');
  await page.getByLabel('Tax rate 1 applies to shipping').check();
  await page.getByRole('button', { name: 'Save selling settings' }).click();
  await expect(page.getByText('Selling settings saved.')).toBeVisible();
  const saved: CommerceSettings = await readSettings(page);
  expect(saved.shipping).toMatchObject({ flat: 3000, regions: [{ country: 'DE', state: null, flat: 1250, perItem: 0 }] });
  expect(saved.tax.rates).toEqual([{ country: 'DE', state: null, rate: 1900, name: 'MwSt', appliesToShipping: true }]);

  // A wrong amount is named before anything is sent.
  await page.getByLabel('Per piece', { exact: true }).fill('two');
  await page.getByRole('button', { name: 'Save selling settings' }).click();
  await expect(page.getByRole('alert')).toContainText('Per piece: an amount such as 15 or 15.50.');
  await page.getByLabel('Per piece', { exact: true }).fill('0');

  await page.getByLabel('Code', { exact: true }).fill('FIVEOFF');
  await page.getByLabel('Kind').selectOption('fixed');
  await page.getByLabel('Amount off (USD)').fill('5');
  await page.getByLabel('Usage limit (optional)').fill('3');
  await page.getByRole('button', { name: 'Make the promotion code' }).click();
  await expect(page.getByText('Promotion code FIVEOFF made.')).toBeVisible();
  const codeRow = page.getByRole('row').filter({ hasText: 'FIVEOFF' });
  await expect(codeRow).toContainText('$5.00');
  await expect(codeRow).toContainText('0 of 3');
  await expectNoAxeViolations(page, '.ed-admin');

  // The cart prices Germany by the new rules and takes the code.
  const [work] = await numberedEditions(request);
  const { editionId, priceValue } = work.editions[0];
  const buyer = await browser.newPage();
  await buyer.goto(`${SITE}/buy/?products=${editionId}:1`);
  await buyer.getByLabel('Country', { exact: true }).selectOption('DE');
  await expect(buyer.locator('[data-total="shipping"] dd')).toHaveText('$12.50');
  await buyer.getByLabel('Promo code').fill('fiveoff');
  await buyer.getByRole('button', { name: 'APPLY' }).click();
  await expect(buyer.locator('[data-total="discount"] dd')).toHaveText('−$5.00');
  const goods = priceValue - 500;
  await expect(buyer.locator('[data-total="tax"] dd')).toHaveText(`$${(Math.round(((goods + 1250) * 1900) / 10_000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  await buyer.close();

  // Deleting asks first.
  await codeRow.getByRole('button', { name: 'Delete FIVEOFF' }).click();
  await expect(page.getByRole('button', { name: 'Delete FIVEOFF' }).last()).toBeFocused();
  await page.getByRole('group', { name: 'Confirm deleting FIVEOFF' }).getByRole('button', { name: 'Delete FIVEOFF' }).click();
  await expect(page.getByText('FIVEOFF deleted.')).toBeVisible();
  const left = ((await (await page.request.get('/api/owner/promo-codes')).json()) as { promoCodes: PromoCode[] }).promoCodes;
  expect(left.map((c) => c.code)).not.toContain('FIVEOFF');
});
