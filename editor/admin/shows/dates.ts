const day = (iso: string) => new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/** '1 Jun 2025 – 31 Aug 2025', 'from 1 Jun 2025', 'until 31 Aug 2025' or nothing, from YYYY-MM-DD dates. */
export function dateRange(start: string | null, end: string | null): string {
  if (start && end) return `${day(start)} – ${day(end)}`;
  if (start) return `from ${day(start)}`;
  if (end) return `until ${day(end)}`;
  return '';
}
