import { useHash } from '../use-hash';
import { parseContentHash } from '../screens';

/** Which part of a screen the address opens: its table, a new record's form, or a record's form. */
export type Opened = { kind: 'table' } | { kind: 'new' } | { kind: 'record'; id: number } | { kind: 'unknown' };

export function openedOf(hash: string): Opened {
  const rest = parseContentHash(hash)?.rest ?? [];
  if (rest.length === 0) return { kind: 'table' };
  if (rest.length === 1 && rest[0] === 'new') return { kind: 'new' };
  if (rest.length === 1 && /^[1-9]\d{0,9}$/.test(rest[0])) return { kind: 'record', id: Number(rest[0]) };
  return { kind: 'unknown' };
}

export function useOpened(): Opened {
  return openedOf(useHash());
}
