import { expect, test } from '@playwright/test';
import { signIn } from './helpers';

/**
 * The form blocks in the builder (builder spec §3, §6): offered in the toolbox, configured from the
 * inspector, and inert on the canvas: SEND MESSAGE there sends nothing and flags nothing.
 */

test('an owner adds a contact form in the builder; it is inert on the canvas and configured in the inspector', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(contacts|altcha|subscriptions)/.test(r.url())) calls.push(r.url());
  });
  await signIn(page);
  const canvas = page.frameLocator('[data-testid="canvas-frame"]');
  await page.getByTestId('toolbox-contact-form').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Contact Form added.');
  const block = canvas.locator('[data-block-type="contact-form"]');
  await expect(block.getByRole('button', { name: 'SEND MESSAGE' })).toBeVisible();

  // Inert: a press sends nothing and flags nothing.
  await block.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(block.getByText('This field is required.')).toHaveCount(0);

  // The inspector, generated from the catalogue entry.
  await expect(page.getByRole('heading', { name: 'Contact Form' })).toBeVisible();
  await page.getByLabel('Address required').check();
  await expect(block.getByLabel('Address Line 1')).toHaveAttribute('placeholder', 'Address Line 1 *');
  await page.getByLabel('Title', { exact: true }).fill('Write to us');
  await expect(block.getByRole('heading', { name: 'Write to us' })).toBeVisible();

  // Sign-up buttons and the subscribe form are offered beside it, in the Site group.
  await expect(page.getByTestId('toolbox-subscribe-form')).toBeVisible();
  await expect(page.getByTestId('toolbox-signup-buttons')).toBeVisible();
  await expect(page.getByTestId('toolbox-artist-signup')).toBeVisible();
  expect(calls).toEqual([]);

  // Left as it was found.
  const undo = page.getByRole('button', { name: 'Undo' });
  for (let i = 0; i < 10 && (await canvas.locator('[data-block-type="contact-form"]').count()) > 0; i++) await undo.click();
  await expect(canvas.locator('[data-block-type="contact-form"]')).toHaveCount(0);
});

test('the subscribe form, the sign-up buttons and the artist signup are inert on the canvas too', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (/\/api\/(contacts|altcha|subscriptions)/.test(r.url())) calls.push(r.url());
  });
  await signIn(page);
  const canvas = page.frameLocator('[data-testid="canvas-frame"]');
  const add = async (type: string, label: string) => {
    await page.getByTestId(`toolbox-${type}`).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText(`${label} added.`);
    return canvas.locator(`[data-block-type="${type}"]`);
  };

  const form = await add('subscribe-form', 'Subscribe Form');
  await form.getByRole('button', { name: 'SUBSCRIBE' }).click();
  await expect(form.getByText('This field is required.')).toHaveCount(0);
  await expect(form.getByText('Thank you for subscribing to our mailing list!')).toHaveCount(0);

  const buttons = await add('signup-buttons', 'Sign-up Buttons');
  await buttons.getByRole('button', { name: 'SUBSCRIBE' }).click();
  await expect(canvas.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Join Our Newsletter' })).toHaveCount(0);

  const follow = await add('artist-signup', 'Artist Signup');
  // On a page it follows the artist chosen in the inspector.
  const artist = page.getByLabel('Artist', { exact: true });
  await expect(artist.locator('option')).not.toHaveCount(1);
  await artist.selectOption({ index: 1 });
  await follow.getByRole('button', { name: 'FOLLOW ARTIST' }).click();
  await expect(canvas.getByRole('dialog')).toHaveCount(0);
  await expect(follow.getByText('Artist Followed')).toHaveCount(0);
  expect(calls).toEqual([]);

  // Left as it was found.
  const undo = page.getByRole('button', { name: 'Undo' });
  for (let i = 0; i < 20 && (await canvas.locator('[data-block-type="subscribe-form"], [data-block-type="signup-buttons"], [data-block-type="artist-signup"]').count()) > 0; i++) await undo.click();
  await expect(canvas.locator('[data-block-type="subscribe-form"], [data-block-type="signup-buttons"], [data-block-type="artist-signup"]')).toHaveCount(0);
});
