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
  selectLayout,
  SLIDESHOW_TYPE_LABELS,
  SLIDESHOW_TYPES,
  type ContentKind,
} from '../../schema';
import { own } from '../../schema/own';
import { CAROUSEL_AUTOPLAY_MS } from '../../schema/list-paging';
import { Select } from './fields';
import { InventoryTypeFields, SourceFields } from './list-source-fields';
import type { ControlProps, SetConfig } from './inspector/types';

/**
 * The list blocks' hand-written inspector controls (their source, sort, artist and layouts); the rest of
 * a list's inspector is generated from its schema's field metadata.
 */

/** The content kind of each list block type; the related works under an artwork take the inventory list's layouts. */
const KIND_OF: Record<string, ContentKind> = {
  [BlockType.InventoryList]: 'inventory',
  [BlockType.RelatedInventory]: 'inventory',
  [BlockType.ArtistsList]: 'artists',
  [BlockType.ExhibitionsList]: 'shows',
  [BlockType.BlogsList]: 'blogs',
  [BlockType.MediaList]: 'media',
  [BlockType.RepresentativesList]: 'representatives',
};

export function listKindOf(type: string): ContentKind | null {
  return own(KIND_OF, type) ?? null;
}

const ARTIST_SORTS = [
  { value: 'own', label: 'Your order' },
  { value: 'asc', label: 'Name, A to Z' },
  { value: 'desc', label: 'Name, Z to A' },
] as const;

/** An artists list's sort: the owner's order (0), or by name (5) either way. */
export function ArtistSortControl({ config, set }: ControlProps) {
  return (
    <Select
      label="Sort"
      value={config.order === 5 ? (config.dir === 'desc' ? 'desc' : 'asc') : 'own'}
      options={ARTIST_SORTS}
      onChange={(v) => {
        set('order', v === 'own' ? 0 : 5);
        set('dir', v === 'desc' ? 'desc' : 'asc');
      }}
    />
  );
}

/** An inventory list's sort, as the filter bar names them; artist sites have no artist sorts, unless the list was set to one before. */
export function InventorySortControl({ config, set }: ControlProps) {
  const { site } = useContext(SiteRenderContext);
  const sort = sortKeyOf(config);
  const offered = sortKeys(isArtistSite(site));
  const sorts = offered.includes(sort) ? offered : [...offered, sort];
  return (
    <Select
      label="Sort"
      value={sort}
      options={sorts.map((key) => ({ value: key, label: FilterText.sorts[key] }))}
      onChange={(v) => {
        set('order', SORTS[v].order);
        set('dir', SORTS[v].dir);
      }}
    />
  );
}

export function SourceControl({ type, config, set }: ControlProps) {
  const kind = listKindOf(type);
  return kind ? <SourceFields kind={kind} config={config} set={set} /> : null;
}

export function InventoryTypeControl({ config, set }: ControlProps) {
  return <InventoryTypeFields config={config} set={set} />;
}

export function ArtistControl({ config, set, field }: ControlProps) {
  return <ArtistPicker value={config[field.key]} onChange={(v) => set(field.key, v)} />;
}

export function LayoutsControl({ type, config, set }: ControlProps) {
  const kind = listKindOf(type);
  return kind ? <LayoutFields kind={kind} config={config} set={set} /> : null;
}

/** The sort the config names, as one of the filter bar's sorts. */
export function sortKeyOf(config: Record<string, unknown>): SortKey {
  const dir = config.dir === 'desc' ? 'desc' : 'asc';
  const found = (Object.keys(SORTS) as SortKey[]).find((key) => SORTS[key].order === config.order && (SORTS[key].order === 0 || SORTS[key].dir === dir));
  return found ?? 'default';
}

/** One of the site's artists, or any; the site's own artists by name. */
export function ArtistPicker({ value, onChange }: { value: unknown; onChange: (artistId: number | null) => void }) {
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
  // The carousel's settings: exhibitions' slideshow is the spec's shows slider, which slides and never
  // plays by itself, so for them these set the full-background slideshow only.
  const carousel = kind === 'shows' ? enabled.includes(ListLayout.FullBackgroundSlideshow) : enabled.includes(ListLayout.Slideshow);
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
      {carousel && (
        <Select
          label="Slideshow"
          value={SLIDESHOW_TYPES.includes(config.slideshowType as never) ? (config.slideshowType as (typeof SLIDESHOW_TYPES)[number]) : 'slide'}
          options={SLIDESHOW_TYPES.map((t) => ({ value: t, label: SLIDESHOW_TYPE_LABELS[t] }))}
          onChange={(v) => set('slideshowType', v)}
        />
      )}
      {carousel && (
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
