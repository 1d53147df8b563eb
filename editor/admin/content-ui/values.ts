import { normaliseTag } from '../../../schema/api/tags';

/** Tags as typed, comma separated, into the list the server stores: trimmed, lower case, each once. */
export function parseTags(text: string): string[] {
  return [...new Set(text.split(',').map(normaliseTag).filter(Boolean))];
}

export const tagsText = (tags: readonly string[]) => tags.join(', ');

/** A year field: empty is none; anything not a whole number goes as typed, for the server to say why not. */
export function yearValue(text: string): number | string | null {
  const t = text.trim();
  if (!t) return null;
  return /^-?\d+$/.test(t) ? Number(t) : t;
}

/** An optional text field: empty is none. */
export const textOrNull = (text: string) => (text.trim() ? text : null);

/** The value of a datetime-local input for an instant, in the owner's own time zone ('2026-11-24T09:30'). */
export function localInputValue(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local input's value (the owner's time zone) as the instant the server takes; null when not a date. */
export function instantOfLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** '24 Nov 2026, 09:30' in the owner's own time zone. */
export function formatMoment(iso: string): string {
  return new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}
