/**
 * What a record table asks the server for: the search, the tag, the order and one more choice (when a
 * show runs, whether a post is out), and the page. Only what the owner set is sent, so the server's
 * defaults stay the defaults.
 */
export interface TableQuery {
  q: string;
  tag: string;
  sort: string;
  /** The screen's own filter (`when`, `state`) and its value, '' for any. */
  choice: { param: string; value: string } | null;
  offset: number;
  limit: number;
}

export function tableQueryString(query: TableQuery): string {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.tag) params.set('tag', query.tag);
  if (query.sort) params.set('sort', query.sort);
  if (query.choice?.value) params.set(query.choice.param, query.choice.value);
  params.set('offset', String(query.offset));
  params.set('limit', String(query.limit));
  return params.toString();
}

/** Whether anything narrows the table, so an empty one says 'Nothing matches' rather than 'none yet'. */
export const isFiltered = (query: Pick<TableQuery, 'q' | 'tag' | 'choice'>): boolean => !!(query.q.trim() || query.tag || query.choice?.value);

/** What a bulk tagging did, in a sentence: `noun` is the kind in the plural ('artists'). */
export function bulkTagReport(action: 'addTag' | 'removeTag', tag: string, changed: number, unchanged: number, noun: string, one: string): string {
  const count = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? one : noun}`;
  const did = action === 'addTag' ? `Tagged ${count(changed)} “${tag}”.` : `Removed “${tag}” from ${count(changed)}.`;
  if (!unchanged) return did;
  const already = action === 'addTag' ? `already had it` : `did not have it`;
  return `${did} ${count(unchanged)} ${already}.`;
}
