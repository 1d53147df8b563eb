import { expect, test } from '@playwright/test';
import { CommerceText } from '../schema/messages';
import { addToCartFromArtPage, fillCheckout, findUniqueOriginal, purchaseControl, purchaseFromPopup, SITE, signIn } from './helpers';

test('an owner drags a text block onto the home page, publishes, and visitors see it', async ({ page }) => {
  const sentence = `Opening night on the roof, ${Date.now().toString(36)}.`;
  await signIn(page);

  const frame = page.frameLocator('[data-testid="canvas-frame"]');
  const root = frame.getByTestId('canvas-root');
  await expect(root).toBeVisible();
  const textBlocksBefore = await frame.locator('[data-block-type="text"]').count();

  // As an owner would: scroll the canvas to the end of the page and drop just above its bottom edge, where
  // it shows on the screen (the desktop preview may be scaled to fit the stage).
  await root.evaluate((el) => el.ownerDocument.defaultView?.scrollTo(0, el.ownerDocument.documentElement.scrollHeight));
  const box = await root.boundingBox();
  const frameBox = await page.getByTestId('canvas-frame').boundingBox();
  if (!box || !frameBox) throw new Error('The canvas root has no box');
  const dropY = Math.min(box.y + box.height, frameBox.y + frameBox.height) - 20;
  await page.getByTestId('toolbox-text').dragTo(page.getByTestId('canvas-frame'), { targetPosition: { x: frameBox.width / 2, y: dropY - frameBox.y } });
  await expect(frame.locator('[data-block-type="text"]')).toHaveCount(textBlocksBefore + 1);

  // A text block also sits in the demo page's hidden hover layer; the new one is the last visible block.
  await frame.locator('[data-block-type="text"]:visible').last().click();
  await page.getByLabel('Text', { exact: true }).fill(sentence);
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toContainText('Published');

  await page.goto(`${SITE}/`);
  await expect(page.getByText(sentence)).toBeVisible();
});

test('a visitor buys a unique original with a test card, and a second visitor is refused the same piece', async ({ browser, request }) => {
  const piece = await findUniqueOriginal(request);
  const first = await browser.newPage();
  const second = await browser.newPage();

  await first.goto(`${SITE}/`);
  await first.getByRole('link', { name: piece.title }).first().click();
  await expect(first).toHaveURL(new RegExp(`/art/${piece.inventoryId}`));
  await purchaseFromPopup(first);

  // The second visitor has the same piece in their cart before the first one pays.
  await addToCartFromArtPage(second, piece.inventoryId);

  await first.getByRole('link', { name: 'View Cart' }).click();
  await expect(first).toHaveURL(/\/buy\//);
  await expect(first.getByText(piece.title).first()).toBeVisible();
  await fillCheckout(first, '4242 4242 4242 4242');
  await first.getByRole('button', { name: 'PAY WITH CREDIT CARD' }).click();
  await expect(first.getByText(CommerceText.purchaseConfirmation)).toBeVisible();

  await second.getByRole('link', { name: 'View Cart' }).click();
  await expect(second).toHaveURL(/\/buy\//);
  // The piece sold meanwhile: the cart drops it and says why, so there is nothing left to pay for.
  await expect(second.getByRole('alert').filter({ hasText: /sold|no longer available/i }).first()).toBeVisible();
  await expect(second.getByText(CommerceText.emptyCart)).toBeVisible();
  await expect(second.getByText(CommerceText.purchaseConfirmation)).toHaveCount(0);

  // The owner finds the buyer's confirmation in the mailbox linked from the builder.
  const owner = await browser.newPage();
  await signIn(owner);
  const mailboxOpened = owner.waitForEvent('popup');
  await owner.getByRole('link', { name: 'Mailbox' }).click();
  const mailbox = await mailboxOpened;
  await expect(mailbox.getByRole('cell', { name: 'ada@example.com' }).first()).toBeVisible();
  await expect(mailbox.getByText(piece.title).first()).toBeAttached();

  // The piece now shows as sold, without a PURCHASE button.
  await second.goto(`${SITE}/art/${piece.inventoryId}`);
  await expect(purchaseControl(second)).toHaveCount(0);
  await expect(second.getByText('Sold', { exact: true }).first()).toBeVisible();
});

test('a declined test card shows the card provider message and places no order', async ({ page, request }) => {
  const piece = await findUniqueOriginal(request);
  await addToCartFromArtPage(page, piece.inventoryId);
  await page.getByRole('link', { name: 'View Cart' }).click();
  await fillCheckout(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'PAY WITH CREDIT CARD' }).click();
  await expect(page.getByText('Your card was declined.')).toBeVisible();
  await expect(page.getByText(CommerceText.purchaseConfirmation)).toHaveCount(0);

  const after = await (await request.get(`/api/inventory?sub=demo&limit=12`)).json();
  const still = after.inventory.find((i: { inventoryId: number }) => i.inventoryId === piece.inventoryId);
  expect(still.available).toBe(true);
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page is server-rendered and PURCHASE still leads to the cart', async ({ page, request }) => {
    const piece = await findUniqueOriginal(request);
    await page.goto(`${SITE}/`);
    await expect(page.getByRole('link', { name: piece.title }).first()).toBeVisible();
    await page.goto(`${SITE}/art/${piece.inventoryId}`);
    const purchase = page.getByRole('link', { name: 'PURCHASE' });
    await expect(purchase).toHaveAttribute('href', new RegExp(`/buy/\\?products=${piece.editions[0].editionId}(:1)?`));
  });
});
