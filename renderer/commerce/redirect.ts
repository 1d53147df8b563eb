/**
 * Where ?redirectUrl= may send a buyer after paying: only http(s) addresses, so the parameter can never
 * run script (javascript:) or open other schemes.
 */
export function safeRedirect(value: string | null, base: URL): string | null {
  if (!value) return null;
  try {
    const target = new URL(value, base);
    return target.protocol === 'http:' || target.protocol === 'https:' ? target.href : null;
  } catch {
    return null;
  }
}

/** The utm_* parameters of the landing address, passed on with the order for attribution. */
export function utmFrom(url: URL): string {
  const utm = new URLSearchParams();
  url.searchParams.forEach((value, key) => {
    if (key.toLowerCase().startsWith('utm_')) utm.append(key, value);
  });
  return utm.toString();
}
