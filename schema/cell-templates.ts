import type { BlockMeta } from './block-meta';
import { BlockType } from './block-types';
import { ListLayout } from './list-layouts';

/**
 * The cell templates (spec §3, default page and cell templates): how one artwork is drawn in a list,
 * edited in the builder as a page template is, so an owner restyles every artwork's cell at once. A cell
 * is one link to the work's page, so its template holds only the cell's own parts (picture, title,
 * artist, date, price), in the order and with the looks the owner gives them: nothing that is a link or
 * a control of its own. The grid cell draws the grid, list and horizontal masonry layouts; the slideshow
 * and waterfall have theirs. Their config schemas are in cell-templates-schema.ts; this module has no
 * zod, so the builder's first load carries none.
 */

export const CELL_TEMPLATE_KINDS = ['inventoryGridCell', 'inventorySlideshowCell', 'inventoryWaterfallCell'] as const;
export type CellTemplateKind = (typeof CELL_TEMPLATE_KINDS)[number];

/** An artwork cell's parts, in the order the toolbox offers them. */
export const INVENTORY_CELL_BLOCKS: readonly string[] = [
  BlockType.InventoryCellImage,
  BlockType.InventoryCellTitle,
  BlockType.InventoryCellArtist,
  BlockType.InventoryCellDate,
  BlockType.InventoryCellPrice,
];

/** Which cell template draws an artwork in a layout. */
export function inventoryCellTemplateOf(layout: ListLayout): CellTemplateKind {
  if (layout === ListLayout.Slideshow) return 'inventorySlideshowCell';
  if (layout === ListLayout.Waterfall) return 'inventoryWaterfallCell';
  return 'inventoryGridCell';
}

/** A cell template's block as a list carries it to the browser: no id, nothing nested. */
export interface CellPart {
  type: string;
  config: Record<string, unknown>;
}

/** The cell templates the site has set, as parts; none set is undefined (every cell draws as it always has). */
export type CellTemplates = Partial<Record<CellTemplateKind, CellPart[]>>;

export type CellTextSize = 'small' | 'normal' | 'large';
export type CellAlign = 'left' | 'center' | 'right';

/** The looks of a cell's line of text; the defaults draw it as the theme does. */
export interface CellTextConfig {
  align?: CellAlign;
  size?: CellTextSize;
  uppercase?: boolean;
}

export interface CellImageConfig {
  /** The whole picture in its square (contain), or the square filled with it (cover). */
  fit?: 'contain' | 'cover';
  /** The Sold, On Hold… sticker over the picture. */
  showStatus?: boolean;
}

const TEXT_DEFAULT: Required<CellTextConfig> = { align: 'left', size: 'normal', uppercase: false };

/** The cell parts' labels and defaults (block-meta.ts takes them in; cell-templates-schema.ts adds their configs). */
export const CELL_META = {
  [BlockType.InventoryCellImage]: {
    type: BlockType.InventoryCellImage,
    label: 'Cell Image',
    defaultConfig: { fit: 'contain', showStatus: true } satisfies Required<CellImageConfig>,
    inspectorNote: 'The artwork’s first picture, or a blank square when it has none.',
  },
  [BlockType.InventoryCellTitle]: { type: BlockType.InventoryCellTitle, label: 'Cell Title', defaultConfig: TEXT_DEFAULT },
  [BlockType.InventoryCellArtist]: {
    type: BlockType.InventoryCellArtist,
    label: 'Cell Artist',
    defaultConfig: TEXT_DEFAULT,
    inspectorNote: 'The artist’s name; never shown on an artist’s own site.',
  },
  [BlockType.InventoryCellDate]: { type: BlockType.InventoryCellDate, label: 'Cell Date', defaultConfig: TEXT_DEFAULT, inspectorNote: 'The artwork’s date, when it has one.' },
  [BlockType.InventoryCellPrice]: {
    type: BlockType.InventoryCellPrice,
    label: 'Cell Price',
    defaultConfig: TEXT_DEFAULT,
    inspectorNote: 'The price of the first edition for sale; nothing while the work is sold, on hold or not for sale.',
  },
} as const satisfies Record<string, BlockMeta>;

/**
 * The parts of the templates the site has set, for its lists to carry; undefined while it has set none.
 * A template left without parts is not taken: a cell is a link, which must show something.
 */
export function cellTemplatesOf(templates: Partial<Record<string, { blocks: ReadonlyArray<{ type: string; config: Record<string, unknown> }> }>> | undefined): CellTemplates | undefined {
  const set = CELL_TEMPLATE_KINDS.flatMap((kind) => {
    const blocks = templates?.[kind]?.blocks;
    return blocks?.length ? [[kind, blocks.map((b) => ({ type: b.type, config: b.config }))] as const] : [];
  });
  return set.length ? Object.fromEntries(set) : undefined;
}
