import { chromium, type Browser } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { flatPage, nestedPage, putHomePage, type BenchPage } from './documents';
import { buildBundle, bundleSize, startOurs, type OurServer } from './ours';
import { serveFloor } from './floor';
import { preparePeers, servePeers } from './peers';
import { readProbe, readShim } from './probe';
import { key, report } from './report';
import { CHROMIUM_ARGS, runOnce, STEPS, type RunResult, type RunTarget } from './steps';

/**
 * Our builder's canvas beside raw Craft.js and Puck: the same probe, the same steps, one browser, one
 * run. Ours is measured twice: a flat page of N text blocks, and a nested page of about N blocks. The
 * floor (./floor.html) does the same steps with no framework: what the browser and machine cost alone.
 */
export const ALL_TARGETS = ['ours-flat', 'ours-nested', 'craft', 'puck', 'floor'] as const;

export interface BuilderBenchOptions {
  ns: number[];
  runs: number;
  targets: string[];
  stepSeconds: number;
  chromium: string;
  print: (line: string) => void;
}

export function optionsFromEnv(print: (line: string) => void = console.log): BuilderBenchOptions {
  const ns = (process.env.BENCH_BUILDER_N ?? '100,1000').split(',').map((s) => Number(s.trim()));
  const bad = ns.filter((n) => !Number.isInteger(n) || n < 4 || n % 2 !== 0);
  if (bad.length) throw new Error(`BENCH_BUILDER_N: sizes must be even whole numbers of at least 4 (the probe uses block #N/2), not ${bad.join(', ')}`);
  const targets = (process.env.BENCH_BUILDER_TARGETS ?? ALL_TARGETS.join(',')).split(',').map((s) => s.trim());
  const unknown = targets.filter((t) => !(ALL_TARGETS as readonly string[]).includes(t));
  if (unknown.length) throw new Error(`BENCH_BUILDER_TARGETS: unknown ${unknown.join(', ')} (known: ${ALL_TARGETS.join(', ')})`);
  return {
    ns,
    runs: Math.max(1, Math.floor(Number(process.env.BENCH_BUILDER_RUNS) || 3)),
    targets,
    stepSeconds: Number(process.env.BENCH_BUILDER_TIMEOUT) || 60,
    chromium: process.env.CHROME_PATH ?? process.env.CHROMIUM ?? '/usr/bin/chromium',
    print,
  };
}

type Made = { target: RunTarget; page?: BenchPage } | { skip: string };

export async function measureBuilders(options: BuilderBenchOptions): Promise<{ lines: string[]; results: RunResult[] }> {
  const { ns, runs, targets, print } = options;
  if (!existsSync(options.chromium)) throw new Error(`no Chromium at ${options.chromium}: apt-get install -y chromium, or set CHROME_PATH`);
  const wantsOurs = targets.some((t) => t.startsWith('ours'));
  const wantsPeers = targets.some((t) => t === 'craft' || t === 'puck');
  const probe = readProbe();
  const shim = readShim();
  const sizes: Record<string, ReturnType<typeof bundleSize>> = {};
  if (wantsOurs) {
    buildBundle(print);
    sizes.ours = bundleSize();
  }
  const peers = wantsPeers ? preparePeers(print) : null;
  for (const peer of targets) if (peers?.sizes[peer]) sizes[peer] = peers.sizes[peer];

  const skipped = new Map<string, string>();
  const shapes = new Map<string, string>();
  const results: RunResult[] = [];
  let ourServer: OurServer | null = null;
  let peerServer: Awaited<ReturnType<typeof servePeers>> | null = null;
  let floorServer: Awaited<ReturnType<typeof serveFloor>> | null = null;
  let browser: Browser | null = null;
  try {
    if (wantsOurs) ourServer = await startOurs();
    if (peers) peerServer = await servePeers(peers.dir);
    if (targets.includes('floor')) floorServer = await serveFloor();
    const make = async (name: string, n: number): Promise<Made> => {
      if (name === 'floor') return { target: { name, url: `${floorServer!.url}?n=${n}`, n, initScripts: [probe] } };
      if (name === 'craft' || name === 'puck') return { target: { name, url: `${peerServer!.base}/${name}/index.html?n=${n}`, n, initScripts: [probe] } };
      const server = ourServer!;
      const page = name === 'ours-flat' ? flatPage(n) : nestedPage(n);
      const refused = await putHomePage(server.url, server.sid, page);
      if (refused) return { skip: refused };
      return {
        page,
        target: {
          name,
          url: `${server.url}/editor?n=${page.textCount}`,
          n: page.textCount,
          // the shim first, so the probe finds our names
          initScripts: [shim, probe],
          cookies: [{ name: 'sid', value: server.sid, domain: '127.0.0.1', path: '/' }],
        },
      };
    };
    const chromiumVersion = execFileSync(options.chromium, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    print(`${chromiumVersion}; ${cpus().length} cores; N=${ns.join(',')}; ${runs} runs; ${targets.join(', ')}`);
    if (peers) print(`peers: ${Object.entries(peers.versions).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    browser = await chromium.launch({ executablePath: options.chromium, args: CHROMIUM_ARGS });
    const stepMs = options.stepSeconds * 1000;

    // Warm-up (not counted): one small run of each, so the first measured run is not the browser's first.
    for (const name of targets) {
      const made = await make(name, Math.min(...ns));
      if ('skip' in made) continue;
      const r = await runOnce(browser, made.target, 0, stepMs);
      const load = r.steps.load;
      if (!load || 'error' in load) print(`warm-up ${name}: the page did not load (${load && 'error' in load ? load.error : r.notes.join('; ')})`);
    }

    for (let run = 1; run <= runs; run++) {
      for (const n of ns) {
        for (const name of targets) {
          const k = key(name, n);
          if (skipped.has(k)) continue;
          const made = await make(name, n);
          if ('skip' in made) {
            skipped.set(k, made.skip);
            print(`${name} N=${n}: not measured: ${made.skip}`);
            continue;
          }
          if (made.page) shapes.set(k, `${made.page.textCount} texts / ${made.page.blockCount} blocks`);
          else shapes.set(k, `${n} texts`);
          const t = Date.now();
          const r = await runOnce(browser, made.target, run, stepMs);
          r.n = n;
          results.push(r);
          print(`run ${run} ${name} N=${n}: ${brief(r)} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
        }
      }
    }
  } finally {
    await browser?.close().catch(() => {});
    await peerServer?.close();
    await floorServer?.close();
    await ourServer?.stop();
  }

  const lines = report({ ns, runs, targets, results, skipped, shapes, sizes });
  const rawPath = join(tmpdir(), `gallery-builder-bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(rawPath, JSON.stringify({ ns, runs, targets, sizes, skipped: Object.fromEntries(skipped), results }, null, 2));
  lines.push('', `raw results: ${rawPath}`);
  const failures = results.filter((r) => STEPS.some((s) => !r.steps[s] || 'error' in r.steps[s]));
  if (failures.length) lines.push(`${failures.length} of ${results.length} runs had a step that could not be measured (see the raw results)`);
  return { lines, results };
}

function brief(r: RunResult): string {
  const steps = STEPS.map((k) => {
    const v = r.steps[k];
    if (!v) return `${k} -`;
    if ('error' in v) return `${k} ERROR(${v.error})`;
    return `${k} ${v.ms ?? v.dropMs}${k === 'drag' ? ` gap ${v.worstGapDragMs}` : ''}`;
  });
  return `${steps.join(' | ')} | heap ${r.heapMiB ?? '-'} MiB${r.notes.length ? ` | ${r.notes.join('; ')}` : ''}`;
}
