import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { addText, openTemplate, OWNER, signIn, SITE } from './helpers';

/**
 * A password-protected page in Chromium: the password form with the spec's words, usable by keyboard
 * and without axe violations; a wrong password says so, the right one opens the page in this browser,
 * and a second browser still meets the form.
 */
const SENTINEL = 'Vault-sentinel-7c1e';
const PAGE_ID = 'e2e-vault';
const PASSWORD = 'let me in please';

async function asOwner(page: Page): Promise<void> {
  expect((await page.request.post('/api/auth/login', { data: OWNER })).ok()).toBe(true);
}

async function publishWith(page: Page, change: (pages: Array<Record<string, unknown>>) => Array<Record<string, unknown>>): Promise<void> {
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  const saved = await page.request.put('/api/editor/document', { data: { document: { ...document, pages: change(document.pages) }, baseRevision: revision } });
  expect(saved.ok(), await saved.text()).toBe(true);
  expect((await page.request.post('/api/editor/publish')).ok()).toBe(true);
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  await asOwner(page);
  await publishWith(page, (pages) => [
    ...pages.filter((p) => p.pageId !== PAGE_ID),
    {
      pageId: PAGE_ID,
      title: 'Vault',
      slug: 'vault',
      type: 0,
      showInNavigation: false,
      isTitleVisible: true,
      isProtected: true,
      blocks: [{ id: 'vault-text', type: 'text', config: { text: `Inside: ${SENTINEL}`, variant: 'paragraph', align: 'left' } }],
    },
  ]);
  const set = await page.request.put(`/api/owner/pages/${PAGE_ID}/password`, { data: { password: PASSWORD } });
  expect(set.ok(), await set.text()).toBe(true);
  await page.close();
});

test.afterAll(async ({ browser }) => {
  const page = await browser.newPage();
  await asOwner(page);
  await publishWith(page, (pages) => pages.filter((p) => p.pageId !== PAGE_ID));
  await page.close();
});

test('a protected page opens by keyboard with its password, for that browser only', async ({ browser }) => {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`${SITE}/vault`);
  await expect(page.getByText('A password is required to view this page.')).toBeVisible();
  await expect(page.getByText(SENTINEL)).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page }).include('.password-page').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Keyboard only: Tab reaches the password field, Enter submits.
  const field = page.getByLabel('Password');
  for (let i = 0; i < 40 && !(await field.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(field).toBeFocused();
  await page.keyboard.type('not the password');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Invalid password.');
  await expect(page.getByText(SENTINEL)).toHaveCount(0);

  await page.getByLabel('Password').fill(PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByText(SENTINEL)).toBeVisible();
  await page.reload();
  await expect(page.getByText(SENTINEL)).toBeVisible();

  const other = await browser.newContext();
  const second = await other.newPage();
  await second.goto(`${SITE}/vault`);
  await expect(second.getByText('A password is required to view this page.')).toBeVisible();
  await expect(second.getByText(SENTINEL)).toHaveCount(0);
  await other.close();
  await visitor.close();
});

test('the demo gallery’s viewing room opens with the password the start-up banner gives, and shows its works', async ({ browser }) => {
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  await page.goto(`${SITE}/viewing-room`);
  await expect(page.getByRole('heading', { name: 'Viewing Room', level: 1 })).toBeVisible();
  await expect(page.getByText('A password is required to view this page.')).toBeVisible();
  await expect(page.getByText('Offered Privately')).toHaveCount(0);
  // Out of the menu: its address is sent to the collectors the gallery invites.
  await expect(page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Viewing Room' })).toHaveCount(0);
  await page.getByLabel('Password').fill('private view');
  await page.keyboard.press('Enter');
  const works = page.locator('section', { has: page.getByRole('heading', { name: 'Offered Privately' }) }).locator('a.inventory-card');
  await expect(works.first()).toBeVisible();
  expect(await works.count()).toBeGreaterThan(1);
  await visitor.close();
});

test('the owner changes the password in the Pages dialog: the old one no longer opens the page, the new one does', async ({ page, browser }) => {
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto(`${SITE}/vault`);
  await reader.getByLabel('Password').fill(PASSWORD);
  await reader.keyboard.press('Enter');
  await expect(reader.getByText(SENTINEL)).toBeVisible();

  await signIn(page);
  await page.getByRole('button', { name: 'Pages', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pages' });
  await dialog.getByRole('button', { name: /^Vault/ }).click();
  const settings = dialog.getByRole('region', { name: 'Page settings' });
  await expect(settings.getByLabel('Protect with a password')).toBeChecked();
  await expect(settings.getByText('This page has a password.', { exact: false })).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).include('dialog[open]').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

  // Too short: refused before anything is sent.
  await settings.getByLabel('New password').fill('abc');
  await settings.getByRole('button', { name: 'Change password' }).click();
  await expect(settings.getByLabel('New password')).toHaveJSProperty('validity.valid', false);
  await settings.getByLabel('New password').fill('a brand new secret');
  await settings.getByRole('button', { name: 'Change password' }).click();
  await expect(settings.getByRole('status')).toContainText('Password saved.');

  // The visitor who opened it with the old password meets the form again; the new password opens it.
  await reader.reload();
  await expect(reader.getByText('A password is required to view this page.')).toBeVisible();
  await reader.getByLabel('Password').fill(PASSWORD);
  await reader.keyboard.press('Enter');
  await expect(reader.getByRole('alert')).toHaveText('Invalid password.');
  await reader.getByLabel('Password').fill('a brand new secret');
  await reader.keyboard.press('Enter');
  await expect(reader.getByText(SENTINEL)).toBeVisible();
  await visitor.close();

  // Back to the first password, for the other test.
  await settings.getByLabel('New password').fill(PASSWORD);
  await settings.getByRole('button', { name: 'Change password' }).click();
  await expect(settings.getByRole('status')).toContainText('Password saved.');
});

test('the owner writes to visitors on every password page through its template; the form still opens the page', async ({ page, browser }) => {
  await signIn(page);
  const before = (await (await page.request.get('/api/editor/document')).json()).document.site.templates;
  const root = page.frameLocator('[data-testid="canvas-frame"]').getByTestId('canvas-root');
  await openTemplate(page, /^Password page/, '@template-password');
  await expect(root.getByText(/^The password page template: a protected page shows these blocks, under its title, until its password is given\./)).toBeVisible();
  // The form as visitors see it, sending nothing here.
  await expect(root.locator('[data-block-type="password-form"]')).toContainText('A password is required to view this page.');
  await expect(page.getByTestId('toolbox-password-form')).toBeVisible();

  await root.locator('[data-block-type="password-form"] p').click();
  await addText(page, 'Collectors on our list receive the password by mail.');
  await page.getByLabel('Page', { exact: true }).selectOption({ label: 'Home' });
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto(`${SITE}/vault`);
  await expect(reader.getByRole('heading', { level: 1, name: 'Vault' })).toBeVisible();
  await expect(reader.getByText('Collectors on our list receive the password by mail.')).toBeVisible();
  await expect(reader.getByText(SENTINEL)).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page: reader }).include('.password-page').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  await reader.getByLabel('Password').fill(PASSWORD);
  await reader.keyboard.press('Enter');
  await expect(reader.getByText(SENTINEL)).toBeVisible();
  await expect(reader.getByText('Collectors on our list receive the password by mail.')).toHaveCount(0);
  await visitor.close();

  // The templates as they were, for the specs after this one.
  const { document, revision } = await (await page.request.get('/api/editor/document')).json();
  const saved = await page.request.put('/api/editor/document', { data: { document: { ...document, site: { ...document.site, templates: before } }, baseRevision: revision } });
  expect(saved.ok(), await saved.text()).toBe(true);
  expect((await page.request.post('/api/editor/publish')).ok()).toBe(true);
});
