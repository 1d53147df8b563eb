import { expect, test, type Page } from '@playwright/test';
import { answeredCookieNotice, findUniqueOriginal, openTemplate, restoreSiteSettingsAfterAll, signIn, SITE } from './helpers';

/**
 * Which of INQUIRE and MAKE AN OFFER an art page offers, as the owner sets each work (storefront spec §5:
 * canInquire, contactUrl, canReceiveOffers), and the inquire popup's phone and address asked for when the
 * artwork page template says so.
 */

restoreSiteSettingsAfterAll();

const REQUIRED = 'This field is required.';
const action = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).or(page.getByRole('link', { name, exact: true }));

test('an owner takes INQUIRE off a work, sends it to the work’s own contact page, and stops offers on it; visitors see each', async ({ page, browser, request }) => {
  const first = await findUniqueOriginal(request);
  const work = await findUniqueOriginal(request, [first.inventoryId]);
  const owner = await browser.newPage();
  await signIn(owner);
  const change = async (fields: Record<string, unknown>) => {
    const { revision } = (await (await owner.request.get(`/api/owner/artworks/${work.inventoryId}`)).json()) as { revision: number };
    const changed = await owner.request.patch(`/api/owner/artworks/${work.inventoryId}`, { data: { revision, ...fields } });
    expect(changed.status(), await changed.text()).toBe(200);
  };
  await answeredCookieNotice(page);
  try {
    await page.goto(`${SITE}/art/${work.inventoryId}`);
    await expect(action(page, 'INQUIRE')).toBeVisible();
    await expect(action(page, 'MAKE AN OFFER')).toBeVisible();

    await change({ canInquire: false });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(work.title);
    await expect(action(page, 'INQUIRE')).toHaveCount(0);
    await expect(action(page, 'MAKE AN OFFER')).toBeVisible();

    // With a contact link of its own, INQUIRE goes there: another site in a new window.
    await change({ canInquire: true, contactUrl: 'https://estate.example/enquiries' });
    await page.reload();
    const link = page.getByRole('link', { name: 'INQUIRE', exact: true });
    await expect(link).toHaveAttribute('href', 'https://estate.example/enquiries');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);

    await change({ contactUrl: null, canReceiveOffers: false });
    await page.reload();
    await expect(page.getByRole('button', { name: 'INQUIRE', exact: true })).toBeVisible();
    await expect(action(page, 'MAKE AN OFFER')).toHaveCount(0);
  } finally {
    await change({ canInquire: true, contactUrl: null, canReceiveOffers: true });
    await owner.close();
  }
});

test('the artwork page template asks inquiries for a phone number and an address: asterisked, flagged until filled, and sent', async ({ page, browser, request }) => {
  const work = await findUniqueOriginal(request);
  const owner = await browser.newPage();
  await signIn(owner);
  await openTemplate(owner, /^Artwork page/, '@template-inventory');
  const root = owner.frameLocator('[data-testid="canvas-frame"]').getByTestId('canvas-root');
  await root.locator('[data-block-type="inventory-meta"] .art-page__title').click();
  await owner.getByLabel('Inquiries must give a phone number').check();
  await owner.getByLabel('Inquiries must give an address').check();
  await owner.getByRole('button', { name: 'Publish' }).click();
  await expect(owner.getByRole('status')).toHaveText('Published');
  await owner.close();

  await answeredCookieNotice(page);
  await page.goto(`${SITE}/art/${work.inventoryId}`);
  await page.getByRole('button', { name: 'INQUIRE', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Inquire about ${work.title}` });
  await expect(dialog.getByLabel('Phone')).toHaveAttribute('placeholder', 'Phone *');
  for (const label of ['Address Line 1', 'City', 'State', 'Zip', 'Country']) await expect(dialog.getByLabel(label, { exact: true })).toHaveAttribute('aria-required', 'true');
  await expect(dialog.getByLabel('Address Line 2', { exact: true })).not.toHaveAttribute('aria-required', 'true');

  await dialog.getByLabel('Name').fill('Noor Collector');
  await dialog.getByLabel('Email').fill(`noor+${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: 'SEND MESSAGE' }).click();
  // Phone and the five address fields, not Address Line 2.
  await expect(dialog.getByText(REQUIRED)).toHaveCount(6);
  await dialog.getByLabel('Phone').fill('+44 20 7946 0018');
  await dialog.getByLabel('Address Line 1', { exact: true }).fill('3 Quay Street');
  await dialog.getByLabel('City', { exact: true }).fill('Bristol');
  await dialog.getByLabel('State', { exact: true }).fill('Avon');
  await dialog.getByLabel('Zip', { exact: true }).fill('BS1 4DJ');
  await dialog.getByLabel('Country', { exact: true }).fill('United Kingdom');
  await expect(dialog.getByText(REQUIRED)).toHaveCount(0);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/contacts') && r.method() === 'POST');
  await dialog.getByRole('button', { name: 'SEND MESSAGE' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ Phone: '+44 20 7946 0018', AddressLineOne: '3 Quay Street', City: 'Bristol', Zip: 'BS1 4DJ', Country: 'United Kingdom' });
  await expect(dialog.getByText('A representative will be in touch soon!')).toBeVisible();
});
