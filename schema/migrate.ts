import { BlockType } from './block-types';
import type { SiteDocument } from './document';
import { richTextFromPlain } from './rich-text';
import { MAX_JSON_DEPTH } from './text';
import { SCHEMA_VERSION } from './version';
import { videoSource } from './video';

export class MigrationError extends Error {}

type Migration = (doc: Record<string, unknown>) => Record<string, unknown>;

/**
 * Steps from version N to N+1, indexed by N. Saved documents are migrated on load, never broken.
 * Version 1 is the first; documents without a version are treated as version 1 drafts.
 */
const MIGRATIONS: Record<number, Migration> = {};

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A text block's config in today's shape: the plain text block ({ text, variant, align }) becomes
 * structured rich text drawn as it was (see richTextFromPlain). A config that already has content, or
 * whose text is not a string (which validation then refuses), is returned as it is.
 */
export function upgradeTextConfig(config: unknown): unknown {
  if (!isObject(config) || 'content' in config) return config;
  if (config.text !== undefined && typeof config.text !== 'string') return config;
  const { text, variant, align, ...rest } = config;
  return {
    ...rest,
    content: richTextFromPlain(typeof text === 'string' ? text : '', typeof variant === 'string' ? variant : 'paragraph', typeof align === 'string' ? align : 'left'),
  };
}

function upgradeBlock(block: unknown): unknown {
  if (!isObject(block) || block.type !== BlockType.Text) return block;
  const config = upgradeTextConfig(block.config);
  return config === block.config ? block : { ...block, config };
}

/**
 * Brings every block of a document, wherever it sits (pages, header and footer parts, detail templates,
 * nested blocks), to today's shape. These upgrades are told apart by the block's own shape, so they run
 * on every load whatever version a document claims, and a document already in shape comes back as the
 * same object. Deeper than MAX_JSON_DEPTH it stops: validation refuses such a document anyway.
 */
export function upgradeLegacyBlocks<T>(input: T): T {
  return mapBlocks(input, upgradeBlock);
}

/**
 * A video block whose link it cannot play (schema/video.ts) with the link blank. Since 0075361 a save
 * carrying such a link is refused naming the block; a draft saved before could hold one, and would
 * then refuse every save until the owner found it. Visitors saw nothing of it, and the builder shows
 * its blank-link hint instead.
 */
function clearUnplayableLink(block: unknown): unknown {
  if (!isObject(block) || block.type !== BlockType.Video || !isObject(block.config)) return block;
  const { url } = block.config;
  if (typeof url !== 'string' || url === '' || videoSource(url) !== null) return block;
  return { ...block, config: { ...block.config, url: '' } };
}

/**
 * A stored draft as the builder opens it: every video link the block cannot play left blank (see
 * clearUnplayableLink). Only on opening: a save that sends such a link is refused, saying why.
 */
export function openableDraft<T>(input: T): T {
  return mapBlocks(input, clearUnplayableLink);
}

/** `input` with `change` applied to every block, wherever it sits; unchanged parts stay the same objects. */
function mapBlocks<T>(input: T, change: (block: unknown) => unknown): T {
  const visit = (value: unknown, depth: number): unknown => {
    if (typeof value !== 'object' || value === null || depth > MAX_JSON_DEPTH) return value;
    if (Array.isArray(value)) {
      let copy: unknown[] | null = null;
      value.forEach((item, i) => {
        const next = visit(item, depth + 1);
        if (next !== item) (copy ??= [...value])[i] = next;
      });
      return copy ?? value;
    }
    let copy: Json | null = null;
    for (const [key, item] of Object.entries(value)) {
      let next = visit(item, depth + 1);
      if (key === 'blocks' && Array.isArray(next)) {
        const blocks = next;
        const upgraded = blocks.map(change);
        if (upgraded.some((b, i) => b !== blocks[i])) next = upgraded;
      }
      if (next !== item) (copy ??= { ...(value as Json) })[key] = next;
    }
    return copy ?? value;
  };
  return visit(input, 0) as T;
}

/** Brings a stored document up to the current schema version, and its blocks to today's shape. */
export function migrateDocument(input: unknown): SiteDocument {
  if (typeof input !== 'object' || input === null) throw new MigrationError('A site document must be an object');
  let doc = { ...(input as Record<string, unknown>) };
  let version = typeof doc.schemaVersion === 'number' ? doc.schemaVersion : 1;
  if (version > SCHEMA_VERSION) {
    throw new MigrationError(`Document version ${version} is newer than this product (${SCHEMA_VERSION})`);
  }
  while (version < SCHEMA_VERSION) {
    const step = MIGRATIONS[version];
    if (!step) throw new MigrationError(`No migration from version ${version}`);
    doc = step(doc);
    version += 1;
  }
  return upgradeLegacyBlocks({ ...doc, schemaVersion: SCHEMA_VERSION }) as SiteDocument;
}
