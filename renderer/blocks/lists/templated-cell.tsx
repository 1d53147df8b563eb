import { Fragment, type ReactNode } from 'react';
import { CELL_PICTURES, type CellPart, type CellTextConfig } from '../../../schema/cell-templates';

/**
 * What every cell drawn with a cell template (schema/cell-templates.ts) shares: the looks of its lines
 * of text, and the order of its parts. Each kind's cell says what each of its parts draws.
 */

/** The classes a line of text takes for its looks; none for the theme's own. */
export function cellTextClass(base: string, config: CellTextConfig): string {
  const classes = [base];
  if (config.align === 'center' || config.align === 'right') classes.push(`cell-part--${config.align}`);
  if (config.size === 'small' || config.size === 'large') classes.push(`cell-part--${config.size}`);
  if (config.uppercase === true) classes.push('cell-part--upper');
  return classes.join(' ');
}

const isPicture = (part: CellPart) => CELL_PICTURES.includes(part.type);

/**
 * A template's parts drawn in the owner's order; with `words`, the pictures first and the rest inside
 * what `words` wraps them in (a list row's text beside its picture, an exhibition band's words over its
 * cover, a post's text under its picture), as the kind's own cell lays them out.
 */
export function drawParts(parts: readonly CellPart[], draw: (part: CellPart) => ReactNode, words?: (children: ReactNode) => ReactNode): ReactNode {
  const drawn = (part: CellPart, index: number) => <Fragment key={index}>{draw(part)}</Fragment>;
  if (!words) return parts.map(drawn);
  return (
    <>
      {parts.map((part, i) => (isPicture(part) ? drawn(part, i) : null))}
      {words(parts.map((part, i) => (isPicture(part) ? null : drawn(part, i))))}
    </>
  );
}

/** Whether the owner kept a part of this type: a cell without its name is still named by it (aria-label). */
export function hasPart(parts: readonly CellPart[], type: string): boolean {
  return parts.some((part) => part.type === type);
}
