import { parseContentHash } from '../screens';

/** What the artworks address opens: the table (with its state after `/?`), a new work's form, or a work's form. */
export type ArtworksOpened = { kind: 'table' } | { kind: 'new' } | { kind: 'record'; id: number } | { kind: 'unknown' };

export function artworksOpened(hash: string): ArtworksOpened {
  const rest = parseContentHash(hash)?.rest ?? [];
  if (rest.length === 0 || (rest.length === 1 && rest[0].startsWith('?'))) return { kind: 'table' };
  if (rest.length === 1 && rest[0] === 'new') return { kind: 'new' };
  if (rest.length === 1 && /^[1-9]\d{0,9}$/.test(rest[0])) return { kind: 'record', id: Number(rest[0]) };
  return { kind: 'unknown' };
}
