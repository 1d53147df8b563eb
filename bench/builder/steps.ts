import type { Browser, Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import './probe';

/**
 * One run on a fresh page: load, hover, select, edit, drag, as the peers' harness runs them
 * (/work/shared/bench/peers/scripts/bench.mjs, runOnce), step for step, with the same probe. The only
 * addition is the JS heap after a forced GC, taken once the steps are done so that they run unchanged.
 */
export const VIEWPORT = { width: 1280, height: 800 };
export const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export type StepName = 'load' | 'hover' | 'select' | 'edit' | 'drag';
export const STEPS: StepName[] = ['load', 'hover', 'select', 'edit', 'drag'];
export type StepFigures = Record<string, number | string | null>;
export type StepOutcome = StepFigures | { error: string };

export interface RunTarget {
  /** ours-flat, ours-nested, craft, puck */
  name: string;
  /** The page to open; the probe reads N from its `?n=`. */
  url: string;
  /** The probe's N: how many text blocks the page shows. */
  n: number;
  /** Init scripts, in order; the probe is the last. */
  initScripts: string[];
  /** Cookies for the context (ours: the owner's session). */
  cookies?: { name: string; value: string; domain: string; path: string }[];
}

export interface RunResult {
  target: string;
  n: number;
  run: number;
  steps: Partial<Record<StepName, StepOutcome>>;
  heapMiB: number | null;
  errors: string[];
  notes: string[];
}

class StepError extends Error {}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.finally(() => clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new StepError(`${what}: no result within ${ms / 1000} s`)), ms);
    }),
  ]);
}
export const round = (x: number | null | undefined): number | null => (x == null ? null : Math.round(x * 10) / 10);
const firstLine = (e: unknown) => String(e instanceof Error ? e.message : e).split('\n')[0];

/** The frame whose document holds the blocks (the page for Craft, the canvas iframe for Puck and ours). */
async function blockFrame(page: Page) {
  for (const f of page.frames()) {
    const n = await f.evaluate(() => document.querySelectorAll('p.bench-block').length).catch(() => 0);
    if (n > 0) return f;
  }
  throw new StepError('no frame holds the blocks');
}
async function blockBox(page: Page, index: number) {
  const frame = await blockFrame(page);
  const handle = await frame.evaluateHandle((i) => document.querySelectorAll('p.bench-block')[i], index);
  const el = handle.asElement();
  if (!el) throw new StepError(`block #${index + 1} not found`);
  const box = await el.boundingBox();
  await handle.dispose();
  if (!box) throw new StepError(`block #${index + 1} has no box`);
  return box;
}

/** JS heap in use after a forced garbage collection (the page's renderer, iframes included). */
async function heapAfterGc(page: Page): Promise<number | null> {
  try {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    await cdp.detach();
    return round(usedSize / 2 ** 20);
  } catch {
    return null;
  }
}

/**
 * BENCH_BUILDER_PROFILE=edit (or another step's name) records a CPU profile of that step, to open in
 * Chrome's DevTools: the step's figures are then not comparable (the profiler slows the page).
 */
async function profiled(page: Page, name: StepName, label: string, fn: () => Promise<StepFigures>): Promise<StepFigures> {
  if (process.env.BENCH_BUILDER_PROFILE !== name) return fn();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  try {
    return await fn();
  } finally {
    const { profile } = await cdp.send('Profiler.stop');
    const file = join(tmpdir(), `bench-builder-${label}-${name}.cpuprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.log(`profile of ${name}: ${file}`);
    await cdp.detach();
  }
}

export async function runOnce(browser: Browser, target: RunTarget, run: number, stepMs: number): Promise<RunResult> {
  const ctx = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  if (target.cookies) await ctx.addCookies(target.cookies);
  for (const content of target.initScripts) await ctx.addInitScript({ content });
  const page = await ctx.newPage();
  page.setDefaultTimeout(stepMs);
  const r: RunResult = { target: target.name, n: target.n, run, steps: {}, heapMiB: null, errors: [], notes: [] };
  page.on('pageerror', (e) => r.errors.push(String(e.message).slice(0, 200)));
  const { n } = target;
  const mid = n / 2 - 1; // zero-based index of block #N/2
  const midText = `Block ${n / 2}`;
  const idle = () => within(page.evaluate(() => window.__bench.idle(5, 15000)), stepMs, 'idle');
  // Scrolls as the peers' harness does, then, once the page is idle, again if the block was pushed out
  // of the view meanwhile: our canvas lays out a block only near the view, so a list above the block
  // takes its real height only as the scroll brings it in (the builder does the same for the owner,
  // editor/canvas/scroll-selection.ts). For the peers the second scroll never happens.
  const scrollToBlock = async (index: number, block: ScrollLogicalPosition = 'center') => {
    const scroll = () => page.evaluate(([i, b]) => window.__bench.blocks()[i].scrollIntoView({ block: b, inline: 'nearest' }), [index, block] as const);
    await scroll();
    await idle();
    const out = await page.evaluate((i) => {
      const el = window.__bench.blocks()[i];
      const r = el.getBoundingClientRect();
      return r.top < 0 || r.bottom > el.ownerDocument.defaultView!.innerHeight;
    }, index);
    if (!out) return;
    r.notes.push(`block #${index + 1} scrolled to again: pushed out of view as the page settled`);
    await scroll();
  };
  // A failed step records its error; only a failed load ends the run (the rest needs the page).
  const step = async (name: StepName, fn: () => Promise<StepFigures>) => {
    try {
      r.steps[name] = await profiled(page, name, `${target.name}-${run}`, fn);
    } catch (e) {
      r.steps[name] = { error: firstLine(e) };
      if (name === 'load') throw e;
    }
  };
  const eventTiming = async (from: number) => {
    await idle();
    await sleep(300); // Event Timing entries arrive after the paint
    const et = await page.evaluate((t) => window.__bench.maxEventDuration(t), from);
    return { eventTimingMs: et ? et.duration : null, eventTimingName: et ? et.name : null };
  };
  try {
    // load
    await step('load', async () => {
      await within(page.goto(target.url, { waitUntil: 'commit' }), stepMs, 'navigate');
      const l = await within(page.evaluate(() => window.__bench.loadDone), stepMs, 'load');
      await idle();
      return { ms: round(l.tIdle), appearMs: round(l.tAppear) };
    });

    // hover: pointer from the settings panel onto block #N/2, until its hover marker shows
    await step('hover', async () => {
      await scrollToBlock(mid);
      await page.mouse.move(VIEWPORT.width - 10, VIEWPORT.height - 10);
      await idle();
      const box = await blockBox(page, mid);
      await page.evaluate((i) => {
        window.__bench.startRecording();
        window.__bench.arm('hover', window.__bench.cond.hovered(i), 60000);
      }, mid);
      await within(page.mouse.move(box.x + Math.min(40, box.width / 2), box.y + box.height / 2), stepMs, 'hover move');
      const h = await within(page.evaluate(() => window.__bench.collect('hover')), stepMs, 'hover');
      if (!h.ok) throw new StepError(`hover marker never showed (${h.error})`);
      const ev = await page.evaluate(() => window.__bench.firstEvent(['pointermove', 'mouseover']));
      if (!ev) throw new StepError('no pointer event recorded');
      await idle();
      return { ms: round(h.tFrame - ev.ts), domMs: round(h.tDom == null ? null : h.tDom - ev.ts), via: h.via };
    });

    // select: pointer down + up on block #N/2, until it shows selected and the panel shows its text
    await step('select', async () => {
      await page.evaluate(([i, t]) => {
        window.__bench.startRecording();
        window.__bench.arm('select', window.__bench.cond.selected(i, t), 60000);
      }, [mid, midText] as const);
      await within((async () => {
        await page.mouse.down();
        await page.mouse.up();
      })(), stepMs, 'click');
      const s = await within(page.evaluate(() => window.__bench.collect('select')), stepMs, 'select');
      if (!s.ok) throw new StepError(`selection never showed (${s.error})`);
      const ev = await page.evaluate(() => window.__bench.firstEvent(['pointerdown', 'mousedown']));
      if (!ev) throw new StepError('no pointer event recorded');
      return { ms: round(s.tFrame - ev.ts), domMs: round(s.tDom == null ? null : s.tDom - ev.ts), via: s.via, ...(await eventTiming(ev.ts)) };
    });

    // edit: one keystroke at the end of the settings field, until block #N/2 shows the new text
    await step('edit', async () => {
      const fieldBox = await page.evaluate(() => {
        const f = window.__bench.field();
        if (!f) return null;
        const b = f.getBoundingClientRect();
        return { x: b.x, y: b.y, width: b.width, height: b.height };
      });
      if (!fieldBox) throw new StepError('settings field not found');
      await page.mouse.click(fieldBox.x + fieldBox.width / 2, fieldBox.y + fieldBox.height / 2);
      await page.keyboard.press('End');
      await idle();
      const newText = `${midText}x`;
      await page.evaluate(([i, t]) => {
        window.__bench.startRecording();
        window.__bench.arm('edit', window.__bench.cond.text(i, t), 60000);
      }, [mid, newText] as const);
      await within(page.keyboard.press('x'), stepMs, 'keystroke');
      const e = await within(page.evaluate(() => window.__bench.collect('edit')), stepMs, 'edit');
      if (!e.ok) throw new StepError(`canvas never showed the new text (${e.error})`);
      const ev = await page.evaluate(() => window.__bench.firstEvent(['keydown']));
      if (!ev) throw new StepError('no keydown recorded');
      return { ms: round(e.tFrame - ev.ts), domMs: round(e.tDom == null ? null : e.tDom - ev.ts), via: e.via, ...(await eventTiming(ev.ts)) };
    });

    // drag: block #2 to after block #N/2 (its text now ends in "x"): down, small moves until the
    // builder reports a drag, scroll the target into view, ten moves onto its lower half, up.
    await step('drag', () => drag(page, mid, stepMs, idle, scrollToBlock, eventTiming));
    r.heapMiB = await heapAfterGc(page);
  } catch (e) {
    if (!(e instanceof StepError)) r.notes.push(firstLine(e));
  } finally {
    await ctx.close().catch(() => {});
  }
  return r;
}

async function drag(
  page: Page,
  mid: number,
  stepMs: number,
  idle: () => Promise<unknown>,
  scrollToBlock: (index: number, block?: ScrollLogicalPosition) => Promise<void>,
  eventTiming: (from: number) => Promise<StepFigures>,
): Promise<StepFigures> {
  const order0 = await page.evaluate(() => window.__bench.order());
  const movedText = order0[1];
  const afterText = order0[mid];
  await scrollToBlock(0, 'start');
  await page.mouse.move(VIEWPORT.width - 10, VIEWPORT.height - 10);
  await idle();
  const src = await blockBox(page, 1);
  const sx = src.x + Math.min(40, src.width / 2);
  const sy = src.y + src.height / 2;
  await page.mouse.move(sx, sy);
  await idle();
  await page.evaluate(([m, a]) => {
    window.__bench.startRecording();
    window.__bench.startGaps();
    window.__bench.arm('drop', window.__bench.cond.moved(m, a), 60000);
  }, [movedText, afterText] as const);
  const tDown = await page.evaluate(() => performance.now());
  await within(page.mouse.down(), stepMs, 'mouse down');
  for (let d = 2; d <= 12; d += 2) {
    await within(page.mouse.move(sx + d / 2, sy + d), stepMs, 'drag start move');
    await sleep(16);
  }
  const t0 = Date.now();
  while (!(await page.evaluate(() => window.__bench.isDragging()))) {
    if (Date.now() - t0 > 5000) throw new StepError('the builder never started a drag');
    await within(page.mouse.move(sx + 6, sy + 12 + ((Date.now() - t0) % 3)), stepMs, 'drag start move');
    await sleep(50);
  }
  await page.evaluate(() => window.__bench.idle(2, 2000));
  const tScroll = await page.evaluate(() => performance.now());
  await scrollToBlock(mid);
  await page.evaluate(() => window.__bench.idle(2, 5000));
  const tMoves = await page.evaluate(() => performance.now());
  const dst = await blockBox(page, mid);
  const tx = dst.x + Math.min(40, dst.width / 2);
  const ty = dst.y + dst.height * 0.75;
  await within(page.mouse.move(tx, ty, { steps: 10 }), stepMs, 'drag moves');
  await sleep(50);
  await within(page.mouse.move(tx + 1, ty), stepMs, 'drag moves');
  await page.evaluate(() => window.__bench.idle(3, 5000));
  const tBeforeUp = await page.evaluate(() => performance.now());
  await within(page.mouse.up(), stepMs, 'mouse up');
  const d = await within(page.evaluate(() => window.__bench.collect('drop')), stepMs, 'drop');
  const up = await page.evaluate((t) => window.__bench.firstEvent(['pointerup', 'mouseup', 'drop', 'dragend'], t), tBeforeUp);
  const g = await page.evaluate(() => {
    const stopped = window.__bench.stopGaps();
    return { max: stopped.max, frames: stopped.frames };
  });
  if (!d.ok) {
    const order1 = await page.evaluate(() => window.__bench.order());
    const at = order1.indexOf(movedText);
    throw new StepError(`the move never showed (${d.error}); moved block is at #${at + 1}, after "${order1[at - 1]}"`);
  }
  const upTs = up ? up.ts : tBeforeUp;
  const gaps = await page.evaluate(([a, b, c]) => ({
    drag: window.__bench.maxGapBetween(a, b),
    drop: window.__bench.maxGapBetween(b, c),
  }), [tDown, upTs, d.tFrame] as const);
  // Where the slow frames fall: each gap over 17 ms (one frame at 60 Hz) between mouse-down and the frame
  // that shows the drop, by the phase it ends in; raw results only.
  const dragstart = await page.evaluate(() => window.__bench.firstEvent(['dragstart']));
  const slowFrames = await page.evaluate(([a, b]) => window.__bench.gaps!.list.filter(([t, gap]) => t >= a && t - gap <= b && gap > 17), [tDown, d.tFrame] as const);
  const phases: [string, number][] = [['down', tDown], ['dragstart', dragstart?.ts ?? Infinity], ['scroll', tScroll], ['moves', tMoves], ['up', upTs]];
  const phaseAt = (t: number) => phases.filter(([, at]) => at <= t).sort((x, y) => y[1] - x[1])[0]?.[0] ?? 'down';
  return {
    dropMs: round(d.tFrame - upTs),
    worstGapBeforeUpMs: round(Math.max(0, ...slowFrames.filter(([t]) => t <= upTs).map(([, gap]) => gap))),
    slowFrames: slowFrames.map(([t, gap]) => `${round(gap)} ms ending ${round(t - tDown)} ms after down (${phaseAt(t - gap)}→${phaseAt(t)})`).join('; '),
    dropDomMs: round(d.tDom == null ? null : d.tDom - upTs),
    via: d.via,
    upEvent: up ? up.type : null,
    worstGapDragMs: round(gaps.drag),
    worstGapDropMs: round(gaps.drop),
    frames: g.frames,
    ...(await eventTiming(upTs)),
  };
}
