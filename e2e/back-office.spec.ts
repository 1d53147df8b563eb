import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('.ed-admin').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

/** An artwork of the demo site made through the owner's API, with one tag. */
async function artworkTagged(page: Page, title: string, tag: string): Promise<number> {
  const answer = await page.request.post('/api/owner/artworks', { data: { title, tags: [tag], editions: [{ price: 250000 }] } });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { id: number }).id;
}

test('an owner renames and removes a tag across the artworks from the Content screens, by mouse and keyboard, and the builder is as it was', async ({ page }) => {
  await signIn(page);
  const stamp = Date.now().toString(36);
  const tag = `e2e tag ${stamp}`;
  const id = await artworkTagged(page, `Tagged Work ${stamp}`, tag);

  await page.getByRole('link', { name: 'Content' }).click();
  await page.getByRole('navigation', { name: 'Content' }).getByRole('link', { name: 'Tags' }).click();
  await expect(page.getByRole('heading', { name: 'Tags' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Content' }).getByRole('link', { name: 'Tags' })).toHaveAttribute('aria-current', 'page');
  const row = page.getByRole('row', { name: new RegExp(`^${tag} 1 `) });
  await expect(row).toBeVisible();
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: `Rename ${tag}` }).click();
  const renamed = `renamed ${stamp}`;
  await page.getByLabel(`New name for ${tag}`).fill(renamed);
  await page.getByLabel(`New name for ${tag}`).press('Enter');
  await expect(page.getByRole('status')).toHaveText(`Renamed ‘${tag}’ to ‘${renamed}’ on 1 item.`);
  await expect(page.getByRole('rowheader', { name: renamed, exact: true })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: tag, exact: true })).toHaveCount(0);
  const stored = async () => ((await (await page.request.get(`/api/owner/artworks/${id}`)).json()) as { tags: string[] }).tags;
  expect(await stored()).toEqual([renamed]);

  // Removing asks first; Cancel keeps it.
  await page.getByRole('button', { name: `Remove ${renamed}` }).click();
  const confirm = page.getByRole('group', { name: `Confirm removing ${renamed}` });
  await expect(confirm).toContainText(`Remove ‘${renamed}’ from 1 item?`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect(await stored()).toEqual([renamed]);
  await page.getByRole('button', { name: `Remove ${renamed}` }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByRole('status')).toHaveText(`Removed ‘${renamed}’ from 1 item.`);
  await expect(page.getByRole('rowheader', { name: renamed, exact: true })).toHaveCount(0);
  expect(await stored()).toEqual([]);

  // Back to the builder, whose canvas was kept.
  await page.getByRole('link', { name: 'Back to the builder' }).click();
  await expect(page.getByTestId('canvas-frame')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tags' })).toHaveCount(0);
});

test('a deleted artwork waits in the Trash with its days left, and Restore brings it back to visitors', async ({ page }) => {
  await signIn(page);
  const title = `Trashed Work ${Date.now().toString(36)}`;
  const id = await artworkTagged(page, title, 'to the trash');
  expect((await page.request.get(`/art/${id}?sub=demo`)).status()).toBe(200);
  expect((await page.request.delete(`/api/owner/artworks/${id}`)).status()).toBe(200);
  expect((await page.request.get(`/art/${id}?sub=demo`)).status()).toBe(404);

  await page.goto('/editor#/content/trash');
  await expect(page.getByRole('heading', { name: 'Trash' })).toBeVisible();
  await expect(page.getByText('Deleted records stay here for 30 days, then they are gone for good.')).toBeVisible();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
  await expect(row.getByRole('cell').first()).toHaveText('Artwork');
  await expect(row.getByRole('cell').nth(2)).toHaveText('30');
  await expectNoAxeViolations(page);
  // Shown by kind: not among the shows, back among the artworks.
  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Exhibitions' });
  await expect(page.getByRole('rowheader', { name: title, exact: true })).toHaveCount(0);
  await page.getByLabel('Show', { exact: true }).selectOption({ label: 'Artworks' });
  await expect(row.getByRole('cell').first()).toHaveText('Artwork');

  await row.getByRole('button', { name: `Restore ${title}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText(`Restored the artwork ‘${title}’.`);
  await expect(page.getByRole('rowheader', { name: title, exact: true })).toHaveCount(0);
  expect((await page.request.get(`/art/${id}?sub=demo`)).status()).toBe(200);
});
