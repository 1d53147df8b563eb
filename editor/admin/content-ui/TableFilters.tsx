import { useEffect, useState } from 'react';
import type { SiteTagsResponse, TableSort, TaggedKind } from '../../../schema';
import { call } from '../../state/api';

/** A screen's own filter besides search and tag: when a show runs, whether a post is out. */
export interface TableChoice {
  param: string;
  label: string;
  anyLabel: string;
  options: readonly { value: string; label: string }[];
}

/** The site's tags of one kind, by name, for the tag filter and the bulk tag field; none until loaded. */
export function useSiteTags(kind: TaggedKind, version: number): string[] {
  const [tags, setTags] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    call<SiteTagsResponse>('GET', `/api/owner/tags?kind=${kind}`).then(
      (answer) => current && setTags(answer.tags.map((t) => t.tag)),
      () => current && setTags([]),
    );
    return () => {
      current = false;
    };
  }, [kind, version]);
  return tags;
}

/** Search, tag, order and the screen's own choice above a record table; each change starts again at the first page. */
export function TableFilters({
  id,
  searchLabel,
  q,
  onQ,
  tags,
  tag,
  onTag,
  sorts,
  sort,
  onSort,
  choice,
  choiceValue,
  onChoice,
}: {
  id: string;
  searchLabel: string;
  q: string;
  onQ: (q: string) => void;
  tags: string[];
  tag: string;
  onTag: (tag: string) => void;
  sorts: readonly TableSort[];
  sort: string;
  onSort: (sort: string) => void;
  choice?: TableChoice;
  choiceValue: string;
  onChoice: (value: string) => void;
}) {
  // A tag chosen before the list loaded (or since removed) stays offered, so the select shows it.
  const offered = tag && !tags.includes(tag) ? [tag, ...tags] : tags;
  return (
    <div className="ed-table-filters" role="group" aria-label="Filters">
      <div className="ed-admin-form-field ed-table-search">
        <label htmlFor={`${id}-q`}>{searchLabel}</label>
        <input id={`${id}-q`} type="search" value={q} onChange={(e) => onQ(e.target.value)} />
      </div>
      <div className="ed-admin-form-field">
        <label htmlFor={`${id}-tag`}>Tag</label>
        <select id={`${id}-tag`} value={tag} onChange={(e) => onTag(e.target.value)}>
          <option value="">Any tag</option>
          {offered.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </select>
      </div>
      {choice && (
        <div className="ed-admin-form-field">
          <label htmlFor={`${id}-choice`}>{choice.label}</label>
          <select id={`${id}-choice`} value={choiceValue} onChange={(e) => onChoice(e.target.value)}>
            <option value="">{choice.anyLabel}</option>
            {choice.options.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="ed-admin-form-field">
        <label htmlFor={`${id}-sort`}>Sort</label>
        <select id={`${id}-sort`} value={sort} onChange={(e) => onSort(e.target.value)}>
          {sorts.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
