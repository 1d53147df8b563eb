import type { Edition } from '../../schema/api/content';
import type { EditionGroup } from '../../schema/api/edition-sets';
import { editionLabel } from '../site/artwork';

/** What the purchase popup has chosen: a medium, one of its groups (dimensions) and one of that group's editions (price). */
export interface EditionSelection {
  medium: string;
  groupIndex: number;
  editionId: number;
}

export interface Choice<V> {
  value: V;
  label: string;
}

/** How many editions the set offers in all: one is added to the cart at once (§4). */
export function editionCount(groups: readonly EditionGroup[]): number {
  return groups.reduce((n, g) => n + g.editions.length, 0);
}

/** The medium dropdown: the groups' media, each once, in the owner's order. */
export function mediumChoices(groups: readonly EditionGroup[]): Choice<string>[] {
  return [...new Set(groups.map((g) => g.medium))].map((medium) => ({ value: medium, label: medium }));
}

/** The dimensions dropdown: the groups of the chosen medium. */
export function dimensionChoices(groups: readonly EditionGroup[], medium: string): Choice<number>[] {
  return groups.flatMap((g, index) => (g.medium === medium ? [{ value: index, label: g.dimensions }] : []));
}

/** The price dropdown: the editions of the chosen group, by price and edition. */
export function priceChoices(groups: readonly EditionGroup[], groupIndex: number): Choice<number>[] {
  return (groups[groupIndex]?.editions ?? []).map((e) => ({ value: e.editionId, label: `${e.price} · ${editionLabel(e)}` }));
}

function firstOfGroup(groups: readonly EditionGroup[], groupIndex: number): EditionSelection | null {
  const group = groups[groupIndex];
  const edition = group?.editions[0];
  return group && edition ? { medium: group.medium, groupIndex, editionId: edition.editionId } : null;
}

/** The popup opens on the first group's first edition. */
export function initialSelection(groups: readonly EditionGroup[]): EditionSelection | null {
  const index = groups.findIndex((g) => g.editions.length > 0);
  return index < 0 ? null : firstOfGroup(groups, index);
}

/** Changing the medium resets the dimensions to its first group and the edition to that group's first. */
export function selectMedium(groups: readonly EditionGroup[], current: EditionSelection, medium: string): EditionSelection {
  const index = groups.findIndex((g) => g.medium === medium && g.editions.length > 0);
  return (index >= 0 && firstOfGroup(groups, index)) || current;
}

/** Changing the dimensions resets the edition to the first of that group. */
export function selectDimensions(groups: readonly EditionGroup[], current: EditionSelection, groupIndex: number): EditionSelection {
  return (groups[groupIndex]?.medium === current.medium && firstOfGroup(groups, groupIndex)) || current;
}

export function selectEdition(groups: readonly EditionGroup[], current: EditionSelection, editionId: number): EditionSelection {
  return groups[current.groupIndex]?.editions.some((e) => e.editionId === editionId) ? { ...current, editionId } : current;
}

export function selectedEdition(groups: readonly EditionGroup[], selection: EditionSelection): Edition | null {
  return groups[selection.groupIndex]?.editions.find((e) => e.editionId === selection.editionId) ?? null;
}
