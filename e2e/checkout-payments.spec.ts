import { expect, test } from '@playwright/test';
import { formatMoney } from '../schema/money';
import { CardMessage, CommerceText } from '../schema/messages';
import { CONSENT_COOKIE } from '../renderer/site/cookie-notice/consent';
import { E2E_PORT } from '../playwright.config';
import { restoreSiteSettingsAfterAll, SITE, stubAnalyticsTags } from './helpers';
import {
  expectNoAxeViolations,
  fillCard,
  fillContactAndCard,
  listedWorks,
  makePromoCode,
  numberedEditions,
  ownerPage,
  restoreSellingAfterAll,
  saveSettings,
  totalOf,
} from './checkout-helpers';

/**
 * Checkout as buyers meet it on a site that charges shipping and tax: two countries priced as they
 * are chosen, a promotion code, a billing address elsewhere, a declined card and then a good one,
 * the confirmation, and the conversion events once cookies are accepted. Then a card that asks for
 * 3-D Secure, and redirectUrl.
 */

restoreSellingAfterAll();
restoreSiteSettingsAfterAll();

const US_RATE = { flat: 1500, perItem: 500 };
const UK_RATE = { flat: 4000, perItem: 0 };
const NY_TAX = 888;
const UK_VAT = 2000;

test.beforeAll(async ({ browser }) => {
  const owner = await ownerPage(browser);
  await saveSettings(owner, {
    shipping: { flat: 2500, perItem: 0, freeAbove: null, onlyListedRegions: false, regions: [{ country: 'US', state: null, ...US_RATE }, { country: 'GB', state: null, ...UK_RATE }] },
    tax: {
      pricesIncludeTax: false,
      rates: [
        { country: 'US', state: 'NY', rate: NY_TAX, name: 'Sales tax', appliesToShipping: false },
        { country: 'GB', state: null, rate: UK_VAT, name: 'VAT', appliesToShipping: true },
      ],
    },
  });
  await makePromoCode(owner, { code: 'E2E-SPRING', description: 'Ten percent off this spring', kind: 'percentage', amount: 10 });
  // The site's GA4 and Meta pixel ids: purchases send their conversion events there, with consent.
  const { document, revision } = await (await owner.request.get('/api/editor/document')).json();
  const site = { ...document.site, analytics: { ga4MeasurementId: 'G-E2ETEST01', metaPixelId: '123456789012' } };
  expect((await owner.request.put('/api/editor/document', { data: { document: { ...document, site }, baseRevision: revision } })).ok()).toBe(true);
  expect((await owner.request.post('/api/editor/publish')).ok()).toBe(true);
  await owner.close();
});

const money = (minor: number) => formatMoney(minor, 'USD');
const pct = (amount: number, basisPoints: number) => Math.round((amount * basisPoints) / 10_000);

test('shipping and tax for two countries, a promo code, a billing address, a decline and then a payment, with its conversion events', async ({ page, request, context }) => {
  const [work] = await numberedEditions(request);
  const { editionId, priceValue } = work.editions[0];
  const fetched = await stubAnalyticsTags(page);
  const hosts = () => fetched.map((url) => new URL(url).host).sort();
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'accepted', domain: 'demo.localhost', path: '/' }]);

  await page.goto(`${SITE}/buy/?products=${editionId}:2`);
  const subtotal = priceValue * 2;
  await expect(totalOf(page, 'subtotal')).toHaveText(money(subtotal));

  // United States, New York: the US rate and New York's sales tax, as soon as the state is given.
  await page.getByLabel('Country', { exact: true }).selectOption('US');
  await expect(totalOf(page, 'shipping')).toHaveText(money(US_RATE.flat + 2 * US_RATE.perItem));
  await page.getByLabel('State', { exact: true }).fill('NY');
  await page.getByLabel('Zip', { exact: true }).focus();
  await expect(totalOf(page, 'tax')).toHaveText(money(pct(subtotal, NY_TAX)));
  await expect(totalOf(page, 'total')).toHaveText(money(subtotal + US_RATE.flat + 2 * US_RATE.perItem + pct(subtotal, NY_TAX)));

  // The United Kingdom: no State asked, a Postcode; its rate, and VAT on goods and shipping.
  await page.getByLabel('Country', { exact: true }).selectOption('GB');
  await expect(page.getByLabel('State', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Postcode', { exact: true })).toBeVisible();
  await expect(totalOf(page, 'shipping')).toHaveText(money(UK_RATE.flat));
  await expect(totalOf(page, 'tax')).toHaveText(money(pct(subtotal + UK_RATE.flat, UK_VAT)));

  // A code the site does not have, then its own in another case.
  const code = page.getByLabel('Promo code', { exact: true });
  await page.getByRole('button', { name: 'APPLY' }).click();
  await expect(code).toBeFocused();
  expect(await code.evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await code.fill('NOPE');
  await page.getByRole('button', { name: 'APPLY' }).click();
  await expect(page.locator('.promo-form').getByRole('alert')).toHaveText(CommerceText.promoCodeInvalid);
  await code.fill('e2e-spring');
  await page.getByRole('button', { name: 'APPLY' }).click();
  await expect(page.locator('.promo-form').getByRole('status')).toContainText('Ten percent off this spring');
  const discount = pct(subtotal, 1000);
  const goods = subtotal - discount;
  await expect(totalOf(page, 'discount')).toHaveText(`−${money(discount)}`);
  const total = goods + UK_RATE.flat + pct(goods + UK_RATE.flat, UK_VAT);
  await expect(totalOf(page, 'total')).toHaveText(money(total));

  await page.getByLabel('Address Line 1', { exact: true }).fill('14 Marine Parade');
  await page.getByLabel('City', { exact: true }).fill('Brighton');
  await page.getByLabel('Postcode', { exact: true }).fill('BN2 1TL');
  // Billed in France: the same-address box off, the billing fields with their own country's rules.
  await page.getByLabel('Billing address is the same as the shipping address').uncheck();
  await page.getByLabel('Billing Address Line 1', { exact: true }).fill('27 rue des Archives');
  await page.getByLabel('Billing City', { exact: true }).fill('Paris');
  await page.getByLabel('Billing Country', { exact: true }).selectOption('FR');
  await expect(page.getByLabel('Billing State', { exact: true })).toHaveCount(0);
  await page.getByLabel('Billing Zip', { exact: true }).fill('75004');
  await fillContactAndCard(page, '4000 0000 0000 0002');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'PAY WITH CREDIT CARD' }).click();
  await expect(page.locator('.checkout-form').getByRole('alert')).toHaveText(CardMessage.declined);
  await expect(page.getByRole('button', { name: 'PAY WITH CREDIT CARD' })).toBeEnabled();
  // The page's view was counted (consent given); a declined card is no purchase.
  expect(hosts()).toEqual(['connect.facebook.net', 'www.googletagmanager.com']);
  expect(await page.evaluate(() => ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).some((a) => a[1] === 'purchase'))).toBe(false);

  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'PAY WITH CREDIT CARD' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Order Confirmation');
  await expect(page).toHaveTitle(/^Order Confirmation/);
  const confirmation = page.locator('.cart-confirmation');
  await expect(confirmation.getByText(CommerceText.purchaseConfirmation)).toBeFocused();
  await expect(confirmation).toContainText(/Order number \d+/);
  await expect(confirmation).toContainText(work.title);
  await expect(confirmation).toContainText('Quantity: 2');
  await expect(confirmation.locator('.cart-totals__total')).toContainText(money(total));
  await expect(confirmation.locator('address').first()).toContainText('14 Marine Parade');
  await expect(confirmation.locator('address').first()).toContainText('United Kingdom');
  await expect(confirmation.locator('address').nth(1)).toContainText('27 rue des Archives');
  await expect(confirmation.locator('address').nth(1)).toContainText('France');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('.site-header .cart-count').first()).toBeHidden();
  expect(await page.evaluate(() => [localStorage.getItem('cart.v1'), localStorage.getItem('cart.promo.v1')])).toEqual([null, null]);
  await expect(page).toHaveURL(/\/buy\/$/);

  // The conversion went to both tags, in USD, the order's total, through the scripts the page had fetched.
  await expect.poll(hosts).toEqual(['connect.facebook.net', 'www.googletagmanager.com']);
  const events = await page.evaluate(() => ({
    ga4: ((window as unknown as { dataLayer: IArguments[] }).dataLayer ?? []).map((a) => Array.from(a)),
    pixel: (window as unknown as { fbq: { queue: unknown[][] } }).fbq.queue,
  }));
  expect(events.ga4).toContainEqual(['event', 'purchase', expect.objectContaining({ currency: 'USD', value: total / 100 })]);
  expect(events.pixel).toContainEqual(['track', 'Purchase', expect.objectContaining({ currency: 'USD', value: total / 100 })]);
  await expectNoAxeViolations(page);
});

test('without consent no conversion tag is fetched; a card asking for 3-D Secure passes its check in the page', async ({ page, request }) => {
  const fetched = await stubAnalyticsTags(page);
  const original = (await listedWorks(request)).find((w) => w.available && w.editions.length === 1 && w.editions[0].editionType === 0 && w.editions[0].quantity === 1);
  if (!original) throw new Error('The demo lists no available unique original');
  await page.goto(`${SITE}/buy/?products=${original.editions[0].editionId}`);
  await page.getByLabel('Address Line 1', { exact: true }).fill('1 Gallery Row');
  await page.getByLabel('City', { exact: true }).fill('New York');
  await page.getByLabel('Country', { exact: true }).selectOption('US');
  await page.getByLabel('State', { exact: true }).fill('NY');
  await page.getByLabel('Zip', { exact: true }).fill('10001');
  await fillContactAndCard(page, '4000 0027 6000 3184');
  await page.getByRole('button', { name: 'PAY WITH CREDIT CARD' }).click();

  const check = page.getByRole('dialog', { name: 'Confirm your payment' });
  await expect(check).toContainText('ending in 3184');
  await expect(check.getByRole('button', { name: 'Complete authentication' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'PAY WITH CREDIT CARD' })).toBeDisabled();
  await expectNoAxeViolations(page);
  await check.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page.locator('.cart-confirmation')).toContainText(original.title);
  await expect(check).toHaveCount(0);
  expect(fetched).toEqual([]);
});

test('a redirectUrl sends the buyer on after a thanking alert', async ({ page, request }) => {
  const [, work] = await numberedEditions(request);
  const target = `http://localhost:${E2E_PORT}/?sub=demo&thanks=1`;
  await page.goto(`${SITE}/buy/?products=${work.editions[0].editionId}:1&redirectUrl=${encodeURIComponent(target)}`);
  await expect(page.locator('.cart-line')).toHaveCount(1);
  await expect(page).toHaveURL(/redirectUrl=/);
  await page.getByLabel('Address Line 1', { exact: true }).fill('1 Gallery Row');
  await page.getByLabel('City', { exact: true }).fill('Toronto');
  await page.getByLabel('Country', { exact: true }).selectOption('CA');
  await page.getByLabel('Province', { exact: true }).fill('ON');
  await page.getByLabel('Postal code', { exact: true }).fill('M5V 2T6');
  await fillContactAndCard(page, '4242424242424242');
  const alerted = page.waitForEvent('dialog');
  await page.getByRole('button', { name: 'PAY WITH CREDIT CARD' }).click();
  const dialog = await alerted;
  expect([dialog.type(), dialog.message()]).toEqual(['alert', CommerceText.purchaseConfirmation]);
  await dialog.accept();
  await expect(page).toHaveURL(target);
});

test('the wallet sheet for what will be charged: cancelled, then a declined card, then paid, its Pay amount the order’s total', async ({ page, request }) => {
  const [, , work] = await numberedEditions(request);
  const { editionId, priceValue } = work.editions[0];
  await page.goto(`${SITE}/buy/?products=${editionId}:1`);
  await expect(totalOf(page, 'subtotal')).toHaveText(money(priceValue));
  // What the checkout form holds already is what the wallet starts from.
  await page.getByLabel('First Name', { exact: true }).fill('Ada');
  await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await page.getByLabel('Email', { exact: true }).blur();

  const wallet = page.getByRole('button', { name: 'Pay with Apple Pay' });
  const sheet = page.getByRole('dialog', { name: 'Test wallet' });
  await wallet.click();
  await expect(sheet.getByRole('button', { name: `Pay ${money(priceValue)}` })).toBeVisible();
  await expect(sheet.getByLabel('First Name')).toHaveValue('Ada');
  await expectNoAxeViolations(page, 'dialog');
  await sheet.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.locator('.wallet').getByRole('alert')).toHaveText('Cancelled Apple Pay');

  const fillSheet = async () => {
    await sheet.getByLabel('Last Name').fill('Lovelace');
    await sheet.getByLabel('Phone').fill('+44 20 7946 0000');
    await sheet.getByLabel('Address Line 1', { exact: true }).fill('12 St James Square');
    await sheet.getByLabel('City').fill('London');
    await sheet.getByLabel('Country').selectOption('GB');
    await sheet.getByLabel('Postcode').fill('SW1Y 4LB');
  };
  await wallet.click();
  await fillSheet();
  await sheet.getByLabel('Card').selectOption({ label: 'Visa •••• 0002 (declined)' });
  await sheet.getByRole('button', { name: /^Pay / }).click();
  await expect(page.locator('.wallet').getByRole('alert')).toHaveText(`Apple Pay error: ${CardMessage.declined}`);
  await expect(wallet).toBeEnabled();

  await wallet.click();
  await fillSheet();
  // The amount follows the sheet's address (shipping and tax to Great Britain), and is what the order comes to.
  const pay = sheet.getByRole('button', { name: /^Pay / });
  await expect(pay).toHaveText(`Pay ${await totalOf(page, 'total').innerText()}`);
  const charged = (await pay.textContent())!.replace(/^Pay /, '');
  await pay.click();
  await expect(page.locator('.cart-confirmation')).toContainText(work.title);
  await expect(page.locator('.cart-confirmation')).toContainText(charged);
  await expect(page.locator('.cart-confirmation address').first()).toContainText('12 St James Square');
});

test('a site that ships only to its listed countries says so above the cart for another country, and not once a listed one is chosen', async ({ page, request, browser }) => {
  const owner = await ownerPage(browser);
  const settings = await (await owner.request.get('/api/owner/commerce-settings')).json();
  await saveSettings(owner, { shipping: { ...settings.shipping, onlyListedRegions: true } });
  try {
    const [work] = await numberedEditions(request);
    await page.goto(`${SITE}/buy/?products=${work.editions[0].editionId}:1`);
    await expect(totalOf(page, 'subtotal')).toHaveText(money(work.editions[0].priceValue));
    await page.getByLabel('Country', { exact: true }).selectOption('FR');
    const above = page.locator('.cart-status').getByRole('alert');
    await expect(above).toHaveText(CommerceText.cannotShipThere);
    await page.getByLabel('Country', { exact: true }).selectOption('GB');
    await expect(totalOf(page, 'shipping')).toHaveText(money(UK_RATE.flat));
    await expect(above).toHaveCount(0);
  } finally {
    await saveSettings(owner, { shipping: settings.shipping });
    await owner.close();
  }
});
