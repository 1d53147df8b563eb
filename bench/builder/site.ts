import { chromium } from '@playwright/test';
import { makePage, PageType, type SiteDocument } from '../../schema';
import { nestedPage } from './documents';
import { buildBundle, startOurs } from './ours';
import { CHROMIUM_ARGS } from './steps';

/**
 * The owner's whole site in the builder (issue budgets): the builder opening on a site of 40 pages
 * (from the address to the home page's blocks on the canvas), and a theme switch in Site settings
 * (from the change to the next painted frame of the canvas in the new theme). Printed, never asserted.
 */
export const SITE_PAGES = 40;
const THEMES_TRIED = ['mariana', 'arizona', 'francisco', 'sydney', 'novara', 'classic'] as const;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The demo draft with 40 pages: the home page a nested page of about 200 blocks, the others about 40 each, a few in groups. */
async function putFortyPages(url: string, sid: string): Promise<number> {
  const homePage = nestedPage(200);
  const headers = { cookie: `sid=${sid}`, 'content-type': 'application/json' };
  const { document } = (await (await fetch(`${url}/api/editor/document`, { headers })).json()) as { document: SiteDocument };
  const home = document.pages.find((p) => p.slug === '')!;
  home.blocks = homePage.blocks;
  const pages = [home];
  let group = '';
  for (let i = 1; i < SITE_PAGES; i++) {
    if (i % 10 === 1) {
      group = `bench-group-${i}`;
      pages.push(makePage(group, `Section ${i}`, '', PageType.Group));
      continue;
    }
    const blocks = nestedPage(40).blocks.map(function renamed(b): typeof b {
      return { ...b, id: `p${i}-${b.id}`, ...(b.blocks ? { blocks: b.blocks.map(renamed) } : {}) };
    });
    pages.push(makePage(`bench-page-${i}`, `Page ${i}`, `page-${i}`, PageType.Custom, { blocks, parentPageId: i % 3 === 0 ? group : null }));
  }
  document.pages = pages;
  const put = await fetch(`${url}/api/editor/document`, { method: 'PUT', headers, body: JSON.stringify({ document }) });
  if (!put.ok) throw new Error(`the 40-page draft was refused (${put.status}): ${(await put.text()).slice(0, 300)}`);
  return homePage.textCount;
}

export async function measureSiteBuilder(chromiumPath: string, runs: number, print: (line: string) => void): Promise<string[]> {
  buildBundle(print);
  const server = await startOurs();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const opens: number[] = [];
  const switches: number[] = [];
  try {
    const homeTexts = await putFortyPages(server.url, server.sid);
    for (let run = 0; run <= runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addCookies([{ name: 'sid', value: server.sid, domain: '127.0.0.1', path: '/' }]);
      const page = await context.newPage();
      await page.goto(`${server.url}/editor`);
      // Open: the home page's blocks on the canvas, measured from the start of navigation.
      const opened = await page.waitForFunction(
        (texts: number) => {
          const frame = document.querySelector<HTMLIFrameElement>('[data-testid="canvas-frame"]')?.contentDocument;
          const ready = !!frame?.querySelector('[data-testid="canvas-header"]') && (frame?.querySelectorAll('[data-block-type="text"]').length ?? 0) >= texts;
          return ready ? performance.now() : false;
        },
        homeTexts,
        { polling: 'raf', timeout: 60_000 },
      );
      const openMs = (await opened.jsonValue()) as number;
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      const theme = page.getByRole('dialog', { name: 'Site settings' }).getByLabel('Theme', { exact: true });
      await theme.waitFor();
      for (const name of THEMES_TRIED) {
        // A string, so the function reaches the page as written (tsx would add helpers the page lacks).
        const ms = (await page.evaluate(`new Promise((resolve) => {
          const label = [...document.querySelectorAll('.ed-settings label')].find((l) => l.textContent === 'Theme');
          const select = document.getElementById(label.htmlFor);
          const body = document.querySelector('[data-testid="canvas-frame"]').contentDocument.body;
          const started = performance.now();
          select.value = ${JSON.stringify(name)};
          select.dispatchEvent(new Event('change', { bubbles: true }));
          const check = () => {
            if (!body.classList.contains('theme-' + ${JSON.stringify(name)})) return requestAnimationFrame(check);
            // The frame after the one that has the new theme: it has been painted.
            requestAnimationFrame(() => resolve(performance.now() - started));
          };
          check();
        })`)) as number;
        if (run > 0) switches.push(ms);
      }
      if (run > 0) opens.push(openMs);
      await context.close();
    }
  } finally {
    await browser.close().catch(() => {});
    await server.stop();
  }
  opens.sort((a, b) => a - b);
  switches.sort((a, b) => a - b);
  return [
    `builder opens on a site of ${SITE_PAGES} pages (home page ~200 blocks), budget 1.5 s: p50 ${percentile(opens, 50).toFixed(0)} ms, max ${opens[opens.length - 1].toFixed(0)} ms (n=${opens.length})`,
    `theme switch to the next painted canvas frame, budget 100 ms: p50 ${percentile(switches, 50).toFixed(1)} ms, max ${switches[switches.length - 1].toFixed(1)} ms (n=${switches.length})`,
  ];
}
