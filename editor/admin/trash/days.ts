const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left until `until` (a timestamp), counting a part of a day as a day; never below 0. */
export function daysLeft(until: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(until) - now.getTime()) / DAY_MS));
}

/** '24 Nov 2026' in the owner's own time zone. */
export function formatDay(at: string): string {
  return new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}
