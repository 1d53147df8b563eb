import type { InventoryItem } from '../../../schema/api/content';
import { DimensionUnit, InventoryType } from '../../../schema/enums';
import { VIRTUAL_INSTALL_CONFIG } from '../config';

/**
 * The virtual install's pure rules (spec §5, §9): units, the piece's size, the guide's default width and
 * its limits, and who gets the button at all. Lengths are in the piece's own unit unless named inches.
 */

export type Unit = DimensionUnit;
export const UNIT_LABELS: Record<Unit, string> = { [DimensionUnit.Inches]: 'in', [DimensionUnit.Centimeters]: 'cm', [DimensionUnit.Feet]: 'ft' };
const INCHES_PER_UNIT: Record<Unit, number> = { [DimensionUnit.Inches]: 1, [DimensionUnit.Centimeters]: 1 / 2.54, [DimensionUnit.Feet]: 12 };

function unitOf(metric: number): Unit {
  return metric === DimensionUnit.Centimeters || metric === DimensionUnit.Feet ? metric : DimensionUnit.Inches;
}

export function toInches(value: number, unit: Unit): number {
  return value * INCHES_PER_UNIT[unit];
}

export function fromInches(inches: number, unit: Unit): number {
  return inches / INCHES_PER_UNIT[unit];
}

/** The spec's size for a piece whose dimensions are unknown: 36 × 36 inches. */
export const DEFAULT_PIECE_INCHES = 36;

export interface PieceSize {
  width: number;
  height: number;
  /** null when unknown: a piece without a depth hangs flat. */
  depth: number | null;
  unit: Unit;
}

type Dimensions = InventoryItem['editions'][number]['dimensions'];
const known = (n: number | null): n is number => n !== null && Number.isFinite(n) && n > 0;

/** The piece's size: the first edition with both a width and a height, else 36 × 36 in. */
export function pieceSize(editions: ReadonlyArray<{ dimensions: Dimensions }>): PieceSize {
  const sized = editions.map((e) => e.dimensions).find((d) => known(d.width) && known(d.height));
  if (!sized) return { width: DEFAULT_PIECE_INCHES, height: DEFAULT_PIECE_INCHES, depth: null, unit: DimensionUnit.Inches };
  return { width: sized.width!, height: sized.height!, depth: known(sized.depth) ? sized.depth : null, unit: unitOf(sized.metric) };
}

/** Pieces at least this wide or this tall (inches) get the wider guide (spec §9). */
export const LARGE_PIECE_INCHES = { width: 156, height: 70 } as const;
export const GUIDE_WIDTH_INCHES = { large: 120, usual: 84 } as const;

/** The guide's default width in the piece's unit, a whole number: 120 in for a large piece, else 84 in (213 or 305 cm, 7 or 10 ft). */
export function defaultGuideWidth(piece: PieceSize): number {
  const large = toInches(piece.width, piece.unit) >= LARGE_PIECE_INCHES.width || toInches(piece.height, piece.unit) >= LARGE_PIECE_INCHES.height;
  return Math.round(fromInches(large ? GUIDE_WIDTH_INCHES.large : GUIDE_WIDTH_INCHES.usual, piece.unit));
}

/** A typed guide width: a positive whole number, else null (the field is left blank). */
export function parseGuideWidth(text: string): number | null {
  if (!/^[0-9]+$/.test(text)) return null;
  const width = Number(text);
  return Number.isSafeInteger(width) && width > 0 ? width : null;
}

/** The guide's handles are 14 px wide and centred on its ends. */
export const GUIDE_HANDLE_PX = 14;
/** The guide is never narrower than 57 px. */
export const GUIDE_MIN_PX = 57;
/**
 * The left end stops 50 px before the right handle (its near edge). With the handles centred on the
 * ends, that is the same place as the 57 px minimum: 50 + 14 / 2.
 */
export const LEFT_HANDLE_STOP_PX = GUIDE_MIN_PX - GUIDE_HANDLE_PX / 2;

/** The guide's ends, in pixels from the photo's left edge. */
export interface GuideEnds {
  left: number;
  right: number;
}

/** The left end dragged to `x`: within the photo, and stopped 50 px before the right handle. */
export function moveLeftEnd(guide: GuideEnds, x: number): GuideEnds {
  const stop = guide.right - GUIDE_HANDLE_PX / 2 - LEFT_HANDLE_STOP_PX;
  return { left: Math.max(0, Math.min(stop, x)), right: guide.right };
}

/** The right end dragged to `x`: within the photo, and never closer than 57 px to the left end. */
export function moveRightEnd(guide: GuideEnds, x: number, photoWidth: number): GuideEnds {
  return { left: guide.left, right: Math.min(photoWidth, Math.max(guide.left + GUIDE_MIN_PX, x)) };
}

/** A guide `width` px wide centred at `centre`, kept within the photo and at least 57 px wide. */
export function centredGuide(centre: number, width: number, photoWidth: number): GuideEnds {
  const w = Math.min(photoWidth, Math.max(GUIDE_MIN_PX, width));
  const left = Math.max(0, Math.min(photoWidth - w, centre - w / 2));
  return { left, right: left + w };
}

/** Pixels per unit of the piece: the guide's span in pixels over the width it stands for. */
export function pixelsPerUnit(guide: GuideEnds, guideWidth: number): number {
  return (guide.right - guide.left) / guideWidth;
}

/**
 * Whether the art page offers the virtual install (spec §5): artworks only, with a first picture that
 * is not a gif, and no deeper than the configured threshold.
 */
export function canVirtualInstall(
  item: { type: number; images: ReadonlyArray<{ extension: string }>; editions: ReadonlyArray<{ dimensions: Dimensions }> },
  maxDepthInches: number = VIRTUAL_INSTALL_CONFIG.maxDepthInches): boolean {
  const image = item.images[0];
  if (item.type !== InventoryType.Artwork || !image || image.extension === 'gif') return false;
  const piece = pieceSize(item.editions);
  return piece.depth === null || toInches(piece.depth, piece.unit) <= maxDepthInches;
}
