import { expect, test } from '@playwright/test';
import { CommerceText } from '../schema/messages';
import { findUniqueOriginal, openTemplate, restoreSiteSettingsAfterAll, SITE } from './helpers';
import { expectNoAxeViolations, listedWorks, ownerPage } from './checkout-helpers';

/**
 * The purchase popup over a work's edition set (GET /api/editionSets): medium, dimensions and price,
 * with §4's resets (dimensions, then medium), one edition added at once; a work with a single edition goes
 * straight to Added To Cart; the artwork template's hideOnHold (§5) on a held work.
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

test('changing the medium resets the dimensions to that medium’s first and the price to its first edition', async ({ page, request, browser }) => {
  const works = (await listedWorks(request)).filter((w) => w.available && w.editions.length >= 2 && w.editions.every((e) => e.active && e.quantity > 1 && !e.isOnHold));
  // Not the work the first test changes, so each test reads the demo as it is.
  const work = works.at(-1);
  if (!work || works.length < 2) throw new Error('The demo lists too few works with several editions for sale');

  // The owner offers the work as a print too, in two sizes.
  const owner = await ownerPage(browser);
  const print = 'Archival pigment print';
  for (const [width, height, price] of [
    [30, 40, 120000],
    [50, 70, 180000],
  ]) {
    const added = await owner.request.post(`/api/owner/artworks/${work.inventoryId}/editions`, {
      data: { editionType: 1, editionSize: 20, quantity: 20, price, medium: print, dimensions: { width, height, depth: 0, metric: 1 } },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  await owner.close();
  const { groups } = (await (await request.get(`/api/editionSets?sub=demo&editionSetId=${work.inventoryId}`)).json()) as {
    groups: { medium: string; dimensions: string; editions: { editionId: number }[] }[];
  };
  const original = groups.filter((g) => g.medium !== print);
  const prints = groups.filter((g) => g.medium === print);
  expect(prints).toHaveLength(2);
  expect(original.length).toBeGreaterThan(0);

  await page.goto(`${SITE}/art/${work.inventoryId}`);
  await page.getByRole('button', { name: 'PURCHASE', exact: true }).click();
  const popup = page.getByRole('dialog', { name: work.title });
  const medium = popup.getByLabel('Medium');
  const dimensions = popup.getByLabel('Dimensions');
  const price = popup.getByLabel('Price');
  await expect(medium.locator('option')).toHaveText([original[0].medium, print]);
  await expect(dimensions.locator('option')).toHaveText(original.map((g) => g.dimensions));

  // Away from the first choices, then another medium: its first dimensions and their first edition.
  if (original[0].editions.length > 1) await price.selectOption(String(original[0].editions[1].editionId));
  await medium.selectOption({ label: print });
  await expect(dimensions.locator('option')).toHaveText(prints.map((g) => g.dimensions));
  await expect(dimensions.locator('option:checked')).toHaveText(prints[0].dimensions);
  await expect(price).toHaveValue(String(prints[0].editions[0].editionId));

  // The print's second size, then back to the first medium: the first of everything again.
  await dimensions.selectOption({ label: prints[1].dimensions });
  await expect(price).toHaveValue(String(prints[1].editions[0].editionId));
  await medium.selectOption({ label: original[0].medium });
  await expect(dimensions.locator('option:checked')).toHaveText(original[0].dimensions);
  await expect(price).toHaveValue(String(original[0].editions[0].editionId));

  // The print in its larger size is what goes in the cart.
  await medium.selectOption({ label: print });
  await dimensions.selectOption({ label: prints[1].dimensions });
  await popup.getByRole('button', { name: 'Add To Cart' }).click();
  await expect(page.getByRole('dialog', { name: CommerceText.addedToCart })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart.v1') ?? '[]'))).toEqual([{ EditionId: prints[1].editions[0].editionId, Quantity: 1 }]);
});

test.describe('hideOnHold', () => {
  restoreSiteSettingsAfterAll();

  test('the artwork template’s “hide while on hold” takes INQUIRE off a held work too, and the buttons return when it is released', async ({ page, request, browser }) => {
    const available = await findUniqueOriginal(request);
    const held = await findUniqueOriginal(request, [available.inventoryId]);
    const owner = await ownerPage(browser);
    const hold = async (isOnHold: boolean) => {
      const { editions } = (await (await owner.request.get(`/api/owner/artworks/${held.inventoryId}`)).json()) as { editions: { id: number; revision: number }[] };
      const changed = await owner.request.patch(`/api/owner/artworks/${held.inventoryId}/editions/${editions[0].id}`, { data: { revision: editions[0].revision, isOnHold } });
      expect(changed.status(), await changed.text()).toBe(200);
    };
    const buttons = (name: string) => page.getByRole('button', { name, exact: true }).or(page.getByRole('link', { name, exact: true }));

    try {
      await hold(true);
      // By default a held work keeps INQUIRE; with no edition to be had there is nothing to purchase or offer on.
      await page.goto(`${SITE}/art/${held.inventoryId}`);
      await expect(page.getByText('On Hold').first()).toBeVisible();
      await expect(buttons('INQUIRE')).toBeVisible();
      await expect(buttons('MAKE AN OFFER')).toHaveCount(0);
      await expect(buttons('PURCHASE')).toHaveCount(0);

      // The owner (in the builder since ownerPage) ticks the setting on the artwork page template and publishes.
      await openTemplate(owner, /^Artwork page/, '@template-inventory');
      const root = owner.frameLocator('[data-testid="canvas-frame"]').getByTestId('canvas-root');
      await root.locator('[data-block-type="inventory-meta"] .art-page__title').click();
      await owner.getByLabel('Hide the purchase, inquire and offer buttons while the work is on hold').check();
      await owner.getByRole('button', { name: 'Publish' }).click();
      await expect(owner.getByRole('status')).toHaveText('Published');

      await page.reload();
      await expect(page.getByText('On Hold').first()).toBeVisible();
      await expect(buttons('SHARE')).toBeVisible();
      await expect(buttons('INQUIRE')).toHaveCount(0);
      await expect(buttons('MAKE AN OFFER')).toHaveCount(0);
      await expect(buttons('PURCHASE')).toHaveCount(0);

      // A work for sale keeps every button.
      await page.goto(`${SITE}/art/${available.inventoryId}`);
      await expect(buttons('PURCHASE')).toBeVisible();
      await expect(buttons('INQUIRE')).toBeVisible();

      // Released, the held work is for sale again with all of them.
      await hold(false);
      await page.goto(`${SITE}/art/${held.inventoryId}`);
      await expect(buttons('PURCHASE')).toBeVisible();
      await expect(buttons('INQUIRE')).toBeVisible();
      await expect(buttons('MAKE AN OFFER')).toBeVisible();
    } finally {
      await hold(false).catch(() => undefined);
      await owner.close();
    }
  });
});
