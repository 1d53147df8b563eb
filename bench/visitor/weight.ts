import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from '../builder/steps';
import type { VisitorSite } from './site';

/**
 * The JavaScript each budget page costs a first-time visitor: the script files fetched on load, with
 * their compressed size as sent (the budget: at most 50 KB on the home page, none on pages without
 * islands), and the inline scripts the page itself carries, for information.
 */
export const HOME_JS_BUDGET_BYTES = 50_000;

export interface PageWeight {
  name: string;
  files: number;
  /** Compressed bytes of the script files' bodies, as they came over the wire. */
  jsBytes: number;
  /** Characters of inline script in the HTML (sent within the page's own compressed bytes). */
  inlineChars: number;
  islands: string[];
}

export async function measureWeight(site: VisitorSite, chromiumPath: string): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  const weights: PageWeight[] = [];
  try {
    for (const { name, path } of site.pages) {
      // A new context per page: an empty cache, as on a first visit.
      const context = await browser.newContext();
      const page = await context.newPage();
      const scripts: Promise<number>[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.sizes().then((s) => s.responseBodySize));
      });
      await page.goto(`${site.url}${path}`, { waitUntil: 'networkidle' });
      const inlineChars = await page.evaluate(() => [...document.querySelectorAll('script:not([src])')].filter((s) => !(s as HTMLScriptElement).type.includes('json')).reduce((n, s) => n + (s.textContent ?? '').length, 0));
      const islands = await page.evaluate(() => [...new Set([...document.querySelectorAll<HTMLElement>('[data-island]')].map((e) => e.dataset.island ?? ''))]);
      const sizes = await Promise.all(scripts);
      weights.push({ name, files: sizes.length, jsBytes: sizes.reduce((a, b) => a + b, 0), inlineChars, islands });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return weights;
}

export function weightLines(weights: PageWeight[]): string[] {
  return weights.map((w) => {
    const budget = w.name === 'home' ? ` (budget ${HOME_JS_BUDGET_BYTES / 1000} KB)` : w.islands.length === 0 ? ' (budget: none, no islands)' : '';
    const islands = w.islands.length ? w.islands.join(', ') : 'no islands';
    return `${`${w.name}: JS on first load`.padEnd(36)} ${(w.jsBytes / 1000).toFixed(1)} KB in ${w.files} file${w.files === 1 ? '' : 's'}${budget}; inline ${(w.inlineChars / 1000).toFixed(1)} KB; ${islands}`;
  });
}
