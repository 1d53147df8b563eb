import { expect, test, type Page } from '@playwright/test';
import { answeredCookieNotice, findUniqueOriginal, SITE } from './helpers';

/**
 * Every island on a visitor page is a React root of its own; the ids their useId hands out must not
 * meet, or a popup's label or name points into another island.
 */
async function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const seen = new Map<string, number>();
    for (const el of document.querySelectorAll('[id]')) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  });
}

test('with INQUIRE, MAKE AN OFFER and PURCHASE open in turn on an art page, no id appears twice', async ({ page, request }) => {
  const work = await findUniqueOriginal(request);
  await answeredCookieNotice(page);
  await page.goto(`${SITE}/art/${work.inventoryId}`);
  const inquire = page.getByRole('button', { name: 'INQUIRE', exact: true });
  await inquire.click();
  const inquiry = page.getByRole('dialog', { name: `Inquire about ${work.title}` });
  await expect(inquiry).toBeVisible();
  expect(await duplicateIds(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(inquiry).toBeHidden();

  await page.getByRole('button', { name: 'MAKE AN OFFER', exact: true }).click();
  const offer = page.getByRole('dialog', { name: `Make an offer for ${work.title}` });
  await expect(offer).toBeVisible();
  expect(await duplicateIds(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(offer).toBeHidden();

  await page.getByRole('button', { name: 'PURCHASE', exact: true }).click();
  await expect(page.getByText('Added To Cart')).toBeVisible();
  expect(await duplicateIds(page)).toEqual([]);
});
