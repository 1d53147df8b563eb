import { useEffect, useState } from 'react';
import { useDataSource } from '../../renderer/data/context';
import {
  BlockType,
  enabledLayouts,
  LAYOUTS_BY_KIND,
  LIST_LAYOUT_LABELS,
  ListKind,
  ListLayout,
  ListSource,
  MAX_LIST_LIMIT,
  selectLayout,
  SLIDESHOW_TYPE_LABELS,
  SLIDESHOW_TYPES,
  ShowStatus,
  type ChosenListSummary,
  type ContentKind,
} from '../../schema';
import { columnsOf } from '../../schema/list-paging';
import { api } from '../state/api';
import { countOptions, NumberInput, Select, TextInput } from './fields';
import type { SetConfig } from './block-forms';

/** The content kind of each list block type the inspector edits here. */
const KIND_OF: Record<string, ContentKind> = {
  [BlockType.ArtistsList]: 'artists',
  [BlockType.ExhibitionsList]: 'shows',
  [BlockType.BlogsList]: 'blogs',
  [BlockType.MediaList]: 'media',
  [BlockType.RepresentativesList]: 'representatives',
};

/** Which chosen lists a kind can take its items from. */
const LIST_KIND: Partial<Record<ContentKind, number>> = {
  inventory: ListKind.Inventory,
  artists: ListKind.Artists,
  shows: ListKind.Shows,
  blogs: ListKind.Blogs,
  media: ListKind.Media,
};

const SHOW_STATUS_OPTIONS = [
  { value: ShowStatus.All, label: 'All exhibitions' },
  { value: ShowStatus.Current, label: 'Current' },
  { value: ShowStatus.Upcoming, label: 'Upcoming' },
  { value: ShowStatus.Past, label: 'Past' },
  { value: ShowStatus.CurrentAndUpcoming, label: 'Current and upcoming' },
];

const ARTIST_SORTS = [
  { value: 'own', label: 'Your order' },
  { value: 'asc', label: 'Name, A to Z' },
  { value: 'desc', label: 'Name, Z to A' },
] as const;

export function isContentListType(type: string): boolean {
  return type in KIND_OF;
}

/** The inspector of an artists, exhibitions, blogs, media or representatives list. */
export function ListBlockForm({ type, config, set }: { type: string; config: Record<string, unknown>; set: SetConfig }) {
  const kind = KIND_OF[type];
  if (!kind) return null;
  return (
    <>
      <TextInput label="Title" value={typeof config.title === 'string' ? config.title : ''} onChange={(v) => set('title', v, true)} />
      <Select label="Columns" value={columnsOf(kind, config.columns)} options={countOptions(1, 6)} onChange={(v) => set('columns', v)} />
      {kind === 'artists' && (
        <>
          <Select
            label="Sort"
            value={config.order === 5 ? (config.dir === 'desc' ? 'desc' : 'asc') : 'own'}
            options={ARTIST_SORTS}
            onChange={(v) => {
              set('order', v === 'own' ? 0 : 5);
              set('dir', v === 'desc' ? 'desc' : 'asc');
            }}
          />
          <label className="ed-check">
            <input type="checkbox" checked={config.showPreview !== false} onChange={(e) => set('showPreview', e.target.checked)} />
            In the list layout, show the artist’s picture on hover
          </label>
        </>
      )}
      {kind === 'shows' && (
        <Select label="Exhibitions" value={typeof config.status === 'number' ? config.status : 0} options={SHOW_STATUS_OPTIONS} onChange={(v) => set('status', v)} />
      )}
      {(kind === 'shows' || kind === 'blogs' || kind === 'media') && <ArtistPicker value={config.artistId} onChange={(v) => set('artistId', v)} />}
      {kind !== 'representatives' && <SourceFields kind={kind} config={config} set={set} />}
      <NumberInput
        label="Maximum items"
        value={typeof config.maxLimit === 'number' ? config.maxLimit : null}
        min={1}
        max={MAX_LIST_LIMIT}
        allowBlank
        onChange={(v) => set('maxLimit', v)}
        hint="Leave blank to show every one."
      />
      <LayoutFields kind={kind} config={config} set={set} />
    </>
  );
}

/** Where the items come from: all of them, a chosen list, or those with any of some tags. */
export function SourceFields({ kind, config, set }: { kind: ContentKind; config: Record<string, unknown>; set: SetConfig }) {
  const [lists, setLists] = useState<ChosenListSummary[] | null>(null);
  const source = config.source === ListSource.ChosenList || config.source === ListSource.Tags ? config.source : 0;
  useEffect(() => {
    if (source !== ListSource.ChosenList || lists) return;
    let live = true;
    api.listChosenLists().then(
      (answer) => live && setLists(answer.lists.filter((l) => l.kind === LIST_KIND[kind])),
      () => live && setLists([]),
    );
    return () => {
      live = false;
    };
  }, [source, lists, kind]);
  const listId = typeof config.listId === 'number' ? config.listId : 0;
  const tags = Array.isArray(config.tags) ? config.tags.filter((t): t is string => typeof t === 'string') : [];
  return (
    <>
      <Select
        label="Source"
        value={source}
        options={[
          { value: 0, label: 'All' },
          { value: ListSource.ChosenList, label: 'A chosen list' },
          { value: ListSource.Tags, label: 'By tags' },
        ]}
        onChange={(v) => set('source', v)}
      />
      {source === ListSource.ChosenList && (
        <Select
          label="Chosen list"
          value={listId}
          options={[
            { value: 0, label: lists === null ? 'Loading...' : lists.length ? 'Choose a list' : 'No lists yet' },
            ...(lists ?? []).map((l) => ({ value: l.listId, label: `${l.name} (${l.count})` })),
          ]}
          onChange={(v) => set('listId', v === 0 ? null : v)}
        />
      )}
      {source === ListSource.Tags && (
        <TextInput
          label="Tags"
          value={tags.join(', ')}
          onChange={(v) => set('tags', v.split(',').map((t) => t.trim()).filter(Boolean).slice(0, 20), true)}
          hint="Separate tags with commas; items with any of them are shown."
        />
      )}
    </>
  );
}

/** One of the site's artists, or any; the site's own artists by name. */
function ArtistPicker({ value, onChange }: { value: unknown; onChange: (artistId: number | null) => void }) {
  const source = useDataSource();
  const [artists, setArtists] = useState<Array<{ artistId: number; name: string }>>([]);
  useEffect(() => {
    if (!source) return;
    let live = true;
    source.listArtists({ limit: 100, offset: 0, order: 5, dir: 'asc' }).then(
      (page) => live && setArtists(page.artists.map((a) => ({ artistId: a.artistId, name: a.name }))),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [source]);
  const current = typeof value === 'number' ? value : 0;
  const options = [{ value: 0, label: 'Any artist' }, ...artists.map((a) => ({ value: a.artistId, label: a.name }))];
  if (current && !artists.some((a) => a.artistId === current)) options.push({ value: current, label: `Artist ${current}` });
  return <Select label="Artist" value={current} options={options} onChange={(v) => onChange(v === 0 ? null : v)} />;
}

/** The layouts a list offers as tabs, the one shown first, and how its slideshow moves. */
export function LayoutFields({ kind, config, set }: { kind: ContentKind; config: Record<string, unknown>; set: SetConfig }) {
  const offered = LAYOUTS_BY_KIND[kind];
  const enabled = enabledLayouts(kind, Array.isArray(config.layouts) ? (config.layouts as string[]) : undefined);
  const first = selectLayout(enabled, typeof config.layout === 'string' ? config.layout : null);
  if (offered.length < 2) return null;
  const toggle = (layout: ListLayout, on: boolean) => {
    const next = offered.filter((l) => (l === layout ? on : enabled.includes(l)));
    if (next.length === 0) return;
    set('layouts', next);
    if (!next.includes(first)) set('layout', selectLayout(next, first));
  };
  return (
    <>
      <fieldset className="ed-field ed-fieldset">
        <legend>Layouts</legend>
        {offered.map((layout) => (
          <label key={layout} className="ed-check">
            <input
              type="checkbox"
              checked={enabled.includes(layout)}
              disabled={enabled.length === 1 && enabled.includes(layout)}
              onChange={(e) => toggle(layout, e.target.checked)}
            />
            {LIST_LAYOUT_LABELS[layout]}
          </label>
        ))}
        <p className="ed-field-hint">Visitors switch between them with tabs when more than one is on.</p>
      </fieldset>
      {enabled.length > 1 && (
        <Select label="Shown first" value={first} options={enabled.map((l) => ({ value: l, label: LIST_LAYOUT_LABELS[l] }))} onChange={(v) => set('layout', v)} />
      )}
      {enabled.includes(ListLayout.Slideshow) && kind !== 'shows' && (
        <Select
          label="Slideshow"
          value={SLIDESHOW_TYPES.includes(config.slideshowType as never) ? (config.slideshowType as (typeof SLIDESHOW_TYPES)[number]) : 'slide'}
          options={SLIDESHOW_TYPES.map((t) => ({ value: t, label: SLIDESHOW_TYPE_LABELS[t] }))}
          onChange={(v) => set('slideshowType', v)}
        />
      )}
    </>
  );
}
