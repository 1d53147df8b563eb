import { expect, test } from '@playwright/test';
import { CommerceText } from '../schema/messages';
import { SITE } from './helpers';
import { expectNoAxeViolations, listedWorks, ownerPage } from './checkout-helpers';

/**
 * The purchase popup over a work's edition set (GET /api/editionSets): medium, dimensions and price,
 * with §4's resets, one edition added at once; a work with a single edition goes straight to Added To Cart.
 */

test('a work with several editions: the buyer picks dimensions and price, the choices reset as §4 says, one edition goes in the cart', async ({ page, request, browser }) => {
  const work = (await listedWorks(request)).find((w) => w.available && w.editions.length >= 2 && w.editions.every((e) => e.active && e.quantity > 1 && !e.isOnHold));
  if (!work) throw new Error('The demo lists no work with several editions for sale');

  // The owner adds a third edition in the first one's size at another price.
  const owner = await ownerPage(browser);
  const first = (await (await request.get(`/api/editionSets?sub=demo&editionSetId=${work.inventoryId}`)).json()).groups[0].editions[0];
  const added = await owner.request.post(`/api/owner/artworks/${work.inventoryId}/editions`, {
    data: {
      editionType: 1,
      editionSize: 5,
      quantity: 5,
      price: first.priceValue + 50000,
      dimensions: { width: first.dimensions.width, height: first.dimensions.height, depth: first.dimensions.depth, metric: first.dimensions.metric },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  await owner.close();
  const set = await (await request.get(`/api/editionSets?sub=demo&editionSetId=${work.inventoryId}`)).json();
  const [firstGroup, secondGroup] = [set.groups[0], set.groups[1]];
  expect(firstGroup.editions).toHaveLength(2);

  await page.goto(`${SITE}/art/${work.inventoryId}`);
  await page.getByRole('button', { name: 'PURCHASE', exact: true }).click();
  const popup = page.getByRole('dialog', { name: work.title });
  const medium = popup.getByLabel('Medium');
  const dimensions = popup.getByLabel('Dimensions');
  const price = popup.getByLabel('Price');
  await expect(medium).toBeFocused();
  await expect(dimensions.locator('option')).toHaveText([firstGroup.dimensions, secondGroup.dimensions]);
  await expect(price.locator('option')).toHaveCount(2);
  await expectNoAxeViolations(page, 'dialog');

  // The second price, then other dimensions: the edition resets to the first of those.
  await price.selectOption(String(firstGroup.editions[1].editionId));
  await expect(price).toHaveValue(String(firstGroup.editions[1].editionId));
  await dimensions.selectOption({ label: secondGroup.dimensions });
  await expect(price).toHaveValue(String(secondGroup.editions[0].editionId));
  await dimensions.selectOption({ label: firstGroup.dimensions });
  await expect(price).toHaveValue(String(firstGroup.editions[0].editionId));
  await expect(medium.locator('option')).toHaveText([set.groups[0].medium]);
  await price.selectOption(String(firstGroup.editions[1].editionId));
  await popup.getByRole('button', { name: 'Add To Cart' }).click();
  const confirmation = page.getByRole('dialog', { name: CommerceText.addedToCart });
  await expect(confirmation.getByRole('button', { name: CommerceText.continueShopping })).toBeFocused();
  await expectNoAxeViolations(page, 'dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'PURCHASE', exact: true })).toBeFocused();
  await expect(page.locator('.site-header .cart-count').first()).toHaveText('1');

  await page.getByRole('button', { name: 'PURCHASE', exact: true }).press('Enter');
  await expect(popup.getByLabel('Medium')).toBeFocused();
  await popup.getByRole('button', { name: 'Add To Cart' }).click();
  await page.getByRole('link', { name: CommerceText.viewCart }).click();
  await expect(page).toHaveURL(new RegExp(`/buy/\\?products=${firstGroup.editions[1].editionId}:1,${firstGroup.editions[0].editionId}:1`));
  await expect(page.locator('.cart-line')).toHaveCount(2);
  await expect(page.locator('.cart-line').first()).toContainText(firstGroup.editions[1].price);
});

test('a work with a single edition is added at once, and adding it again never passes what is left', async ({ page, request }) => {
  const work = (await listedWorks(request)).find((w) => w.available && w.editions.length === 1 && w.editions[0].editionType === 0 && w.editions[0].quantity === 1);
  if (!work) throw new Error('The demo lists no available unique original');
  await page.goto(`${SITE}/art/${work.inventoryId}`);
  await page.getByRole('button', { name: 'PURCHASE', exact: true }).click();
  await expect(page.getByRole('dialog', { name: CommerceText.addedToCart })).toContainText(work.title);
  await page.getByRole('button', { name: CommerceText.continueShopping }).click();
  await page.getByRole('button', { name: 'PURCHASE', exact: true }).click();
  await expect(page.getByRole('dialog', { name: CommerceText.addedToCart })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart.v1') ?? '[]'))).toEqual([{ EditionId: work.editions[0].editionId, Quantity: 1 }]);
});
