import type { Block } from '../../schema/block';
import { blockFromJson } from '../../schema/block-shape';

/**
 * The builder's clipboard: one copied block (with everything under it) per site, kept in localStorage
 * so that it can be pasted on another page and in another tab of the same builder. Each site has its own,
 * since a block's pictures and lists belong to its site. The system clipboard is left alone: copying a
 * block never replaces the text the owner copied.
 */
const KEY_PREFIX = 'gallery-builder:clipboard:';

/** Used when the browser refuses storage (private windows, a full quota): copy still works in this tab. */
const inTab = new Map<string, string>();

function keyOf(subdomain: string): string {
  return `${KEY_PREFIX}${subdomain}`;
}

export function writeClipboard(subdomain: string, block: Block, storage: Storage | null = localStorageOrNull()): void {
  const text = JSON.stringify({ block });
  inTab.set(subdomain, text);
  try {
    storage?.setItem(keyOf(subdomain), text);
  } catch {
    // the copy in this tab stands
  }
}

/** The block last copied for this site (in any tab), or null when there is none or it is not a block. */
export function readClipboard(subdomain: string, storage: Storage | null = localStorageOrNull()): Block | null {
  let text: string | null;
  try {
    text = storage?.getItem(keyOf(subdomain)) ?? null;
  } catch {
    text = null;
  }
  text ??= inTab.get(subdomain) ?? null;
  if (!text) return null;
  try {
    return blockFromJson((JSON.parse(text) as { block?: unknown }).block);
  } catch {
    return null;
  }
}

function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
