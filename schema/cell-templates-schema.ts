import { z } from 'zod';
import { BlockType } from './block-types';
import { withConfig } from './catalogue-entry';
import { CELL_META } from './cell-templates';
import { ALIGN_OPTIONS, field } from './fields';

/** The artwork cell parts' config schemas with their inspector fields, and their catalogue entries (cell-templates.ts has the rest). */

/** Each optional, the theme's look when missing. */
export const cellTextConfigSchema = z.object({
  align: field(z.enum(['left', 'center', 'right']).optional(), { label: 'Alignment', control: 'select', options: ALIGN_OPTIONS }),
  size: field(z.enum(['small', 'normal', 'large']).optional(), {
    label: 'Text size',
    control: 'select',
    options: [
      { value: 'small', label: 'Small' },
      { value: 'normal', label: 'Normal' },
      { value: 'large', label: 'Large' },
    ],
  }),
  uppercase: field(z.boolean().optional(), { label: 'Capital letters', control: 'toggle' }),
});

export const cellImageConfigSchema = z.object({
  fit: field(z.enum(['contain', 'cover']).optional(), {
    label: 'Picture',
    control: 'select',
    options: [
      { value: 'contain', label: 'The whole picture' },
      { value: 'cover', label: 'Fill the square' },
    ],
  }),
  showStatus: field(z.boolean().optional(), { label: 'Show Sold, On Hold and the other stickers', control: 'toggle' }),
});

const noSettings = z.object({});

export const CELL_CATALOGUE = {
  [BlockType.InventoryCellImage]: withConfig(CELL_META[BlockType.InventoryCellImage], cellImageConfigSchema),
  [BlockType.InventoryCellTitle]: withConfig(CELL_META[BlockType.InventoryCellTitle], cellTextConfigSchema),
  [BlockType.InventoryCellArtist]: withConfig(CELL_META[BlockType.InventoryCellArtist], cellTextConfigSchema),
  [BlockType.InventoryCellDate]: withConfig(CELL_META[BlockType.InventoryCellDate], cellTextConfigSchema),
  [BlockType.InventoryCellPrice]: withConfig(CELL_META[BlockType.InventoryCellPrice], cellTextConfigSchema),
  [BlockType.ArtistCellImage]: withConfig(CELL_META[BlockType.ArtistCellImage], noSettings),
  [BlockType.ArtistCellName]: withConfig(CELL_META[BlockType.ArtistCellName], cellTextConfigSchema),
  [BlockType.ArtistCellFacts]: withConfig(CELL_META[BlockType.ArtistCellFacts], cellTextConfigSchema),
  [BlockType.ShowCellImage]: withConfig(CELL_META[BlockType.ShowCellImage], noSettings),
  [BlockType.ShowCellTitle]: withConfig(CELL_META[BlockType.ShowCellTitle], cellTextConfigSchema),
  [BlockType.ShowCellDates]: withConfig(CELL_META[BlockType.ShowCellDates], cellTextConfigSchema),
  [BlockType.BlogCellImage]: withConfig(CELL_META[BlockType.BlogCellImage], noSettings),
  [BlockType.BlogCellTitle]: withConfig(CELL_META[BlockType.BlogCellTitle], cellTextConfigSchema),
  [BlockType.BlogCellDate]: withConfig(CELL_META[BlockType.BlogCellDate], cellTextConfigSchema),
  [BlockType.BlogCellExcerpt]: withConfig(CELL_META[BlockType.BlogCellExcerpt], cellTextConfigSchema),
  [BlockType.RepresentativeCellImage]: withConfig(CELL_META[BlockType.RepresentativeCellImage], noSettings),
  [BlockType.RepresentativeCellCompany]: withConfig(CELL_META[BlockType.RepresentativeCellCompany], cellTextConfigSchema),
  [BlockType.RepresentativeCellAddress]: withConfig(CELL_META[BlockType.RepresentativeCellAddress], cellTextConfigSchema),
  [BlockType.RepresentativeCellPhone]: withConfig(CELL_META[BlockType.RepresentativeCellPhone], cellTextConfigSchema),
  [BlockType.RepresentativeCellWebsite]: withConfig(CELL_META[BlockType.RepresentativeCellWebsite], cellTextConfigSchema),
  [BlockType.SearchCellImage]: withConfig(CELL_META[BlockType.SearchCellImage], noSettings),
  [BlockType.SearchCellType]: withConfig(CELL_META[BlockType.SearchCellType], cellTextConfigSchema),
  [BlockType.SearchCellTitle]: withConfig(CELL_META[BlockType.SearchCellTitle], cellTextConfigSchema),
  [BlockType.SearchCellFacts]: withConfig(CELL_META[BlockType.SearchCellFacts], cellTextConfigSchema),
  [BlockType.SearchCellText]: withConfig(CELL_META[BlockType.SearchCellText], cellTextConfigSchema),
} as const;
