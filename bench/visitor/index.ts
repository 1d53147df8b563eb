import { measureLighthouse, lighthouseLines } from './lighthouse';
import { startVisitorSite, warmPages } from './site';
import { measureWeight, weightLines } from './weight';

/**
 * The visitor budgets on the five pages they name: JavaScript sent on first load, and Lighthouse
 * mobile (median of BENCH_LIGHTHOUSE_RUNS runs, 3 by default; 0 leaves Lighthouse out). Figures are
 * printed, never asserted: Lighthouse's performance score moves with the machine's load.
 */
export interface VisitorBenchOptions {
  chromiumPath: string;
  weight: boolean;
  lighthouseRuns: number;
}

export function optionsFromEnv(what: { weight: boolean; lighthouse: boolean }): VisitorBenchOptions {
  const runs = process.env.BENCH_LIGHTHOUSE_RUNS === undefined ? 3 : Math.max(0, Math.floor(Number(process.env.BENCH_LIGHTHOUSE_RUNS) || 0));
  return { chromiumPath: process.env.CHROME_PATH ?? '/usr/bin/chromium', weight: what.weight, lighthouseRuns: what.lighthouse ? runs : 0 };
}

export async function measureVisitorPages(options: VisitorBenchOptions, print: (line: string) => void): Promise<void> {
  const site = await startVisitorSite(print);
  try {
    for (const page of site.pages) print(`${page.name.padEnd(16)} ${page.path}`);
    if (options.weight) for (const line of weightLines(await measureWeight(site, options.chromiumPath))) print(line);
    if (options.lighthouseRuns > 0) {
      print('visitor bench: loading each page once to make its pictures …');
      await warmPages(site, options.chromiumPath);
      const results = await measureLighthouse(site, options.chromiumPath, options.lighthouseRuns, print);
      for (const line of lighthouseLines(results)) print(line);
    }
  } finally {
    await site.stop();
  }
}
