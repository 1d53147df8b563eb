import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { VisitorSite } from './site';

/**
 * Lighthouse as its CLI runs it (mobile, simulated slow 4G and CPU), each run in a fresh headless
 * Chromium, so every run is a first visit. The budget: 100 in each category, median of three runs.
 */
const LIGHTHOUSE = resolve(import.meta.dirname, '../../node_modules/lighthouse/cli/index.js');
export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

interface LighthouseReport {
  categories: Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LighthouseAudit>;
  environment?: { benchmarkIndex?: number };
}

interface LighthouseAudit {
  score: number | null;
  scoreDisplayMode: string;
  title: string;
  displayValue?: string;
  numericValue?: number;
  details?: { items?: Record<string, unknown>[] };
}

export interface PageScores {
  name: string;
  /** Median of the runs, 0–100, per category. */
  median: Record<Category, number>;
  runs: Record<Category, number>[];
  /** Audits that kept a category under 100 in the median run, with what they measured. */
  shortfalls: string[];
  /** The median run's metrics: first contentful paint, largest contentful paint, total blocking time, layout shift. */
  metrics: string;
  /** Lighthouse's measure of the machine's speed in each run (higher is faster), as a busy machine depresses performance. */
  benchmarkIndex: number[];
}

function runLighthouse(url: string, chromiumPath: string, output: string): Promise<LighthouseReport> {
  const args = [
    LIGHTHOUSE,
    url,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    `--only-categories=${CATEGORIES.join(',')}`,
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
  ];
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('exit', (code) => {
      if (code !== 0) return fail(new Error(`lighthouse ${url} exited ${code}:\n${errors.trim().split('\n').slice(-10).join('\n')}`));
      done(JSON.parse(readFileSync(output, 'utf8')) as LighthouseReport);
    });
  });
}

const score = (report: LighthouseReport, category: Category) => Math.round((report.categories[category].score ?? 0) * 100);

function shortfalls(report: LighthouseReport): string[] {
  const found: string[] = [];
  for (const category of CATEGORIES) {
    for (const { id, weight } of report.categories[category].auditRefs) {
      const audit = report.audits[id];
      if (!audit || audit.scoreDisplayMode === 'notApplicable' || audit.scoreDisplayMode === 'informative' || audit.scoreDisplayMode === 'manual') continue;
      if (weight > 0 && audit.score !== null && audit.score < 1) {
        found.push(`${category}: ${id} ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
        for (const item of auditItems(audit)) found.push(`    ${item}`);
      }
    }
  }
  return found;
}

/** What a failing audit found, a line per item (the element, resource or text), so a shortfall names what to fix. */
function auditItems(audit: LighthouseAudit): string[] {
  const describe = (value: unknown): string | null => {
    if (value === null || value === undefined) return null;
    if (typeof value !== 'object') return String(value);
    const node = value as { type?: string; selector?: string; snippet?: string; explanation?: string; text?: string; url?: string; value?: unknown };
    if (node.type === 'node') return [node.selector, node.snippet, node.explanation].filter(Boolean).join(' ');
    if (node.type === 'source-location') return node.url ?? null;
    if (node.text || node.url) return node.text ?? node.url ?? null;
    return null;
  };
  return (audit.details?.items ?? []).slice(0, 8).map((item) =>
    Object.entries(item)
      .map(([key, value]) => {
        const text = describe(value);
        return text ? `${key}: ${text.replace(/\s+/g, ' ').slice(0, 200)}` : null;
      })
      .filter(Boolean)
      .join('; '),
  );
}

function metrics(report: LighthouseReport): string {
  const value = (id: string) => report.audits[id]?.displayValue ?? '?';
  return `FCP ${value('first-contentful-paint')}, LCP ${value('largest-contentful-paint')}, TBT ${value('total-blocking-time')}, CLS ${value('cumulative-layout-shift')}, SI ${value('speed-index')}`;
}

export async function measureLighthouse(site: VisitorSite, chromiumPath: string, runs: number, print: (line: string) => void = () => undefined): Promise<PageScores[]> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-lighthouse-'));
  const results: PageScores[] = [];
  try {
    for (const { name, path } of site.pages) {
      const reports: LighthouseReport[] = [];
      for (let i = 0; i < runs; i += 1) {
        reports.push(await runLighthouse(`${site.url}${path}`, chromiumPath, join(folder, `run-${results.length}-${i}.json`)));
        print(`  ${name} run ${i + 1}/${runs}: ${CATEGORIES.map((c) => score(reports[i], c)).join(' / ')}`);
      }
      // The median run by performance, the category that varies; the others barely move between runs.
      // By the unrounded score, so that of two runs both shown as 100 the middle one is picked, not the first.
      const byPerformance = [...reports].sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
      const middle = byPerformance[Math.floor(byPerformance.length / 2)];
      const median = Object.fromEntries(
        CATEGORIES.map((c) => {
          const sorted = reports.map((r) => score(r, c)).sort((a, b) => a - b);
          return [c, sorted[Math.floor(sorted.length / 2)]];
        }),
      ) as Record<Category, number>;
      results.push({ name, median, runs: reports.map((r) => Object.fromEntries(CATEGORIES.map((c) => [c, score(r, c)])) as Record<Category, number>), shortfalls: shortfalls(middle), metrics: metrics(middle), benchmarkIndex: reports.map((r) => Math.round(r.environment?.benchmarkIndex ?? 0)) });
    }
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return results;
}

export function lighthouseLines(results: PageScores[]): string[] {
  const lines: string[] = [];
  for (const r of results) {
    lines.push(`${`${r.name}: Lighthouse mobile (median)`.padEnd(36)} performance ${r.median.performance}, accessibility ${r.median.accessibility}, best practices ${r.median['best-practices']}, SEO ${r.median.seo} (budget 100 each)`);
    lines.push(`${''.padEnd(36)} ${r.metrics}; runs ${r.runs.map((run) => CATEGORIES.map((c) => run[c]).join('/')).join(', ')}; benchmarkIndex ${r.benchmarkIndex.join(', ')}`);
    for (const s of r.shortfalls) lines.push(`${''.padEnd(36)} under 100: ${s}`);
  }
  return lines;
}
