import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { ArtistRecord, PostRecord, ShowRecord } from '../schema';
import { signIn } from './helpers';

/** The artists, shows and posts tables: filters, orders and bulk tagging as an owner uses them, by mouse and keyboard. */

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('.ed-admin').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

/** What a test made, deleted after it so other specs on the same server meet the demo site as seeded. */
let madeRecords: string[] = [];
async function made<T extends { id: number }>(page: Page, path: string, data: Record<string, unknown>): Promise<T> {
  const answer = await page.request.post(`/api/owner${path}`, { data });
  expect(answer.status(), await answer.text()).toBe(201);
  const record = (await answer.json()) as T;
  madeRecords.push(`/api/owner${path}/${record.id}`);
  return record;
}

test.afterEach(async ({ page }) => {
  for (const path of madeRecords.reverse()) await page.request.delete(path);
  madeRecords = [];
});

const names = (page: Page) => page.getByRole('table').locator('tbody th');

test('an owner narrows the artists table to a tag, reverses its order, and tags two artists at once, one chosen by keyboard', async ({ page }) => {
  await signIn(page);
  const s = Date.now().toString(36);
  const group = `group ${s}`;
  for (const name of ['Alma', 'Bruno', 'Cleo']) await made<ArtistRecord>(page, '/artists', { name: `${name} ${s}`, tags: [group] });

  await page.goto('/editor#/content/artists');
  await expect(page.getByRole('heading', { name: 'Artists', level: 1 })).toBeVisible();
  await page.getByLabel('Tag', { exact: true }).selectOption(group);
  await expect(names(page)).toHaveText([`Alma ${s}`, `Bruno ${s}`, `Cleo ${s}`]);
  await page.getByLabel('Sort').selectOption({ label: 'Name, Z to A' });
  await expect(names(page)).toHaveText([`Cleo ${s}`, `Bruno ${s}`, `Alma ${s}`]);

  await page.getByRole('checkbox', { name: `Choose Cleo ${s}` }).check();
  const bruno = page.getByRole('checkbox', { name: `Choose Bruno ${s}` });
  await bruno.focus();
  await page.keyboard.press('Space');
  await expect(bruno).toBeChecked();
  const bulk = page.getByRole('region', { name: 'Bulk actions' });
  await expect(bulk).toContainText('2 artists selected.');
  await expectNoAxeViolations(page);

  await bulk.getByLabel('Tag', { exact: true }).fill(`Spring ${s}`);
  await bulk.getByLabel('Tag', { exact: true }).press('Enter');
  await expect(page.getByRole('status').first()).toHaveText(`Tagged 2 artists “spring ${s}”.`);
  await expect(page.getByRole('row', { name: new RegExp(`Cleo ${s}`) })).toContainText(`spring ${s}`);
  await expect(page.getByRole('row', { name: new RegExp(`Alma ${s}`) })).not.toContainText(`spring ${s}`);

  // The new tag is offered by the filter, and narrows the table to the two.
  await page.getByLabel('Tag', { exact: true }).first().selectOption(`spring ${s}`);
  await expect(names(page)).toHaveText([`Cleo ${s}`, `Bruno ${s}`]);
  await expect(bulk).toBeHidden();

  // Removing it says what happened to each.
  await page.getByRole('checkbox', { name: 'Choose every artist on this page' }).check();
  await bulk.getByLabel('Action').selectOption({ label: 'Remove a tag' });
  await bulk.getByLabel('Tag', { exact: true }).fill(`spring ${s}`);
  await bulk.getByRole('button', { name: 'Apply to 2 artists' }).click();
  await expect(page.getByRole('status').first()).toHaveText(`Removed “spring ${s}” from 2 artists.`);
  await expect(page.getByText('Nothing matches the filters.')).toBeVisible();
});

test('an owner finds scheduled posts and shows that are on now', async ({ page }) => {
  await signIn(page);
  const s = Date.now().toString(36);
  const tag = `t${s}`;
  await made<PostRecord>(page, '/posts', { title: `Out ${s}`, publishedAt: new Date(Date.now() - 86_400_000).toISOString(), tags: [tag] });
  await made<PostRecord>(page, '/posts', { title: `Soon ${s}`, publishedAt: new Date(Date.now() + 86_400_000).toISOString(), tags: [tag] });
  await page.goto('/editor#/content/posts');
  await page.getByLabel('Tag', { exact: true }).selectOption(tag);
  await expect(names(page)).toHaveText([`Soon ${s}`, `Out ${s}`]);
  await page.getByLabel('Status').selectOption({ label: 'Scheduled' });
  await expect(names(page)).toHaveText([`Soon ${s}`]);
  await expectNoAxeViolations(page);

  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  await made<ShowRecord>(page, '/shows', { title: `Now ${s}`, startDate: day(-3), endDate: day(3), tags: [tag] });
  await made<ShowRecord>(page, '/shows', { title: `Later ${s}`, startDate: day(20), tags: [tag] });
  await page.goto('/editor#/content/shows');
  await page.getByLabel('Tag', { exact: true }).selectOption(tag);
  await expect(names(page)).toHaveText([`Later ${s}`, `Now ${s}`]);
  await page.getByLabel('When').selectOption({ label: 'On now' });
  await expect(names(page)).toHaveText([`Now ${s}`]);
  await page.getByLabel('When').selectOption({ label: 'Upcoming' });
  await expect(names(page)).toHaveText([`Later ${s}`]);
});
