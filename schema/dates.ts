/**
 * Dates as visitors read them. Stored dates are ISO (YYYY-MM-DD, or a full timestamp for posts); they
 * are read as calendar dates, so a date never shifts by a day with the server's time zone.
 */

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

function parts(iso: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31 ? { year, month, day } : null;
}

/** 'March 3, 2024' */
export function longDate(iso: string): string {
  const d = parts(iso);
  return d ? `${MONTHS[d.month - 1]} ${d.day}, ${d.year}` : '';
}

/** The francisco-style post date: the long month and year, 'March 2024'. */
export function monthYear(iso: string): string {
  const d = parts(iso);
  return d ? `${MONTHS[d.month - 1]} ${d.year}` : '';
}

/** A post's date as stored, the calendar day of its timestamp: '2024-03-05'. */
export function rawDate(iso: string): string {
  return parts(iso) ? iso.slice(0, 10) : '';
}

/**
 * How a site writes post dates (spec §2 Content screens, blog list and post): the francisco theme the
 * long month and year, every other theme the raw date. Theme names are compared in lower case.
 */
export type PostDateStyle = 'monthYear' | 'raw';

export function postDateStyle(layout: string): PostDateStyle {
  return layout.toLowerCase() === 'francisco' ? 'monthYear' : 'raw';
}

/** A post's date in a site's style: 'March 2024' in francisco, '2024-03-05' elsewhere. */
export function postDate(publishedAt: string, style: PostDateStyle): string {
  return style === 'monthYear' ? monthYear(publishedAt) : rawDate(publishedAt);
}

/**
 * An exhibition's dates: 'March 3 – April 20, 2024', 'March 3 – 20, 2024', 'December 1, 2023 – January 7, 2024',
 * 'From March 3, 2024' without an end, 'Until April 20, 2024' without a start, '' without either.
 */
export function showDates(start: string | null, end: string | null): string {
  const s = start ? parts(start) : null;
  const e = end ? parts(end) : null;
  if (s && e) {
    if (s.year !== e.year) return `${longDate(start!)} – ${longDate(end!)}`;
    if (s.month !== e.month) return `${MONTHS[s.month - 1]} ${s.day} – ${MONTHS[e.month - 1]} ${e.day}, ${e.year}`;
    if (s.day !== e.day) return `${MONTHS[s.month - 1]} ${s.day} – ${e.day}, ${e.year}`;
    return longDate(start!);
  }
  if (s) return `From ${longDate(start!)}`;
  if (e) return `Until ${longDate(end!)}`;
  return '';
}

/** Today as YYYY-MM-DD in UTC, for comparing with show dates. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
