import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn, SITE } from './helpers';

async function addPage(dialog: Locator, title: string, type?: string, group?: string) {
  await dialog.getByRole('button', { name: 'Add page' }).click();
  const settings = dialog.getByRole('region', { name: 'Page settings' });
  await expect(settings.getByLabel('Title', { exact: true })).toHaveValue('New page');
  if (type) await settings.getByLabel('Page type').selectOption({ label: type });
  await settings.getByLabel('Title', { exact: true }).fill(title);
  if (group) await settings.getByLabel('In the menu under').selectOption({ label: group });
  return settings;
}

const rowNames = (dialog: Locator) => dialog.getByRole('list', { name: 'Pages in menu order' }).locator('.ed-pages-name > span:first-child').allTextContents();

/** Drags one page row by its handle onto another row, as a person would with the mouse. */
async function dragRow(page: Page, dialog: Locator, from: string, to: string) {
  // From the top of the list, so that a target near its top edge does not set the list scrolling mid-drag.
  await dialog.getByRole('list', { name: 'Pages in menu order' }).evaluate((list) => {
    for (let el: Element | null = list; el; el = el.parentElement) el.scrollTop = 0;
  });
  const handle = dialog.getByRole('button', { name: `Reorder ${from}` });
  const target = dialog.getByRole('button', { name: `Reorder ${to}` });
  const a = (await handle.boundingBox())!;
  const b = (await target.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 - 8, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 - 4, { steps: 12 });
  await page.mouse.up();
}

test('an owner adds pages, a group with subpages and an external link, orders them, publishes, and visitors get the menus', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Pages', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pages' });
  await expect(dialog).toBeVisible();

  let settings = await addPage(dialog, 'Exhibition Archive');
  await expect(settings.getByLabel('Address', { exact: true })).toHaveValue('exhibition-archive');
  await addPage(dialog, 'Visit', 'Group');
  settings = await addPage(dialog, 'Hours', undefined, 'Visit');

  // The address is checked as it is typed.
  await settings.getByLabel('Address', { exact: true }).fill('artworks');
  await expect(settings.getByRole('alert')).toHaveText('The page “Artworks” already uses /artworks.');
  await settings.getByLabel('Address', { exact: true }).fill('art');
  await expect(settings.getByRole('alert')).toHaveText('/art is used by the site itself. Choose another address.');
  await settings.getByLabel('Address', { exact: true }).fill('opening-hours');
  await expect(settings.getByRole('alert')).toHaveCount(0);

  await addPage(dialog, 'Directions', undefined, 'Visit');
  settings = await addPage(dialog, 'Shop', 'External link');
  await settings.getByLabel('Link address').fill('shop.example');
  await expect(settings.getByRole('alert')).toHaveText('Enter a full web address, starting with https://.');
  await settings.getByLabel('Link address').fill('https://shop.example/');
  await expect(settings.getByRole('alert')).toHaveCount(0);
  settings = await addPage(dialog, 'Private Viewing');
  await settings.getByLabel('Show in the menu').uncheck();

  // Each new page comes after the one selected (the one added before it).
  const demoPages = ['Artworks', 'Artists', 'Exhibitions', 'News', 'Contact'];
  // The demo's viewing room is protected and out of the menu: in the pages, not in the navigation.
  expect(await rowNames(dialog)).toEqual(['Home', 'Exhibition Archive', 'Visit', 'Hours', 'Directions', 'Shop', 'Private Viewing', ...demoPages, 'Viewing Room']);
  await dragRow(page, dialog, 'Shop', 'Exhibition Archive');
  await expect.poll(() => rowNames(dialog)).toEqual(['Home', 'Shop', 'Exhibition Archive', 'Visit', 'Hours', 'Directions', 'Private Viewing', ...demoPages, 'Viewing Room']);

  await dialog.getByRole('button', { name: 'Close pages' }).click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText('Published');

  // Desktop: the group is a dropdown that opens on a click; the external link opens a new tab.
  const visitor = await page.context().newPage();
  await visitor.goto(`${SITE}/`);
  const nav = visitor.getByRole('navigation', { name: 'Main', exact: true });
  const entries = nav.locator(':scope > ul > li');
  await expect(entries.first()).toBeVisible();
  const labels = (await entries.allInnerTexts()).map((t) => t.split('\n')[0].trim());
  expect(labels).toEqual(['Home', 'Shop', 'Exhibition Archive', 'Visit', ...demoPages]);
  await expect(nav.getByRole('link', { name: 'Shop' })).toHaveAttribute('target', '_blank');
  await expect(nav.getByRole('link', { name: 'Hours' })).toBeHidden();
  await nav.getByText('Visit', { exact: true }).click();
  await expect(nav.getByRole('link', { name: 'Hours' })).toBeVisible();
  await nav.getByRole('link', { name: 'Hours' }).click();
  await expect(visitor).toHaveURL(/\/opening-hours/);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Hours' })).toBeVisible();
  // A page left out of the menu is still there at its address.
  await visitor.goto(`${SITE}/private-viewing`);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Private Viewing' })).toBeVisible();
  await visitor.close();
});

test('the open page can be deleted (the canvas moves to the home page first), and its title shows on the canvas', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: 'Pages', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Pages' });
  const settings = await addPage(dialog, 'Temporary Page');
  await settings.getByRole('button', { name: 'Edit this page' }).click();
  await expect(dialog).toBeHidden();
  const canvas = page.frameLocator('[data-testid="canvas-frame"]');
  await expect(canvas.getByRole('heading', { level: 1, name: 'Temporary Page' })).toBeVisible();

  await page.getByRole('button', { name: 'Pages', exact: true }).click();
  await dialog.getByRole('region', { name: 'Page settings' }).getByLabel('Show the title on the page').uncheck();
  await expect(canvas.getByRole('heading', { level: 1, name: 'Temporary Page' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Delete page' }).click();
  await dialog.getByRole('group', { name: 'Confirm delete' }).getByRole('button', { name: 'Delete page' }).click();
  await expect(dialog.getByRole('list', { name: 'Pages in menu order' })).not.toContainText('Temporary Page');
  const picker = page.getByLabel('Page', { exact: true });
  await expect(picker.locator('option:checked')).toHaveText('Home');
});
