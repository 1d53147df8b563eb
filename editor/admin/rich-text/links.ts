/**
 * A link as the owner typed it, made into an address the server keeps: http(s), mailto: or a path of the
 * site; a bare 'gallery.example/x' is taken as https. Null when it cannot be a link.
 */
export function normaliseLink(text: string): string | null {
  const t = text.trim();
  if (!t || /\s/.test(t)) return null;
  if (/^https?:\/\/[^/]/i.test(t) || /^mailto:[^@\s]+@[^\s]+$/i.test(t) || /^\/(?!\/)/.test(t)) return t;
  if (/^[a-z]+:/i.test(t) || t.startsWith('//')) return null;
  if (/^[^/@]+@[^/@]+\.[a-z]{2,}$/i.test(t)) return `mailto:${t}`;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+([/?#].*)?$/i.test(t)) return `https://${t}`;
  return null;
}

/** The editor's HTML for an empty text: nothing, not an empty paragraph. */
export function htmlOrEmpty(html: string, text: string): string {
  return text.trim() === '' && !/<(li|img)\b/i.test(html) ? '' : html;
}
