import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The peers' in-page probe (read from /work/shared at run time, never copied here) and the types of
 * what it puts on `window.__bench`, as the steps in ./steps.ts use it.
 */
export const PEERS_DIR = resolve(process.env.BENCH_PEERS_DIR ?? resolve(import.meta.dirname, '../../../shared/bench/peers'));
export const PROBE_PATH = resolve(PEERS_DIR, 'scripts/probe.js');
export const SHIM_PATH = resolve(import.meta.dirname, 'selector-shim.js');

export function readProbe(): string {
  return readFileSync(PROBE_PATH, 'utf8');
}
export function readShim(): string {
  return readFileSync(SHIM_PATH, 'utf8');
}

export interface ProbeWait {
  ok: boolean;
  tDom: number | null;
  tFrame: number;
  via: string;
  error?: string;
}
export interface ProbeEvent {
  type: string;
  ts: number;
  handler: number;
}
export interface ProbeEventTiming {
  name: string;
  start: number;
  duration: number;
}
export type ProbeCond = () => boolean;

export interface BenchProbe {
  N: number;
  loadDone: Promise<{ tAppear: number; tIdle: number; via: string }>;
  idle(frames?: number, timeoutMs?: number): Promise<{ waited: number; calm: boolean }>;
  blocks(): HTMLElement[];
  startRecording(): void;
  arm(name: string, cond: ProbeCond, timeoutMs: number): boolean;
  collect(name: string): Promise<ProbeWait>;
  firstEvent(types: string[], after?: number): ProbeEvent | null;
  maxEventDuration(from: number, to?: number): ProbeEventTiming | null;
  cond: {
    selected(index: number, text: string): ProbeCond;
    hovered(index: number): ProbeCond;
    text(index: number, text: string): ProbeCond;
    moved(movedText: string, afterText: string): ProbeCond;
  };
  field(): HTMLInputElement | HTMLTextAreaElement | null;
  order(): string[];
  isDragging(): boolean;
  startGaps(): void;
  /** Each rAF callback's time and the gap before it, since startGaps(). */
  gaps: { list: [number, number][] } | null;
  stopGaps(): { max: number; frames: number };
  maxGapBetween(from: number, to: number): number;
}

declare global {
  interface Window {
    __bench: BenchProbe;
  }
}
