/**
 * Crash points in checkout, for the crash tests only: with CHECKOUT_CRASH_AT=<point>@<n> in the
 * environment, the process kills itself (SIGKILL, as a power cut or an OOM kill would) the nth time a
 * purchase reaches that point. Unset, as everywhere but those tests, a crash point does nothing.
 */
export const CRASH_POINTS = ['after-authorize', 'after-order', 'after-capture', 'before-paid'] as const;
export type CrashPoint = (typeof CRASH_POINTS)[number];

/** A crash point armed by `<point>@<n>` in the setting (the nth time `point` is reached), or one that does nothing. */
export function crashPointsFrom<P extends string>(setting: string | undefined): (point: P) => void {
  const match = /^([a-z-]+)@([1-9][0-9]*)$/.exec(setting ?? '');
  if (!match) return () => undefined;
  const [, target, at] = match;
  let reached = 0;
  return (point) => {
    if (point !== target) return;
    reached += 1;
    if (reached === Number(at)) process.kill(process.pid, 'SIGKILL');
  };
}

export const crashPoint = crashPointsFrom<CrashPoint>(process.env.CHECKOUT_CRASH_AT);
