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
