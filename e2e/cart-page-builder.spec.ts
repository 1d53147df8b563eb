import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { CommerceText } from '../schema/messages';
import { findUniqueOriginal, restoreSiteSettingsAfterAll, signIn, SITE } from './helpers';

/**
 * The cart page in the builder: the owner opens it from the pages panel, sees each mode drawn with the
 * site's own first available works, retitles the card form and takes the quantity input out of the
 * line items, removes the empty cart mode, removes the purchase confirmation and adds it back with its
 * default blocks, and publishes; a buyer with a work in the cart sees the page so, and an emptied cart
 * stays in checkout. axe on the builder with the cart page open and on the buyer's cart page.
 */

restoreSiteSettingsAfterAll();

interface Listed {
  title: string;
  available: boolean;
  editions: { price: string; priceValue: number; active: boolean; isSold: boolean; isOnHold: boolean; quantity: number }[];
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

test('an owner edits the cart page’s modes in the builder, publishes, and a buyer sees them', async ({ page, request }) => {
  // The site starts on the default cart page (another spec may have left its own).
  await signIn(page);
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  const { cartPage: _left, ...site } = document.site;
  expect((await page.request.put('/api/editor/document', { data: { document: { ...document, site }, baseRevision: revision } })).ok()).toBe(true);
  await page.reload();
  await expect(page.getByTestId('canvas-frame')).toBeVisible();

  const { inventory } = (await (await request.get('/api/inventory?sub=demo&limit=6&status=5')).json()) as { inventory: Listed[] };
  const forSale = inventory.filter((w) => w.available && w.editions.some((e) => e.active && !e.isSold && !e.isOnHold && e.quantity > 0 && e.priceValue > 0));
  const canvas = page.frameLocator('[data-testid="canvas-frame"]');
  const root = canvas.getByTestId('canvas-root');

  // On a page the cart parts are not offered.
  await expect(page.getByTestId('toolbox-cart-card-form')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pages', exact: true }).click();
  const pages = page.getByRole('dialog', { name: 'Pages' });
  await pages.getByRole('button', { name: /^Cart page/ }).click();
  await expect(pages).toBeHidden();
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue('@cart-checkout');

  // Checkout, drawn with the site's own first available works, the card form beside them; the cart parts in the toolbox.
  const modes = page.getByRole('group', { name: 'Cart page mode' });
  await expect(modes.getByRole('button', { name: 'Checkout', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(root.locator('.cart-line__title')).toHaveText(forSale.slice(0, 2).map((w) => w.title));
  await expect(root.getByRole('heading', { name: 'Shopping Cart' })).toBeVisible();
  await expect(root.locator('[data-block-type="cart-card-form"] .checkout-form__title')).toHaveText('Checkout');
  for (const type of ['cart-line-items', 'cart-quantity-input', 'cart-remove-button', 'cart-promo-code', 'cart-card-form', 'cart-totals', 'cart-wallet-button']) {
    await expect(page.getByTestId(`toolbox-${type}`)).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // The card form's title, from its inspector field.
  await root.locator('[data-block-type="cart-card-form"]').click({ position: { x: 8, y: 8 } });
  await expect(page.getByRole('heading', { name: 'Card Form' })).toBeVisible();
  await page.getByLabel('Title', { exact: true }).fill('Pay for your artwork');
  await expect(root.locator('.checkout-form__title')).toHaveText('Pay for your artwork');

  // The quantity input goes from every line.
  await root.locator('[data-block-type="cart-quantity-input"]').click();
  await expect(page.getByRole('heading', { name: 'Quantity Input' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete block' }).click();
  await expect(root.locator('[data-block-type="cart-quantity-input"]')).toHaveCount(0);
  // The inspector's Delete is the registry's: it is said in the status line.
  await expect(page.locator('.ed-save-status[role="status"]')).toHaveText('Quantity Input block deleted');
  await expect(root.locator('[data-block-type="cart-remove-button"]')).toHaveCount(1);

  // The empty cart mode, then removed: an empty cart is then shown the checkout mode.
  await modes.getByRole('button', { name: 'Empty cart', exact: true }).click();
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue('@cart-empty_cart');
  await expect(root.getByText(CommerceText.emptyCart)).toBeVisible();
  await page.getByRole('button', { name: 'Remove the empty cart mode' }).click();
  await page.getByRole('group', { name: 'Remove the empty cart mode' }).getByRole('button', { name: 'Remove mode' }).click();
  await expect(page.getByRole('status')).toHaveText('Empty cart mode removed: buyers see the checkout mode in its place.');
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue('@cart-checkout');
  await expect(modes.getByRole('button', { name: 'Checkout', exact: true })).toBeFocused();
  // The checkout mode kept its edits through the switches.
  await expect(root.locator('.checkout-form__title')).toHaveText('Pay for your artwork');
  await expect(root.locator('[data-block-type="cart-quantity-input"]')).toHaveCount(0);
  await expect(modes.getByRole('button', { name: 'Empty cart', exact: true })).toHaveCount(0);

  // The purchase confirmation, removed and added back with its default blocks.
  await modes.getByRole('button', { name: 'Purchase confirmation', exact: true }).click();
  await expect(root.getByText('Thank you for your purchase! You will receive an email confirmation.')).toBeVisible();
  await expect(root.getByRole('heading', { name: 'Order Confirmation' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove the purchase confirmation mode' }).click();
  await page.getByRole('button', { name: 'Remove mode' }).click();
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue('@cart-checkout');
  await modes.getByRole('button', { name: 'Add the purchase confirmation mode' }).click();
  await expect(page.getByRole('status')).toHaveText('Purchase confirmation mode added with its default blocks.');
  await expect(page.getByLabel('Page', { exact: true })).toHaveValue('@cart-purchase_confirmation');
  await expect(root.locator('[data-block-type="cart-purchase-confirmation"]')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // Back on a page, the cart parts leave the toolbox; the edits go out with Publish.
  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'Home' });
  await expect(page.getByTestId('toolbox-cart-card-form')).toHaveCount(0);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');
  const published = (await (await page.request.get('/api/editor/document')).json()).document.site.cartPage;
  expect(Object.keys(published)).toEqual(['checkout', 'purchase_confirmation']);

  // A buyer with a work in the cart: the owner's title, no quantity on the line, the remove button.
  const work = await findUniqueOriginal(request);
  const buyer = await page.context().newPage();
  await buyer.goto(`${SITE}/buy/?products=${work.editions[0].editionId}:1`);
  const line = buyer.locator('.cart-line').filter({ hasText: work.title });
  await expect(line).toBeVisible();
  await expect(buyer.getByRole('heading', { name: 'Pay for your artwork' })).toBeVisible();
  await expect(line.getByText(/Quantity/)).toHaveCount(0);
  await expect(line.getByRole('button', { name: `Remove ${work.title}` })).toBeVisible();
  await expectNoAxeViolations(buyer);

  // Without an empty cart mode, an emptied cart stays in checkout.
  await line.getByRole('button', { name: `Remove ${work.title}` }).click();
  await expect(buyer.locator('.cart-line')).toHaveCount(0);
  await expect(buyer.getByText(CommerceText.emptyCart)).toHaveCount(0);
  await expect(buyer.getByRole('heading', { name: 'Pay for your artwork' })).toBeVisible();
  await buyer.close();
});
