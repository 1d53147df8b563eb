import { useContext, useEffect, useState } from 'react';
import { useDataSource } from '../../renderer/data/context';
import { isArtistSite, SiteRenderContext } from '../../renderer/site/context';
import { SORTS, sortKeys, type SortKey } from '../../renderer/blocks/InventoryList/filters';
import { FilterText } from '../../renderer/texts';
import {
  BlockType,
  enabledLayouts,
  LAYOUTS_BY_KIND,
  LIST_LAYOUT_LABELS,
  ListLayout,
  MAX_LIST_LIMIT,
  selectLayout,
  SLIDESHOW_TYPE_LABELS,
  SLIDESHOW_TYPES,
  ShowStatus,
  type ContentKind,
} from '../../schema';
import { DetailDisplay } from '../../schema/inventory-list-config';
import { CAROUSEL_AUTOPLAY_MS, columnsOf } from '../../schema/list-paging';
import { countOptions, NumberInput, Select, TextInput } from './fields';
import { InventoryTypeFields, SourceFields } from './list-source-fields';
import type { SetConfig } from './block-forms';

/** The content kind of each list block type the inspector edits here. */
const KIND_OF: Record<string, ContentKind> = {
  [BlockType.ArtistsList]: 'artists',
  [BlockType.ExhibitionsList]: 'shows',
  [BlockType.BlogsList]: 'blogs',
  [BlockType.MediaList]: 'media',
  [BlockType.RepresentativesList]: 'representatives',
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

/** The sort the config names, as one of the filter bar's sorts. */
export function sortKeyOf(config: Record<string, unknown>): SortKey {
  const dir = config.dir === 'desc' ? 'desc' : 'asc';
  const found = (Object.keys(SORTS) as SortKey[]).find((key) => SORTS[key].order === config.order && (SORTS[key].order === 0 || SORTS[key].dir === dir));
  return found ?? 'default';
}

/** The inspector of an inventory list: what it shows, from where, in what order, and how it is laid out. */
export function InventoryListForm({ config, set }: { config: Record<string, unknown>; set: SetConfig }) {
  const { site } = useContext(SiteRenderContext);
  const sort = sortKeyOf(config);
  // Artist sites have no artist sorts, unless the list was set to one before.
  const sorts = sortKeys(isArtistSite(site)).includes(sort) ? sortKeys(isArtistSite(site)) : [...sortKeys(isArtistSite(site)), sort];
  return (
    <>
      <TextInput label="Title" value={typeof config.title === 'string' ? config.title : ''} onChange={(v) => set('title', v, true)} />
      <Select label="Columns" value={columnsOf('inventory', config.columns)} options={countOptions(1, 6)} onChange={(v) => set('columns', v)} />
      <SourceFields kind="inventory" config={config} set={set} />
      <InventoryTypeFields config={config} set={set} />
      <ArtistPicker value={config.artistId} onChange={(v) => set('artistId', v)} />
      <Select
        label="Status"
        value={config.status === 5 ? 5 : 0}
        options={[
          { value: 0, label: FilterText.statusAll },
          { value: 5, label: FilterText.statusAvailable },
        ]}
        onChange={(v) => set('status', v)}
      />
      <Select
        label="Sort"
        value={sort}
        options={sorts.map((key) => ({ value: key, label: FilterText.sorts[key] }))}
        onChange={(v) => {
          set('order', SORTS[v].order);
          set('dir', SORTS[v].dir);
        }}
      />
      <NumberInput
        label="Maximum items"
        value={typeof config.maxLimit === 'number' ? config.maxLimit : null}
        min={1}
        max={MAX_LIST_LIMIT}
        allowBlank
        onChange={(v) => set('maxLimit', v)}
        hint="Leave blank to show every artwork."
      />
      <DetailDisplayField config={config} set={set} />
      <label className="ed-check">
        <input type="checkbox" checked={config.showFilters === true} onChange={(e) => set('showFilters', e.target.checked)} />
        Show filters to visitors
      </label>
      <LayoutFields kind="inventory" config={config} set={set} />
    </>
  );
}

/** Where a work opens when a visitor picks it (spec §2 detailDisplay): over the list, or on its own page. */
export function DetailDisplayField({ config, set }: { config: Record<string, unknown>; set: SetConfig }) {
  return (
    <Select
      label="Open artworks"
      value={config.detailDisplay === DetailDisplay.Modal ? DetailDisplay.Modal : DetailDisplay.Page}
      options={[
        { value: DetailDisplay.Page, label: 'On their own page' },
        { value: DetailDisplay.Modal, label: 'In a window over the page' },
      ]}
      onChange={(v) => set('detailDisplay', v)}
    />
  );
}

/** The recently viewed slider: its title, and where its works open. */
export function RecentlyViewedForm({ config, set }: { config: Record<string, unknown>; set: SetConfig }) {
  return (
    <>
      <TextInput label="Title" value={typeof config.title === 'string' ? config.title : ''} onChange={(v) => set('title', v, true)} />
      <DetailDisplayField config={config} set={set} />
      <p className="ed-field-hint">Visitors see the last four artworks they looked at on this site; you see your first ones.</p>
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
      {enabled.includes(ListLayout.Slideshow) && kind !== 'shows' && (
        <Select
          label="Slideshow plays by itself"
          value={AUTOPLAY_OPTIONS.some((o) => o.value === config.slideshowAutoplay) ? (config.slideshowAutoplay as number) : 0}
          options={AUTOPLAY_OPTIONS}
          onChange={(v) => set('slideshowAutoplay', v)}
        />
      )}
    </>
  );
}

/** The spec's carousel autoplay (5000 ms; 0 is off) and a few other paces. */
const AUTOPLAY_OPTIONS = [
  { value: 0, label: 'No' },
  { value: 3000, label: 'Every 3 seconds' },
  { value: CAROUSEL_AUTOPLAY_MS, label: `Every ${CAROUSEL_AUTOPLAY_MS / 1000} seconds` },
  { value: 8000, label: 'Every 8 seconds' },
  { value: 10_000, label: 'Every 10 seconds' },
];
