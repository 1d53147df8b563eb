/**
 * The artworks table's selection: works chosen one by one (their ids), or every work its filters match
 * however many, which a bulk action then names by the filters instead of ids. A selection belongs to
 * the filters it was made under; changing them drops it.
 */
export interface Selection {
  /** The filters (the API's query) it was made under. */
  filter: string;
  ids: ReadonlySet<number>;
  /** Every work the filters match, on every page. */
  allMatching: boolean;
}

const NONE: ReadonlySet<number> = new Set();

export const emptySelection = (filter: string): Selection => ({ filter, ids: NONE, allMatching: false });
export const allMatching = (filter: string): Selection => ({ filter, ids: NONE, allMatching: true });

/** The selection as it stands under the current filters: one made under others is none. */
export const current = (selection: Selection, filter: string): Selection => (selection.filter === filter ? selection : emptySelection(filter));

/** The works of this page shown chosen. */
export function chosenOnPage(selection: Selection, pageIds: readonly number[]): ReadonlySet<number> {
  return selection.allMatching ? new Set(pageIds) : selection.ids;
}

/**
 * One row chosen or let go. Letting a row go out of every matching work leaves this page's others
 * chosen by id: a filter cannot leave one out.
 */
export function toggled(selection: Selection, pageIds: readonly number[], id: number): Selection {
  const ids = new Set(chosenOnPage(selection, pageIds));
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { filter: selection.filter, ids, allMatching: false };
}

/** The whole page chosen or let go; letting it go out of every matching work chooses nothing. */
export function pageToggled(selection: Selection, pageIds: readonly number[], select: boolean): Selection {
  if (selection.allMatching) return select ? selection : emptySelection(selection.filter);
  const ids = new Set(selection.ids);
  for (const id of pageIds) {
    if (select) ids.add(id);
    else ids.delete(id);
  }
  return { ...selection, ids };
}

/** How many works an action would be over: the ids chosen, or `total` (the filters' count) for every matching work. */
export const selectedCount = (selection: Selection, total: number): number => (selection.allMatching ? total : selection.ids.size);

export const isEmpty = (selection: Selection): boolean => !selection.allMatching && selection.ids.size === 0;
