import type { BundleSize } from './peers';
import { round, type RunResult, type StepName } from './steps';

/** The bench's tables: medians over runs (min–max) per size and builder, ratios, bundle sizes. */
type Metric = [StepName | 'heap', string, string];
const MAIN: Metric[] = [
  ['load', 'ms', 'load (ms)'],
  ['hover', 'ms', 'hover (ms)'],
  ['select', 'ms', 'select (ms)'],
  ['edit', 'ms', 'edit (ms)'],
  ['drag', 'dropMs', 'drop (ms)'],
  ['drag', 'worstGapDragMs', 'worst frame gap in drag (ms)'],
  ['heap', 'heapMiB', 'JS heap after GC (MiB)'],
];
const DETAIL: Metric[] = [
  ['select', 'domMs', 'select, to DOM (ms)'],
  ['edit', 'domMs', 'edit, to DOM (ms)'],
  ['drag', 'dropDomMs', 'drop, to DOM (ms)'],
  ['drag', 'worstGapBeforeUpMs', 'worst frame gap before mouse-up (ms)'],
  ['drag', 'worstGapDropMs', 'worst frame gap in drop (ms)'],
  ['select', 'eventTimingMs', 'select, Event Timing (ms)'],
  ['edit', 'eventTimingMs', 'edit, Event Timing (ms)'],
  ['drag', 'eventTimingMs', 'drop, Event Timing (ms)'],
];
const RATIOS: Metric[] = [MAIN[0], MAIN[2], MAIN[3], MAIN[4]];

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
}

function values(results: RunResult[], [step, field]: Metric): { nums: number[]; failed: number; ok: number } {
  if (step === 'heap') {
    const nums = results.map((r) => r.heapMiB).filter((v): v is number => typeof v === 'number');
    return { nums, failed: results.length - nums.length, ok: nums.length };
  }
  const outcomes = results.map((r) => r.steps[step]);
  const good = outcomes.filter((o) => o && !('error' in o));
  const nums = good.map((o) => (o as Record<string, unknown>)[field]).filter((v): v is number => typeof v === 'number');
  return { nums, failed: outcomes.length - good.length, ok: good.length };
}

function cell(results: RunResult[], metric: Metric): string {
  const { nums, failed, ok } = values(results, metric);
  if (!results.length) return '–';
  if (!nums.length) {
    if (metric[1] === 'eventTimingMs' && ok > 0) return '< 16';
    return failed ? `n/a (${failed}/${results.length} failed)` : 'n/a';
  }
  const extra = nums.length < results.length ? ` [${nums.length}/${results.length}]` : '';
  return `${round(median(nums))} (${round(Math.min(...nums))}–${round(Math.max(...nums))})${extra}`;
}

function medianOf(results: RunResult[], metric: Metric): number | null {
  const { nums } = values(results, metric);
  return nums.length ? median(nums) : null;
}

export interface ReportInput {
  ns: number[];
  runs: number;
  targets: string[];
  results: RunResult[];
  /** Per target and N, why it was not measured (e.g. the server refused the page). */
  skipped: Map<string, string>;
  /** Per target and N, the probe's N and the page's block count. */
  shapes: Map<string, string>;
  sizes: Record<string, BundleSize>;
}

export const key = (target: string, n: number) => `${target}@${n}`;

export function report(input: ReportInput): string[] {
  const { ns, targets, results, skipped, shapes } = input;
  const of = (target: string, n: number) => results.filter((r) => r.target === target && r.n === n);
  const table = (metrics: Metric[]) => {
    const lines = [`| builder | N | page | ${metrics.map((m) => m[2]).join(' | ')} |`, `|---|---|---|${metrics.map(() => '---').join('|')}|`];
    for (const n of ns) {
      for (const target of targets) {
        const why = skipped.get(key(target, n));
        const rs = results.filter((r) => r.target === target && r.n === n);
        const body = why && !rs.length ? `not measured: ${why}` : metrics.map((m) => cell(rs, m)).join(' | ');
        lines.push(`| ${target} | ${n} | ${shapes.get(key(target, n)) ?? ''} | ${body} |`);
      }
    }
    return lines;
  };
  const ours = targets.filter((t) => t.startsWith('ours'));
  const peers = targets.filter((t) => !t.startsWith('ours'));
  const ratioLines = [`| N | ours | ${RATIOS.flatMap((m) => peers.map((p) => `${m[2].replace(' (ms)', '')} ours/${p}`)).join(' | ')} |`, `|---|---|${RATIOS.flatMap(() => peers.map(() => '---')).join('|')}|`];
  for (const n of ns) {
    for (const o of ours) {
      const cells = RATIOS.flatMap((m) =>
        peers.map((p) => {
          const a = medianOf(of(o, n), m);
          const b = medianOf(of(p, n), m);
          return a != null && b != null && b > 0 ? `${(a / b).toFixed(2)}×` : 'n/a';
        }),
      );
      ratioLines.push(`| ${n} | ${o} | ${cells.join(' | ')} |`);
    }
  }
  const kib = (b: number) => `${(b / 1024).toFixed(1)} KiB`;
  const sizeLines = ['| builder | JS gzip -9, first load | JS gzip -9, all chunks | JS raw, all | CSS gzip -9 |', '|---|---|---|---|---|'];
  for (const [name, s] of Object.entries(input.sizes)) sizeLines.push(`| ${name} | ${kib(s.initialJsGzip)} | ${kib(s.jsGzip)} | ${kib(s.jsRaw)} | ${kib(s.cssGzip)} |`);
  return [
    `median of ${input.runs} runs (min–max); [k/n]: measured in k of n runs; "< 16": Event Timing reported no entry (its threshold is 16 ms)`,
    '',
    ...table(MAIN),
    '',
    ...(peers.length && ours.length ? ['Ratios of the medians (below 1× means ours is faster):', '', ...ratioLines, ''] : []),
    ...table(DETAIL),
    '',
    'Bundle sizes (ours: the builder app /editor; peers: their apps):',
    '',
    ...sizeLines,
  ];
}
