import { useEffect, useState } from 'react';
import { ListKind, ListSource, type ChosenListSummary, type ContentKind, type TaggedKind } from '../../schema';
import { INVENTORY_TYPE_LABELS, isSubTypeOf, subTypesOf } from '../../schema/inventory-types';
import { api } from '../state/api';
import { Select } from './fields';
import type { SetConfig } from './inspector/types';

/**
 * Where a list block's items come from (spec §3: source 0 all, 3 a chosen list, 6 by tags, with
 * list.listId and tags), and for inventory lists the type and subtype. The chosen lists and tags
 * offered are the open site's own, of the list's kind.
 */

/** Which chosen lists a kind can take its items from. */
const LIST_KIND: Partial<Record<ContentKind, number>> = {
  inventory: ListKind.Inventory,
  artists: ListKind.Artists,
  shows: ListKind.Shows,
  blogs: ListKind.Blogs,
  media: ListKind.Media,
};

const SOURCE_OPTIONS = [
  { value: 0, label: 'All' },
  { value: ListSource.ChosenList, label: 'A chosen list' },
  { value: ListSource.Tags, label: 'By tags' },
];

/** A config's tags as strings. */
function tagsOf(config: Record<string, unknown>): string[] {
  return Array.isArray(config.tags) ? config.tags.filter((t): t is string => typeof t === 'string') : [];
}

/** Something the site has, loaded once when first needed; null until it has come. */
function useSiteList<T>(wanted: boolean, load: () => Promise<T[]>, key: string): T[] | null {
  const [loaded, setLoaded] = useState<{ key: string; items: T[] } | null>(null);
  useEffect(() => {
    if (!wanted || loaded?.key === key) return;
    let live = true;
    load().then(
      (items) => live && setLoaded({ key, items }),
      () => live && setLoaded({ key, items: [] }),
    );
    return () => {
      live = false;
    };
    // `load` is a new function each render; `key` says what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, key, loaded]);
  return loaded?.key === key ? loaded.items : null;
}

export function SourceFields({ kind, config, set }: { kind: ContentKind; config: Record<string, unknown>; set: SetConfig }) {
  const source = config.source === ListSource.ChosenList || config.source === ListSource.Tags ? config.source : 0;
  const lists = useSiteList<ChosenListSummary>(
    source === ListSource.ChosenList,
    () => api.listChosenLists().then((answer) => answer.lists.filter((l) => l.kind === LIST_KIND[kind])),
    kind,
  );
  const listId = typeof config.listId === 'number' ? config.listId : 0;
  const options = [
    { value: 0, label: lists === null ? 'Loading...' : lists.length ? 'Choose a list' : 'No lists yet' },
    ...(lists ?? []).map((l) => ({ value: l.listId, label: `${l.name} (${l.count})` })),
  ];
  // A list chosen before, which the site no longer has, stays named so the choice is not silently lost.
  if (listId && lists && !lists.some((l) => l.listId === listId)) options.push({ value: listId, label: `List ${listId} (removed)` });
  return (
    <>
      <Select label="Source" value={source} options={SOURCE_OPTIONS} onChange={(v) => set('source', v)} />
      {source === ListSource.ChosenList && <Select label="Chosen list" value={listId} options={options} onChange={(v) => set('listId', v === 0 ? null : v)} />}
      {source === ListSource.Tags && kind !== 'representatives' && <TagPicker kind={kind} value={tagsOf(config)} onChange={(tags) => set('tags', tags)} />}
    </>
  );
}

/** The site's tags on this kind of content as checkboxes; items with any of the checked ones are shown. */
export function TagPicker({ kind, value, onChange }: { kind: TaggedKind; value: string[]; onChange: (tags: string[]) => void }) {
  const tags = useSiteList(true, () => api.listSiteTags(kind).then((answer) => answer.tags), kind);
  // Tags chosen before that no item carries now stay listed, so they can be taken off.
  const shown = [...(tags ?? []), ...value.filter((t) => !tags?.some((s) => s.tag === t)).map((tag) => ({ tag, count: 0 }))];
  const toggle = (tag: string, on: boolean) => onChange(on ? [...value, tag] : value.filter((t) => t !== tag));
  return (
    <fieldset className="ed-field ed-fieldset">
      <legend>Tags</legend>
      {tags === null && <p className="ed-field-hint">Loading...</p>}
      {tags !== null && shown.length === 0 && <p className="ed-field-hint">Nothing on this site has tags yet.</p>}
      <div style={{ maxHeight: 220, overflowY: 'auto' }}>
        {shown.map(({ tag, count }) => (
          <label key={tag} className="ed-check">
            <input type="checkbox" checked={value.includes(tag)} onChange={(e) => toggle(tag, e.target.checked)} />
            {tag} ({count})
          </label>
        ))}
      </div>
      {shown.length > 0 && <p className="ed-field-hint">Items with any of the checked tags are shown.</p>}
    </fieldset>
  );
}

/**
 * The config after the owner picks a type: a subtype the new type does not have is let go, so the list
 * never asks for a combination nothing can match.
 */
export function typeChange(config: Record<string, unknown>, type: number | null): Record<string, unknown> {
  const subType = typeof config.subType === 'number' && isSubTypeOf(type, config.subType) ? config.subType : null;
  return { type, subType };
}

/** An inventory list's type (the spec's inventory types) and, for a type that has them, its subtype. */
export function InventoryTypeFields({ config, set }: { config: Record<string, unknown>; set: SetConfig }) {
  const type = typeof config.type === 'number' ? config.type : null;
  const subTypes = subTypesOf(type);
  const subType = typeof config.subType === 'number' && isSubTypeOf(type, config.subType) ? config.subType : -1;
  return (
    <>
      <Select
        label="Type"
        value={type ?? -1}
        options={[{ value: -1, label: 'Any type' }, ...INVENTORY_TYPE_LABELS]}
        onChange={(v) => {
          for (const [key, value] of Object.entries(typeChange(config, v === -1 ? null : v))) set(key, value);
        }}
      />
      {subTypes.length > 0 && (
        <Select label="Subtype" value={subType} options={[{ value: -1, label: 'Any subtype' }, ...subTypes]} onChange={(v) => set('subType', v === -1 ? null : v)} />
      )}
    </>
  );
}
