import type { JsonLd } from './structured-data';

/**
 * JSON inside <script> ends at the first '</script', whatever the JSON says, so every '<', '>' and '&'
 * is written as its \u escape (still the same JSON); U+2028 and U+2029 too, which old parsers read as
 * line ends. Nothing a title or description holds can leave the element.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function jsonLdTags(items: JsonLd[]): string {
  return items.map((item) => `<script type="application/ld+json">${scriptSafeJson(item)}</script>`).join('\n');
}
