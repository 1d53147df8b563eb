import { expect, test, type Browser } from '@playwright/test';
import { SITE_CHANGED_MESSAGE, type SiteDocument, type SiteSettings } from '../schema';
import { restoreSiteSettingsAfterAll, signIn, SITE } from './helpers';

restoreSiteSettingsAfterAll();

// restoreSiteSettingsAfterAll puts back the document; the options kept on the site itself are put back here.
let optionsBefore: SiteSettings;
async function withOwner<T>(browser: Browser, work: (request: import('@playwright/test').APIRequestContext) => Promise<T>): Promise<T> {
  const page = await browser.newPage();
  await signIn(page);
  try {
    return await work(page.request);
  } finally {
    await page.close();
  }
}
test.beforeAll(async ({ browser }) => {
  optionsBefore = await withOwner(browser, async (request) => (await request.get('/api/editor/site-settings')).json());
});
test.afterAll(async ({ browser }) => {
  await withOwner(browser, async (request) => expect((await request.patch('/api/editor/site-settings', { data: optionsBefore })).ok()).toBe(true));
});

test('an owner sets the contact page, opening hours, popup delay, cookie notice and image downloads; the canvas, visitors and the saved draft follow', async ({ page }) => {
  await signIn(page);
  const canvas = page.frameLocator('[data-testid="canvas-frame"]');
  const { document } = (await (await page.request.get('/api/editor/document')).json()) as { document: SiteDocument };
  const artworks = document.pages.find((p) => p.slug === 'artworks')!;
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Site settings' });

  // The contact page: stored as the page's title and address, linked from the footer at once.
  const contactPage = dialog.getByLabel('Contact page', { exact: true });
  await expect(contactPage).toHaveValue('');
  await expect(contactPage.locator('option', { hasText: 'Home (/)' })).toHaveCount(1);
  await contactPage.selectOption({ label: `${artworks.title} (/artworks)` });
  await expect(canvas.locator('footer p > a[href^="/artworks"]')).toHaveText(artworks.title);

  // Two lines of opening hours; a third one added and removed again.
  const addLine = dialog.getByRole('button', { name: 'Add a line' });
  await addLine.click();
  await expect(dialog.getByLabel('Days, line 1')).toBeFocused();
  await page.keyboard.type('Tuesday to Friday');
  await dialog.getByLabel('Hours, line 1').fill('10 am to 6 pm');
  await addLine.click();
  await dialog.getByLabel('Days, line 2').fill('Saturday');
  await dialog.getByLabel('Hours, line 2').fill('11 am to 4 pm');
  await addLine.click();
  await dialog.getByLabel('Days, line 3').fill('Sunday');
  await dialog.getByRole('button', { name: 'Remove line 3' }).click();
  await expect(dialog.getByLabel('Days, line 3')).toHaveCount(0);
  await expect(canvas.locator('footer .site-footer__hours')).toHaveText('Tuesday to Friday10 am to 6 pmSaturday11 am to 4 pm');

  // The popup delay in seconds (stored in milliseconds), with the spec's cap stated; the cookie notice's place.
  const delay = dialog.getByLabel('Newsletter popup delay (seconds)');
  await expect(delay).toHaveAccessibleDescription('Leave empty for no popup. The wait is capped at 5 seconds: a longer delay still shows the popup after 5.');
  await delay.fill('3');
  const position = dialog.getByLabel('Cookie notice position');
  await expect(position).toHaveValue('bc');
  await expect(position.locator('option:checked')).toHaveText('Bottom centre');
  await position.selectOption({ label: 'Top right' });

  // Image downloads are saved at once and are live for visitors before any Publish.
  await expect(dialog.getByText('These are saved as soon as you change them and apply to your site at once, without Publish.')).toBeVisible();
  const downloads = dialog.getByLabel('Visitors may download images');
  await expect(downloads).toBeEnabled();
  await expect(downloads).not.toBeChecked();
  await downloads.check();
  await expect(dialog.getByText('Saved. Visitors see the change now.')).toBeVisible();
  const visitor = await page.context().newPage();
  await visitor.goto(`${SITE}/`);
  await expect(visitor.locator('body')).not.toHaveClass(/images-protected/);
  await expect(visitor.locator('footer .site-footer__hours')).toHaveCount(0);

  await dialog.getByRole('button', { name: 'Close site settings' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  await visitor.goto(`${SITE}/`);
  const footer = visitor.locator('footer');
  await expect(footer.locator('p > a[href="/artworks"]')).toHaveText(artworks.title);
  await expect(footer.getByRole('definition')).toHaveText(['10 am to 6 pm', '11 am to 4 pm']);
  await expect(footer.getByRole('term')).toHaveText(['Tuesday to Friday', 'Saturday']);
  await expect(visitor.locator('body')).not.toHaveClass(/images-protected/);
  await visitor.close();

  const saved = (await (await page.request.get('/api/editor/document')).json()) as { document: SiteDocument };
  expect(saved.document.site).toMatchObject({
    contact: { title: artworks.title, relativeUrl: '/artworks' },
    hours: [
      { days: 'Tuesday to Friday', hours: '10 am to 6 pm' },
      { days: 'Saturday', hours: '11 am to 4 pm' },
    ],
    popupDelay: 3000,
    cookieNoticePosition: 'tr',
  });

  // A fresh builder shows every choice as saved.
  await page.reload();
  await expect(page.getByTestId('canvas-frame')).toBeVisible();
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await expect(dialog.getByLabel('Contact page', { exact: true })).toHaveValue('/artworks');
  await expect(dialog.getByLabel('Hours, line 2')).toHaveValue('11 am to 4 pm');
  await expect(dialog.getByLabel('Newsletter popup delay (seconds)')).toHaveValue('3');
  await expect(dialog.getByLabel('Cookie notice position')).toHaveValue('tr');
  await expect(dialog.getByLabel('Visitors may download images')).toBeChecked();
});

test('the site type shows on the canvas at once, and a refused change is reported and undone', async ({ page }) => {
  await signIn(page);
  const canvas = page.frameLocator('[data-testid="canvas-frame"]');
  await expect(canvas.locator('.inventory-card__artist').first()).toBeVisible();
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Site settings' });

  const siteType = dialog.getByLabel('Site type');
  await expect(siteType).toBeEnabled();
  await siteType.selectOption({ label: 'Artist' });
  await expect(dialog.getByText('Saved. Visitors see the change now.')).toBeVisible();
  await expect(canvas.locator('.inventory-card__artist')).toHaveCount(0);
  expect(await (await page.request.get('/api/editor/site-settings')).json()).toMatchObject({ userType: 1 });
  await siteType.selectOption({ label: 'Gallery' });
  await expect(canvas.locator('.inventory-card__artist').first()).toBeVisible();

  // The server refuses the next change: its message shows and the box goes back to what is saved.
  await page.route('**/api/editor/site-settings', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 409, json: { error: { code: 'site_changed', message: SITE_CHANGED_MESSAGE } } }) : route.continue(),
  );
  const offers = dialog.getByLabel('Visitors may make offers');
  const wasChecked = await offers.isChecked();
  await offers.click();
  await expect(dialog.getByRole('alert')).toHaveText(SITE_CHANGED_MESSAGE);
  await expect(offers).toBeChecked({ checked: wasChecked });
  await page.unroute('**/api/editor/site-settings');
});
