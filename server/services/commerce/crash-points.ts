/**
 * Crash points in checkout, for the crash tests only: with CHECKOUT_CRASH_AT=<point>@<n> in the
 * environment, the process kills itself (SIGKILL, as a power cut or an OOM kill would) the nth time a
 * purchase reaches that point. Unset, as everywhere but those tests, a crash point does nothing.
 */
export const CRASH_POINTS = ['after-authorize', 'after-order', 'after-capture', 'before-paid'] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];

function armed(setting: string | undefined): { point: string; at: number } | null {
  const match = /^([a-z-]+)@([1-9][0-9]*)$/.exec(setting ?? '');
  return match ? { point: match[1], at: Number(match[2]) } : null;
}

const target = armed(process.env.CHECKOUT_CRASH_AT);
let reached = 0;

export function crashPoint(point: CrashPoint): void {
  if (!target || target.point !== point) return;
  reached += 1;
  if (reached === target.at) process.kill(process.pid, 'SIGKILL');
}
