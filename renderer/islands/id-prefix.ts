/**
 * Each React root on a visitor page (every island, the detail modal) counts its useId ids from zero, so
 * two roots would hand out the same ids and a label or a popup's name could point into another island.
 * A prefix per root keeps every id on the page unique.
 */
let roots = 0;

export function nextIdentifierPrefix(): string {
  roots += 1;
  return `r${roots}-`;
}
