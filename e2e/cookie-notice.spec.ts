import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { COOKIE_NOTICE_POSITIONS } from '../schema/enums';
import { openTemplate, restoreSiteSettingsAfterAll, signIn, signInForRequests, SITE, stubAnalyticsTags } from './helpers';

/** The cookie notice (spec §2, §4, §9): shown until the visitor answers, either answer kept 60 days. */

const notice = (page: Page) => page.getByRole('region', { name: 'We Value Your Privacy' });

async function consentCookie(page: Page) {
  return (await page.context().cookies(SITE)).find((c) => c.name === 'cookie_consent');
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('.cookie-notice').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
}

restoreSiteSettingsAfterAll();

test('a visitor accepts with CONTINUE: the notice goes, the cookie lasts 60 days, and no page shows it again', async ({ page }) => {
  await page.goto(`${SITE}/`);
  await expect(notice(page)).toBeVisible();
  await expect(notice(page).getByRole('heading', { name: 'We Value Your Privacy' })).toBeVisible();
  expect((await notice(page).boundingBox())!.width).toBeLessThanOrEqual(400);
  await expectNoAxeViolations(page);
  expect(await consentCookie(page)).toBeUndefined();

  const before = Date.now() / 1000;
  await notice(page).getByRole('button', { name: 'CONTINUE' }).click();
  await expect(notice(page)).toBeHidden();
  const cookie = await consentCookie(page);
  expect(cookie?.value).toBe('accepted');
  expect(cookie!.expires - before).toBeGreaterThan(60 * 86_400 - 60);
  expect(cookie!.expires - before).toBeLessThan(60 * 86_400 + 60);

  await page.reload();
  await expect(page.locator('main')).toBeVisible();
  await expect(notice(page)).toBeHidden();
  await page.goto(`${SITE}/search?q=a`);
  await expect(page.locator('main')).toBeVisible();
  await expect(notice(page)).toBeHidden();
});

test('a visitor rejects by keyboard: the notice goes, focus moves to the page, and it is not shown again', async ({ page }) => {
  await page.goto(`${SITE}/`);
  await expect(notice(page)).toBeVisible();
  // The notice closes the page's tab order: Shift+Tab from the address bar's side reaches REJECT first.
  await page.locator('body').focus();
  await page.keyboard.press('Shift+Tab');
  await expect(notice(page).getByRole('button', { name: 'REJECT' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notice(page)).toBeHidden();
  await expect(page.locator('main')).toBeFocused();
  // Focus moves without scrolling: the visitor stays where they were reading.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect((await consentCookie(page))?.value).toBe('rejected');

  await page.reload();
  await expect(page.locator('main')).toBeVisible();
  await expect(notice(page)).toBeHidden();
});

test('with the site’s GA4 and Meta pixel ids set, a page view is counted only once the visitor accepts, and never after a rejection', async ({ page, browser }) => {
  const owner = await browser.newPage();
  await signInForRequests(owner);
  const { document, revision } = await (await owner.request.get('/api/editor/document')).json();
  const site = { ...document.site, analytics: { ga4MeasurementId: 'G-PAGEVIEW1', metaPixelId: '112233445566' } };
  expect((await owner.request.put('/api/editor/document', { data: { document: { ...document, site }, baseRevision: revision } })).ok()).toBe(true);
  expect((await owner.request.post('/api/editor/publish')).ok()).toBe(true);
  await owner.close();

  const calls = (visitor: Page) =>
    visitor.evaluate(() => ({
      ga4: ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((a) => Array.from(a).filter((x) => typeof x === 'string')),
      pixel: (window as unknown as { fbq?: { queue: unknown[][] } }).fbq?.queue ?? [],
    }));

  const fetched = await stubAnalyticsTags(page);
  await page.goto(`${SITE}/`);
  await expect(notice(page)).toBeVisible();
  await page.waitForLoadState('load');
  expect(fetched).toEqual([]);
  expect(await calls(page)).toEqual({ ga4: [], pixel: [] });

  await notice(page).getByRole('button', { name: 'CONTINUE' }).click();
  await expect.poll(() => [...fetched].sort()).toEqual(['https://connect.facebook.net/en_US/fbevents.js', 'https://www.googletagmanager.com/gtag/js?id=G-PAGEVIEW1']);
  expect(await calls(page)).toEqual({ ga4: [['js'], ['config', 'G-PAGEVIEW1']], pixel: [['init', '112233445566'], ['track', 'PageView']] });
  // The next page counts its view at once.
  await page.goto(`${SITE}/artists`);
  await expect.poll(() => fetched.length).toBe(4);
  expect((await calls(page)).ga4).toEqual([['js'], ['config', 'G-PAGEVIEW1']]);

  const other = await browser.newPage();
  const none = await stubAnalyticsTags(other);
  await other.goto(`${SITE}/`);
  await notice(other).getByRole('button', { name: 'REJECT' }).click();
  await expect(notice(other)).toBeHidden();
  await other.goto(`${SITE}/artists`);
  await other.waitForLoadState('load');
  expect(none).toEqual([]);
  expect(await calls(other)).toEqual({ ga4: [], pixel: [] });
  await other.close();
});

test('the notice at the bottom leaves the foot of a page reachable above it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${SITE}/`);
  await expect(notice(page)).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footerBottom = await page.locator('footer').evaluate((f) => f.getBoundingClientRect().bottom);
  const noticeTop = (await notice(page).boundingBox())!.y;
  expect(footerBottom).toBeLessThanOrEqual(noticeTop);
});

test('the notice sits where the owner places it, in each of the nine positions', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await signIn(page);
  const visitor = await browser.newPage({ viewport: { width: 1280, height: 720 } });
  const margin = 16;
  for (const position of COOKIE_NOTICE_POSITIONS) {
    const { document, revision } = await (await page.request.get('/api/editor/document')).json();
    const saved = await page.request.put('/api/editor/document', { data: { document: { ...document, site: { ...document.site, cookieNoticePosition: position } }, baseRevision: revision } });
    expect(saved.ok(), position).toBe(true);
    expect((await page.request.post('/api/editor/publish')).ok(), position).toBe(true);

    await visitor.goto(`${SITE}/`);
    const [width, height] = await visitor.evaluate(() => [document.documentElement.clientWidth, document.documentElement.clientHeight]);
    const box = (await notice(visitor).boundingBox())!;
    const [row, column] = position;
    const vertical = { t: box.y, m: box.y + box.height / 2, b: box.y + box.height }[row as 't' | 'm' | 'b'];
    const horizontal = { l: box.x, c: box.x + box.width / 2, r: box.x + box.width }[column as 'l' | 'c' | 'r'];
    expect(vertical, position).toBeCloseTo({ t: margin, m: height / 2, b: height - margin }[row as 't' | 'm' | 'b'], 0);
    expect(horizontal, position).toBeCloseTo({ l: margin, c: width / 2, r: width - margin }[column as 'l' | 'c' | 'r'], 0);
  }
  await visitor.close();
});

test('an owner rewords the notice through its template and leaves only CONTINUE; visitors see it so, and CONTINUE still answers', async ({ page, browser }) => {
  await signIn(page);
  const root = page.frameLocator('[data-testid="canvas-frame"]').getByTestId('canvas-root');
  await openTemplate(page, /^Cookie notice/, '@template-cookieNotice');
  await expect(root.getByText(/^The cookie notice template: visitors who have not answered it yet see these blocks in the notice/)).toBeVisible();
  const box = root.locator('.cookie-notice--canvas');
  await expect(box.getByRole('heading', { name: 'We Value Your Privacy' })).toBeVisible();
  await expect(box.getByRole('button', { name: 'CONTINUE' })).toBeVisible();
  // Nothing that loads data goes in the notice: a list is refused.
  await page.getByTestId('toolbox-inventory-list').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toContainText('cannot be placed inside');

  await box.locator('[data-block-type="text"]').click();
  await page.getByLabel('Text', { exact: true }).fill('We keep cookies to a minimum. Continue to allow visit counts.');
  await expect(box.getByText('We keep cookies to a minimum.', { exact: false })).toBeVisible();
  await box.locator('[data-block-type="cookie-policy-button"]').filter({ hasText: 'REJECT' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(box.getByRole('button', { name: 'REJECT' })).toHaveCount(0);
  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'Home' });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(`${SITE}/`);
  await expect(notice(visitor)).toBeVisible();
  await expect(notice(visitor).getByText('We keep cookies to a minimum. Continue to allow visit counts.')).toBeVisible();
  await expect(notice(visitor).getByRole('button', { name: 'REJECT' })).toHaveCount(0);
  expect((await notice(visitor).boundingBox())!.width).toBeLessThanOrEqual(400);
  await expectNoAxeViolations(visitor);
  await notice(visitor).getByRole('button', { name: 'CONTINUE' }).click();
  await expect(notice(visitor)).toBeHidden();
  expect((await context.cookies(SITE)).find((c) => c.name === 'cookie_consent')?.value).toBe('accepted');
  await context.close();
});
