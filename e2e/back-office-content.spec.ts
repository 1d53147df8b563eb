import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { ArtistRecord, ChosenListRecord, PostRecord, RepresentativeRecord, ShowRecord } from '../schema';
import { signIn, SITE } from './helpers';

async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).include('.ed-admin').withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)).toEqual([]);
}

async function made<T>(page: Page, path: string, data: Record<string, unknown>): Promise<T> {
  const answer = await page.request.post(`/api/owner${path}`, { data });
  expect(answer.status(), await answer.text()).toBe(201);
  return (await answer.json()) as T;
}

async function stored<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(`/api/owner${path}`);
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as T;
}

/** The record's id from the address its form opened at (`#/content/artists/12`). */
async function openedId(page: Page, screen: string): Promise<number> {
  await expect(page).toHaveURL(new RegExp(`#/content/${screen}/\\d+$`));
  return Number(/(\d+)$/.exec(page.url())![1]);
}

const stamp = () => Date.now().toString(36);

/** Uploads a one-colour picture in the open media library, gives it alt text, and chooses it. */
async function uploadAndChoose(page: Page, dialogName: string, file: string, color: string, alt: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  const buffer = await sharp({ create: { width: 320, height: 200, channels: 3, background: color } }).jpeg().toBuffer();
  await dialog.getByLabel('Upload images').setInputFiles({ name: file, mimeType: 'image/jpeg', buffer });
  const details = dialog.getByRole('region', { name: 'Selected image' });
  await expect(details).toContainText(file);
  await details.getByLabel('Alt text').fill(alt);
  await details.getByLabel('Caption').click();
  await expect(details.getByRole('status')).toHaveText('Saved');
  await dialog.getByRole('button', { name: 'Use this image' }).click();
  await expect(dialog).toBeHidden();
}

test('an owner creates an artist with a rich-text biography that visitors see, is told why a bad year and an older revision are refused, and why a named artist cannot be deleted', async ({ page }) => {
  await signIn(page);
  await page.goto('/editor#/content/artists');
  await expect(page.getByRole('heading', { name: 'Artists', level: 1 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Content' }).getByRole('link', { name: 'Artists' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  const name = `Ada Quill ${stamp()}`;
  await page.getByRole('link', { name: 'New artist' }).click();
  await expect(page.getByRole('heading', { name: 'New artist' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Year of birth').fill('1950');
  await page.getByLabel('Year of death').fill('1940');
  await page.getByLabel('Country').fill('Portugal');
  const biography = page.getByRole('textbox', { name: 'Biography' });
  await biography.click();
  await page.keyboard.type('Painter of ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('light');
  await page.keyboard.press('Control+b');
  await page.keyboard.type(' and sea.');
  await expect(page.getByRole('group', { name: 'Formatting of Biography' }).getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
  await expectNoAxeViolations(page);

  // The server's reason lands next to its field.
  await page.getByRole('button', { name: 'Create artist' }).click();
  await expect(page.getByText('The year of death must not be before the year of birth.')).toBeVisible();
  await expect(page.getByLabel('Year of death')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Year of death').fill('');
  await page.getByRole('button', { name: 'Create artist' }).click();

  const id = await openedId(page, 'artists');
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: `Saved the new artist ‘${name}’.` })).toBeVisible();
  const artist = await stored<ArtistRecord>(page, `/artists/${id}`);
  expect(artist).toMatchObject({ name, beginDate: 1950, endDate: null, country: 'Portugal' });
  expect(artist.biography).toMatch(/^<p>Painter of (<b>)?<strong[^>]*>light<\/strong>(<\/b>)? and sea\.<\/p>$/);
  const visitor = await page.context().newPage();
  await visitor.goto(`${SITE}/artist/${id}`);
  await expect(visitor.getByText(name).first()).toBeVisible();
  await expect(visitor.locator('strong', { hasText: 'light' })).toBeVisible();
  await expect(visitor.getByText('Painter of light and sea.')).toBeVisible();
  await visitor.close();

  // A change saved elsewhere meanwhile: this tab's save is refused with a way to reload.
  const elsewhere = await page.request.patch(`/api/owner/artists/${id}`, { data: { revision: artist.revision, bio: 'Changed in another tab' } });
  expect(elsewhere.status()).toBe(200);
  await page.getByLabel('Country').fill('Spain');
  await page.getByRole('button', { name: 'Save' }).click();
  const conflict = page.getByRole('alert').filter({ hasText: 'This artist was changed in another tab or by someone else.' });
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByLabel('Short bio')).toHaveValue('Changed in another tab');
  await expect(page.getByLabel('Country')).toHaveValue('Portugal');
  await expect(page.getByRole('textbox', { name: 'Biography' })).toContainText('Painter of light and sea.');

  // Delete asks first, and a refusal says why.
  await made(page, '/artworks', { title: `Work by ${name}`, artistId: id });
  await page.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('group', { name: `Confirm deleting ${name}` });
  await expect(confirm).toContainText(`Delete ‘${name}’? It goes to the trash, where it can be restored for 30 days.`);
  await confirm.getByRole('button', { name: 'Move to trash' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '1 artwork names this artist. Give it another artist or delete it first.' })).toBeVisible();
  expect((await page.request.get(`/api/owner/artists/${id}`)).status()).toBe(200);

  // The table finds it.
  await page.getByRole('link', { name: 'All artists' }).click();
  await page.getByLabel('Search artists').fill(name);
  await expect(page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) })).toContainText('born 1950');
});

test('an owner makes a show of two works in their order, with an artist, and visitors see it', async ({ page }) => {
  await signIn(page);
  const s = stamp();
  const first = await made<{ id: number }>(page, '/artworks', { title: `Harbour ${s}` });
  const second = await made<{ id: number }>(page, '/artworks', { title: `Lighthouse ${s}` });
  const artist = await made<ArtistRecord>(page, '/artists', { name: `Shown Painter ${s}` });

  await page.goto('/editor#/content/shows');
  await expect(page.getByRole('heading', { name: 'Shows', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'New show' }).click();
  const title = `Coastlines ${s}`;
  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Opens').fill('2026-06-01');
  await page.getByLabel('Closes').fill('2026-08-31');
  await page.getByLabel('Opening reception').fill('Thursday 4 June, 6–8 pm');
  await page.getByRole('textbox', { name: 'Description' }).click();
  await page.keyboard.type('Two rooms of the sea.');

  // A cover and two installation photos from the media library, the second moved before the first.
  await page.getByRole('button', { name: 'Choose cover image' }).click();
  await uploadAndChoose(page, 'Choose an image for the cover image', `cover-${s}.jpg`, '#1f4e79', `Cover ${s}`);
  await expect(page.getByRole('group', { name: 'Cover image' }).getByRole('img', { name: `Cover ${s}` })).toBeVisible();
  await page.getByRole('button', { name: 'Add installation photo' }).click();
  await uploadAndChoose(page, 'Choose an image for the installation photos', `room-a-${s}.jpg`, '#8a3324', `Room A ${s}`);
  await page.getByRole('button', { name: 'Add installation photo' }).click();
  await uploadAndChoose(page, 'Choose an image for the installation photos', `room-b-${s}.jpg`, '#2e6b30', `Room B ${s}`);
  await page.getByRole('button', { name: `Move Room B ${s} up` }).click();
  await expect(page.getByRole('list', { name: 'Installation photos, in order' }).getByRole('listitem')).toHaveText([new RegExp(`Room B ${s}`), new RegExp(`Room A ${s}`)]);

  await page.getByLabel('Find works to add').fill(s);
  await page.getByRole('button', { name: `Add Harbour ${s}` }).click();
  await page.getByRole('button', { name: `Add Lighthouse ${s}` }).click();
  await expect(page.getByRole('button', { name: `Harbour ${s} added` })).toBeDisabled();
  await page.getByRole('button', { name: `Move Lighthouse ${s} up` }).click();
  await expect(page.getByRole('list', { name: 'Works shown, in order' }).getByRole('listitem')).toHaveText([new RegExp(`^⠿Lighthouse ${s}`), new RegExp(`^⠿Harbour ${s}`)]);
  await page.getByLabel('Find artists to add').fill(`Shown Painter ${s}`);
  await page.getByRole('button', { name: `Add Shown Painter ${s}` }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create exhibition' }).click();

  const id = await openedId(page, 'shows');
  const show = await stored<ShowRecord>(page, `/shows/${id}`);
  expect(show).toMatchObject({ title, startDate: '2026-06-01', endDate: '2026-08-31', description: '<p>Two rooms of the sea.</p>', artists: [{ id: artist.id }] });
  expect(show.artworks.map((w) => w.id)).toEqual([second.id, first.id]);
  expect(show.cover?.alt).toBe(`Cover ${s}`);
  expect(show.photos.map((p) => p.alt)).toEqual([`Room B ${s}`, `Room A ${s}`]);
  await page.goto(`${SITE}/show/${id}`);
  await expect(page.getByText(title).first()).toBeVisible();
  await expect(page.getByText('Two rooms of the sea.')).toBeVisible();
});

test('an owner makes a chosen list, orders its items by keyboard drag and by the arrows, and keeps representatives in order', async ({ page }) => {
  await signIn(page);
  const s = stamp();
  const works = [];
  for (const t of ['Alpha', 'Beta', 'Gamma']) works.push(await made<{ id: number }>(page, '/artworks', { title: `${t} ${s}` }));

  await page.goto('/editor#/content/lists');
  await expect(page.getByRole('heading', { name: 'Lists', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'New list' }).click();
  const name = `Front room ${s}`;
  await page.getByLabel('Name').fill(name);
  await expect(page.getByLabel('Holds')).toHaveValue('0');
  await page.getByLabel('Find artworks to add').fill(s);
  for (const t of ['Alpha', 'Beta', 'Gamma']) await page.getByRole('button', { name: `Add ${t} ${s}` }).click();
  await page.getByRole('button', { name: 'Create list' }).click();
  const id = await openedId(page, 'lists');
  expect((await stored<ChosenListRecord>(page, `/chosen-lists/${id}`)).items.map((i) => i.id)).toEqual(works.map((w) => w.id));

  // Gamma to the top with the keyboard (Space, arrow up twice, Space), then Alpha below Beta with an arrow.
  const items = page.getByRole('list', { name: `Items of ${name}, in order` }).getByRole('listitem');
  await page.getByRole('button', { name: `Reorder Gamma ${s}` }).focus();
  // Each step waits for its announcement, as a person listening to the screen reader would.
  await page.keyboard.press('Space');
  await expect(page.getByText(`Gamma ${s} is now at position 3 of 3.`)).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`Gamma ${s} is now at position 2 of 3.`)).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`Gamma ${s} is now at position 1 of 3.`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(items).toHaveText([new RegExp(`Gamma ${s}`), new RegExp(`Alpha ${s}`), new RegExp(`Beta ${s}`)]);
  await page.getByRole('button', { name: `Move Alpha ${s} down` }).click();
  await expect(items).toHaveText([new RegExp(`Gamma ${s}`), new RegExp(`Beta ${s}`), new RegExp(`Alpha ${s}`)]);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  expect((await stored<ChosenListRecord>(page, `/chosen-lists/${id}`)).items.map((i) => i.id)).toEqual([works[2].id, works[1].id, works[0].id]);

  // Representatives: each move is saved at once.
  const north = await made<RepresentativeRecord>(page, '/representatives', { company: `North ${s}`, city: 'Oslo' });
  const south = await made<RepresentativeRecord>(page, '/representatives', { company: `South ${s}` });
  await page.goto('/editor#/content/representatives');
  await expect(page.getByRole('heading', { name: 'Representatives', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: `South ${s}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: `Move South ${s} up` }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The new order is saved.' })).toBeVisible();
  const order = (await stored<{ items: RepresentativeRecord[] }>(page, '/representatives')).items.map((r) => r.id);
  expect(order.indexOf(south.id)).toBe(order.indexOf(north.id) - 1);
  await page.getByRole('link', { name: `North ${s}` }).click();
  await expect(page.getByLabel('City')).toHaveValue('Oslo');
  await page.getByLabel('Phone').fill('555-0101');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await stored<RepresentativeRecord>(page, `/representatives/${north.id}`)).phone).toBe('555-0101');
});

test('an owner renames an artists’ tag, schedules a post, deletes it and restores it from the Trash', async ({ page }) => {
  await signIn(page);
  const s = stamp();
  const tagged = await made<ArtistRecord>(page, '/artists', { name: `Tagged ${s}`, tags: [`tag ${s}`] });
  await page.goto('/editor#/content/tags');
  await page.getByLabel('Tags of').selectOption({ label: 'Artists' });
  await page.getByRole('button', { name: `Rename tag ${s}` }).click();
  await page.getByLabel(`New name for tag ${s}`).fill(`renamed ${s}`);
  await page.getByLabel(`New name for tag ${s}`).press('Enter');
  await expect(page.getByRole('status')).toHaveText(`Renamed ‘tag ${s}’ to ‘renamed ${s}’ on 1 item.`);
  expect((await stored<ArtistRecord>(page, `/artists/${tagged.id}`)).tags).toEqual([`renamed ${s}`]);
  await expectNoAxeViolations(page);

  await page.goto('/editor#/content/posts');
  await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'New post' }).click();
  const title = `Opening soon ${s}`;
  await page.getByLabel('Title').fill(title);
  await expect(page.getByText('Left empty, the post is published when you save it. A date to come schedules it.')).toBeVisible();
  const nextYear = new Date().getFullYear() + 1;
  await page.getByLabel('Publish date').fill(`${nextYear}-03-01T09:30`);
  await expect(page.getByText(`Scheduled: visitors see this post from 1 Mar ${nextYear}, 09:30.`)).toBeVisible();
  // The body by keyboard: a paragraph, a linked line, a bulleted list.
  await page.getByRole('textbox', { name: 'Body' }).click();
  await page.keyboard.type('We open in spring.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('the notes');
  await page.keyboard.press('Shift+Home');
  await page.getByRole('group', { name: 'Formatting of Body' }).getByRole('button', { name: 'Link' }).click();
  await page.getByLabel('Link address').fill('javascript:alert(1)');
  await page.getByLabel('Link address').press('Enter');
  await expect(page.getByText('Enter a web address (https://…), an e-mail address or a path of this site (/contact).')).toBeVisible();
  await page.getByLabel('Link address').fill('gallery.example/spring');
  await page.getByLabel('Link address').press('Enter');
  await expect(page.getByRole('textbox', { name: 'Body' }).getByRole('link', { name: 'the notes' })).toBeVisible();
  // The link form gives the focus back to the body and then selects the linked words again: End, once
  // they are selected, goes past them (an Enter while they are selected would replace them).
  await expect(page.getByRole('textbox', { name: 'Body' })).toBeFocused();
  await expect.poll(() => page.evaluate(() => document.getSelection()?.toString())).toBe('the notes');
  await page.keyboard.press('End');
  await expect.poll(() => page.evaluate(() => document.getSelection()?.isCollapsed)).toBe(true);
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bulleted list' }).click();
  await expect(page.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('textbox', { name: 'Body' }).focus();
  await page.keyboard.type('Paintings');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Create post' }).click();
  const id = await openedId(page, 'posts');
  const post = await stored<PostRecord>(page, `/posts/${id}`);
  expect(post).toMatchObject({ title, isScheduled: true });
  expect(post.html).toMatch(/^<p>We open in spring\.<\/p><p><a href="https:\/\/gallery\.example\/spring"[^>]*>(<span>)?the notes(<\/span>)?<\/a><\/p><ul><li[^>]*>(<span>)?Paintings(<\/span>)?<\/li><\/ul>$/);
  expect((await page.request.get(`/post/${id}?sub=demo`)).status()).toBe(404);

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('group', { name: `Confirm deleting ${title}` }).getByRole('button', { name: 'Move to trash' }).click();
  await expect(page.getByRole('heading', { name: 'Posts', level: 1 })).toBeVisible();
  await expect(page.getByRole('status').first()).toHaveText(`Moved ‘${title}’ to the trash. It can be restored from the Trash for 30 days.`);
  expect((await page.request.get(`/api/owner/posts/${id}`)).status()).toBe(404);

  await page.getByRole('navigation', { name: 'Content' }).getByRole('link', { name: 'Trash' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
  await expect(row.getByRole('cell').first()).toHaveText('Post');
  await expect(row.getByRole('cell').nth(2)).toHaveText('30');
  await row.getByRole('button', { name: `Restore ${title}` }).click();
  await expect(page.getByRole('status')).toHaveText(`Restored the post ‘${title}’.`);
  expect((await stored<PostRecord>(page, `/posts/${id}`)).title).toBe(title);
});
