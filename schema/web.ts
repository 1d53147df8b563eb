/**
 * The owner's CSS made safe to write inside a <style> element: a '<' can only end the element early
 * (CSS itself has no use for it outside strings, where the escape means the same character), so every
 * one is written as the CSS escape \3c.
 */
export function safeCss(css: string): string {
  return css.replace(/</g, '\\3c ');
}

/** An http(s) address (what a social link or an external link may be). */
export function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
