import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { findUniqueOriginal, signIn, SITE } from './helpers';

/**
 * The owner's inbox (issue 17): an inquiry and an offer sent through the real popups, with script in
 * every field a visitor types, are found in the inbox newest first with their work, marked read,
 * replied to by mail; subscribers export as CSV. No payload ever runs: a dialog fails the test.
 */

const unique = `${Date.now()}`.slice(-7);
const PAYLOADS = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(2)</script>',
  '"><svg onload=alert(3)>',
  "javascript:alert(4)//'><iframe src=javascript:alert(5)>",
];

function failOnDialog(page: Page): void {
  page.on('dialog', async (dialog) => {
    await dialog.dismiss();
    throw new Error(`A script ran: ${dialog.message()}`);
  });
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('.ed-admin').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

test('the owner finds an inquiry and an offer in the inbox, marks them read, replies, and no visitor text runs', async ({ page, browser, request }) => {
  const work = await findUniqueOriginal(request);
  const visitor = await browser.newPage();
  const dialogs: string[] = [];
  visitor.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await visitor.context().addCookies([{ name: 'cookie_consent', value: 'rejected', url: SITE }]);
  await visitor.goto(`${SITE}/art/${work.inventoryId}`);

  // An inquiry with script in each field the visitor types.
  await visitor.getByRole('button', { name: 'INQUIRE', exact: true }).click();
  let popup = visitor.getByRole('dialog', { name: `Inquire about ${work.title}` });
  await popup.getByLabel('Name').fill(`Xena ${PAYLOADS[0]}`);
  await popup.getByLabel('Email').fill(`xena+${unique}@example.com`);
  await popup.getByLabel('Phone').fill('+1 555 010 0199');
  await popup.getByLabel('Message').fill(`Hello ${PAYLOADS[1]} ${PAYLOADS[2]} ${PAYLOADS[3]}`);
  await popup.getByRole('button', { name: 'SEND MESSAGE' }).click();
  await expect(popup.getByText('A representative will be in touch soon!')).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();

  // An offer, 5 percent off.
  await visitor.getByRole('button', { name: 'MAKE AN OFFER', exact: true }).click();
  popup = visitor.getByRole('dialog', { name: `Make an offer for ${work.title}` });
  await popup.getByLabel('Name').fill(`Omar ${PAYLOADS[2]}`);
  await popup.getByLabel('Email').fill(`omar+${unique}@example.com`);
  await popup.getByLabel('Phone').fill('+1 555 010 0198');
  await popup.getByRole('button', { name: 'MAKE AN OFFER' }).click();
  await expect(popup.getByText('Offer Sent')).toBeVisible();
  expect(dialogs).toEqual([]);
  await visitor.close();

  failOnDialog(page);
  await signIn(page);
  await page.goto('/editor#/content/inbox');
  const screen = page.locator('.ed-admin');
  await expect(screen.getByRole('heading', { name: 'Inbox', level: 1 })).toBeVisible();
  await expect(screen.getByRole('link', { name: /^Inquiries \(\d+ unread\)$/ })).toHaveAttribute('aria-current', 'page');

  // The newest inquiry is Xena's, its script shown as text, about the work.
  const inquiries = screen.getByRole('list', { name: 'Inquiries, newest first' });
  const first = inquiries.getByRole('article').first();
  await expect(first.getByRole('heading')).toContainText(`Unread Xena ${PAYLOADS[0]}`);
  await expect(first.getByRole('heading')).toContainText(`about ${work.title}`);
  await expect(first.getByText(`Hello ${PAYLOADS[1]} ${PAYLOADS[2]} ${PAYLOADS[3]}`)).toBeVisible();
  await expect(first.getByRole('link', { name: work.title })).toHaveAttribute('href', `/art/${work.inventoryId}?sub=demo`);
  await expect(first.getByText(/^Website inquiry regarding /)).toBeVisible();
  await expect(page.locator('.ed-admin img[src="x"], .ed-admin script, .ed-admin svg[onload], .ed-admin iframe')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await first.getByRole('button', { name: /^Mark as read: / }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Marked as read.' })).toBeVisible();
  await expect(first.getByRole('heading')).not.toContainText('Unread');
  await first.getByRole('button', { name: /^Reply to / }).click();
  await expect(first.getByLabel('Subject')).toHaveValue(/^Re: Website inquiry regarding /);
  await first.getByRole('button', { name: 'Send reply' }).click();
  await expect(first.getByText('Write a message to send.')).toBeVisible();
  await first.getByLabel(`Your reply to xena+${unique}@example.com`).fill('Thank you, it is still available.');
  await first.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Reply sent to xena+${unique}@example.com.` })).toBeVisible();
  await expect(first.getByText(/^Replied /)).toBeVisible();
  await expectNoAxeViolations(page);

  // The reply left in the outbox, to the visitor.
  const mailbox = await (await page.request.get('/dev/mailbox')).text();
  expect(mailbox).toContain(`xena+${unique}@example.com`);

  // Offers: Omar's, newest first, with the amount and the list price.
  await screen.getByRole('link', { name: /^Offers/ }).click();
  await expect(page).toHaveURL(/#\/content\/inbox\/offers$/);
  const offer = screen.getByRole('list', { name: 'Offers, newest first' }).getByRole('article').first();
  await expect(offer.getByRole('heading')).toContainText(`Omar ${PAYLOADS[2]}`);
  await expect(offer.getByText(/^Offers .+ listed at .+ \(5% off\)$/)).toBeVisible();
  await offer.getByRole('button', { name: /^Mark as read: / }).click();
  await expect(offer.getByRole('button', { name: /^Mark as unread: / })).toBeVisible();
  await expectNoAxeViolations(page);

  // Subscribers as CSV.
  await screen.getByRole('link', { name: /^Subscriptions/ }).click();
  const download = page.waitForEvent('download');
  await screen.getByRole('link', { name: 'Export subscribers as CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('demo-subscriptions.csv');
  const { readFile } = await import('node:fs/promises');
  const csv = await readFile((await file.path())!, 'utf8');
  expect(csv.split('\n')[0]).toMatch(/^\uFEFF?Email,Name,Phone,Status/);
  await expectNoAxeViolations(page);
});
