import { expect, test, type Page } from '@playwright/test';
import { signIn } from './helpers';

/**
 * A block added or pasted by keyboard lands at the end of a long page, out of the canvas's view: the
 * canvas brings it into view (at once when the owner asks for reduced motion), so a keyboard user sees
 * what they made. A block clicked on the canvas is left where it is.
 */

const canvas = (page: Page) => page.frameLocator('[data-testid="canvas-frame"]');
const status = (page: Page) => page.locator('.ed-save-status[role="status"]');
const selectedBlock = (page: Page) => canvas(page).locator('[data-block-id][data-selected="true"]');
const frame = (page: Page) => page.getByTestId('canvas-frame');

const scrollY = (page: Page) => frame(page).evaluate((f) => (f as HTMLIFrameElement).contentWindow!.scrollY);
/**
 * Waits until the canvas has stopped scrolling (two readings 250 ms apart agree). Chrome goes on applying a
 * smooth scroll's remaining steps after an instant scrollTo, so the canvas must be still before a spec
 * scrolls it itself: a reset to 0 halfway through the animation ended a few pixels down.
 */
async function scrollSettled(page: Page) {
  let last = Number.NaN;
  await expect
    .poll(
      async () => {
        const y = await scrollY(page);
        const still = y === last;
        last = y;
        return still;
      },
      { intervals: [250] },
    )
    .toBe(true);
}

async function scrollCanvasTo(page: Page, y: number) {
  await scrollSettled(page);
  await frame(page).evaluate((f, top) => (f as HTMLIFrameElement).contentWindow!.scrollTo({ top, behavior: 'instant' }), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

/** Whether the selected block lies wholly inside the canvas's view, clear of its bottom edge. */
const selectedInView = (page: Page) =>
  selectedBlock(page).evaluate((el) => {
    const rect = el.getBoundingClientRect();
    return rect.top >= 0 && rect.bottom <= el.ownerDocument.defaultView!.innerHeight - 16;
  });

/** The last block of the page ends below the view: a block added after it starts out of sight, so the test means something. */
async function expectEndOutOfView(page: Page) {
  const last = canvas(page).locator('.cb-page-root > [data-block-id]').last();
  const below = await last.evaluate((el) => el.getBoundingClientRect().bottom > el.ownerDocument.defaultView!.innerHeight + 100);
  expect(below).toBe(true);
}

test('a block added from the toolbox by keyboard at the end of the page is brought into view, at once with reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await signIn(page);
  await scrollCanvasTo(page, 0);
  await expectEndOutOfView(page);
  await frame(page).focus();
  await page.keyboard.press('Escape');
  await page.getByTestId('toolbox-text').focus();
  await page.keyboard.press('Enter');
  await expect(status(page)).toHaveText('Text added.');
  await expect(selectedBlock(page)).toHaveAttribute('data-block-type', 'text');
  // Reduced motion: no smooth scroll to wait for.
  expect(await selectedInView(page)).toBe(true);
  expect(await scrollY(page)).toBeGreaterThan(0);
});

test('a block pasted at the end of the page is brought into view; one clicked on the canvas is left where it is', async ({ page }) => {
  await signIn(page);
  await scrollCanvasTo(page, 0);
  const first = canvas(page).locator('.cb-page-root > [data-block-type="text"]').first();
  await first.click({ position: { x: 4, y: 4 } });
  await page.keyboard.press('Control+c');
  await expect(status(page)).toContainText('block copied');
  await page.keyboard.press('Escape');
  await expectEndOutOfView(page);
  await page.keyboard.press('Control+v');
  await expect(status(page)).toHaveText(/^Pasted .+ into the page$/);
  await expect.poll(() => selectedInView(page)).toBe(true);
  // In view before the smooth scroll has ended; scrolling back must not race its last steps.
  await scrollSettled(page);

  // A click on a block cut off by the bottom of the view selects it without scrolling the canvas.
  await scrollCanvasTo(page, 0);
  const cut = await canvas(page)
    .locator('.cb-page-root > [data-block-id]')
    .evaluateAll((els) => {
      const height = els[0]?.ownerDocument.defaultView?.innerHeight ?? 0;
      const el = els.find((b) => {
        const r = b.getBoundingClientRect();
        return r.top < height - 20 && r.bottom > height;
      });
      return el ? { id: (el as HTMLElement).dataset.blockId!, y: el.getBoundingClientRect().top } : null;
    });
  expect(cut).not.toBeNull();
  // With the mouse where the block shows (a locator's click would scroll it into view itself first).
  const box = (await canvas(page).locator(`[data-block-id="${cut!.id}"]`).boundingBox())!;
  await page.mouse.click(box.x + 4, box.y + 4);
  await expect(selectedBlock(page)).toHaveAttribute('data-block-id', cut!.id);
  await page.waitForTimeout(600);
  expect(await scrollY(page)).toBe(0);
});
