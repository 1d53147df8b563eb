import { ARTWORK_STATUS_LABELS, ARTWORK_STATUSES, type ArtworkStatus } from '../../../schema';
import { INVENTORY_TYPE_LABELS, subTypesOf } from '../../../schema/inventory-types';
import { ArtistChooser, type ChosenArtist } from './ArtistChooser';
import { SelectField } from './controls';
import { DebouncedField } from './DebouncedField';
import { formatMajorUnits, parseMajorUnits, PRICE_HINT } from './money';
import { DEFAULT_TABLE, isFiltered, withFilter, type TableState } from './table-state';

const ANY = -1;
const ANY_STATUS = 'any';

/** A typed price as the filter takes it: none when empty, NaN when it is not a price (so it never equals one). */
const priceOf = (text: string) => (text.trim() === '' ? null : (parseMajorUnits(text) ?? NaN));
const samePrice = (a: string, b: string) => priceOf(a) === priceOf(b);
const priceText = (minor: number | null) => (minor === null ? '' : formatMajorUnits(minor));

/**
 * The table's filters: search (title, artist or SKU), type and subtype, artist, status, price range and
 * tag. Each change is a new address (so Back undoes it) and starts at the first page.
 */
export function Filters({
  state,
  go,
  artist,
  onArtist,
  tagList,
  onWantTags,
}: {
  state: TableState;
  go: (next: TableState) => void;
  artist: ChosenArtist | null;
  onArtist: (artist: ChosenArtist | null) => void;
  /** The id of the datalist of the site's artwork tags. */
  tagList: string;
  onWantTags: () => void;
}) {
  const filter = (change: Parameters<typeof withFilter>[1]) => go(withFilter(state, change));
  const subTypes = subTypesOf(state.type);
  const price = (which: 'minPrice' | 'maxPrice') => (text: string) => {
    const value = priceOf(text);
    if (Number.isNaN(value)) return PRICE_HINT;
    const next = which === 'minPrice' ? { ...state, minPrice: value } : { ...state, maxPrice: value };
    if (next.minPrice !== null && next.maxPrice !== null && next.minPrice > next.maxPrice) return 'The highest price must not be below the lowest.';
    filter(which === 'minPrice' ? { minPrice: value } : { maxPrice: value });
    return null;
  };
  return (
    <div className="ed-artworks-filters" role="search" aria-label="Filter artworks">
      <DebouncedField
        className="ed-artworks-search"
        label="Search artworks"
        type="search"
        hint="Title, artist or SKU."
        value={state.q}
        same={(a, b) => a.trim() === b.trim()}
        onCommit={(q) => {
          filter({ q: q.trim() });
          return null;
        }}
      />
      <SelectField
        label="Type"
        value={state.type ?? ANY}
        options={[{ value: ANY, label: 'Any type' }, ...INVENTORY_TYPE_LABELS]}
        onChange={(type) => filter({ type: type === ANY ? null : type })}
      />
      {subTypes.length > 0 && (
        <SelectField
          label="Subtype"
          value={state.subType ?? ANY}
          options={[{ value: ANY, label: 'Any subtype' }, ...subTypes]}
          onChange={(subType) => filter({ subType: subType === ANY ? null : subType })}
        />
      )}
      <SelectField<string>
        label="Status"
        value={state.status ?? ANY_STATUS}
        options={[{ value: ANY_STATUS, label: 'Any status' }, ...ARTWORK_STATUSES.map((s) => ({ value: s, label: ARTWORK_STATUS_LABELS[s] }))]}
        onChange={(status) => filter({ status: status === ANY_STATUS ? null : (status as ArtworkStatus) })}
      />
      <DebouncedField label="Lowest price" value={priceText(state.minPrice)} same={samePrice} onCommit={price('minPrice')} />
      <DebouncedField label="Highest price" value={priceText(state.maxPrice)} same={samePrice} onCommit={price('maxPrice')} />
      <DebouncedField
        label="Tag"
        value={state.tag}
        list={tagList}
        onFocus={onWantTags}
        same={(a, b) => a.trim().toLowerCase() === b.trim().toLowerCase()}
        onCommit={(tag) => {
          filter({ tag: tag.trim().toLowerCase() });
          return null;
        }}
      />
      <ArtistChooser
        label="Artist"
        value={state.artistId === null ? null : (artist ?? { id: state.artistId, name: 'Loading…' })}
        onChange={(chosen) => {
          onArtist(chosen);
          filter({ artistId: chosen?.id ?? null });
        }}
        findLabel="Find an artist to filter by"
        none="Any artist"
        clearLabel="Any artist"
        chooseLabel={(name) => `Show works by ${name}`}
      />
      {isFiltered(state) && (
        <p>
          <button type="button" onClick={() => go({ ...DEFAULT_TABLE, sort: state.sort, dir: state.dir })}>
            Clear filters
          </button>
        </p>
      )}
    </div>
  );
}
