/**
 * Tab anchors written to the page hash (spec §2 Content screens): the anchor name defaults to the
 * lower-cased tab label with the first space removed, so 'Artworks' is #artworks and 'Current Shows'
 * is #currentshows. An anchor the owner set wins.
 */
export function anchorName(label: string, own?: string | null): string {
  const chosen = own?.trim();
  if (chosen) return chosen;
  return label.toLowerCase().replace(' ', '');
}

/** The anchor a hash names ('#biography' -> 'biography'), decoded; '' for none. */
export function anchorFromHash(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
